import type { CardActions } from "../../data/chat/card-data";
import type { NpcStepRecord } from "../../data/chat/npc-step";
import { translate } from "../../i18n";
import { done, refusalOf, refusalText, Refusing, type Outcome } from "../../outcome";
import { writtenByStoryteller } from "../records";

/** A message that records an NPC step, whichever ruleset's. */
export type NpcStepMessageOf = ChatMessage.Implementation & { system: { undoneBy: string; readonly records: readonly NpcStepRecord[] } };

/** What a ruleset tells the shared undo of its NPC step. */
export interface NpcStepUndoHooks<Chain extends ChatMessage.Implementation> {
  /** The ruleset's attack card. */
  isChain(message: ChatMessage.Implementation | null | undefined): message is Chain;
  /** One chain taken back as the undo of a single attack would (a chain already undone answers done). */
  undoOne(chain: Chain): Promise<Outcome>;
  /** The ruleset's key of a refusal of its chain (`StorytellerOnly`, `NotStorytellers`, `Undone`, `UnknownMessage`, `NotWritten`). */
  error(name: string): string;
  /** The language key of the step's card's name, as a refusal names it. */
  cardName: string;
}

function checkStep(step: NpcStepMessageOf, hooks: NpcStepUndoHooks<ChatMessage.Implementation>): void {
  if (!game.user?.isGM) throw new Refusing(hooks.error("StorytellerOnly"));
  if (!writtenByStoryteller(step)) throw new Refusing(hooks.error("NotStorytellers"));
  if (step.system.undoneBy) throw new Refusing(hooks.error("Undone"));
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
export async function undoWholeNpcStep<Chain extends ChatMessage.Implementation>(step: NpcStepMessageOf, hooks: NpcStepUndoHooks<Chain>): Promise<Outcome> {
  try {
    checkStep(step, hooks);
    // The step's attack cards, in the order the step began them (a record whose attack never began has none).
    const chains = step.system.records.flatMap((record) => {
      const message = record.messageId ? game.messages?.get(record.messageId) : undefined;
      return hooks.isChain(message) ? [message] : [];
    });
    for (const chain of chains.reverse()) {
      const undone = await hooks.undoOne(chain);
      if (!undone.ok) return undone;
    }
    if (!(await step.update({ "system.undoneBy": game.user?.id ?? "" } as ChatMessage.UpdateData))) throw new Refusing(hooks.error("NotWritten"), { name: translate(hooks.cardName) });
    return done();
  } catch (error) {
    return shown(refusalOf(error));
  }
}

/** The Storyteller's undo of one chain of the step, from its line; the other chains stand. */
export async function undoNpcStepChainOf<Chain extends ChatMessage.Implementation>(step: NpcStepMessageOf, messageId: string, hooks: NpcStepUndoHooks<Chain>): Promise<Outcome> {
  try {
    checkStep(step, hooks);
    const message = messageId && step.system.records.some((record) => record.messageId === messageId) ? game.messages?.get(messageId) : undefined;
    if (!hooks.isChain(message)) throw new Refusing(hooks.error("UnknownMessage"));
    return await hooks.undoOne(message);
  } catch (error) {
    return shown(refusalOf(error));
  }
}

/**
 * The step card's two buttons, under the ruleset's action names: the undo of the whole step, and of the chain whose
 * card the pressed line names (`data-message-id`).
 */
export function npcStepUndoActions<Chain extends ChatMessage.Implementation>(names: { all: string; one: string }, hooks: NpcStepUndoHooks<Chain>): CardActions {
  return {
    [names.all]: (message: NpcStepMessageOf) => undoWholeNpcStep(message, hooks),
    [names.one]: (message: NpcStepMessageOf, { button }) => undoNpcStepChainOf(message, button.dataset.messageId ?? "", hooks),
  };
}
