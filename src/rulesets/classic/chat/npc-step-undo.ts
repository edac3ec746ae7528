import { undoNpcStepChainOf, undoWholeNpcStep, type NpcStepUndoHooks } from "../../../chat/npc-step/undo";
import { done, type Outcome } from "../../../outcome";
import { undoCard } from "../../../chat/undo-card";
import { isChainMessage, type ChainMessage } from "./documents";
import type { NpcStepMessage } from "./npc-step-run";
import { CHAIN_UNDO_WORDS, undoChain } from "./undo";

/**
 * Classic's part of the step's undo (the loop is src/chat/npc-step/undo.ts). One chain is taken back with the undo
 * of a single attack: an applied result by `undoChain` (the target gets back exactly what it had, refused when a
 * later blow has changed it since); a chain that applied nothing yet (waiting for a player) is closed, its card
 * marked undone, so nobody answers it later and its action is free again.
 */
export const NPC_STEP_UNDO: NpcStepUndoHooks<ChainMessage> = {
  isChain: isChainMessage,
  undoOne(message) {
    if (message.system.undoneBy) return Promise.resolve(done());
    const applied = message.system.chainAnswers.some((answer) => answer.step === "apply");
    return applied ? undoChain(message) : undoCard(message, CHAIN_UNDO_WORDS, () => Promise.resolve());
  },
  error: (name) => `STC.Classic.Chain.Error.${name}`,
  cardName: "STC.Classic.NpcStep.TheCard",
};

/** The Storyteller's undo of the whole step. */
export const undoNpcStep = (step: NpcStepMessage): Promise<Outcome> => undoWholeNpcStep(step, NPC_STEP_UNDO);

/** The Storyteller's undo of one chain of the step, from its line; the other chains stand. */
export const undoNpcStepChain = (step: NpcStepMessage, messageId: string): Promise<Outcome> => undoNpcStepChainOf(step, messageId, NPC_STEP_UNDO);
