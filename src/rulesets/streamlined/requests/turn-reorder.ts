import { askActiveGm, defineRequest } from "../../../queries/registry";
import { reportRefusal, type Outcome } from "../../../outcome";
import { reorderFor } from "../round/operations";
import { combatIdOf, handleRoundRequest, idListOf, sendRoundRequest, type AskingCombat, type CombatRef } from "./round-request";

/** `streamlinedTurnReorder`: the Storyteller sets the order of tied combatants (001 The Turn). */
export interface TurnReorderPayload extends CombatRef {
  ids: string[];
}

export const requestReorder = (combat: AskingCombat, ids: string[]): Promise<Outcome> => sendRoundRequest(combat, () => askActiveGm("streamlinedTurnReorder", { combatId: combatIdOf(combat), ids }));

export function defineTurnReorderRequest(): void {
  defineRequest("streamlinedTurnReorder", async (payload, sender) =>
    reportRefusal(sender, await handleRoundRequest(payload, ["ids"], (fields) => idListOf(fields.ids, "ids"), (combat, ids) => reorderFor(combat, ids, sender))),
  );
}
