import { templatePath } from "../../../constants";
import { SystemActorSheet, type ActorSheetConfiguration, type ActorSheetOptions, type ActorSheetPrepareOptions, type ActorSheetRenderArgs, type ActorSheetRenderContext, type ActorSheetRenderOptions } from "../../../apps/sheets/actor-sheet-base";
import { rangeFailure } from "../../../data/fields/range-check";
import { translate } from "../../../i18n";
import { isCategory, type MetCategory } from "../rules/traits";
import { metRecordOf } from "../data/read";
import { MET_ABILITY_RANGE, MET_EXTRA_ACTION_RANGE, MET_TRAIT_RANGE } from "../data/extension";
import { healthLevelsOf } from "./health-levels";
import { openChallengeDialog } from "./challenge-dialog";
import { metSheetContext, type MetSheetContext } from "./sheet-context";


const say = (key: string, data: Record<string, string | number> = {}): string => translate(key, data);
const LIST_KEYS = ["abilities", "powers", "merits"] as const;
type ListKey = (typeof LIST_KEYS)[number];

/** The value of the input named `field` in the same row as `button`, trimmed. */
function rowValue(button: HTMLElement, field: string): string {
  const row = button.closest<HTMLElement>("[data-met-row]");
  return row?.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-met-input="${field}"]`)?.value.trim() ?? "";
}

/**
 * Mind's Eye Theatre's sheet for characters and Storyteller characters (003): named traits by category instead of
 * dots, the ones lost this scene struck through, negative traits, abilities and powers usable as retests,
 * Willpower, blood and health levels, and the button that begins a challenge. It only edits the record: each
 * change is one update of the list it touches, checked by the data model; no rule is decided here.
 */
export class MetActorSheet extends SystemActorSheet<ActorSheetRenderContext & MetSheetContext> {
  static override DEFAULT_OPTIONS: ActorSheetOptions = {
    classes: ["stc-met-sheet"],
    position: { width: 660, height: 760 },
    actions: {
      addTrait: MetActorSheet.onAddTrait,
      removeTrait: MetActorSheet.onRemoveTrait,
      loseTrait: MetActorSheet.onLoseTrait,
      restoreTrait: MetActorSheet.onRestoreTrait,
      endScene: MetActorSheet.onEndScene,
      addNegative: MetActorSheet.onAddNegative,
      removeNegative: MetActorSheet.onRemoveNegative,
      addAbility: MetActorSheet.onAddAbility,
      addPower: MetActorSheet.onAddPower,
      addMerit: MetActorSheet.onAddMerit,
      removeEntry: MetActorSheet.onRemoveEntry,
      challenge: MetActorSheet.onChallenge,
    },
  };

  static override PARTS = { sheet: { template: templatePath("met/sheet.hbs"), scrollable: [""] } };

  /** Writes one change of the character's record (SystemActorSheet.writeTo). */
  private async write(changes: Record<string, unknown>): Promise<void> {
    await this.writeTo(this.actor, changes);
  }

  private refuse(key: string, data: Record<string, string | number> = {}): void {
    ui.notifications?.warn(say(key, data));
  }

  private categoryOf(target: HTMLElement): MetCategory | null {
    const category = target.closest<HTMLElement>("[data-category]")?.dataset.category;
    return isCategory(category) ? category : null;
  }

  static async onAddTrait(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const category = this.categoryOf(target);
    if (!category || !this.mayEdit()) return;
    const name = rowValue(target, "name");
    if (!name) return this.refuse("STC.Met.Sheet.NameNeeded");
    const traits = metRecordOf(this.actor).traits[category];
    if (traits.some((trait) => trait.name === name)) return this.refuse("STC.Met.Sheet.TraitTwice", { name });
    await this.write({ [`system.met.traits.${category}`]: [...traits, { name, aspect: rowValue(target, "aspect"), count: 1 }] });
  }

  static async onRemoveTrait(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const category = this.categoryOf(target);
    if (!category || !this.mayEdit()) return;
    const record = metRecordOf(this.actor);
    const index = Number(target.dataset.index);
    const removed = record.traits[category][index];
    if (!removed) return;
    await this.write({
      [`system.met.traits.${category}`]: record.traits[category].filter((_, at) => at !== index),
      [`system.met.lost.${category}`]: record.lost[category].filter((name) => name !== removed.name),
    });
  }

  /** Strikes one of a trait for the scene (bid and lost, 003 Bidding Traits). */
  static async onLoseTrait(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const category = this.categoryOf(target);
    const name = target.dataset.name ?? "";
    if (!category || !this.mayEdit()) return;
    const record = metRecordOf(this.actor);
    const trait = record.traits[category].find((entry) => entry.name === name);
    if (!trait || record.lost[category].filter((lost) => lost === name).length >= trait.count) return;
    await this.write({ [`system.met.lost.${category}`]: [...record.lost[category], name] });
  }

  static async onRestoreTrait(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const category = this.categoryOf(target);
    const name = target.dataset.name ?? "";
    if (!category || !this.mayEdit()) return;
    const lost = [...metRecordOf(this.actor).lost[category]];
    const at = lost.lastIndexOf(name);
    if (at < 0) return;
    lost.splice(at, 1);
    await this.write({ [`system.met.lost.${category}`]: lost });
  }

  /** The scene is over: every trait lost in it comes back, and every ability level expended. */
  static async onEndScene(this: MetActorSheet): Promise<void> {
    if (!this.mayEdit()) return;
    await this.write({ "system.met.lost": { physical: [], social: [], mental: [] }, "system.met.abilitiesSpent": [] });
  }

  static async onAddNegative(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const category = this.categoryOf(target);
    if (!category || !this.mayEdit()) return;
    const name = rowValue(target, "negative");
    if (!name) return this.refuse("STC.Met.Sheet.NameNeeded");
    await this.write({ [`system.met.negative.${category}`]: [...metRecordOf(this.actor).negative[category], name] });
  }

  static async onRemoveNegative(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const category = this.categoryOf(target);
    if (!category || !this.mayEdit()) return;
    const index = Number(target.dataset.index);
    await this.write({ [`system.met.negative.${category}`]: metRecordOf(this.actor).negative[category].filter((_, at) => at !== index) });
  }

  static async onAddAbility(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.mayEdit()) return;
    const name = rowValue(target, "ability");
    if (!name) return this.refuse("STC.Met.Sheet.NameNeeded");
    const category = rowValue(target, "abilityCategory");
    await this.write({ "system.met.abilities": [...metRecordOf(this.actor).abilities, { name, count: 1, category: isCategory(category) ? category : "physical" }] });
  }

  static async onAddPower(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.mayEdit()) return;
    const name = rowValue(target, "power");
    if (!name) return this.refuse("STC.Met.Sheet.NameNeeded");
    const category = rowValue(target, "powerCategory");
    const extra = Number(rowValue(target, "powerExtra") || 0);
    const failure = rangeFailure(extra, MET_EXTRA_ACTION_RANGE);
    if (failure) return this.refuse(failure.key, failure.data);
    await this.write({ "system.met.powers": [...metRecordOf(this.actor).powers, { name, category: isCategory(category) ? category : "physical", last: rowValue(target, "powerLast") === "true", extraActions: extra }] });
  }

  static async onAddMerit(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.mayEdit()) return;
    const name = rowValue(target, "merit");
    if (!name) return this.refuse("STC.Met.Sheet.NameNeeded");
    const category = rowValue(target, "meritCategory");
    await this.write({ "system.met.merits": [...metRecordOf(this.actor).merits, { name, category: isCategory(category) ? category : "any", retest: rowValue(target, "meritRetest") !== "false" }] });
  }

  static async onRemoveEntry(this: MetActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const list = target.dataset.list as ListKey | undefined;
    if (!list || !LIST_KEYS.includes(list) || !this.mayEdit()) return;
    const index = Number(target.dataset.index);
    const entries: unknown[] = metRecordOf(this.actor)[list];
    await this.write({ [`system.met.${list}`]: entries.filter((_, at) => at !== index) });
  }

  static async onChallenge(this: MetActorSheet): Promise<void> {
    if (!this.mayEdit()) return;
    await openChallengeDialog(this.actor);
  }

  /** A count typed into a trait's or an ability's row: checked against its range, then the list written whole. */
  private async onCountChange(input: HTMLInputElement): Promise<void> {
    if (!this.mayEdit()) return;
    const count = input.value.trim() === "" ? Number.NaN : Number(input.value);
    const index = Number(input.dataset.index);
    const record = metRecordOf(this.actor);
    const category = this.categoryOf(input);
    const range = category ? MET_TRAIT_RANGE : MET_ABILITY_RANGE;
    const failure = rangeFailure(count, range);
    if (failure) {
      ui.notifications?.error(say(failure.key, failure.data));
      await this.render();
      return;
    }
    if (category) {
      const traits = record.traits[category].map((trait, at) => (at === index ? { ...trait, count } : trait));
      await this.write({ [`system.met.traits.${category}`]: traits });
    } else {
      await this.write({ "system.met.abilities": record.abilities.map((ability, at) => (at === index ? { ...ability, count } : ability)) });
    }
  }

  protected override async _onRender(...[context, options]: ActorSheetRenderArgs<ActorSheetRenderContext & MetSheetContext, ActorSheetConfiguration, ActorSheetRenderOptions>): Promise<void> {
    await super._onRender(context, options);
    this.onFieldChange<HTMLInputElement>("input[data-met-count]", (input) => this.onCountChange(input));
  }
  protected override async _prepareContext(options: ActorSheetPrepareOptions): Promise<ActorSheetRenderContext & MetSheetContext> {
    const actor = this.actor;
    const record = metRecordOf(actor);
    const holder = record.grappledBy ? game.actors?.get(record.grappledBy) : null;
    const context = metSheetContext({
      name: actor.name,
      img: actor.img ?? "",
      editable: this.isEditable,
      record,
      healthLevels: healthLevelsOf(record, say),
      grappledBy: record.grappledBy ? (holder?.name ?? "") : null,
      mayChallenge: this.isEditable,
      say,
    });
    return { ...(await super._prepareContext(options)), ...context };
  }
}
