import { SYSTEM_ID } from "../constants";

/*
 * Which of a Storyteller's windows answers a query. Foundry delivers a query to every window the receiving user
 * has open: the asker emits it once with one acknowledgement (client/documents/user.mjs, `User#query`), every
 * window of the receiving user runs its handler and acknowledges what the handler resolved
 * (client/documents/collections/users.mjs, `#handleUserQuery`), and the server hands the asker the first of those
 * acknowledgements (`Activity#userQuery`). So a window that answers a query it should not answer can be the
 * answer the player gets, and a second window that acts does the step twice. That holds for two tabs, for two
 * devices of one Storyteller, and over plain http (no secure context, hence no Web Locks and no
 * `crypto.randomUUID`): nothing here needs either.
 *
 * - Exactly one window acts on a request: the one whose delete of the request message removed it
 *   (request-message.ts). Every other window stays silent, so its refusal can never be the answer.
 * - One window is asked first: the one named on the Storyteller's own user (a flag), which each window of that
 *   Storyteller sets to itself at `ready`. It claims a request at once; another window waits `deferMs` and
 *   claims only what is still unclaimed then (the named window closed, or hangs), and names itself. So the
 *   requests of one table go through one window, whose queues (work-queue.ts) keep one step from undoing another,
 *   and Mind's Eye Theatre's two secret throws meet in the window that holds them.
 */

/**
 * How long a window that is not the one named waits before it claims a request itself (`deferMs`), and how long a
 * window waits for a request message to reach it after the query that names it (`arrivalWaitMs`). Read when a
 * request comes, so a test of many windows in one process can shorten both without changing their order.
 */
export const requestTimings = { deferMs: 1_500, arrivalWaitMs: 750 };

/**
 * Something kept in this window's memory alone (its id, Mind's Eye Theatre's tickets and held throws). Keyed by
 * the window's `navigator`, which is one object in a browser window; the test stand-in runs several windows in
 * one process, each with its own.
 */
export function windowLocal<T>(make: () => T): () => T {
  const values = new WeakMap<object, T>();
  return () => {
    const key = (globalThis as { navigator?: object }).navigator ?? globalThis;
    let value = values.get(key);
    if (value === undefined) {
      value = make();
      values.set(key, value);
    }
    return value;
  };
}

/** This window's id: drawn once, with `foundry.utils.randomID`, which needs no secure context. */
export const windowId = windowLocal(() => foundry.utils.randomID(16));

/** The window named on this user as the one asked first, if any. */
function namedWindow(): string | null {
  const named = game.user?.getFlag(SYSTEM_ID, "answeringWindow");
  return typeof named === "string" && named ? named : null;
}

/** Whether this window should wait before it claims a request: another window is named first. */
export function defersToAnother(): boolean {
  const named = namedWindow();
  return named !== null && named !== windowId();
}

/** Names this window as its user's first to answer: at `ready`, and when it claimed what the named one left. */
export async function answerFirstHere(): Promise<void> {
  const user = game.user;
  if (!user?.isGM || namedWindow() === windowId()) return;
  try {
    await user.setFlag(SYSTEM_ID, "answeringWindow", windowId());
  } catch {
    // Only the order of asking is lost: every window can still claim, and one claim wins.
  }
}

/** What a window that does not answer returns to Foundry: nothing, ever, so its window's silence is not an answer. */
export function silence(): Promise<never> {
  return new Promise<never>(() => undefined);
}
