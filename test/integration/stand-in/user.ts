import { AsyncLocalStorage } from "node:async_hooks";
import { StandInCollection } from "./collection";

/** Foundry's user roles (CONST.USER_ROLES): 1 player, 2 trusted, 3 assistant, 4 game master. */
export const USER_ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

type QueryHandler = (data: unknown, options: object) => unknown;

function globals(): { game: { user: StandInUser; users: StandInUsers }; CONFIG: { queries: Record<string, QueryHandler> } } {
  return globalThis as unknown as ReturnType<typeof globals>;
}

/**
 * Every simulated client runs in this one process. The user a client's async work runs as follows that work
 * through its awaits (`game.user` reads it, install.ts), so a query's handler is its receiving user throughout
 * while the caller, and any other client, stays who it is.
 */
const clientUser = new AsyncLocalStorage<StandInUser>();

/** The user of the simulated client whose work is running, or undefined outside any (the logged-in test user). */
export function currentClientUser(): StandInUser | undefined {
  return clientUser.getStore();
}

/** Runs `work` as `user`'s client: `game.user` is that user in it and in everything it awaits. */
export function asClient<T>(user: StandInUser, work: () => T): T {
  return clientUser.run(user, work);
}

/** One query sent with User#query, as the receiving client got it. */
export interface SentQuery {
  from: string;
  to: string;
  name: string;
  data: unknown;
  /** The answer as it came back, to the asker alone (Foundry's server acks the asking socket); unset until it does. */
  answer?: unknown;
}

/** Every query sent, in order, for tests to read (what crossed "the wire"). */
export const sentQueries: SentQuery[] = [];

/**
 * One browser window a user has open on the world (Foundry keeps a socket per window). Each has its own
 * `navigator` with its own Web Locks manager, which the stand-in puts in place while that window handles a
 * query.
 */
export class StandInWindow {
  readonly navigator: { locks: StandInLockManager };
  constructor(
    readonly user: StandInUser,
    readonly name: string,
  ) {
    this.navigator = { locks: new StandInLockManager(this) };
  }
}

interface HeldLock {
  name: string;
  window: StandInWindow;
}

/** The locks every window of this browser shares (the Web Locks API is per origin). */
const heldLocks: HeldLock[] = [];
const waitingLocks: { name: string; window: StandInWindow; grant: () => void }[] = [];

/**
 * The Web Locks API (`navigator.locks.request`) as far as exclusive locks go: the first window to ask holds
 * the lock until its callback's promise settles or the window closes; the others wait in order.
 */
export class StandInLockManager {
  constructor(readonly window: StandInWindow) {}

  request(name: string, callback: () => Promise<unknown> | unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        heldLocks.push({ name, window: this.window });
        Promise.resolve()
          .then(callback)
          .then(resolve, reject)
          .finally(() => release(name, this.window));
      };
      if (heldLocks.some((lock) => lock.name === name)) waitingLocks.push({ name, window: this.window, grant });
      else grant();
    });
  }
}

function release(name: string, window: StandInWindow): void {
  const index = heldLocks.findIndex((lock) => lock.name === name && lock.window === window);
  if (index < 0) return;
  heldLocks.splice(index, 1);
  const next = waitingLocks.findIndex((entry) => entry.name === name);
  if (next >= 0) waitingLocks.splice(next, 1)[0]?.grant();
}

/** A window closes: its locks go to the next window waiting for them. */
export function closeWindow(window: StandInWindow): void {
  for (const lock of heldLocks.filter((entry) => entry.window === window)) release(lock.name, window);
  for (let index = waitingLocks.length - 1; index >= 0; index--) if (waitingLocks[index]?.window === window) waitingLocks.splice(index, 1);
  window.user.windows.splice(window.user.windows.indexOf(window), 1);
}

/** The window whose `navigator` is in place: what the running code sees as its own. */
export function currentWindow(): StandInWindow | undefined {
  const nav = (globalThis as unknown as { navigator?: { locks?: StandInLockManager } }).navigator;
  return nav?.locks instanceof StandInLockManager ? nav.locks.window : undefined;
}

/** Puts `window`'s navigator in place (the stand-in's "this code runs in that window"). */
export function enterWindow(window: StandInWindow): void {
  Object.defineProperty(globalThis, "navigator", { value: window.navigator, configurable: true, writable: true });
}

/**
 * The stand-in User: a role, whether it is the active GM (the one that runs world migrations and answers
 * queries), the tokens it targets, its hotbar, its open windows, and `query`.
 */
export class StandInUser {
  /** Every query this user was asked, in order. */
  readonly queries: { name: string; data: unknown }[] = [];
  /** Foundry's UserTargets: the tokens this user targets (a Set of Token placeables). */
  readonly targets = new Set<unknown>();
  /** The hotbar: macro ids by slot. */
  readonly hotbar = new Map<number, string>();
  /** The windows this user has open on the world; a query reaches every one of them. */
  readonly windows: StandInWindow[] = [];

  constructor(
    readonly id: string,
    readonly name: string,
    readonly role: number,
    public active = true,
  ) {}

  /** Foundry's User#hasPermission: every role may ping the canvas by default. */
  hasPermission(permission: string): boolean {
    return permission === "PING_CANVAS" || this.isGM;
  }

  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  /**
   * Foundry's `Users#activeGM` (getDesignatedUser): among the connected users with `isGM` (Assistant GMs
   * included), the one with the highest role, then the lowest id.
   */
  get isActiveGM(): boolean {
    const gms = [...globals().game.users].filter((user) => user.active && user.isGM).sort((a, b) => b.role - a.role || a.id.localeCompare(b.id));
    return gms[0]?.id === this.id;
  }

  /** Opens another window of this user on the world (a second tab, a second device). */
  openWindow(name = `${this.name} window ${this.windows.length + 1}`): StandInWindow {
    const window = new StandInWindow(this, name);
    this.windows.push(window);
    return window;
  }

  /** Foundry's User#hasRole: this user's role is at least the one named. */
  hasRole(role: keyof typeof USER_ROLES | number): boolean {
    return this.role >= (typeof role === "number" ? role : USER_ROLES[role]);
  }

  get isSelf(): boolean {
    return globals().game.user.id === this.id;
  }

  async assignHotbarMacro(macro: { id: string } | null, slot: number): Promise<this> {
    if (macro) this.hotbar.set(slot, macro.id);
    else this.hotbar.delete(slot);
    return this;
  }

  /**
   * Foundry's User#query: the handler registered in CONFIG.queries runs on this user's client. Here that client
   * is this process, with `game.user` this user for the handler's work alone (`asClient`); the data and the answer
   * cross as JSON, as they would cross the socket. A user who is not connected cannot answer.
   *
   * As Foundry's server does (Activity#userQuery), the query goes to **every window** the user has open, and
   * the first answer is the one the caller gets; a handler's error comes back as a rejection carrying only
   * its message. A window that never answers is simply not heard; with none answering and a `timeout`, the
   * call rejects when it runs out.
   */
  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    if (!this.active) throw new Error(`${this.name} is not connected.`);
    const handler = globals().CONFIG.queries[name];
    if (!handler) throw new Error(`User query '${name}' is not registered`);
    const sent = JSON.parse(JSON.stringify(data ?? null)) as unknown;
    const caller = globals().game.user;
    const callerNavigator = (globalThis as { navigator?: unknown }).navigator;
    this.queries.push({ name, data: sent });
    const record: SentQuery = { from: caller.id, to: this.id, name, data: sent };
    sentQueries.push(record);
    const windows = this.windows.length ? [...this.windows] : [null];
    const answers = windows.map((window) => {
      if (window) enterWindow(window);
      try {
        // The handler starts in its window, as this user's client; once it awaits, the next window's handler starts.
        return Promise.resolve(asClient(this, () => handler(JSON.parse(JSON.stringify(sent)) as unknown, { timeout })));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        Object.defineProperty(globalThis, "navigator", { value: callerNavigator, configurable: true, writable: true });
      }
    });
    const first = Promise.race(
      answers.map((answer) =>
        answer.then(
          (value) => JSON.parse(JSON.stringify(value ?? null)) as unknown,
          (error: unknown) => Promise.reject(new Error(error instanceof Error ? error.message : String(error))),
        ),
      ),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answered = timeout === undefined ? first : Promise.race([first, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`The query ${name} to ${this.name} timed out.`)), timeout)))]);
    try {
      const answer = await answered;
      record.answer = answer;
      return answer;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** `game.users`, with Foundry's `activeGM`. */
export class StandInUsers extends StandInCollection<StandInUser> {
  get activeGM(): StandInUser | null {
    return this.find((user) => user.isActiveGM) ?? null;
  }
}
