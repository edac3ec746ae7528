import { isInBreedForm } from "../character/forms";
import type { Pool2 } from "../character/stats";
import type { PoolResult } from "../dice/pool";
import type { PoolSpec } from "../dice/pool-spec";
import type { DamageType } from "../health/damage-types";
import type { HealthState } from "../health/state";
import { healDamage } from "../health/track";
import type { GarouBreed, GarouForm } from "../character/vocabulary";
import { ChronicleError } from "./chronicle-error";
import { checkBloodInTurn } from "./blood-turn";

/** V20 Chapter Eight, "Healing": a blood point mends one level of bashing or lethal damage. */
export const BLOOD_PER_LEVEL = 1;
/** V20: an aggravated level takes five blood points and a Willpower point (and the day's rest after). */
export const AGGRAVATED_BLOOD_PER_LEVEL = 5;
export const AGGRAVATED_WILLPOWER_PER_LEVEL = 1;

export interface BloodHealingInput {
  health: HealthState;
  blood: Pool2;
  /** The generation's per-turn limit; mending bashing and lethal damage spends blood within it. */
  bloodPerTurn: number;
  /** Blood already spent in this combat turn by the vampire's other actions (blood-turn.ts); 0 outside combat. */
  bloodSpentThisTurn?: number;
  willpower: Pool2;
  type: DamageType;
  levels: number;
}

export interface BloodHealingPlan {
  health: HealthState;
  blood: number;
  willpower: number;
}

/**
 * A vampire mending wounds with blood (V20 Chapter Eight, "Healing"), or the refusal: a level of bashing or lethal
 * damage for each blood point, no more in one turn than the generation spends; an aggravated level for five blood
 * points and a Willpower point (mended over the day's rest, so the turn's limit does not bound it).
 */
export function planBloodHealing(input: BloodHealingInput): BloodHealingPlan {
  const health = healDamage(input.health, input.type, input.levels);
  if (!Number.isInteger(input.levels)) throw new ChronicleError("HealWholeLevels", "Blood mends whole levels.", { value: String(input.levels) });
  const aggravated = input.type === "aggravated";
  const blood = input.levels * (aggravated ? AGGRAVATED_BLOOD_PER_LEVEL : BLOOD_PER_LEVEL);
  const willpower = aggravated ? input.levels * AGGRAVATED_WILLPOWER_PER_LEVEL : 0;
  if (blood > input.blood.current) throw new ChronicleError("PoolShort", `Healing needs ${blood} blood; ${input.blood.current} left.`, { trait: "blood", needed: blood, left: input.blood.current });
  if (willpower > input.willpower.current) {
    throw new ChronicleError("PoolShort", `Healing needs ${willpower} Willpower; ${input.willpower.current} left.`, { trait: "willpower", needed: willpower, left: input.willpower.current });
  }
  if (!aggravated) checkBloodInTurn("Healing", blood, input.bloodSpentThisTurn ?? 0, input.bloodPerTurn);
  return { health, blood, willpower };
}

/** W20 Chapter Six, "Regeneration": the Stamina roll a Garou in breed form makes to regenerate, at this difficulty. */
export const BREED_FORM_REGENERATION_DIFFICULTY = 8;

export interface RegenerationInput {
  breed: GarouBreed;
  form: GarouForm;
  /** Stamina as it stands in the current form. */
  stamina: number;
  health: HealthState;
  /** The level to mend: lethal or bashing. Aggravated wounds (silver's among them) do not regenerate. */
  type: DamageType;
}

export interface RegenerationPlan {
  type: "lethal" | "bashing";
  /** The Stamina roll the breed form asks for, or null when the level mends at once. */
  roll: PoolSpec | null;
}

/**
 * A Garou regenerating one level this turn (W20 Chapter Six, "Regeneration"), or the refusal: one level of bashing
 * or lethal damage a turn, at once in any form but the breed form; in the breed form only on a Stamina roll
 * (difficulty 8). Aggravated wounds, silver's included, heal only with time and rest.
 */
export function planRegeneration(input: RegenerationInput): RegenerationPlan {
  if (input.type === "aggravated") throw new ChronicleError("AggravatedNoRegeneration", "Aggravated wounds do not regenerate.");
  if (input.type !== "lethal" && input.type !== "bashing") throw new ChronicleError("DamageTypeUnknown", `Unknown damage type ${String(input.type)}.`, { value: String(input.type) });
  if (input.health[input.type] < 1) throw new ChronicleError("NothingToHeal", `No whole ${input.type} level is marked.`, { type: input.type });
  const roll = isInBreedForm(input.breed, input.form) ? { pool: input.stamina, difficulty: BREED_FORM_REGENERATION_DIFFICULTY, kind: "action" as const } : null;
  return { type: input.type, roll };
}

/** The track after the turn's regeneration: one level mended, unless the breed form's roll failed. */
export function readRegeneration(health: HealthState, plan: RegenerationPlan, result: PoolResult | null): { mended: boolean; health: HealthState } {
  if (plan.roll && result?.outcome !== "success") return { mended: false, health: { ...health } };
  return { mended: true, health: healDamage(health, plan.type, 1) };
}
