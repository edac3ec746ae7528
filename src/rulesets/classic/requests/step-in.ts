import { defineRequest } from "../../../queries/registry";
import type { Outcome } from "../../../outcome";
import { stepInFor } from "../round/operations";
import { handleRoundRequest, sendRoundRequest, type RequestCombat, type RoundRequest } from "./round-request";
import { combatantIdOf, positionOf } from "./round-fields";

/** `stepIn`: a held combatant takes its action now, before or after the one acting (002 ¶3). */
export interface StepInPayload extends RoundRequest {
  combatantId: string;
  position: "before" | "after";
}

export function requestStepIn(combat: RequestCombat, combatantId: string, position: "before" | "after"): Promise<Outcome> {
  return sendRoundRequest("classicStepIn", { combatId: combat.id ?? "", combatantId, position }, combat);
}

export function defineStepInRequest(): void {
  defineRequest("classicStepIn", (payload, sender) =>
    handleRoundRequest(
      payload,
      ["combatantId", "position"],
      (read, known) => ({ combatantId: combatantIdOf(read.combatantId, "combatantId", known), position: positionOf(read.position) }),
      (combat, request) => stepInFor(combat, request.combatantId, request.position, sender),
    ),
  );
}
