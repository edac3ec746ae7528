import { askActiveGm, defineRequest } from "../../../queries/registry";
import { reportRefusal, type Outcome } from "../../../outcome";
import type { StreamlinedActionKind } from "../rules/actions";
import { planFor } from "../round/operations";
import { combatIdOf, handleRoundRequest, idOf, kindsOf, sendRoundRequest, type AskingCombat, type CombatRef } from "./round-request";

/** `streamlinedTurnPlan`: the acting combatant's actions this turn, each at the cumulative −2 (001 The Turn). */
export interface TurnPlanPayload extends CombatRef {
  combatantId: string;
  kinds: StreamlinedActionKind[];
}

export const requestPlan = (combat: AskingCombat, combatantId: string, kinds: StreamlinedActionKind[]): Promise<Outcome> =>
  sendRoundRequest(combat, () => askActiveGm("streamlinedTurnPlan", { combatId: combatIdOf(combat), combatantId, kinds }));

export function defineTurnPlanRequest(): void {
  defineRequest("streamlinedTurnPlan", async (payload, sender) =>
    reportRefusal(
      sender,
      await handleRoundRequest(
        payload,
        ["combatantId", "kinds"],
        (fields) => ({ combatantId: idOf(fields.combatantId, "combatantId"), kinds: kindsOf(fields.kinds) }),
        (combat, request) => planFor(combat, request.combatantId, request.kinds, sender),
      ),
    ),
  );
}
