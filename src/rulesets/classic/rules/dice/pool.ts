import { DicePoolError } from "../../../../rules/errors";
import { checkPoolSpec, type CheckedPoolSpec, type PoolSpec, type RollKind } from "./pool-spec";
import type { D10 } from "../../../../rules/dice/random";

/**
 * What one die did, for a person reading the roll:
 * - `success`: at or above the difficulty and still counted (a doubled 10 counts two);
 * - `cancelled`: a success that a 1 took away (wholly, or one of a doubled 10's two);
 * - `cancelling`: a 1 that took a success away;
 * - `one`: a 1 with nothing to cancel, or on a roll where 1s cancel nothing;
 * - `failure`: below the difficulty.
 */
export type DieStatus = "success" | "cancelled" | "cancelling" | "one" | "failure";

export interface DieResult {
  face: number;
  status: DieStatus;
  /** Successes the face is worth before cancelling (0, 1, or 2 for a doubled 10). */
  worth: number;
  /** Successes it still adds to the net. */
  counted: number;
}

export type PoolOutcome = "success" | "failure" | "botch";

export interface PoolResult {
  kind: RollKind;
  pool: number;
  difficulty: number;
  /** The difficulty asked for, before clamping into 2..10. */
  requestedDifficulty: number;
  doubleTens: boolean;
  dice: DieResult[];
  /** Successes the dice showed, before any 1 cancelled them. */
  rolled: number;
  /** Successes cancelled by 1s. */
  cancelled: number;
  /** Willpower and other automatic successes, which 1s never cancel. */
  automatic: number;
  net: number;
  botch: boolean;
  outcome: PoolOutcome;
}

function checkFaces(faces: readonly number[], spec: CheckedPoolSpec): void {
  if (faces.length !== spec.pool) {
    throw new DicePoolError("FacesCountMismatch", `A pool of ${spec.pool} needs ${spec.pool} faces, got ${faces.length}.`, { pool: spec.pool, count: faces.length });
  }
  for (const face of faces) {
    if (!Number.isInteger(face) || face < 1 || face > 10) {
      throw new DicePoolError("FaceInvalid", `A d10 shows 1 to 10, got ${String(face)}.`, { value: String(face) });
    }
  }
}

/** Reads faces that were already rolled (by Foundry's dice or a script) under the rules of 000 §2.6. */
export function readPool(faces: readonly number[], spec: PoolSpec): PoolResult {
  const checked = checkPoolSpec(spec);
  checkFaces(faces, checked);
  const dice: DieResult[] = faces.map((face) => {
    if (face === 1) return { face, status: "one", worth: 0, counted: 0 };
    if (face < checked.difficulty) return { face, status: "failure", worth: 0, counted: 0 };
    const worth = face === 10 && checked.doubleTens ? 2 : 1;
    return { face, status: "success", worth, counted: worth };
  });
  const rolled = dice.reduce((sum, die) => sum + die.worth, 0);
  const ones = dice.filter((die) => die.face === 1);
  let cancelled = 0;
  if (checked.onesCancel) {
    // Plain successes go before doubled 10s, lowest faces first, so the dice left standing are the best ones.
    const targets = dice
      .filter((die) => die.worth > 0)
      .sort((a, b) => a.worth - b.worth || a.face - b.face);
    for (const one of ones) {
      const target = targets.find((die) => die.counted > 0);
      if (!target) break;
      target.counted -= 1;
      target.status = "cancelled";
      one.status = "cancelling";
      cancelled += 1;
    }
  }
  const net = rolled - cancelled + checked.automatic;
  const botch = checked.canBotch && ones.length > 0 && rolled === 0 && checked.automatic === 0;
  return {
    kind: checked.kind,
    pool: checked.pool,
    difficulty: checked.difficulty,
    requestedDifficulty: checked.requestedDifficulty,
    doubleTens: checked.doubleTens,
    dice,
    rolled,
    cancelled,
    automatic: checked.automatic,
    net,
    botch,
    outcome: botch ? "botch" : net > 0 ? "success" : "failure",
  };
}

/** Rolls a pool with the given source of faces. */
export function rollPool(spec: PoolSpec, d10: D10): PoolResult {
  const checked = checkPoolSpec(spec);
  const faces = Array.from({ length: checked.pool }, () => d10());
  return readPool(faces, spec);
}
