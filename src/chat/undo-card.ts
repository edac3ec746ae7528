import { done, refusalOf, refusalText, Refusing, type Outcome } from "../outcome";
import { writtenByStoryteller } from "./records";

/** A card an undo reads: the Storyteller's record, marked once it is undone. */
type UndoableCard = ChatMessage.Implementation & { system: { undoneBy: string } };

/** The ruleset's words for the undo's refusals, and the card's name where writing the mark fails. */
export interface UndoWords {
  storytellerOnly: string;
  forged: string;
  undone: string;
  notWritten: string;
  /** How the card is named when the mark on it could not be written ("the card"). */
  cardName: () => string;
}

/**
 * The Storyteller's undo of a card, as every ruleset's goes: only a Storyteller, only a card a Storyteller's client
 * wrote, only once; `restore` puts back what the card recorded (refusing, with a Refusing, what has changed since);
 * then the card is marked undone. A refusal changes nothing more and is shown to the Storyteller.
 */
export async function undoCard(message: UndoableCard, words: UndoWords, restore: () => Promise<void>): Promise<Outcome> {
  let answer: Outcome;
  try {
    const user = game.user;
    if (!user?.isGM) throw new Refusing(words.storytellerOnly);
    if (!writtenByStoryteller(message)) throw new Refusing(words.forged);
    if (message.system.undoneBy) throw new Refusing(words.undone);
    await restore();
    if (!(await message.update({ "system.undoneBy": user.id } as ChatMessage.UpdateData))) throw new Refusing(words.notWritten, { name: words.cardName() });
    answer = done();
  } catch (error) {
    answer = refusalOf(error);
  }
  if (!answer.ok) ui.notifications?.warn(refusalText(answer));
  return answer;
}
