import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { declareFor } from "../round/operations";
import { handleRoundRequest, sendRoundRequest, type RequestCombat, type RoundRequest } from "./round-request";
import { combatantIdOf, declarationOf } from "./round-fields";

/** `declare`: a combatant's declaration for the turn (000 §1.2), sent from the declaration form. */
export interface DeclarePayload extends RoundRequest {
  /** A combatant of the combat. */
  combatantId: string;
  /** A Declaration (without its combatantId) as the form built it: an object, every part of which the rules check. */
  declaration: unknown;
}

export function requestDeclare(combat: RequestCombat, combatantId: string, declaration: unknown): Promise<Outcome> {
  return sendRoundRequest("classicDeclare", { combatId: combat.id ?? "", combatantId, declaration }, combat);
}

export function defineDeclareRequest(): void {
  defineRequest("classicDeclare", (payload, sender) =>
    handleRoundRequest(
      payload,
      ["combatantId", "declaration"],
      (read, known) => ({ combatantId: combatantIdOf(read.combatantId, "combatantId", known), declaration: declarationOf(read.declaration) }),
      (combat, request) => declareFor(combat, request.combatantId, request.declaration, sender),
    ),
  );
}
