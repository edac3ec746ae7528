import { registerNpcStepCards } from "../../../chat/npc-step/hooks";
import { isChainMessage } from "./documents";
import { isNpcStepMessage, registerNpcStepContinuation } from "./npc-step-run";

/** The NPC step's part of `init` when the world plays Classic: its cards and tracker kept drawn, its chains carried on. */
export function registerNpcStep(): void {
  registerNpcStepContinuation();
  registerNpcStepCards(isNpcStepMessage, isChainMessage);
}
