import { SYSTEM_ID } from "../constants";

/*
 * Foundry delivers a query to every window the receiving user has open (its server emits it on each of that
 * user's sockets and takes the first answer). A Storyteller with two windows would roll and write every step
 * twice. So one window per user and browser is the one that answers: the first to take a Web Locks lock named
 * for the user, which it holds while it is open; when it closes, the next window waiting takes the lock over.
 * Where the page has no Web Locks (a page served over plain http, other than localhost, is no secure context),
 * every window answers, as Foundry itself would let it.
 */

interface Locks {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

/** The lock managers of the windows that hold the lock (one, in a browser: this window's own). */
const holders = new WeakSet<object>();

function lockManager(): Locks | undefined {
  const nav = (globalThis as { navigator?: { locks?: Locks } }).navigator;
  return nav?.locks;
}

function lockName(userId: string): string {
  return `${SYSTEM_ID}.answering-window.${userId}`;
}

/** Asks for the lock, once this window knows its user (at `ready`); it is kept for as long as the window lives. */
export function claimAnsweringWindow(userId: string): void {
  const locks = lockManager();
  if (!locks || !userId) return;
  void locks.request(lockName(userId), () => {
    holders.add(locks);
    return new Promise<never>(() => undefined);
  });
}

/** Whether this window is the one that answers its user's queries. */
export function answersHere(): boolean {
  const locks = lockManager();
  return !locks || holders.has(locks);
}
