import type { SystemRequests } from "../globals";
import { RulesError } from "../rules/errors";
import { refusalOf } from "../outcome";
import { readRequestEnvelope, sendRequest, sweepStaleRequests, takeRequest, RequestRefusedError, watchRequestMessages } from "./request-message";
import { silence } from "./answering-window";

/**
 * One dispatcher for every request a player's client sends to the active Storyteller's client (the attack
 * chain's start and steps, grapple escapes, the combat tracker's declarations, held actions and defences).
 *
 * Who asks is never taken from the payload. A player's request travels as a chat message the player creates
 * and whispers to the Storyteller (request-message.ts); Foundry's server refuses a message in another user's
 * name, so the message's author is who really asked. The Storyteller's window that deletes it answers it (the
 * others say nothing: answering-window.ts) and hands the handler that author. Each handler reads its payload field by field, re-derives what it does from the
 * documents it names and answers with a refusal, never an error.
 */
export type RequestName = keyof SystemRequests;
export type RequestPayload<K extends RequestName> = SystemRequests[K]["payload"];
export type RequestAnswer<K extends RequestName> = SystemRequests[K]["answer"];

/** A request's handler: an unread payload, and the user Foundry says sent it. */
export type RequestHandler<K extends RequestName> = (payload: unknown, sender: User.Implementation) => Promise<RequestAnswer<K>>;

interface Definition<K extends RequestName> {
  handler: RequestHandler<K>;
}

const definitions = new Map<RequestName, Definition<RequestName>>();

/** The one query Foundry carries for the system: "read the request message with this id". */
export const REQUEST_QUERY = "storyteller-combat.request";

/**
 * Defines a request's handler. Every request answers an Outcome (src/outcome.ts), so a refusal the channel itself
 * makes (an unreadable request, a handler that failed unexpectedly) is an answer the caller can show like any other.
 */
export function defineRequest<K extends RequestName>(name: K, handler: RequestHandler<K>): void {
  if (definitions.has(name)) throw new Error(`The request ${name} is defined twice.`);
  definitions.set(name, { handler } as unknown as Definition<RequestName>);
}

function definitionOf<K extends RequestName>(name: K): Definition<K> {
  const definition = definitions.get(name) as unknown as Definition<K> | undefined;
  if (!definition) throw new Error(`No request is defined as ${name}.`);
  return definition;
}

/** Runs a handler for a sender; a failure is answered as a refusal (an unexpected one is logged by refusalOf). */
async function run<K extends RequestName>(name: K, payload: unknown, sender: User.Implementation): Promise<RequestAnswer<K>> {
  const { handler } = definitionOf(name);
  try {
    return await handler(payload, sender);
  } catch (error) {
    return refusalOf(error) as RequestAnswer<K>;
  }
}

/** Tells the Storyteller of a request the channel could not read: a forged request is never silent. */
function reportUnread(refusal: RequestRefusedError): void {
  const data = Object.fromEntries(Object.entries(refusal.data).map(([name, value]) => [name, String(value)]));
  const text = game.i18n?.format(refusal.i18nKey, data) ?? refusal.key;
  ui.notifications?.warn(game.i18n?.format("STC.Request.Refused", { reason: text }) ?? text);
}

/**
 * The Storyteller's side of the one query, run by each of the Storyteller's windows: the one whose delete of the
 * request message removed it runs the request for the message's author; the others never answer. A query naming
 * no request message at all is refused (by every window alike).
 */
export async function answerRequestQuery(data: unknown): Promise<unknown> {
  const envelope = readRequestEnvelope(data);
  if (!envelope.ok) {
    reportUnread(envelope.refusal);
    return refusalOf(envelope.refusal);
  }
  const taken = await takeRequest(envelope.requestId, (name): name is RequestName => definitions.has(name as RequestName));
  if (!taken.ok) {
    if (!taken.refusal) return silence();
    reportUnread(taken.refusal);
    return refusalOf(taken.refusal);
  }
  const answer = await run(taken.name, taken.payload, taken.sender);
  await sweepStaleRequests();
  return answer;
}

/** Puts the one query into `CONFIG.queries`, and starts noting request messages as they arrive, at `init`. */
export function registerQueries(): void {
  watchRequestMessages();
  Object.assign(CONFIG.queries, { [REQUEST_QUERY]: answerRequestQuery });
}

/** Raised when a request needs the Storyteller's client and no Storyteller is logged in. */
export class NoActiveGmError extends RulesError {
  override readonly name = "NoActiveGmError";
  constructor() {
    super("NoActiveGm", "No Storyteller is logged in to apply this; try again when one is.");
  }
}

/**
 * Runs a request on the active Storyteller's client: directly when this client is that Storyteller, else as a
 * request message and the query that points the Storyteller's client at it. A refusal by the channel (the
 * message could not be sent, the query timed out) rejects with a RulesError the caller shows.
 */
export async function askActiveGm<K extends RequestName>(name: K, payload: RequestPayload<K>, timeoutMs = 30_000): Promise<RequestAnswer<K>> {
  definitionOf(name);
  const gm = game.users?.activeGM;
  const me = game.user;
  if (!gm) throw new NoActiveGmError();
  if (!me) throw new RequestRefusedError("RequestFailed", { reason: "no user" });
  if (gm.isSelf) return run(name, payload, me);
  return (await sendRequest(gm, name, payload, timeoutMs)) as RequestAnswer<K>;
}
