import { done, refusalOf, refusalText, Refusing, type Outcome } from "../../../outcome";
import { writtenByStoryteller } from "../../../chat/records";
import { undoCard } from "../../../chat/undo-card";
import { chainError, isAttackMessage, say, type AttackMessage } from "./documents";
import type { StreamlinedNpcStepMessage } from "./npc-step-run";
import { onCard } from "./perform";
import { ATTACK_UNDO_WORDS, standsApplied, undoAttack } from "./undo";

/**
 * One chain of the step taken back with the undo of a single attack: an applied result by `undoAttack` (the target
 * gets back exactly what it had, refused when a later blow has changed it since); a chain that wrote nothing (a
 * miss, or one still waiting for a player) is closed, its card marked undone, so nobody answers it later.
 */
function undoOne(message: AttackMessage): Promise<Outcome> {
  if (message.system.undoneBy) return Promise.resolve(done());
  return standsApplied(message) ? undoAttack(message) : onCard(message, () => undoCard(message, ATTACK_UNDO_WORDS, () => Promise.resolve()));
}

function checkStep(step: StreamlinedNpcStepMessage): void {
  if (!game.user?.isGM) throw new Refusing(chainError("StorytellerOnly"));
  if (!writtenByStoryteller(step)) throw new Refusing(chainError("NotStorytellers"));
  if (step.system.undoneBy) throw new Refusing(chainError("Undone"));
}

/** The step's attack cards, in the order the step began them. */
function chainsOf(step: StreamlinedNpcStepMessage): AttackMessage[] {
  return step.system.records.flatMap((record) => {
    const message = record.messageId ? game.messages?.get(record.messageId) : undefined;
    return isAttackMessage(message) ? [message] : [];
  });
}

function shown(outcome: Outcome): Outcome {
  if (!outcome.ok) ui.notifications?.warn(refusalText(outcome));
  return outcome;
}

/**
 * The Storyteller's undo of the whole step: its chains undone last first (a target two attacks struck gets back
 * what the second found, then what the first found), then the step's card marked undone. A chain whose undo is
 * refused stops it there with its own reason; the chains undone before it stay undone, each on its own card.
 */
export async function undoStreamlinedNpcStep(step: StreamlinedNpcStepMessage): Promise<Outcome> {
  try {
    checkStep(step);
    for (const chain of chainsOf(step).reverse()) {
      const undone = await undoOne(chain);
      if (!undone.ok) return undone;
    }
    if (!(await step.update({ "system.undoneBy": game.user?.id ?? "" } as ChatMessage.UpdateData))) throw new Refusing(chainError("NotWritten"), { name: say("STC.Streamlined.NpcStep.TheCard") });
    return done();
  } catch (error) {
    return shown(refusalOf(error));
  }
}

/** The Storyteller's undo of one chain of the step, from its line; the other chains stand. */
export async function undoStreamlinedNpcStepChain(step: StreamlinedNpcStepMessage, messageId: string): Promise<Outcome> {
  try {
    checkStep(step);
    const message = messageId && step.system.records.some((record) => record.messageId === messageId) ? game.messages?.get(messageId) : undefined;
    if (!isAttackMessage(message)) throw new Refusing(chainError("UnknownMessage"));
    return await undoOne(message);
  } catch (error) {
    return shown(refusalOf(error));
  }
}
