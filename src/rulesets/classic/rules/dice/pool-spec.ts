import { DicePoolError } from "../../../../rules/errors";

/** Difficulty is clamped into this range before any die is read (rules map, Classic Dice). */
export const MIN_DIFFICULTY = 2;
export const MAX_DIFFICULTY = 10;
/** Larger than any legal pool in V20 / W20; a pool past it is a data error, not a big roll. */
export const MAX_POOL = 50;

/**
 * How a kind of roll treats 1s: action rolls cancel and botch; defence rolls cancel but cannot botch
 * (000 §2.6); damage and soak rolls do neither (000 §3.4, §4.1).
 */
export const ROLL_KINDS = {
  action: { onesCancel: true, canBotch: true },
  defence: { onesCancel: true, canBotch: false },
  damage: { onesCancel: false, canBotch: false },
  soak: { onesCancel: false, canBotch: false },
} as const satisfies Record<string, { onesCancel: boolean; canBotch: boolean }>;

export type RollKind = keyof typeof ROLL_KINDS;
export const ROLL_KIND_NAMES = Object.keys(ROLL_KINDS) as RollKind[];

export interface PoolSpec {
  /** Dice to roll, after every modifier; the rules clamp a penalised pool at 0 before calling. */
  pool: number;
  /** Target number; clamped into 2..10. */
  difficulty: number;
  kind: RollKind;
  /** Each 10 counts as two successes (a specialty under the `specialtyTens` option). */
  doubleTens?: boolean;
  /** A Willpower point spent on the roll: one automatic success that 1s cannot cancel (V20 core). */
  willpower?: boolean;
  /** Further automatic successes, e.g. Potence on damage (000 §3.2). */
  automaticSuccesses?: number;
}

/** A spec that has passed validation, with the difficulty clamped and the automatic successes summed. */
export interface CheckedPoolSpec {
  pool: number;
  difficulty: number;
  requestedDifficulty: number;
  kind: RollKind;
  doubleTens: boolean;
  automatic: number;
  onesCancel: boolean;
  canBotch: boolean;
}

export function clampDifficulty(difficulty: number): number {
  return Math.min(MAX_DIFFICULTY, Math.max(MIN_DIFFICULTY, difficulty));
}

function checkCount(value: unknown, what: "Pool" | "AutomaticSuccesses"): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new DicePoolError(`${what}NotInteger`, `${what === "Pool" ? "Pool" : "Automatic successes"} must be a whole number, got ${String(value)}.`, { value: String(value) });
  }
  if (value < 0) {
    throw new DicePoolError(`${what}Negative`, `${what === "Pool" ? "Pool" : "Automatic successes"} cannot be negative, got ${value}.`, { value });
  }
  if (value > MAX_POOL) {
    throw new DicePoolError(`${what}OverCap`, `${what === "Pool" ? "Pool" : "Automatic successes"} of ${value} is over the cap of ${MAX_POOL}.`, { value, max: MAX_POOL });
  }
  return value;
}

export function checkDifficulty(value: unknown): number {
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new DicePoolError("DifficultyNotNumber", `Difficulty must be a number, got ${String(value)}.`, { value: String(value) });
  }
  if (!Number.isInteger(value)) {
    throw new DicePoolError("DifficultyNotInteger", `Difficulty must be a whole number, got ${value}.`, { value });
  }
  return value;
}

export function checkPoolSpec(spec: PoolSpec): CheckedPoolSpec {
  const pool = checkCount(spec.pool, "Pool");
  const requestedDifficulty = checkDifficulty(spec.difficulty);
  if (!Object.hasOwn(ROLL_KINDS, spec.kind)) {
    throw new DicePoolError("RollKindUnknown", `Unknown roll kind ${String(spec.kind)}.`, { value: String(spec.kind) });
  }
  const automaticSuccesses = checkCount(spec.automaticSuccesses ?? 0, "AutomaticSuccesses");
  const { onesCancel, canBotch } = ROLL_KINDS[spec.kind];
  return {
    pool,
    difficulty: clampDifficulty(requestedDifficulty),
    requestedDifficulty,
    kind: spec.kind,
    doubleTens: spec.doubleTens === true,
    automatic: automaticSuccesses + (spec.willpower === true ? 1 : 0),
    onesCancel,
    canBotch,
  };
}
