import { RulesError, shownValue } from "../../../../rules/errors";
import { checkHealth } from "../health/track";
import { checkStatusId } from "../status/status-id";
import type { StatusEffect } from "../status/types";
import { poolsProblem } from "./pools";
import type { CharacterStats, Pool2 } from "./stats";
import { ABILITIES, ATTRIBUTES, TRAIT_RANGE } from "../../../../rules/character/traits";
import { COMBAT_DISCIPLINES, CREATURE_KINDS, GAROU_AUSPICES, GAROU_BREEDS, GAROU_FORMS, type CreatureKind } from "./vocabulary";

/** Willpower, Rage and Gnosis run 0..10 (V20 / W20 core); no generation's blood pool holds more than 50. */
const POOL_MAX = { willpower: 10, rage: 10, gnosis: 10, blood: 50 } as const;

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

export function checkCreatureKind(value: unknown): CreatureKind {
  if (!isOneOf(CREATURE_KINDS, value)) throw new RulesError("CreatureUnknown", `No kind of creature is called ${shownValue(value)}.`, { value: shownValue(value) });
  return value;
}

function checkRating(name: string, trait: string, value: unknown, max: number): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
    throw new RulesError("StatsOutOfRange", `${name}: ${trait} must be a whole number from 0 to ${max}, not ${shownValue(value)}.`, { name, trait, value: shownValue(value), max });
  }
}

function checkPool(name: string, trait: string, pool: Pool2, max: number): void {
  checkRating(name, trait, pool.permanent, max);
  checkRating(name, trait, pool.current, max);
}

function isRound(value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function checkStatus(name: string, status: StatusEffect): void {
  const id = checkStatusId(status.id);
  const bad = (field: string, value: unknown) =>
    new RulesError("StatsStatusInvalid", `${name}: the status ${id} has a bad ${field} (${shownValue(value)}).`, { name, status: id, field, value: shownValue(value) });
  if (!isRound(status.sinceRound)) throw bad("sinceRound", status.sinceRound);
  if (status.expiresAfterRound !== null && !isRound(status.expiresAfterRound)) throw bad("expiresAfterRound", status.expiresAfterRound);
  if (status.value !== undefined && (typeof status.value !== "number" || !Number.isFinite(status.value))) throw bad("value", status.value);
}

function checkChoice<T extends string>(name: string, field: string, list: readonly T[], value: unknown): void {
  if (!isOneOf(list, value)) throw new RulesError("StatsValueUnknown", `${name}: ${field} cannot be ${shownValue(value)}.`, { name, field, value: shownValue(value) });
}

/**
 * Refuses a character no sheet could hold, with a rules error naming the trait: an unknown creature, form,
 * breed, auspice or status, a trait outside its range, a current Willpower, Rage, Gnosis or blood above its
 * permanent rating, a health track past its seven levels. The rules check what they are given before they
 * plan with it, so data from anywhere (a stored record, a scenario, a module) fails with a reason, never a
 * TypeError.
 */
export function checkCharacterStats(stats: CharacterStats): CharacterStats {
  const name = typeof stats.name === "string" && stats.name ? shownValue(stats.name) : shownValue(stats.id);
  checkCreatureKind(stats.creature);
  for (const attribute of ATTRIBUTES) checkRating(name, attribute, stats.attributes[attribute], TRAIT_RANGE.attribute.max);
  for (const ability of ABILITIES) checkRating(name, ability, stats.abilities[ability], TRAIT_RANGE.ability.max);
  for (const discipline of COMBAT_DISCIPLINES) checkRating(name, discipline, stats.disciplines[discipline], 10);
  checkPool(name, "willpower", stats.willpower, POOL_MAX.willpower);
  if (stats.blood) checkPool(name, "blood", stats.blood, POOL_MAX.blood);
  if (stats.garou) {
    if (!isOneOf(GAROU_FORMS, stats.garou.form)) throw new RulesError("FormUnknown", `No Garou form is called ${shownValue(stats.garou.form)}.`, { value: shownValue(stats.garou.form) });
    checkChoice(name, "breed", GAROU_BREEDS, stats.garou.breed);
    checkChoice(name, "auspice", GAROU_AUSPICES, stats.garou.auspice);
    checkPool(name, "rage", stats.garou.rage, POOL_MAX.rage);
    checkPool(name, "gnosis", stats.garou.gnosis, POOL_MAX.gnosis);
  }
  checkHealth(stats.health);
  const none = { permanent: 0, current: 0 };
  const problem = poolsProblem(name, { willpower: stats.willpower, blood: stats.blood, rage: stats.garou?.rage ?? none, gnosis: stats.garou?.gnosis ?? none, health: stats.health });
  if (problem) throw problem;
  if (!Array.isArray(stats.statuses)) throw new RulesError("StatsValueUnknown", `${name}: statuses cannot be ${shownValue(stats.statuses)}.`, { name, field: "statuses", value: shownValue(stats.statuses) });
  for (const status of stats.statuses) checkStatus(name, status);
  checkRating(name, "armour", stats.armour.rating, 10);
  checkRating(name, "armour", stats.armour.dexterityPenalty, 10);
  return stats;
}
