import { storedChainOf, type NpcStepRecord } from "../../data/chat/npc-step";
import { translate } from "../../i18n";
import { done, Refusing, type Outcome } from "../../outcome";
import { owns, writtenByStoryteller } from "../records";
import type { NpcStepMessageOf, NpcStepUndoHooks } from "./undo";

/** A player (not a Storyteller) owns the actor: the step leaves that character's answers to its player. */
export function playedByPlayer(actor: Actor.Implementation | null | undefined): boolean {
  return (game.users?.contents ?? []).some((user) => !user.isGM && owns(actor, user));
}

/** Every step's card of the ruleset (`isStep`) a Storyteller's client wrote and nobody has undone. */
export function standingNpcSteps<Step extends NpcStepMessageOf>(isStep: (message: ChatMessage.Implementation) => message is Step): Step[] {
  return (game.messages?.contents ?? []).flatMap((message) => (writtenByStoryteller(message) && isStep(message) && !message.system.undoneBy ? [message] : []));
}

/**
 * The step's card, written once its attacks are begun: the ruleset's subtype, its turn's fields, and one entry per
 * record (the shared fields, and the ruleset's own of it). Answers the card's id; a card not written is refused.
 */
export async function writeNpcStepCard<Record extends NpcStepRecord>(
  type: string,
  turn: object,
  records: readonly Record[],
  own: (record: Record) => object,
  words: Pick<NpcStepUndoHooks<ChatMessage.Implementation>, "error" | "cardName">,
): Promise<Outcome<string>> {
  const chains = records.map((record) => ({ ...own(record), ...storedChainOf(record) }));
  const created = await ChatMessage.implementation.create({ type, system: { ...turn, chains } } as ChatMessage.CreateData);
  if (!created?.id) throw new Refusing(words.error("NotWritten"), { name: translate(words.cardName) });
  return done(created.id);
}
