import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { advanceFor } from "../round/operations";
import { handleRoundRequest, sendRoundRequest, type RequestCombat, type RoundRequest } from "./round-request";
import { seenTurnOf } from "./round-fields";

/** `advance`: the turn acting now is done; the round moves on. */
export interface AdvancePayload extends RoundRequest {
  /** The turn the asker saw as current, so a late second click does not end the next turn; null when it saw none. */
  seenTurn: string | null;
}

export function requestAdvance(combat: RequestCombat, seenTurn: string | null): Promise<Outcome> {
  return sendRoundRequest("classicAdvance", { combatId: combat.id ?? "", seenTurn }, combat);
}

export function defineAdvanceRequest(): void {
  defineRequest("classicAdvance", (payload, sender) =>
    handleRoundRequest(
      payload,
      ["seenTurn"],
      (read) => seenTurnOf(read.seenTurn),
      (combat, seenTurn) => advanceFor(combat, seenTurn, sender),
    ),
  );
}
