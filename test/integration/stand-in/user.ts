import { AsyncLocalStorage } from "node:async_hooks";
import { StandInCollection } from "./collection";
import { database } from "./database";
import { fireDocumentHook } from "./document";

/** Foundry's user roles (CONST.USER_ROLES): 1 player, 2 trusted, 3 assistant, 4 game master. */
export const USER_ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/** The least role each permission the system or the stand-in asks about is given in a new world. */
const DEFAULT_ROLES: Record<string, number> = { PING_CANVAS: USER_ROLES.PLAYER, MACRO_SCRIPT: USER_ROLES.TRUSTED, ACTOR_CREATE: USER_ROLES.ASSISTANT, ITEM_CREATE: USER_ROLES.ASSISTANT };

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
  /** Every answer a window of the receiving user gave, in the order they came, the one taken first. */
  answers: { window: string | null; answer: unknown }[];
}

/** Every query sent, in order, for tests to read (what crossed "the wire"). */
export const sentQueries: SentQuery[] = [];

/**
 * One device (a browser) a user's windows run in. The Web Locks API is per origin and browser: the windows of one
 * device share its locks, and a second device has locks of its own.
 */
export class StandInDevice {
  readonly held: { name: string; window: StandInWindow }[] = [];
  readonly waiting: { name: string; window: StandInWindow; grant: () => void }[] = [];
  constructor(readonly name: string) {}
}

/** The device every window opens in unless a test names another. */
export const defaultDevice = new StandInDevice("this computer");

/**
 * One browser window a user has open on the world (Foundry keeps a socket per window). Each has its own
 * `navigator`: with its device's Web Locks manager in a secure context (https, localhost), with none over plain
 * http to another address, where `navigator.locks` is undefined.
 */
export class StandInWindow {
  readonly navigator: { locks?: StandInLockManager };
  constructor(
    readonly user: StandInUser,
    readonly name: string,
    readonly device: StandInDevice,
    secure: boolean,
  ) {
    this.navigator = secure ? { locks: new StandInLockManager(this) } : {};
  }
}

/**
 * The Web Locks API (`navigator.locks.request`) as far as exclusive locks go: the first window of a device to ask
 * holds the lock until its callback's promise settles or the window closes; the device's others wait in order.
 */
export class StandInLockManager {
  constructor(readonly window: StandInWindow) {}

  request(name: string, callback: () => Promise<unknown> | unknown): Promise<unknown> {
    const device = this.window.device;
    return new Promise((resolve, reject) => {
      const grant = () => {
        device.held.push({ name, window: this.window });
        Promise.resolve()
          .then(callback)
          .then(resolve, reject)
          .finally(() => release(device, name, this.window));
      };
      if (device.held.some((lock) => lock.name === name)) device.waiting.push({ name, window: this.window, grant });
      else grant();
    });
  }
}

function release(device: StandInDevice, name: string, window: StandInWindow): void {
  const index = device.held.findIndex((lock) => lock.name === name && lock.window === window);
  if (index < 0) return;
  device.held.splice(index, 1);
  const next = device.waiting.findIndex((entry) => entry.name === name);
  if (next >= 0) device.waiting.splice(next, 1)[0]?.grant();
}

/** A window closes: its locks go to the next window of its device waiting for them, and no query reaches it. */
export function closeWindow(window: StandInWindow): void {
  const device = window.device;
  for (const lock of device.held.filter((entry) => entry.window === window)) release(device, lock.name, window);
  for (let index = device.waiting.length - 1; index >= 0; index--) if (device.waiting[index]?.window === window) device.waiting.splice(index, 1);
  window.user.windows.splice(window.user.windows.indexOf(window), 1);
}

/**
 * The window whose code is running. Like the user (`asClient`), it follows that code through its awaits, and the
 * global `navigator` is that window's: what the running code sees as its own.
 */
const clientWindow = new AsyncLocalStorage<StandInWindow | null>();

Object.defineProperty(globalThis, "navigator", { configurable: true, get: () => clientWindow.getStore()?.navigator });

/** Runs `work` in `window`, as its user's client: its `navigator`, its `game.user`, through every await. */
export function inWindow<T>(window: StandInWindow, work: () => T): T {
  return clientWindow.run(window, () => asClient(window.user, work));
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
  /** The user's flags, by scope. */
  readonly flags: Record<string, Record<string, unknown>> = {};

  constructor(
    readonly id: string,
    readonly name: string,
    readonly role: number,
    public active = true,
  ) {}

  /**
   * Foundry's User#hasPermission with the world's permissions left at their defaults (CONST.USER_PERMISSIONS'
   * default roles): script macros from a Trusted Player up, creating actors and items an Assistant's.
   */
  hasPermission(permission: string): boolean {
    const least = DEFAULT_ROLES[permission] ?? USER_ROLES.ASSISTANT;
    return this.role >= least;
  }

  /** Foundry's User#can: a permission, as hasPermission. */
  can(permission: string): boolean {
    return this.hasPermission(permission);
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

  /**
   * Opens another window of this user on the world: a second tab (on `defaultDevice`), or a window on another
   * device; `secure: false` is a page served over plain http to a LAN address, with no Web Locks.
   */
  openWindow(name = `${this.name} window ${this.windows.length + 1}`, { device = defaultDevice, secure = true }: { device?: StandInDevice; secure?: boolean } = {}): StandInWindow {
    const window = new StandInWindow(this, name, device, secure);
    this.windows.push(window);
    return window;
  }

  /** Foundry's Document#getFlag. */
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  /** Foundry's Document#setFlag: an update of the one flag. */
  setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  /**
   * Foundry's User#update, as far as flags go (all the system writes on a user). As `BaseUser#canUpdate`: a user
   * may change itself, a GM anyone. Flags merge; a change that changes nothing resolves `undefined`.
   */
  async update(changes: { flags?: Record<string, Record<string, unknown>> }): Promise<this | undefined> {
    const writer = globals().game.user;
    if (!writer.isGM && writer.id !== this.id) throw new Error(`User ${writer.name} lacks permission to update User ${this.id}`);
    const extra = Object.keys(changes).filter((key) => key !== "flags");
    if (extra.length) throw new Error(`The stand-in does not update ${extra.join(", ")} on User.`);
    const before = JSON.stringify(this.flags);
    for (const [scope, values] of Object.entries(changes.flags ?? {})) this.flags[scope] = { ...this.flags[scope], ...structuredClone(values) };
    if (JSON.stringify(this.flags) === before) return undefined;
    database.record({ action: "update", documentName: "User", ids: [this.id], parentId: null, data: [structuredClone(changes)] });
    fireDocumentHook("update", "User", this, changes);
    return this;
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
    this.queries.push({ name, data: sent });
    const record: SentQuery = { from: caller.id, to: this.id, name, data: sent, answers: [] };
    sentQueries.push(record);
    const windows = this.windows.length ? [...this.windows] : [null];
    const answers = windows.map((window) => {
      // Each window's handler runs in that window, as this user's client, through its awaits; the next window's
      // handler starts once this one first awaits.
      const run = () => asClient(this, () => handler(JSON.parse(JSON.stringify(sent)) as unknown, { timeout }));
      let answer: Promise<unknown>;
      try {
        answer = Promise.resolve(clientWindow.run(window, run));
      } catch (error) {
        answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return answer.then(
        (value) => {
          const crossed = JSON.parse(JSON.stringify(value ?? null)) as unknown;
          record.answers.push({ window: window?.name ?? null, answer: crossed });
          return crossed;
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          record.answers.push({ window: window?.name ?? null, answer: { rejected: message } });
          return Promise.reject(new Error(message));
        },
      );
    });
    const first = Promise.race(answers);
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
