import { askActiveGm, defineRequest } from "../../../queries/registry";
import { reportRefusal, type Outcome } from "../../../outcome";
import type { StreamlinedActionKind } from "../rules/actions";
import { planFor } from "../round/operations";
import { combatIdOf, handleRoundRequest, idOf, kindsOf, targetsOf, sendRoundRequest, type AskingCombat, type CombatRef } from "./round-request";

/** `streamlinedTurnPlan`: the acting combatant's actions this turn, each at the cumulative −2 (001 The Turn). */
export interface TurnPlanPayload extends CombatRef {
  combatantId: string;
  kinds: StreamlinedActionKind[];
  /** Each planned attack's target (a combatant of this combat), blank for none; optional. */
  targets?: string[];
}

export const requestPlan = (combat: AskingCombat, combatantId: string, kinds: StreamlinedActionKind[], targets: string[] = []): Promise<Outcome> =>
  sendRoundRequest(combat, () => askActiveGm("streamlinedTurnPlan", { combatId: combatIdOf(combat), combatantId, kinds, targets }));

export function defineTurnPlanRequest(): void {
  defineRequest("streamlinedTurnPlan", async (payload, sender) =>
    reportRefusal(
      sender,
      await handleRoundRequest(
        payload,
        ["combatantId", "kinds"],
        (fields) => {
          const kinds = kindsOf(fields.kinds);
          return { combatantId: idOf(fields.combatantId, "combatantId"), kinds, targets: targetsOf(fields.targets, kinds) };
        },
        (combat, request) => planFor(combat, request.combatantId, request.kinds, sender, request.targets),
        ["targets"],
      ),
    ),
  );
}
