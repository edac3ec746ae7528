import { templatePath } from "../../../constants";
import { SystemActorSheet, type ActorSheetConfiguration, type ActorSheetOptions, type ActorSheetPrepareOptions, type ActorSheetRenderArgs, type ActorSheetRenderContext, type ActorSheetRenderOptions } from "../../../apps/sheets/actor-sheet-base";
import { dotValueFromClick, dotValueFromKey } from "../../../apps/actions/dots";
import { displayNameOf } from "../../../apps/item-names";
import { RulesError } from "../../../rules/errors";
import { ABILITIES, ATTRIBUTES, type Ability, type Attribute } from "../../../rules/character/traits";
import { rangeFailure } from "../../../data/fields/range-check";
import { abilityOf, armourRatingOf, attributeOf, healthOf, healthUpdate, heldByOf, weaponOf } from "../data/read";
import { STREAMLINED_ARMOUR_RANGE, STREAMLINED_MODIFIER_RANGE } from "../data/extension";
import { maxHealth, setDamage, STREAMLINED_DAMAGE_TYPES, type StreamlinedDamageType } from "../rules/health";
import { resolveActor } from "../../../chat/records";
import { requestEscape } from "../requests/escape";
import { say } from "../chat/documents";
import { openStreamlinedAttack } from "./attack-dialog";
import { streamlinedSheetContext, type StreamlinedSheetContext } from "./sheet-context";

const numberData = (element: HTMLElement, name: string): number => Number(element.dataset[name]);

/**
 * Streamlined's sheet for characters and Storyteller characters (001): the shared attributes and abilities as
 * dots, Health as points, armour and weapons with their Streamlined fields, and an attack button per weapon and
 * for bare hands. Each change is checked, then written in one update; nothing of Classic's sheet shows here.
 */
export class StreamlinedActorSheet extends SystemActorSheet<ActorSheetRenderContext & StreamlinedSheetContext> {
  static override DEFAULT_OPTIONS: ActorSheetOptions = {
    classes: ["stc-streamlined-sheet"],
    position: { width: 640, height: 720 },
    actions: {
      setDots: StreamlinedActorSheet.onSetDots,
      attack: StreamlinedActorSheet.onAttack,
      escape: StreamlinedActorSheet.onEscape,
      toggleEquipped: StreamlinedActorSheet.onToggleEquipped,
      createItem: StreamlinedActorSheet.onCreateItem,
      deleteItem: StreamlinedActorSheet.onDeleteItem,
    },
  };

  static override PARTS = { sheet: { template: templatePath("streamlined/sheet.hbs"), scrollable: [""] } };

  private refuse(error: unknown): void {
    if (!(error instanceof RulesError)) throw error;
    ui.notifications?.error(say(error.i18nKey, { ...error.data }));
    void this.render();
  }

  static async onSetDots(this: StreamlinedActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const group = target.closest<HTMLElement>(".stc-dots");
    if (!group?.dataset.path || !this.mayEdit()) return;
    const value = dotValueFromClick(numberData(group, "value"), numberData(target, "value"), { min: numberData(group, "min"), max: numberData(group, "max") });
    await this.writeTrait(group.dataset.path, value);
  }

  /** A trait's new rating; a Stamina that would leave less Health than the damage taken is refused. */
  private async writeTrait(path: string, value: number): Promise<void> {
    if (path === "system.attributes.stamina.value") {
      const health = healthOf(this.actor);
      try {
        setDamage({ ...health, max: maxHealth(value) }, "bashing", health.damage.bashing);
      } catch (error) {
        this.refuse(error);
        return;
      }
    }
    await this.writeTo(this.actor, { [path]: value });
  }

  private async onDotKey(event: KeyboardEvent): Promise<void> {
    const group = event.currentTarget as HTMLElement;
    if (!group.dataset.path) return;
    const value = dotValueFromKey(numberData(group, "value"), event.key, { min: numberData(group, "min"), max: numberData(group, "max") });
    if (value === null) return;
    event.preventDefault();
    if (!this.mayEdit()) return;
    await this.writeTrait(group.dataset.path, value);
  }

  /** A damage field: the rules check the new Health (whole points, no more than the character's Health). */
  async onDamageChange(input: HTMLInputElement): Promise<void> {
    const type = input.dataset.damage as StreamlinedDamageType | undefined;
    if (!type || !(STREAMLINED_DAMAGE_TYPES as readonly string[]).includes(type) || !this.mayEdit()) return;
    const failure = rangeFailure(input.value.trim() === "" ? Number.NaN : Number(input.value), { min: 0, max: 99 });
    if (failure) {
      ui.notifications?.error(say(failure.key, failure.data));
      await this.render();
      return;
    }
    let health;
    try {
      health = setDamage(healthOf(this.actor), type, Number(input.value));
    } catch (error) {
      this.refuse(error);
      return;
    }
    await this.writeTo(this.actor, healthUpdate(health));
  }

  /** A weapon's or armour's Streamlined field, written to the item. */
  async onItemFieldChange(field: HTMLInputElement | HTMLSelectElement): Promise<void> {
    const item = this.actor.items.get(field.dataset.itemId ?? "");
    const path = field.dataset.path;
    if (!item || !path || !this.mayEdit()) return;
    let value: string | number = field.value;
    if (path === "system.streamlined.modifier" || path === "system.streamlined.rating") {
      const range = path === "system.streamlined.modifier" ? STREAMLINED_MODIFIER_RANGE : STREAMLINED_ARMOUR_RANGE;
      const number = field.value.trim() === "" ? Number.NaN : Number(field.value);
      const failure = rangeFailure(number, range);
      if (failure) {
        ui.notifications?.error(say(failure.key, failure.data));
        await this.render();
        return;
      }
      value = number;
    }
    await this.writeTo(item, { [path]: value });
  }

  static async onAttack(this: StreamlinedActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const itemId = target.dataset.itemId ?? "";
    if (itemId && !this.actor.items.get(itemId)) return;
    await openStreamlinedAttack(this.actor, itemId);
  }

  static async onEscape(this: StreamlinedActorSheet): Promise<void> {
    if (!this.mayEdit()) return;
    await requestEscape(this.actor);
  }

  static async onToggleEquipped(this: StreamlinedActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    const equipped = (item?.system as { equipped?: unknown } | undefined)?.equipped;
    if (!item || typeof equipped !== "boolean" || !this.mayEdit()) return;
    await this.writeTo(item, { "system.equipped": !equipped });
  }

  static async onCreateItem(this: StreamlinedActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = target.dataset.type;
    if ((type !== "weapon" && type !== "armor") || !this.mayEdit()) return;
    await this.actor.createEmbeddedDocuments("Item", [{ name: say("STC.Sheet.NewItem", { type: say(`TYPES.Item.${type}`) }), type }]);
  }

  static async onDeleteItem(this: StreamlinedActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (!item || !this.mayEdit()) return;
    await item.deleteDialog();
  }

  protected override async _onRender(...[context, options]: ActorSheetRenderArgs<ActorSheetRenderContext & StreamlinedSheetContext, ActorSheetConfiguration, ActorSheetRenderOptions>): Promise<void> {
    await super._onRender(context, options);
    for (const group of this.element.querySelectorAll<HTMLElement>(".stc-dots[data-path]")) group.addEventListener("keydown", (event) => void this.onDotKey(event));
    this.onFieldChange<HTMLInputElement>("input[data-damage]", (input) => this.onDamageChange(input));
    this.onFieldChange<HTMLInputElement | HTMLSelectElement>("[data-item-field]", (field) => this.onItemFieldChange(field));
  }
  protected override async _prepareContext(options: ActorSheetPrepareOptions): Promise<ActorSheetRenderContext & StreamlinedSheetContext> {
    const actor = this.actor;
    const holder = heldByOf(actor);
    const context = streamlinedSheetContext({
      name: actor.name,
      img: actor.img ?? "",
      editable: this.isEditable,
      attributes: Object.fromEntries(ATTRIBUTES.map((name) => [name, attributeOf(actor, name)])) as Record<Attribute, number>,
      abilities: Object.fromEntries(ABILITIES.map((name) => [name, abilityOf(actor, name)])) as Record<Ability, number>,
      health: healthOf(actor),
      heldBy: holder ? (resolveActor(holder)?.name ?? "") : null,
      weapons: actor.items.contents.filter((item) => item.type === "weapon").map((item) => ({ id: item.id ?? "", name: displayNameOf(item), weapon: weaponOf(item) })),
      armours: actor.items.contents
        .filter((item) => item.type === "armor")
        .map((item) => ({ id: item.id ?? "", name: displayNameOf(item), rating: armourRatingOf(item), equipped: (item.system as { equipped?: unknown }).equipped === true })),
      say: (key, data) => say(key, data ?? {}),
    });
    return { ...(await super._prepareContext(options)), ...(context satisfies StreamlinedSheetContext) };
  }

}
