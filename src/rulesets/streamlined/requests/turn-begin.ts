import { askActiveGm, defineRequest } from "../../../queries/registry";
import { reportRefusal, type Outcome } from "../../../outcome";
import { beginFor } from "../round/operations";
import { combatIdOf, handleRoundRequest, sendRoundRequest, type AskingCombat, type CombatRef } from "./round-request";

/** `streamlinedTurnBegin`: the Storyteller begins the fight; every combatant rolls initiative once (001 The Round). */
export type TurnBeginPayload = CombatRef;

export const requestBegin = (combat: AskingCombat): Promise<Outcome> => sendRoundRequest(combat, () => askActiveGm("streamlinedTurnBegin", { combatId: combatIdOf(combat) }));

export function defineTurnBeginRequest(): void {
  defineRequest("streamlinedTurnBegin", async (payload, sender) => reportRefusal(sender, await handleRoundRequest(payload, [], () => null, (combat) => beginFor(combat, sender))));
}
