import { undoNpcStepChainOf, undoWholeNpcStep, type NpcStepUndoHooks } from "../../../chat/npc-step/undo";
import { done, type Outcome } from "../../../outcome";
import { undoCard } from "../../../chat/undo-card";
import { chainError, isAttackMessage, type AttackMessage } from "./documents";
import type { StreamlinedNpcStepMessage } from "./npc-step-run";
import { onCard } from "./perform";
import { ATTACK_UNDO_WORDS, standsApplied, undoAttack } from "./undo";

/**
 * Streamlined's part of the step's undo (the loop is src/chat/npc-step/undo.ts). One chain is taken back with the
 * undo of a single attack: an applied result by `undoAttack` (the target gets back exactly what it had, refused
 * when a later blow has changed it since); a chain that wrote nothing (a miss, or one still waiting for a player)
 * is closed, its card marked undone, so nobody answers it later.
 */
export const STREAMLINED_NPC_STEP_UNDO: NpcStepUndoHooks<AttackMessage> = {
  isChain: isAttackMessage,
  undoOne(message) {
    if (message.system.undoneBy) return Promise.resolve(done());
    return standsApplied(message) ? undoAttack(message) : onCard(message, () => undoCard(message, ATTACK_UNDO_WORDS, () => Promise.resolve()));
  },
  error: chainError,
  cardName: "STC.Streamlined.NpcStep.TheCard",
};

/** The Storyteller's undo of the whole step. */
export const undoStreamlinedNpcStep = (step: StreamlinedNpcStepMessage): Promise<Outcome> => undoWholeNpcStep(step, STREAMLINED_NPC_STEP_UNDO);

/** The Storyteller's undo of one chain of the step, from its line; the other chains stand. */
export const undoStreamlinedNpcStepChain = (step: StreamlinedNpcStepMessage, messageId: string): Promise<Outcome> => undoNpcStepChainOf(step, messageId, STREAMLINED_NPC_STEP_UNDO);
