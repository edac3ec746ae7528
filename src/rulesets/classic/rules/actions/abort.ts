import { readPool, rollPool, type PoolResult } from "../dice/pool";
import type { D10 } from "../../../../rules/dice/random";
import type { PlannedAction } from "./declaration";
import { boundOfBody, type DeclaredPoolBounds } from "./declared-pool";

/**
 * The undeclared defence, "abort" (000 §2.5, 004 Defending): a Willpower roll, or a Willpower point spent
 * instead. The roll is permanent Willpower at difficulty 6 (004); like most Willpower rolls it takes no
 * wound penalty (000 §5). It is an action roll: a botch fails like any failure.
 */
export const ABORT_WILLPOWER_DIFFICULTY = 6;

export type AbortAttempt = { by: "willpowerPoint" } | { by: "willpowerRoll"; faces: readonly number[] };

export function readAbortWillpower(permanentWillpower: number, faces: readonly number[]): PoolResult {
  return readPool(faces, { pool: permanentWillpower, difficulty: ABORT_WILLPOWER_DIFFICULTY, kind: "action" });
}

export function rollAbortWillpower(permanentWillpower: number, d10: D10): PoolResult {
  return rollPool({ pool: permanentWillpower, difficulty: ABORT_WILLPOWER_DIFFICULTY, kind: "action" }, d10);
}

/**
 * The cap an abort defence carries: the pool of the action it replaced (000 §2.5), after that action's
 * own penalty. 000 §2.11: Michael's dodge is capped at the 3 dice of his declared parry. An action declared
 * without its pool (getting up, something else, a Storyteller's declaration) is capped all the same, by the
 * most dice the character has for that kind of action (`bounds`, read from its sheet when the round began).
 * Only a round stored before the bounds were kept, given none, has no cap (null): the replaced action's
 * penalty applies instead.
 */
export function abortCapOf(replaced: Pick<PlannedAction, "basePool" | "penalty" | "body">, bounds: DeclaredPoolBounds | null): number | null {
  const pool = replaced.basePool ?? (bounds ? boundOfBody(replaced.body, bounds) : null);
  return pool === null ? null : Math.max(0, pool - replaced.penalty);
}
