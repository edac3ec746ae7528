import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import type { HoldNote } from "../rules/turns/round-state";
import { holdFor } from "../round/operations";
import { handleRoundRequest, sendRoundRequest, type RequestCombat, type RoundRequest } from "./round-request";
import { combatantIdOf, holdNoteOf } from "./round-fields";

/** `hold`: a combatant holds its action for a moment or a condition (002 ¶3). */
export interface HoldPayload extends RoundRequest {
  combatantId: string;
  /** A moment (exactly its three fields) or a condition (its two), the words within the note limit. */
  note: HoldNote;
}

export function requestHold(combat: RequestCombat, combatantId: string, note: HoldNote): Promise<Outcome> {
  return sendRoundRequest("classicHold", { combatId: combat.id ?? "", combatantId, note }, combat);
}

export function defineHoldRequest(): void {
  defineRequest("classicHold", (payload, sender) =>
    handleRoundRequest(
      payload,
      ["combatantId", "note"],
      (read, known) => ({ combatantId: combatantIdOf(read.combatantId, "combatantId", known), note: holdNoteOf(read.note) }),
      (combat, request) => holdFor(combat, request.combatantId, request.note, sender),
    ),
  );
}
