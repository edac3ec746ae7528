import { bloodForGeneration, GENERATION_RANGE } from "../../rules/character/generation";
import { poolsProblem, poolsWithinBounds, type CharacterPools } from "../../rules/character/pools";
import { classicErrorText } from "../../rules/error-names";
import { RulesError } from "../../../../rules/errors";
import { translate } from "../../../../i18n";
import type { ActorSystemSource } from "./source";

/**
 * The blood pool's bound: a vampire's from its generation, a ghoul's as the Storyteller set it; null for the
 * others, and for a generation the table does not list (the field check refuses that one).
 */
function bloodBound(creature: unknown, generation: unknown, ghoulMax: unknown): number | null {
  if (creature === "vampire") {
    const listed = typeof generation === "number" && Number.isInteger(generation) && generation >= GENERATION_RANGE.min && generation <= GENERATION_RANGE.max;
    return listed ? bloodForGeneration(generation).pool : null;
  }
  return creature === "ghoul" && typeof ghoulMax === "number" ? ghoulMax : null;
}

function poolsOf(system: ActorSystemSource): CharacterPools {
  const bound = bloodBound(system.creature, system.vampire.generation, system.blood.ghoulMax);
  return {
    willpower: system.willpower,
    blood: bound === null ? null : { permanent: bound, current: system.blood.current },
    rage: system.garou.rage,
    gnosis: system.garou.gnosis,
    health: system.health,
  };
}

/**
 * Foundry's joint check of a character's data, after each field passed its own: refuses a current
 * Willpower, Rage, Gnosis or blood above its bound, or a track past seven levels, with the reason in the
 * table's language (Foundry shows it and keeps the old data).
 */
export function checkActorJoint(system: ActorSystemSource): void {
  const problem = poolsProblem("", poolsOf(system));
  if (!problem) return;
  // The sheet's own message names no character: the sheet being edited is the one.
  const data = Object.fromEntries(Object.entries(problem.data).filter(([field]) => field !== "name"));
  const shown = problem.key === "StatsCurrentAbovePermanent" ? new RulesError("PoolAboveBound", problem.message, data) : problem;
  throw new Error(classicErrorText(shown, translate));
}

type Source = Record<string, unknown>;
const isObject = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);
const isPool = (value: unknown): value is { permanent: number; current: number } => isObject(value) && typeof value.permanent === "number" && typeof value.current === "number";

/**
 * Brings a stored character made before the joint check within its bounds, so it still loads (Foundry would
 * otherwise set the whole actor aside as invalid): each current value down to its permanent one, blood down
 * to its pool, a track past seven levels losing its mildest damage first. Anything not in the expected shape
 * is left for the field checks.
 */
export function migrateActorPools(source: Source): void {
  const garou = isObject(source.garou) ? source.garou : null;
  const health = isObject(source.health) ? source.health : null;
  if (!isPool(source.willpower) || !garou || !isPool(garou.rage) || !isPool(garou.gnosis) || !health) return;
  if (![health.bashing, health.lethal, health.aggravated].every((value) => typeof value === "number")) return;
  const blood = isObject(source.blood) && typeof source.blood.current === "number" ? source.blood : null;
  const bound = blood ? bloodBound(source.creature, isObject(source.vampire) ? source.vampire.generation : undefined, blood.ghoulMax) : null;
  const fixed = poolsWithinBounds({
    willpower: source.willpower,
    blood: blood && bound !== null ? { permanent: bound, current: blood.current as number } : null,
    rage: garou.rage,
    gnosis: garou.gnosis,
    health: health as unknown as CharacterPools["health"],
  });
  source.willpower = fixed.willpower;
  garou.rage = fixed.rage;
  garou.gnosis = fixed.gnosis;
  Object.assign(health, fixed.health);
  if (blood && fixed.blood) blood.current = fixed.blood.current;
}

/**
 * A sheet's change to a permanent rating, with the current value brought down to it when it would otherwise
 * stand above (lowering permanent Willpower from 5 to 3 leaves at most 3 points to spend, V20 core).
 */
export function withCurrentKeptWithin(actorSource: { system: unknown }, changes: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...changes };
  for (const [path, value] of Object.entries(changes)) {
    const pool = /^(system\.(?:willpower|garou\.rage|garou\.gnosis))\.permanent$/.exec(path)?.[1];
    if (!pool || typeof value !== "number") continue;
    let cursor: unknown = actorSource;
    for (const part of `${pool}.current`.split(".")) cursor = isObject(cursor) ? cursor[part] : undefined;
    if (typeof cursor === "number" && cursor > value && !(`${pool}.current` in changes)) out[`${pool}.current`] = value;
  }
  return out;
}
