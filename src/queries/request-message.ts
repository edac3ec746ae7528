import { MAX_REQUEST_CHARS, RequestData } from "../data/chat/request";
import { RulesError } from "../rules/errors";
import { answerFirstHere, defersToAnother, requestTimings, windowLocal } from "./answering-window";
import { isDocumentId } from "./payload-fields";

/*
 * The authenticated channel from a player's client to the Storyteller's. Foundry 13 does not tell a query's
 * handler who sent it, so the request itself is a chat message: Foundry's server refuses to create one whose
 * author is another user, and lets no one but a Storyteller change an author. The query only carries the
 * message's id; the Storyteller's client reads the request from the message and its sender from the author.
 */

/** A refusal of the channel itself: its key is under `STC.Error`, like the rules' own. */
export class RequestRefusedError extends RulesError {
  override readonly name = "RequestRefusedError";
  constructor(key: string, data: Record<string, string | number> = {}) {
    super(key, `The request was refused: ${key}.`, data);
  }
}

/** A message that carries a request. */
export type RequestMessage = ChatMessage.Implementation & { system: RequestData };

export function isRequestMessage(message: ChatMessage.Implementation | null | undefined): message is RequestMessage {
  return message?.system instanceof RequestData;
}


/** The query's data: `{ requestId }` and nothing else. */
export function readRequestEnvelope(data: unknown): { ok: true; requestId: string } | { ok: false; refusal: RequestRefusedError } {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { ok: false, refusal: new RequestRefusedError("RequestUnreadable", { field: "data" }) };
  const keys = Object.keys(data);
  const requestId = (data as { requestId?: unknown }).requestId;
  if (keys.length !== 1 || !isDocumentId(requestId)) return { ok: false, refusal: new RequestRefusedError("RequestUnreadable", { field: "requestId" }) };
  return { ok: true, requestId };
}

/** The request message may reach this client a moment after the query that names it. */
async function arrived(id: string, waitMs: number): Promise<ChatMessage.Implementation | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const message = game.messages?.get(id);
    if (message || Date.now() >= deadline) return message;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/*
 * When this client first saw each request message, by its own clock. A message's `timestamp` is no help: Foundry
 * fills it in on the sending client (`BaseChatMessage`'s `timestamp` field, `initial: Date.now`) and nothing
 * corrects it, so it is the player's clock, or whatever a hostile client wrote. Every window receives every
 * message's creation, so each window keeps its own record of the same arrivals.
 */
const arrivals = new Map<string, number>();

/** A record of an arrival is kept this long, so a query that comes late for a message long taken still finds it. */
const ARRIVAL_MEMORY_MS = 10 * 60_000;

/** The requests this window claimed, so that one asked for again is refused here, and only here. */
const claimedHere = windowLocal(() => new Set<string>());

function noteArrival(message: ChatMessage.Implementation, now: number): void {
  if (!isRequestMessage(message) || !message.id || arrivals.has(message.id)) return;
  arrivals.set(message.id, now);
  forgetOldArrivals(now);
}

/** Forgets the messages long gone: when they arrived, and whether this window took them. Every client keeps the record. */
function forgetOldArrivals(now: number): void {
  const claimed = claimedHere();
  for (const [id, seen] of arrivals) {
    if (now - seen <= ARRIVAL_MEMORY_MS || game.messages?.get(id)) continue;
    arrivals.delete(id);
    claimed.delete(id);
  }
}

/** Records each request message as it arrives (`createChatMessage`), at `init`. */
export function watchRequestMessages(): void {
  Hooks.on("createChatMessage", (message) => noteArrival(message, Date.now()));
}

export type TakenRequest<N extends string> =
  | { ok: true; name: N; payload: unknown; sender: User.Implementation }
  | { ok: false; refusal: RequestRefusedError }
  /** Another window took the request (or its sender withdrew it): this window does not answer at all. */
  | { ok: false; refusal: null };

const TAKEN_ELSEWHERE = { ok: false, refusal: null } as const;

/*
 * The claim: a request is this window's when this window's delete of its message removed it. Foundry's server
 * deletes a document once; the client resolves the documents the server says it deleted and skips the rest
 * (client/data/client-backend.mjs, `#handleDeleteDocuments`; `Document#delete` resolves the first), so a window
 * whose delete came second resolves with nothing, and one that has already heard of the deletion throws before
 * sending (`#preDeleteDocumentArray` reads the message strictly). Either way it has lost, and says nothing.
 */
async function claim(message: RequestMessage): Promise<boolean> {
  try {
    return Boolean(await message.delete());
  } catch {
    return false;
  }
}

/**
 * Reads the request message `id` and claims it by deleting it (a request is answered once, by one window). Its
 * sender is its author as Foundry stored it; its payload is parsed JSON, still to be read field by field by the
 * request's handler. A window that is not the one asked first waits before it claims (answering-window.ts).
 */
export async function takeRequest<N extends string>(id: string, known: (name: string) => name is N, waitMs = requestTimings.arrivalWaitMs): Promise<TakenRequest<N>> {
  const deferred = defersToAnother();
  if (deferred) await new Promise((resolve) => setTimeout(resolve, requestTimings.deferMs));
  const message = await arrived(id, waitMs);
  if (!message) {
    // Asked again for a request this window took: it says so, and the others, which saw it go, say nothing.
    if (claimedHere().has(id)) return { ok: false, refusal: new RequestRefusedError("RequestUnknown") };
    // A request this window saw arrive and no longer finds was taken by another window: that one answers.
    return arrivals.has(id) ? TAKEN_ELSEWHERE : { ok: false, refusal: new RequestRefusedError("RequestUnknown") };
  }
  if (!isRequestMessage(message)) return { ok: false, refusal: new RequestRefusedError("RequestUnknown") };
  const sender = message.author;
  const { request, payload } = message.system;
  // Deleted before it is acted on: the same request can never be answered twice.
  if (!(await claim(message))) return TAKEN_ELSEWHERE;
  claimedHere().add(id);
  if (deferred) void answerFirstHere();
  if (!sender) return { ok: false, refusal: new RequestRefusedError("RequestUnreadable", { field: "author" }) };
  if (!known(request)) return { ok: false, refusal: new RequestRefusedError("RequestUnreadable", { field: "request" }) };
  if (payload.length > MAX_REQUEST_CHARS) return { ok: false, refusal: new RequestRefusedError("RequestTooLarge", { limit: MAX_REQUEST_CHARS }) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return { ok: false, refusal: new RequestRefusedError("RequestUnreadable", { field: "payload" }) };
  }
  return { ok: true, name: request, payload: parsed, sender };
}

/** A request this client saw arrive longer ago than this was never answered (its sender gave up at 30 s): it is swept away. */
export const STALE_REQUEST_MS = 60_000;

/**
 * Deletes the request messages no query came for (a sender's window closed before it asked, or a hostile
 * client wrote them and never asked), so none is kept in the world. Run by a Storyteller's client; a message
 * is judged by when this client first saw it (a message already there when it loaded, from then on).
 */
export async function sweepStaleRequests(now = Date.now()): Promise<number> {
  if (!game.user?.isGM) return 0;
  const requests = (game.messages?.contents ?? []).filter(isRequestMessage);
  for (const message of requests) noteArrival(message, now);
  const stale = requests.filter((message) => now - (arrivals.get(message.id ?? "") ?? now) > STALE_REQUEST_MS);
  for (const message of stale) await message.delete().catch(() => undefined);
  forgetOldArrivals(now);
  return stale.length;
}

/**
 * A player's side: writes the request message, whispered to the Storyteller who answers, and asks that
 * Storyteller's client to take it. Should the answer not come (a timeout, a closed window), the message is
 * deleted here, so no request is left to be answered later.
 */
export async function sendRequest(gm: User.Implementation, name: string, payload: unknown, timeoutMs: number): Promise<unknown> {
  const text = JSON.stringify(payload ?? null);
  if (text.length > MAX_REQUEST_CHARS) throw new RequestRefusedError("RequestTooLarge", { limit: MAX_REQUEST_CHARS });
  const created = await ChatMessage.implementation.create({ type: "request", whisper: [gm.id ?? ""], system: { request: name, payload: text } } as ChatMessage.CreateData);
  if (!isRequestMessage(created) || !created.id) throw new RequestRefusedError("RequestNotSent");
  const id = created.id;
  let answer: unknown;
  try {
    answer = await gm.query("storyteller-combat.request", { requestId: id }, { timeout: timeoutMs });
  } catch (error) {
    throw new RequestRefusedError("RequestFailed", { reason: error instanceof Error ? error.message : String(error) });
  } finally {
    const left = game.messages?.get(id);
    if (left) await left.delete().catch(() => undefined);
  }
  return answer;
}
