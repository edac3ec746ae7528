import { withCurrentKeptWithin } from "../../data/actor/joint";
import { templatePath } from "../../../../constants";
import { SystemActorSheet, type ActorSheetConfiguration, type ActorSheetOptions, type ActorSheetRenderArgs, type ActorSheetRenderContext, type ActorSheetRenderOptions } from "../../../../apps/sheets/actor-sheet-base";
import type { StorytellerActorData } from "../../data/actor/base";
import type { Trait } from "../../../../rules/character/traits";
import { RulesError } from "../../../../rules/errors";
import { cycleHealthBox } from "../../rules/health/track";
import { dotValueFromClick, dotValueFromKey } from "../../../../apps/actions/dots";
import { submitCheckedNumbers } from "../../../../apps/actions/number-input";
import { CHARACTER_TABS, type ActorSheetInput, type CharacterTab } from "../context/actor-context";
import type { SheetItemInput } from "../context/item-rows";
import { KEYS_ONLY } from "../context/combat-view";
import { displayNameOf } from "../../../../apps/item-names";
import { RollDialog } from "../roll-dialog";
import { openAttack } from "../attack-dialog";
import { ignoreWoundsThisTurn } from "../../chat/ignore-wounds";
import { openHazard } from "../hazard-dialog";
import { IGNORE_WOUNDS_STATUS } from "../../rules/health/ignore-wounds";
import { CHRONICLE_SHEET_ACTIONS } from "./chronicle-actions";
import { chronicleView, type ChronicleView } from "../context/chronicle-view";
import { chronicleViewInput } from "../context/chronicle-input";
import { translate } from "../../../../i18n";
import { readCombatWorld } from "../../data/actor/combat-world";

type RenderContext = ActorSheetRenderContext;
type Configuration = ActorSheetConfiguration;
type RenderOptions = ActorSheetRenderOptions;

/** What a sheet class declares; Foundry merges each class's options over its parent's. */
export type SheetOptions = ActorSheetOptions;

/** A translated message, from a key and its data. */
function say(key: string, data: Record<string, string | number> = {}): string {
  return game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]))) ?? key;
}

function numberData(element: HTMLElement, name: string): number {
  return Number(element.dataset[name]);
}

/**
 * What both actor sheets share: dots set by click and keyboard, the health track, rolls from any trait,
 * items. Each handler computes its change with a pure function (apps/actions) and writes it in one update.
 */
export abstract class StorytellerActorSheet<
  Context extends RenderContext = RenderContext,
  Config extends Configuration = Configuration,
  Options extends RenderOptions = RenderOptions,
> extends SystemActorSheet<Context, Config, Options> {
  static override DEFAULT_OPTIONS: SheetOptions = {
    actions: {
      setDots: StorytellerActorSheet.onSetDots,
      cycleHealth: StorytellerActorSheet.onCycleHealth,
      rollTrait: StorytellerActorSheet.onRollTrait,
      rollFetish: StorytellerActorSheet.onRollFetish,
      rollAttack: StorytellerActorSheet.onRollAttack,
      ignoreWounds: StorytellerActorSheet.onIgnoreWounds,
      dealHazard: StorytellerActorSheet.onDealHazard,
      setForm: StorytellerActorSheet.onSetForm,
      createItem: StorytellerActorSheet.onCreateItem,
      editItem: StorytellerActorSheet.onEditItem,
      deleteItem: StorytellerActorSheet.onDeleteItem,
      toggleEquipped: StorytellerActorSheet.onToggleEquipped,
      ...CHRONICLE_SHEET_ACTIONS,
    },
  };

  override tabGroups: Record<string, string> = { primary: "traits" };

  protected get systemData(): StorytellerActorData {
    return this.actor.system as unknown as StorytellerActorData;
  }

  /** Plain data for the context builders: the only place the sheet reads the actor. */
  protected async sheetInput(): Promise<ActorSheetInput> {
    const actor = this.actor;
    const system = this.systemData;
    const i18n = game.i18n;
    const items: SheetItemInput[] = actor.items.contents.map((item) => ({
      id: item.id ?? "",
      name: displayNameOf(item),
      type: item.type,
      img: item.img ?? "",
      system: item.system,
    }));
    const biographyHTML = await foundry.applications.ux.TextEditor.implementation.enrichHTML(system.biography, {
      secrets: actor.isOwner,
      relativeTo: actor,
    });
    const tab = this.tabGroups.primary;
    return {
      id: actor.id ?? "",
      name: actor.name,
      img: actor.img ?? "",
      system: system,
      derived: system.derived,
      items,
      editable: this.isEditable,
      biographyHTML,
      activeTab: (CHARACTER_TABS as readonly string[]).includes(tab ?? "") ? (tab as CharacterTab) : "traits",
      i18n: i18n ?? KEYS_ONLY,
      storyteller: game.user?.isGM === true,
      woundsIgnored: system.stats.ignoresWoundPenalties && system.stats.statuses.some((status) => status.id === IGNORE_WOUNDS_STATUS),
      lang: i18n?.lang ?? "en",
      dodgeAbility: readCombatWorld().options.dodgeAbility,
    };
  }

  /** The chronicle's controls (templates/parts/chronicle), for every sheet's context. */
  protected chronicleContext(): { chronicle: ChronicleView } {
    return { chronicle: chronicleView(chronicleViewInput(this.actor, this.isEditable), translate) };
  }

  /** Writes one change; a value the data model refuses is reported and the sheet shows the old value again. */
  protected async write(changes: Record<string, unknown>): Promise<void> {
    try {
      await this.actor.update(changes);
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      await this.render();
    }
  }

  /**
   * Writes a dot group's new rating: the actor's own field, or, for a group that names an item (a discipline's
   * or a background's rating), that item's.
   */
  protected async writeDots(group: HTMLElement, path: string, value: number): Promise<void> {
    const itemId = group.dataset.itemId;
    if (!itemId) {
      await this.write(withCurrentKeptWithin(this.actor, { [path]: value }));
      return;
    }
    const item = this.actor.items.get(itemId);
    if (!item) return;
    try {
      await item.update({ [path]: value });
    } catch (error) {
      ui.notifications?.error(error instanceof Error ? error.message : String(error));
      await this.render();
    }
  }

  static async onSetDots(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const group = target.closest<HTMLElement>(".stc-dots");
    if (!group?.dataset.path || !this.mayEdit()) return;
    const value = dotValueFromClick(numberData(group, "value"), numberData(target, "value"), { min: numberData(group, "min"), max: numberData(group, "max") });
    await this.writeDots(group, group.dataset.path, value);
  }

  protected async onDotKey(event: KeyboardEvent): Promise<void> {
    const group = event.currentTarget as HTMLElement;
    const key = event.key === " " || event.key === "Enter" ? null : event.key;
    if (!group.dataset.path || key === null) return;
    const value = dotValueFromKey(numberData(group, "value"), key, { min: numberData(group, "min"), max: numberData(group, "max") });
    if (value === null) return;
    event.preventDefault();
    if (!this.mayEdit()) return;
    await this.writeDots(group, group.dataset.path, value);
  }

  /** A click on a box of the track: the rules' `cycleHealthBox` says what the track becomes, written in one update. */
  static async onCycleHealth(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.mayEdit()) return;
    let health;
    try {
      health = cycleHealthBox(this.systemData.health, numberData(target, "index"));
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      ui.notifications?.error(say(error.i18nKey, error.data));
      return;
    }
    await this.write({ "system.health.bashing": health.bashing, "system.health.lethal": health.lethal, "system.health.aggravated": health.aggravated });
  }

  static async onRollTrait(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const trait = target.dataset.trait as Trait | undefined;
    if (!trait || !this.mayEdit()) return;
    await new RollDialog({ actor: this.actor, first: trait }).render({ force: true });
  }

  /** A fetish's activation: the owner's Gnosis at a difficulty of the fetish's own Gnosis (W20 core). */
  static async onRollFetish(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    const gnosis = item?.type === "fetish" ? (item.system as { gnosis?: number }).gnosis : undefined;
    if (gnosis === undefined || !this.mayEdit()) return;
    await new RollDialog({ actor: this.actor, first: "gnosis", difficulty: gnosis }).render({ force: true });
  }

  /**
   * An attack button of the combat tab: the attack chain in chat, with this item (or bare hands) on the one target;
   * shift-click rolls it at once, without the dialog.
   */
  static async onRollAttack(this: StorytellerActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.attackKey;
    const item = key && key !== "unarmed" ? (this.actor.items.get(key) ?? null) : null;
    if (!key || (key !== "unarmed" && !item)) return;
    await openAttack(this.actor, item, { quick: event.shiftKey });
  }

  /** Spends a Willpower point so wound penalties do not count this turn (000 §5). */
  static async onIgnoreWounds(this: StorytellerActorSheet): Promise<void> {
    if (!this.mayEdit()) return;
    await ignoreWoundsThisTurn(this.actor);
  }

  /** The Storyteller's hazard dialog, this character's tokens on the scene already ticked. */
  static async onDealHazard(this: StorytellerActorSheet): Promise<void> {
    await openHazard(this.actor);
  }

  static async onSetForm(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!target.dataset.form || !this.mayEdit()) return;
    await this.write({ "system.garou.form": target.dataset.form });
  }

  /** A new item of the list's subtype; a list of one kind (Gifts, rites, Flaws) names it in `data-kind`. */
  static async onCreateItem(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.type;
    if (!type || !this.mayEdit()) return;
    const kind = target.dataset.kind;
    const label = kind && type === "power" ? say(`STC.Classic.Power.Kind.${kind}`) : kind && type === "merit" ? say(`STC.Classic.Merit.Kind.${kind}`) : say(`TYPES.Item.${type}`);
    await this.actor.createEmbeddedDocuments("Item", [{ name: say("STC.Sheet.NewItem", { type: label }), type: type as "weapon", ...(kind ? { system: { kind: kind as "gift" } } : {}) }]);
  }

  static async onEditItem(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    await item?.sheet?.render(true);
  }

  static async onDeleteItem(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    if (!item || !this.mayEdit()) return;
    await item.deleteDialog();
  }

  static async onToggleEquipped(this: StorytellerActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
    const equipped = (item?.system as { equipped?: boolean } | undefined)?.equipped;
    if (!item || equipped === undefined || !this.mayEdit()) return;
    await item.update({ system: { equipped: !equipped } });
  }

  protected override async _onRender(...[context, options]: ActorSheetRenderArgs<Context, Config, Options>): Promise<void> {
    await super._onRender(context, options);
    for (const group of this.element.querySelectorAll<HTMLElement>(".stc-dots[data-path]")) {
      group.addEventListener("keydown", (event) => void this.onDotKey(event));
    }
  }

  /**
   * Typed numbers are checked before they are saved: a blank, non-numeric or out-of-range entry gets a
   * translated message and changes nothing (Foundry would read a blank number as 0).
   */
  /**
   * Typed numbers are checked before the form is submitted at all: a blank, non-numeric or out-of-range entry
   * gets a translated message and changes nothing (Foundry would read a blank number as 0). The check sits on
   * ApplicationV2's `_onSubmitForm`, whose signature v13 and v14 share (`_processSubmitData` takes the form data
   * on v13 and the update data, returning the result, on v14).
   */
  protected override async _onSubmitForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event | SubmitEvent): Promise<void> {
    const form = this.form;
    if (!form) return super._onSubmitForm(formConfig, event);
    event.preventDefault();
    await submitCheckedNumbers(form, () => super._onSubmitForm(formConfig, event), () => this.render());
  }
}

export const actorTemplate = (name: string): string => templatePath(`classic/actor/${name}.hbs`);
