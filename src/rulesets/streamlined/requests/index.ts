import { defineAttackStartRequest } from "./attack-start";
import { defineAttackStepRequest } from "./attack-step";
import { defineEscapeRequest } from "./escape";
import { defineStreamlinedNpcStepRequest } from "./npc-step";
import { defineTurnBeginRequest } from "./turn-begin";
import { defineTurnEndRoundRequest } from "./turn-end-round";
import { defineTurnNextRequest } from "./turn-next";
import { defineTurnPlanRequest } from "./turn-plan";
import { defineTurnReorderRequest } from "./turn-reorder";

/**
 * Streamlined's requests from a player's client to the Storyteller's, one file each holding its payload and reader,
 * the Storyteller's handler and the player's sender.
 */
export function defineStreamlinedRequests(): void {
  defineAttackStartRequest();
  defineAttackStepRequest();
  defineEscapeRequest();
  defineTurnBeginRequest();
  defineTurnReorderRequest();
  defineTurnPlanRequest();
  defineTurnNextRequest();
  defineTurnEndRoundRequest();
  defineStreamlinedNpcStepRequest();
}
