import { done, refusalOf, refusalText, Refusing, type Outcome } from "../../../outcome";
import { writtenByStoryteller } from "../../../chat/records";
import { undoCard } from "../../../chat/undo-card";
import { isChainMessage, say, type ChainMessage } from "./documents";
import type { NpcStepMessage } from "./npc-step-run";
import { CHAIN_UNDO_WORDS, undoChain } from "./undo";

/**
 * One chain of the step taken back with the undo of a single attack: an applied result by `undoChain` (the target
 * gets back exactly what it had, refused when a later blow has changed it since); a chain that applied nothing yet
 * (waiting for a player) is closed, its card marked undone, so nobody answers it later and its action is free again.
 */
function undoOne(message: ChainMessage): Promise<Outcome> {
  if (message.system.undoneBy) return Promise.resolve(done());
  const applied = message.system.chainAnswers.some((answer) => answer.step === "apply");
  return applied ? undoChain(message) : undoCard(message, CHAIN_UNDO_WORDS, () => Promise.resolve());
}

function checkStep(step: NpcStepMessage): void {
  if (!game.user?.isGM) throw new Refusing("STC.Classic.Chain.Error.StorytellerOnly");
  if (!writtenByStoryteller(step)) throw new Refusing("STC.Classic.Chain.Error.NotStorytellers");
  if (step.system.undoneBy) throw new Refusing("STC.Classic.Chain.Error.Undone");
}

/** The step's chain cards, in the order the step began them (a record whose attack never began has none). */
function chainsOf(step: NpcStepMessage): ChainMessage[] {
  return step.system.records.flatMap((record) => {
    const message = game.messages?.get(record.messageId);
    return isChainMessage(message) ? [message] : [];
  });
}

function shown(outcome: Outcome): Outcome {
  if (!outcome.ok) ui.notifications?.warn(refusalText(outcome));
  return outcome;
}

/**
 * The Storyteller's undo of the whole step: its chains undone last first (a target two attacks struck gets back
 * what the second found, then what the first found), then the step's card marked undone. A chain whose undo is
 * refused stops it there, its own reason shown; the chains undone before it stay undone, each on its own card.
 */
export async function undoNpcStep(step: NpcStepMessage): Promise<Outcome> {
  try {
    checkStep(step);
    for (const chain of chainsOf(step).reverse()) {
      const undone = await undoOne(chain);
      if (!undone.ok) return undone;
    }
    if (!(await step.update({ "system.undoneBy": game.user?.id ?? "" } as ChatMessage.UpdateData))) throw new Refusing("STC.Classic.Chain.Error.NotWritten", { name: say("STC.Classic.NpcStep.TheCard") });
    return done();
  } catch (error) {
    return shown(refusalOf(error));
  }
}

/** The Storyteller's undo of one chain of the step, from its line; the other chains stand. */
export async function undoNpcStepChain(step: NpcStepMessage, messageId: string): Promise<Outcome> {
  try {
    checkStep(step);
    if (!step.system.records.some((record) => record.messageId === messageId)) throw new Refusing("STC.Classic.Chain.Error.UnknownMessage");
    const message = game.messages?.get(messageId);
    if (!isChainMessage(message)) throw new Refusing("STC.Classic.Chain.Error.UnknownMessage");
    return await undoOne(message);
  } catch (error) {
    return shown(refusalOf(error));
  }
}
