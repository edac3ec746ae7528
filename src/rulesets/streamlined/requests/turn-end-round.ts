import { askActiveGm, defineRequest } from "../../../queries/registry";
import { reportRefusal, type Outcome } from "../../../outcome";
import type { SceneCheck } from "../rules/scene";
import { endRoundFor } from "../round/operations";
import { combatIdOf, handleRoundRequest, sendRoundRequest, type AskingCombat, type CombatRef } from "./round-request";

/** `streamlinedTurnEndRound`: step 4 of the round (001 The Round, In Four Steps); the answer is what it found. */
export type TurnEndRoundPayload = CombatRef;

export const requestEndRound = (combat: AskingCombat): Promise<Outcome<SceneCheck | null>> =>
  sendRoundRequest(combat, () => askActiveGm("streamlinedTurnEndRound", { combatId: combatIdOf(combat) }));

export function defineTurnEndRoundRequest(): void {
  defineRequest("streamlinedTurnEndRound", async (payload, sender) => reportRefusal(sender, await handleRoundRequest(payload, [], () => null, (combat) => endRoundFor(combat, sender))));
}
