import { askActiveGm, defineRequest } from "../../../queries/registry";
import { reportRefusal, type Outcome } from "../../../outcome";
import { nextFor } from "../round/operations";
import { combatIdOf, handleRoundRequest, seenOf, sendRoundRequest, type AskingCombat, type CombatRef } from "./round-request";

/** `streamlinedTurnNext`: the acting combatant's turn is over; the next in the order acts. */
export interface TurnNextPayload extends CombatRef {
  /** The combatant the asker saw acting, so a late second click does not end the next one's turn. */
  seenCurrent: string | null;
}

export const requestNext = (combat: AskingCombat, seenCurrent: string | null): Promise<Outcome> =>
  sendRoundRequest(combat, () => askActiveGm("streamlinedTurnNext", { combatId: combatIdOf(combat), seenCurrent }));

export function defineTurnNextRequest(): void {
  defineRequest("streamlinedTurnNext", async (payload, sender) =>
    reportRefusal(sender, await handleRoundRequest(payload, ["seenCurrent"], (fields) => seenOf(fields.seenCurrent), (combat, seen) => nextFor(combat, seen, sender))),
  );
}
