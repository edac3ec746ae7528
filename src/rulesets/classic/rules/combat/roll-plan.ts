import type { PoolSpec, RollKind } from "../dice/pool-spec";
import { RulesError } from "../../../../rules/errors";

/**
 * Every modifier a card or transcript can name; each id is a language key under `STC.Classic.Combat.Modifier`.
 * The numbers are deltas: dice added to (or taken from) the pool, difficulty added, automatic successes.
 */
export const MODIFIER_IDS = [
  "multipleActions",
  "woundPenalty",
  "multipleOpponents",
  "flank",
  "rear",
  "calledShotLimb",
  "calledShotHead",
  "calledShotEye",
  "blindFighting",
  "blinded",
  "blindedDice",
  "pointBlank",
  "longRange",
  "aim",
  "targetCover",
  "firingFromCover",
  "ambush",
  "targetStunned",
  "targetHeld",
  "maneuverDifficulty",
  "maneuverDice",
  "weaponDifficulty",
  "poolCap",
  "defenceRemovedDice",
  "extraSuccesses",
  "calledShotDamage",
  "potence",
  "storyteller",
  /** An automatic mode of fire's dice and difficulty (V20 core, Firearms). */
  "burst",
  "fullAuto",
  "spray",
  /** Dice a player adds or takes away on a sheet roll. */
  "extraDice",
] as const;
export type ModifierId = (typeof MODIFIER_IDS)[number];

export interface NamedModifier {
  id: ModifierId;
  dice?: number;
  difficulty?: number;
  successes?: number;
  /** Values for the card's text, e.g. the number of opponents or the cover's class. */
  data?: Record<string, string | number>;
}

/**
 * A base part of a pool: a trait (`dexterity`, `brawl`, ...), a soak part (`fortitude`, `armour`) or a
 * weapon's or maneuver's damage (`weapon`, `maneuver`). Ids that are traits read their names from the sheet's
 * language keys; the others live under `STC.Classic.Combat.Part`.
 */
export interface PoolPart {
  id: string;
  dice: number;
}

/** A roll ready to throw, with everything that made it. */
export interface RollPlan {
  kind: RollKind;
  parts: PoolPart[];
  modifiers: NamedModifier[];
  baseDifficulty: number;
  /** Dice to roll: parts plus dice modifiers, never below 0. */
  pool: number;
  /** Base plus difficulty modifiers; the dice core clamps it into 2..10 when it reads the faces. */
  difficulty: number;
  automaticSuccesses: number;
  willpower: boolean;
  doubleTens: boolean;
}

/** A whole number, or a `RulesError` under `key` whose data names the `field` and the bad `value`. */
export function checkWhole(key: string, what: string, value: unknown, field: string = what): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesError(key, `${what} must be a whole number, got ${String(value)}.`, { field, value: String(value) });
  }
  return value;
}

function checkModifier(modifier: NamedModifier): NamedModifier {
  for (const field of ["dice", "difficulty", "successes"] as const) {
    const value = modifier[field];
    if (value !== undefined) checkWhole("ModifierInvalid", `The ${field} of modifier ${modifier.id}`, value, modifier.id);
  }
  if ((modifier.successes ?? 0) < 0) {
    throw new RulesError("ModifierInvalid", `Automatic successes of ${modifier.id} cannot be negative, got ${String(modifier.successes)}.`, {
      field: modifier.id,
      value: String(modifier.successes),
    });
  }
  return modifier;
}

/**
 * The rolls a Willpower point's automatic success may be spent on: every roll but damage and soak (V20 core). A
 * Stamina roll against a low blow's stun, or a knockdown's Dexterity + Athletics, is an action roll and may take it.
 */
export const WILLPOWER_KINDS: readonly RollKind[] = ["action", "defence"];

export function buildRoll(
  kind: RollKind,
  parts: readonly PoolPart[],
  modifiers: readonly NamedModifier[],
  options: { baseDifficulty?: number; willpower?: boolean; doubleTens?: boolean } = {},
): RollPlan {
  if (options.willpower === true && !WILLPOWER_KINDS.includes(kind)) {
    throw new RulesError("WillpowerNotOnKind", `A Willpower point buys no success on a ${kind} roll (V20: any roll but damage and soak).`, { kind });
  }
  for (const part of parts) checkWhole("PoolPartInvalid", `Pool part ${part.id}`, part.dice, part.id);
  const kept = modifiers.map(checkModifier).filter((m) => (m.dice ?? 0) !== 0 || (m.difficulty ?? 0) !== 0 || (m.successes ?? 0) !== 0);
  const baseDifficulty = options.baseDifficulty ?? 6;
  const dice = parts.reduce((sum, part) => sum + part.dice, 0) + kept.reduce((sum, m) => sum + (m.dice ?? 0), 0);
  return {
    kind,
    parts: parts.map((part) => ({ ...part })),
    modifiers: kept,
    baseDifficulty,
    pool: Math.max(0, dice),
    difficulty: baseDifficulty + kept.reduce((sum, m) => sum + (m.difficulty ?? 0), 0),
    automaticSuccesses: kept.reduce((sum, m) => sum + (m.successes ?? 0), 0),
    willpower: options.willpower === true,
    doubleTens: options.doubleTens === true,
  };
}

/**
 * Caps a roll's pool (000 §2.5: a defence that replaces an action cannot roll more dice than that action had);
 * the cap shows as its own named modifier.
 */
export function capRoll(plan: RollPlan, cap: number | undefined): RollPlan {
  if (cap === undefined) return plan;
  const limit = checkWhole("PoolCapInvalid", "A pool cap", cap, "poolCap");
  if (limit < 0) throw new RulesError("PoolCapInvalid", `A pool cap cannot be negative, got ${limit}.`, { value: String(limit) });
  if (plan.pool <= limit) return plan;
  return buildRoll(plan.kind, plan.parts, [...plan.modifiers, { id: "poolCap", dice: limit - plan.pool, data: { cap: limit } }], {
    baseDifficulty: plan.baseDifficulty,
    willpower: plan.willpower,
    doubleTens: plan.doubleTens,
  });
}

export function poolSpecOf(plan: RollPlan): PoolSpec {
  return {
    pool: plan.pool,
    difficulty: plan.difficulty,
    kind: plan.kind,
    doubleTens: plan.doubleTens,
    willpower: plan.willpower,
    automaticSuccesses: plan.automaticSuccesses,
  };
}
