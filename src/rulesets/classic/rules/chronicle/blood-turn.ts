import { ChronicleError } from "./chronicle-error";

/**
 * A vampire's blood within one turn (V20 Chapter Six, the generation chart): everything spent in the same combat turn,
 * healing and powers alike, counts together against the generation's per-turn limit. Outside combat there is no turn
 * to share, and each action is bounded on its own.
 */

/** The combat turn an action was taken in: the combat and its round. */
export interface TurnStamp {
  combatId: string;
  round: number;
}

/** One earlier action as its record reads: its turn (null outside combat), the blood it took, whether it was undone. */
export interface BloodSpendRecord {
  turn: TurnStamp | null;
  blood: number;
  undone: boolean;
}

const sameTurn = (a: TurnStamp, b: TurnStamp): boolean => a.combatId === b.combatId && a.round === b.round;

/** Blood already spent in the turn `now` names, by the records not undone; none outside combat. */
export function bloodSpentInTurn(records: readonly BloodSpendRecord[], now: TurnStamp | null): number {
  if (!now) return 0;
  return records.reduce((sum, record) => (!record.undone && record.turn && sameTurn(record.turn, now) && record.blood > 0 ? sum + record.blood : sum), 0);
}

/**
 * Refuses an action's blood when, with what the turn has already taken, it passes the generation's limit. The
 * refusal names the turn's earlier spending when there was some, so the reader sees why one point is too many.
 */
export function checkBloodInTurn(what: string, blood: number, spentThisTurn: number, perTurn: number): void {
  if (spentThisTurn + blood <= perTurn) return;
  if (spentThisTurn > 0) {
    throw new ChronicleError("BloodOverTurnLimitSpent", `${what} needs ${blood} blood; ${spentThisTurn} already spent this turn; the generation allows ${perTurn}.`, { needed: blood, spent: spentThisTurn, perTurn });
  }
  throw new ChronicleError("BloodOverTurnLimit", `${what} needs ${blood} blood in one turn; the generation allows ${perTurn}.`, { needed: blood, perTurn });
}
