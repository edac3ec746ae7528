import { ABILITIES, ATTRIBUTES } from "../../../rules/character/traits";
import { identifierFromName } from "../../../data/item/identifier-from-name";
import { SYSTEM_ID } from "../../../constants";
import type { ActorSystemSource } from "../data/actor/source";
import type { BackgroundSource, DisciplineSource, PowerSource } from "../data/item/source";
import { chartFor, type Chart, type Purchase } from "../rules/chronicle/experience-chart";
import { ratedTraitMaximum } from "../rules/chronicle/trait-maximum";
import { MORTAL_TRAIT_MAX } from "../rules/character/generation";

/** An item as the raise reads it. */
export interface RaisableItem {
  id: string;
  name: string;
  type: string;
  system: unknown;
  learned: boolean;
}

/**
 * One trait the character could buy with experience: its key (what a request names), how the card and the sheet
 * name it (a language key, or an item's own name), what the chart prices, how high it may go, and what a purchase
 * writes.
 */
export interface RaiseOption {
  key: string;
  nameKey: string | null;
  name: string;
  purchase: Purchase;
  maximum: number;
  /** The actor's fields and the item's a purchase writes. */
  writes: { actor: Record<string, unknown>; items: Record<string, Record<string, unknown>> };
}

/** The flag that marks a Gift or ritual bought with experience. */
export const LEARNED_FLAG = `flags.${SYSTEM_ID}.learned`;

export interface RaiseSubject {
  source: ActorSystemSource;
  items: readonly RaisableItem[];
}

function rated(chart: Chart, subject: RaiseSubject) {
  const { source } = subject;
  const who = { creature: source.creature, generation: source.vampire.generation };
  const options: RaiseOption[] = [];
  const add = (key: string, nameKey: string, purchase: Purchase, path: string, extra: Record<string, unknown> = {}) => {
    if (purchase.kind === "ritual" || purchase.kind === "gift") return;
    const maximum = ratedTraitMaximum(purchase.kind, who);
    options.push({ key, nameKey, name: "", purchase, maximum, writes: { actor: { [path]: purchase.current + 1, ...extra }, items: {} } });
  };
  for (const id of ATTRIBUTES) add(`attribute.${id}`, `STC.Trait.${id}`, { kind: "attribute", current: source.attributes[id].value }, `system.attributes.${id}.value`);
  for (const id of ABILITIES) add(`ability.${id}`, `STC.Trait.${id}`, { kind: "ability", current: source.abilities[id].value }, `system.abilities.${id}.value`);
  // Raising a permanent pool fills the new point at once.
  add("willpower", "STC.Classic.Sheet.Willpower", { kind: "willpower", current: source.willpower.permanent }, "system.willpower.permanent", { "system.willpower.current": source.willpower.current + 1 });
  if (chart === "v20" && source.creature === "vampire") {
    const virtues = source.virtues;
    add("virtue.conscience", `STC.Classic.Chronicle.Trait.${virtues.conscienceKind}`, { kind: "virtue", current: virtues.conscience }, "system.virtues.conscience");
    add("virtue.selfControl", `STC.Classic.Chronicle.Trait.${virtues.selfControlKind}`, { kind: "virtue", current: virtues.selfControl }, "system.virtues.selfControl");
    add("virtue.courage", "STC.Classic.Chronicle.Trait.courage", { kind: "virtue", current: virtues.courage }, "system.virtues.courage");
    add("morality", source.morality.path ? "STC.Classic.Chronicle.Trait.path" : "STC.Classic.Chronicle.Trait.humanity", { kind: "humanity", current: source.morality.value }, "system.morality.value");
  }
  if (chart === "w20") {
    const { rage, gnosis } = source.garou;
    add("rage", "STC.Classic.Sheet.Rage", { kind: "rage", current: rage.permanent }, "system.garou.rage.permanent", { "system.garou.rage.current": rage.current + 1 });
    add("gnosis", "STC.Classic.Sheet.Gnosis", { kind: "gnosis", current: gnosis.permanent }, "system.garou.gnosis.permanent", { "system.garou.gnosis.current": gnosis.current + 1 });
  }
  return options;
}

/** A Gift is the Garou's own when its breed, auspice or tribe teaches it (W20 Chapter Two). */
function ownGift(source: ActorSystemSource, belongsTo: string): boolean {
  if (!belongsTo) return false;
  return [source.garou.breed, source.garou.auspice, identifierFromName(source.garou.tribe)].includes(belongsTo);
}

function itemOptions(chart: Chart, subject: RaiseSubject): RaiseOption[] {
  const { source, items } = subject;
  const who = { creature: source.creature, generation: source.vampire.generation };
  const disciplines = items.filter((item) => item.type === "discipline");
  const ratingOf = (identifier: string) => (disciplines.find((item) => (item.system as DisciplineSource).identifier === identifier)?.system as DisciplineSource | undefined)?.rating;
  const caitiff = identifierFromName(source.vampire.clan) === "caitiff";
  const options: RaiseOption[] = [];
  for (const item of items) {
    const base = { key: `item.${item.id}`, nameKey: null, name: item.name };
    if (item.type === "discipline" && chart === "v20") {
      const system = item.system as DisciplineSource;
      // A path of Thaumaturgy or Necromancy is bought as a secondary path, never above its Discipline (V20 Chapter Four).
      const purchase: Purchase = system.belongsTo
        ? { kind: "secondaryPath", current: system.rating }
        : { kind: "discipline", current: system.rating, affinity: system.inClan ? "clan" : caitiff ? "caitiff" : "other" };
      const maximum = ratedTraitMaximum(purchase.kind === "secondaryPath" ? "secondaryPath" : "discipline", { ...who, primaryPath: ratingOf(system.belongsTo) ?? 0 });
      options.push({ ...base, purchase, maximum, writes: { actor: {}, items: { [item.id]: { "system.rating": system.rating + 1 } } } });
    } else if (item.type === "background") {
      const system = item.system as BackgroundSource;
      options.push({ ...base, purchase: { kind: "background", current: system.rating }, maximum: MORTAL_TRAIT_MAX, writes: { actor: {}, items: { [item.id]: { "system.rating": system.rating + 1 } } } });
    } else if (item.type === "power" && !item.learned) {
      const system = item.system as PowerSource;
      const learn = { actor: {}, items: { [item.id]: { [LEARNED_FLAG]: true } } };
      if (system.kind === "gift" && chart === "w20") {
        // W20 Chapter Two: a Garou learns Gifts of their Rank or lower.
        options.push({ ...base, purchase: { kind: "gift", level: Math.max(1, system.level), affinity: ownGift(source, system.belongsTo) ? "own" : "other" }, maximum: source.garou.rank, writes: learn });
      } else if (system.kind === "rite" && chart === "v20") {
        // V20 Chapter Four: a Thaumaturge learns rituals of a level no higher than their Thaumaturgy.
        options.push({ ...base, purchase: { kind: "ritual", level: Math.max(1, system.level) }, maximum: ratingOf(system.belongsTo || "thaumaturgy") ?? 0, writes: learn });
      }
    }
  }
  return options;
}

/** Every trait the character could buy with experience on their creature's chart, in sheet order. */
export function raiseOptions(subject: RaiseSubject): RaiseOption[] {
  const chart = chartFor(subject.source.creature);
  return [...rated(chart, subject), ...itemOptions(chart, subject)];
}

/** The items of an actor as the raise reads them. */
export function raisableItems(actor: Actor.Implementation): RaisableItem[] {
  return actor.items.contents.map((item) => ({
    id: item.id ?? "",
    name: item.name,
    type: item.type,
    system: item.system,
    learned: item.getFlag(SYSTEM_ID, "learned") === true,
  }));
}
