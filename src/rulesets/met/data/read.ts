import { objectAt, wholeIn, type StoredRecord } from "../../../data/stored-read";
import {
  MET_ABILITY_RANGE,
  MET_BLOOD_RANGE,
  MET_DAMAGE_RANGE,
  MET_LIST_LENGTH,
  MET_NAME_LENGTH,
  MET_TRAIT_RANGE,
  MET_WILLPOWER_RANGE,
  MET_EXTRA_ACTION_RANGE,
  type MetMeritCategory,
} from "./extension";
import type { MetHealth } from "../rules/health";
import { isAspect, isCategory, MET_ASPECTS, MET_CATEGORIES, type MetCategory, type MetNegativeTraits, type MetLostTraits, type MetTrait, type MetTraits } from "../rules/traits";

/*
 * Typed readers of Mind's Eye Theatre's stored fields (data/extension.ts). A record is data anyone may have forged
 * or an older build wrote: every value is checked, and one out of shape reads as its default, never as a crash.
 */

const isName = (value: unknown): value is string => typeof value === "string" && value.trim() !== "" && value.length <= MET_NAME_LENGTH;
const listAt = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MET_LIST_LENGTH) : []);
const names = (value: unknown): string[] => listAt(value).filter(isName);

export interface MetAbility {
  name: string;
  count: number;
  category: MetCategory;
}

export interface MetPower {
  name: string;
  category: MetCategory;
  last: boolean;
  extraActions: number;
}

export interface MetMerit {
  name: string;
  category: MetMeritCategory;
  retest: boolean;
}

export interface MetPool {
  value: number;
  max: number;
}

/** A character's Mind's Eye Theatre record as plain data. */
export interface MetRecord {
  traits: MetTraits;
  negative: MetNegativeTraits;
  lost: MetLostTraits;
  abilities: MetAbility[];
  powers: MetPower[];
  merits: MetMerit[];
  abilitiesSpent: string[];
  willpower: MetPool;
  blood: MetPool;
  health: MetHealth;
  grappledBy: string;
}

/** A category's named traits; an entry out of shape (no name, an aspect of another category) is left out. */
function traitsOf(stored: unknown, category: MetCategory): MetTrait[] {
  return listAt(stored).flatMap((entry) => {
    const trait = typeof entry === "object" && entry !== null ? (entry as StoredRecord) : {};
    if (!isName(trait.name) || !isAspect(trait.aspect) || !(MET_ASPECTS[category] as readonly string[]).includes(trait.aspect)) return [];
    return [{ name: trait.name, aspect: trait.aspect, count: wholeIn(trait.count, MET_TRAIT_RANGE, 1) }];
  });
}

const namesByCategory = (stored: StoredRecord): Record<MetCategory, string[]> =>
  Object.fromEntries(MET_CATEGORIES.map((category) => [category, names(stored[category])])) as Record<MetCategory, string[]>;

function poolOf(stored: StoredRecord, range: { min: number; max: number }, fallback: number): MetPool {
  const max = wholeIn(stored.max, range, fallback);
  return { value: Math.min(max, wholeIn(stored.value, range, max)), max };
}

/** The stored record of a character (an actor, or plain data in tests); no actor reads as one with no record. */
export function metRecordOf(actor: { system?: unknown } | null | undefined): MetRecord {
  const stored = objectAt(actor?.system, "met");
  const traits = objectAt(stored, "traits");
  const health = objectAt(stored, "health");
  return {
    traits: Object.fromEntries(MET_CATEGORIES.map((category) => [category, traitsOf(traits[category], category)])) as Record<MetCategory, MetTrait[]>,
    negative: namesByCategory(objectAt(stored, "negative")),
    lost: namesByCategory(objectAt(stored, "lost")),
    abilities: listAt(stored.abilities).flatMap((entry) => {
      const ability = typeof entry === "object" && entry !== null ? (entry as StoredRecord) : {};
      return isName(ability.name) ? [{ name: ability.name, count: wholeIn(ability.count, MET_ABILITY_RANGE, 0), category: isCategory(ability.category) ? ability.category : "physical" }] : [];
    }),
    powers: listAt(stored.powers).flatMap((entry) => {
      const power = typeof entry === "object" && entry !== null ? (entry as StoredRecord) : {};
      return isName(power.name) ? [{ name: power.name, category: isCategory(power.category) ? power.category : "physical", last: power.last === true, extraActions: wholeIn(power.extraActions, MET_EXTRA_ACTION_RANGE, 0) }] : [];
    }),
    merits: listAt(stored.merits).flatMap((entry) => {
      const merit = typeof entry === "object" && entry !== null ? (entry as StoredRecord) : {};
      return isName(merit.name) ? [{ name: merit.name, category: isCategory(merit.category) ? merit.category : "any", retest: merit.retest !== false }] : [];
    }),
    abilitiesSpent: names(stored.abilitiesSpent),
    willpower: poolOf(objectAt(stored, "willpower"), MET_WILLPOWER_RANGE, 2),
    blood: poolOf(objectAt(stored, "blood"), MET_BLOOD_RANGE, 10),
    health: { bashing: wholeIn(health.bashing, MET_DAMAGE_RANGE, 0), lethal: wholeIn(health.lethal, MET_DAMAGE_RANGE, 0), aggravated: wholeIn(health.aggravated, MET_DAMAGE_RANGE, 0) },
    grappledBy: typeof stored.grappledBy === "string" ? stored.grappledBy : "",
  };
}

/** A combatant's declaration for the round, as stored (a forged value reads as no declaration). */
export function metDeclarationOf(combatant: { system?: unknown }): { categories: MetCategory[]; extraActions: string[] } {
  const stored = objectAt(combatant.system, "met");
  const categories = listAt(stored.categories).filter(isCategory).slice(0, 3);
  return { categories: [...new Set(categories)], extraActions: names(stored.extraActions) };
}

/** The combat's place in the extra actions, or null. */
export function metExtraStepOf(combat: { system?: unknown }): number | null {
  const step = objectAt(combat.system, "met").extraStep;
  return typeof step === "number" && Number.isInteger(step) && step >= 0 ? step : null;
}
