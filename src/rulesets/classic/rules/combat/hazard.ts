import type { CharacterStats } from "../character/stats";
import { readPool, type PoolResult } from "../dice/pool";
import { RulesError, shownValue } from "../../../../rules/errors";
import { applyDamage, type DamageApplication, type TrackConsequence } from "../health/track";
import type { HealthState } from "../health/state";
import type { ClassicOptions } from "../ruleset/options";
import { healthStatuses } from "../status/apply";
import type { StatusEffect } from "../status/types";
import { resolveDamageType, type ResolvedDamageType } from "./damage-sources";
import { buildRoll, poolSpecOf, type RollPlan } from "./roll-plan";
import { bestSoakIndex, soakRolls, soakTraitsOf } from "./soak";

/**
 * Damage that is no attack: fire, sunlight, a fall, acid, dealt by the Storyteller to a character and taken through
 * the same soak and health track as a blow (000 §3.3 names their types, 000 §4 who soaks them). The seeds give no
 * amounts; the numbers below are the V20 core charts' (fire by heat and size, sunlight by intensity and exposure,
 * falling by distance), kept as data so a table can change them. Fire and sunlight deal health levels outright
 * (nothing is rolled, V20 core); a fall and acid roll damage dice at difficulty 6.
 */
export const HAZARD_KINDS = ["fire", "sunlight", "falling", "acid"] as const;
export type HazardKind = (typeof HAZARD_KINDS)[number];

/** V20 core fire chart: the heat sets the soak difficulty. */
export const FIRE_HEAT = { candle: 3, torch: 5, bunsen: 7, electrical: 9, chemical: 10 } as const;
export type FireHeat = keyof typeof FIRE_HEAT;
/** V20 core fire chart: the size (how much of the body is in it) sets the health levels each turn. */
export const FIRE_SIZE = { torch: 1, bonfire: 2, inferno: 3 } as const;
export type FireSize = keyof typeof FIRE_SIZE;
/** V20 core sunlight chart: the light's intensity sets the soak difficulty. */
export const SUNLIGHT_INTENSITY = { faint: 3, covered: 5, window: 7, cloudy: 9, direct: 10 } as const;
export type SunlightIntensity = keyof typeof SUNLIGHT_INTENSITY;
/** V20 core sunlight chart: how much of the body is exposed sets the health levels each turn. */
export const SUNLIGHT_EXPOSURE = { small: 1, large: 2, most: 3 } as const;
export type SunlightExposure = keyof typeof SUNLIGHT_EXPOSURE;
/** V20 core falling: one die of bashing per 3 metres (10 feet) fallen, ten dice at most. */
export const FALLING = { metresPerDie: 3, maxDice: 10, maxMetres: 300 } as const;
/** Acid has no chart in the core rules: the Storyteller names its dice, within these bounds. */
export const ACID_DICE = { min: 1, max: 10 } as const;
/** Damage dice of a hazard roll at the base difficulty (V20 core; 000 §3.2 for damage rolls). */
export const HAZARD_DAMAGE_DIFFICULTY = 6;

export type HazardInput =
  | { kind: "fire"; heat: FireHeat; size: FireSize }
  | { kind: "sunlight"; intensity: SunlightIntensity; exposure: SunlightExposure }
  /** `sharp`: landing on spikes or broken glass makes the fall lethal (V20 core, the Storyteller's call). */
  | { kind: "falling"; metres: number; sharp: boolean }
  | { kind: "acid"; dice: number };

/** What a hazard does: health levels outright, or a damage roll. */
export type HazardDamage = { kind: "levels"; levels: number } | { kind: "roll"; roll: RollPlan };

export interface HazardPlan {
  input: HazardInput;
  /** Null when the hazard cannot hurt this character at all (sunlight on a mortal, 000 §3.3). */
  damageType: ResolvedDamageType | null;
  damage: HazardDamage;
  /** Every way the character may soak it, at the hazard's soak difficulty; empty when it cannot (000 §4). */
  soak: RollPlan[];
  /** The way with the most soak expected, -1 when there is none. */
  soakChoice: number;
}

const has = <T extends object>(table: T, key: unknown): key is keyof T => typeof key === "string" && Object.hasOwn(table, key);

function refuse(field: string, value: unknown): RulesError {
  return new RulesError("HazardInvalid", `A hazard's ${field} cannot be ${shownValue(value)}.`, { field, value: shownValue(value) });
}

/** The hazard as asked, each field within its chart; anything else is refused, naming the field. */
export function checkHazard(input: HazardInput): HazardInput {
  const value = input as unknown as Record<string, unknown>;
  switch (value.kind) {
    case "fire":
      if (!has(FIRE_HEAT, value.heat)) throw refuse("heat", value.heat);
      if (!has(FIRE_SIZE, value.size)) throw refuse("size", value.size);
      return { kind: "fire", heat: value.heat, size: value.size };
    case "sunlight":
      if (!has(SUNLIGHT_INTENSITY, value.intensity)) throw refuse("intensity", value.intensity);
      if (!has(SUNLIGHT_EXPOSURE, value.exposure)) throw refuse("exposure", value.exposure);
      return { kind: "sunlight", intensity: value.intensity, exposure: value.exposure };
    case "falling": {
      const metres = value.metres;
      if (typeof metres !== "number" || !Number.isInteger(metres) || metres < 1 || metres > FALLING.maxMetres) throw refuse("metres", metres);
      if (typeof value.sharp !== "boolean") throw refuse("sharp", value.sharp);
      return { kind: "falling", metres, sharp: value.sharp };
    }
    case "acid": {
      const dice = value.dice;
      if (typeof dice !== "number" || !Number.isInteger(dice) || dice < ACID_DICE.min || dice > ACID_DICE.max) throw refuse("dice", dice);
      return { kind: "acid", dice };
    }
    default:
      throw refuse("kind", value.kind);
  }
}

/** Damage dice of a fall: one per full 3 metres, at least one for any fall the Storyteller deals, ten at most (V20 core). */
export function fallingDice(metres: number): number {
  return Math.min(FALLING.maxDice, Math.max(1, Math.floor(metres / FALLING.metresPerDie)));
}

function typeOf(input: HazardInput, target: CharacterStats, options: Pick<ClassicOptions, "firearmsVsVampires">): ResolvedDamageType | null {
  if (input.kind === "falling") {
    return { type: input.sharp ? "lethal" : "bashing", soakKey: input.sharp ? "lethal" : "bashing", source: "V20 core (falling)" };
  }
  // Fire is aggravated to all, sunlight only to vampires, acid aggravated to mortals (000 §3.3; damage-sources.ts).
  return resolveDamageType({ sourceId: input.kind, target: target.creature }, options);
}

/** The soak difficulty the hazard sets: the heat of a fire, the intensity of sunlight; the table's own otherwise. */
function soakDifficulty(input: HazardInput): number | null {
  if (input.kind === "fire") return FIRE_HEAT[input.heat];
  if (input.kind === "sunlight") return SUNLIGHT_INTENSITY[input.intensity];
  return null;
}

function damageOf(input: HazardInput): HazardDamage {
  if (input.kind === "fire") return { kind: "levels", levels: FIRE_SIZE[input.size] };
  if (input.kind === "sunlight") return { kind: "levels", levels: SUNLIGHT_EXPOSURE[input.exposure] };
  const dice = input.kind === "falling" ? fallingDice(input.metres) : input.dice;
  return { kind: "roll", roll: buildRoll("damage", [{ id: input.kind, dice }], [], { baseDifficulty: HAZARD_DAMAGE_DIFFICULTY }) };
}

/**
 * Plans a hazard against one character: its damage, its type for this creature, and the soak the creature has
 * against it (000 §4: a mortal soaks no aggravated damage, a vampire soaks fire with Fortitude and armour and
 * sunlight with Fortitude alone; the heat or the light sets the difficulty, V20 core).
 */
export function planHazard(input: HazardInput, target: CharacterStats, options: Pick<ClassicOptions, "firearmsVsVampires">): HazardPlan {
  const hazard = checkHazard(input);
  const damageType = typeOf(hazard, target, options);
  const difficulty = soakDifficulty(hazard);
  const soak = damageType
    ? soakRolls(soakTraitsOf(target), damageType.soakKey).map((roll) =>
        difficulty === null ? roll : buildRoll(roll.kind, roll.parts, roll.modifiers, { baseDifficulty: difficulty }),
      )
    : [];
  const usable = soak.filter((roll) => roll.pool > 0 || roll.automaticSuccesses > 0);
  return { input: hazard, damageType, damage: damageOf(hazard), soak: usable, soakChoice: bestSoakIndex(usable) };
}

export interface HazardOutcome {
  plan: HazardPlan;
  damage: PoolResult | null;
  /** Damage successes (or health levels) before soak. */
  dealt: number;
  soak: PoolResult | null;
  soaked: number;
  /** What reaches the track: each a health level, or a stroke under `halfLevelDamage` (000 §4.2). */
  left: number;
  before: { health: HealthState; statuses: StatusEffect[] };
  after: { health: HealthState; statuses: StatusEffect[] };
  applied: DamageApplication | null;
  consequence: TrackConsequence;
}

/**
 * Reads the faces of the damage and soak rolls (`damageFaces` empty for fire and sunlight, `soakFaces` empty when
 * the character cannot soak) and marks what is left on the track, as an attack's damage is (health/track.ts):
 * 1s cancel nothing on either roll (000 §3.4, §4.1); each soak success takes one off (000 §4).
 */
export function resolveHazard(
  plan: HazardPlan,
  damageFaces: readonly number[],
  soakFaces: readonly number[],
  current: { health: HealthState; statuses: readonly StatusEffect[]; creature: CharacterStats["creature"] },
  options: Pick<ClassicOptions, "halfLevelDamage">,
  round: number,
): HazardOutcome {
  const before = { health: { ...current.health }, statuses: current.statuses.map((status) => ({ ...status })) };
  const damage = plan.damage.kind === "roll" ? readPool(damageFaces, poolSpecOf(plan.damage.roll)) : null;
  if (plan.damage.kind === "levels" && damageFaces.length > 0) throw new RulesError("FacesCountMismatch", "Fire and sunlight roll no damage dice.", { pool: 0, count: damageFaces.length });
  const dealt = plan.damageType === null ? 0 : damage ? damage.net : plan.damage.kind === "levels" ? plan.damage.levels : 0;
  const soakRoll = dealt > 0 ? plan.soak[plan.soakChoice] : undefined;
  if (!soakRoll && soakFaces.length > 0) throw new RulesError("FacesCountMismatch", "There is no soak to roll.", { pool: 0, count: soakFaces.length });
  const soak = soakRoll ? readPool(soakFaces, poolSpecOf(soakRoll)) : null;
  const soaked = Math.min(dealt, soak?.net ?? 0);
  const left = dealt - soaked;
  const applied =
    left > 0 && plan.damageType
      ? applyDamage(before.health, { type: plan.damageType.type, successes: left }, { halfLevelDamage: options.halfLevelDamage, creature: current.creature })
      : null;
  const health = applied?.after ?? before.health;
  const consequence = applied?.consequence ?? "none";
  const statuses = healthStatuses(before.statuses, health, consequence, round);
  return { plan, damage, dealt, soak, soaked, left, before, after: { health, statuses }, applied, consequence };
}
