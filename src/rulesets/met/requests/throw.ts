import { askShowingRefusal, done, type Outcome, refusalOf, Refusing } from "../../../outcome";
import { silence } from "../../../queries/answering-window";
import { extraKey, isPlainObject } from "../../../queries/payload-fields";
import { askActiveGm } from "../../../queries/registry";
import type { MetSide, MetThrow } from "../data/chat";
import { isThrow, randomThrow } from "../rules/throws";
import { cardError, isChallengeMessage, type ChallengeMessage } from "../chat/documents";
import { receiveThrow } from "../chat/perform";
import { takeTicket, ticketIsFromHere } from "../chat/secret-throws";
import { answersFor } from "../chat/sides";

/**
 * The throw itself, as a query to the Storyteller's client: Foundry's server sends a query's data to the sockets
 * of the user it is addressed to and to no one else, and its answer back to the asker alone (its `userQuery`
 * event), so no other player's client ever receives it. The ticket (throw-ready.ts) says who is throwing, for which
 * side of which card: it was answered to that player alone, so no one else can throw in their name.
 */
export const THROW_QUERY = "storyteller-combat.metThrow";

export interface ThrowQueryData {
  ticket: string;
  throw: MetThrow;
}

const isTicket = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9]{16,64}$/.test(value);

/**
 * The Storyteller's side of the throw: the ticket taken once, the throw held in this client's memory
 * (chat/perform.ts). Every window of the Storyteller receives it; only the window that handed the ticket out
 * answers (a used ticket it refuses), and the others never do, so their not knowing the ticket is never the answer.
 * A ticket no window handed out is answered by none, and its sender's query runs out.
 */
export async function answerThrowQuery(data: unknown): Promise<Outcome> {
  try {
    if (!isPlainObject(data) || extraKey(data, ["ticket", "throw"]) !== undefined || !isTicket(data.ticket) || !isThrow(data.throw)) throw new Refusing(cardError("Forged"), { field: "throw" });
    if (!ticketIsFromHere(data.ticket)) return silence();
    const ticket = takeTicket(data.ticket);
    if (!ticket) throw new Refusing(cardError("TicketUnknown"));
    const message = game.messages?.get(ticket.messageId);
    if (!isChallengeMessage(message)) throw new Refusing(cardError("UnknownMessage"));
    await receiveThrow(message, ticket.side, data.throw, ticket.seen, ticket.userId);
    return done();
  } catch (error) {
    return refusalOf(error);
  }
}

/** Puts the throw's query into `CONFIG.queries` (every client: any may be the Storyteller's). */
export function registerThrowQuery(): void {
  Object.assign(CONFIG.queries, { [THROW_QUERY]: answerThrowQuery });
}

async function sendThrow(message: ChallengeMessage, side: MetSide, thrown: MetThrow): Promise<Outcome> {
  const user = game.user;
  const gm = game.users?.activeGM;
  if (!user || !message.id) throw new Refusing(cardError("UnknownMessage"));
  if (!answersFor(user, message, side)) throw new Refusing(cardError("NotYours"));
  if (!gm) throw new Refusing("STC.Error.NoActiveGm");
  const seen = message.system.eventRecords.length;
  // On the Storyteller's own client the throw never leaves it.
  if (gm.isSelf) {
    await receiveThrow(message, side, thrown, seen, user.id ?? "");
    return done();
  }
  const ready = await askActiveGm("metThrowReady", { messageId: message.id, side, seen });
  if (!ready.ok) return ready;
  const data: ThrowQueryData = { ticket: ready.value.ticket, throw: thrown };
  try {
    return (await gm.query(THROW_QUERY, data, { timeout: 30_000 })) as Outcome;
  } catch (error) {
    throw new Refusing("STC.Error.RequestFailed", { reason: error instanceof Error ? error.message : String(error) });
  }
}

/** A card's throw button: this user's throw for `side`, sent to the Storyteller's client alone; a refusal is shown. */
export async function throwFor(message: ChallengeMessage, side: MetSide, thrown: MetThrow | "random"): Promise<Outcome> {
  return askShowingRefusal(async () => {
    // A random throw is drawn here, on the thrower's own client, with Foundry's random source.
    const chosen = thrown === "random" ? randomThrow(() => CONFIG.Dice.randomUniform()) : thrown;
    return sendThrow(message, side, chosen);
  });
}
