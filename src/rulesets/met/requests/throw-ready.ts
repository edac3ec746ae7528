import { storytellersCard } from "../../../chat/records";
import { answerFor, done, type Outcome, Refusing } from "../../../outcome";
import { documentId, oneOf, readPayload, whole, type Read } from "../../../queries/payload-fields";
import { defineRequest } from "../../../queries/registry";
import { MET_SIDES, type MetSide } from "../data/chat";
import { cardError, isChallengeMessage } from "../chat/documents";
import { checkCard } from "../chat/perform";
import { issueTicket } from "../chat/secret-throws";
import { answersFor } from "../chat/sides";

/**
 * "I am about to throw for this side of this card": the authenticated half of a throw. It travels as a request
 * message, which every client receives (Foundry sends every chat message, whispered or not, to everyone), so it
 * carries no throw. The Storyteller's client answers it, to the sender alone, with a one-time ticket; the throw
 * itself then goes with that ticket to the Storyteller's client alone (throw.ts).
 */
export interface ThrowReadyPayload {
  messageId: string;
  side: MetSide;
  seen: number;
}

export function readThrowReady(value: unknown): Read<ThrowReadyPayload> {
  return readPayload(value, { messageId: documentId, side: oneOf(MET_SIDES), seen: whole(0, 500) });
}

export type ThrowReadyAnswer = Outcome<{ ticket: string }>;

async function answerReady(payload: unknown, sender: User.Implementation): Promise<ThrowReadyAnswer> {
  const read = readThrowReady(payload);
  if (!read.ok) throw new Refusing(cardError("Forged"), { field: read.field });
  const { messageId, side, seen } = read.value;
  const message = storytellersCard(messageId, isChallengeMessage, { unknown: cardError("UnknownMessage"), forged: cardError("NotStorytellers") });
  if (!answersFor(sender, message, side)) throw new Refusing(cardError("NotYours"));
  const state = checkCard(message, seen);
  if (state.phase !== "throws") throw new Refusing(cardError("NoThrowNow"));
  return done({ ticket: issueTicket(messageId, side, sender.id ?? "", seen) });
}

/** The Storyteller's side of `metThrowReady`: the sender may throw for the side now; its ticket is the answer. */
export async function handleThrowReady(payload: unknown, sender: User.Implementation): Promise<ThrowReadyAnswer> {
  return answerFor(sender, () => answerReady(payload, sender));
}

export function defineThrowReadyRequest(): void {
  defineRequest("metThrowReady", handleThrowReady);
}
