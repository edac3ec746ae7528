import { StandInCollection } from "./collection";

/** Foundry's user roles (CONST.USER_ROLES): 1 player, 2 trusted, 3 assistant, 4 game master. */
export const USER_ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

type QueryHandler = (data: unknown, options: object) => unknown;

function globals(): { game: { user: StandInUser; users: StandInUsers }; CONFIG: { queries: Record<string, QueryHandler> } } {
  return globalThis as unknown as ReturnType<typeof globals>;
}

/** One query sent with User#query, as the receiving client got it. */
export interface SentQuery {
  from: string;
  to: string;
  name: string;
  data: unknown;
}

/** Every query sent, in order, for tests to read (what crossed "the wire"). */
export const sentQueries: SentQuery[] = [];

/**
 * The stand-in User: a role, whether it is the active GM (the one that runs world migrations and answers
 * queries), the tokens it targets, its hotbar, and `query`.
 */
export class StandInUser {
  /** Every query this user was asked, in order. */
  readonly queries: { name: string; data: unknown }[] = [];
  /** Foundry's UserTargets: the tokens this user targets (a Set of Token placeables). */
  readonly targets = new Set<unknown>();
  /** The hotbar: macro ids by slot. */
  readonly hotbar = new Map<number, string>();

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

  /** Foundry picks the active GM as the active game master with the lowest id; the stand-in does the same. */
  get isActiveGM(): boolean {
    const gms = [...globals().game.users].filter((user) => user.active && user.role === USER_ROLES.GAMEMASTER).sort((a, b) => a.id.localeCompare(b.id));
    return gms[0]?.id === this.id;
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
   * is this process with `game.user` switched to this user while the handler runs; the data and the answer
   * cross as JSON, as they would cross the socket. A user who is not connected cannot answer.
   */
  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    void timeout;
    if (!this.active) throw new Error(`${this.name} is not connected.`);
    const handler = globals().CONFIG.queries[name];
    if (!handler) throw new Error(`No query handler is registered for ${name}.`);
    const sent = JSON.parse(JSON.stringify(data ?? null)) as unknown;
    const game = globals().game;
    const caller = game.user;
    this.queries.push({ name, data: sent });
    sentQueries.push({ from: caller.id, to: this.id, name, data: sent });
    game.user = this;
    try {
      return JSON.parse(JSON.stringify((await handler(sent, {})) ?? null)) as unknown;
    } finally {
      game.user = caller;
    }
  }
}

/** `game.users`, with Foundry's `activeGM`. */
export class StandInUsers extends StandInCollection<StandInUser> {
  get activeGM(): StandInUser | null {
    return this.find((user) => user.isActiveGM) ?? null;
  }
}
