import { registerNpcStepCards } from "../../../chat/npc-step/hooks";
import { isAttackMessage } from "./documents";
import { continueAfterPlayer, isStreamlinedNpcStepMessage } from "./npc-step-run";

/**
 * The NPC step's part of `init` when the world plays Streamlined: its cards and tracker kept drawn, and a chain a
 * player answered (a Defense roll) carried on before its step's card is drawn again.
 */
export function registerStreamlinedNpcStep(): void {
  registerNpcStepCards(isStreamlinedNpcStepMessage, isAttackMessage, continueAfterPlayer);
}
