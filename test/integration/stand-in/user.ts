import { StandInCollection } from "./collection";

/** Foundry's user roles (CONST.USER_ROLES): 1 player, 2 trusted, 3 assistant, 4 game master. */
export const USER_ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

interface QueryGame {
  user: StandInUser;
  users: StandInUsers;
}

function game(): QueryGame {
  return (globalThis as unknown as { game: QueryGame }).game;
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
 * queries), the tokens it targets, and `query`, which runs the named handler of `CONFIG.queries` as this user's
 * client would: the data crosses as JSON (so no object is shared), and `game.user` is this user while it runs.
 */
export class StandInUser {
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

  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  /** Foundry picks the active GM as the active game master with the lowest id; the stand-in does the same. */
  get isActiveGM(): boolean {
    return game().users.activeGM?.id === this.id;
  }

  async assignHotbarMacro(macro: { id: string } | null, slot: number): Promise<this> {
    if (macro) this.hotbar.set(slot, macro.id);
    else this.hotbar.delete(slot);
    return this;
  }

  get isSelf(): boolean {
    return game().user.id === this.id;
  }

  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    void timeout;
    if (!this.active) throw new Error(`${this.name} is not connected.`);
    const handler = (globalThis as unknown as { CONFIG: { queries: Record<string, (data: unknown, options: object) => Promise<unknown>> } }).CONFIG.queries[name];
    if (!handler) throw new Error(`No query handler is registered for ${name}.`);
    const sent = JSON.parse(JSON.stringify(data)) as unknown;
    const caller = game().user;
    sentQueries.push({ from: caller.id, to: this.id, name, data: sent });
    game().user = this;
    try {
      return JSON.parse(JSON.stringify((await handler(sent, {})) ?? null)) as unknown;
    } finally {
      game().user = caller;
    }
  }
}

/** `game.users`, with Foundry's `activeGM`. */
export class StandInUsers extends StandInCollection<StandInUser> {
  get activeGM(): StandInUser | null {
    const gms = this.filter((user) => user.active && user.role === USER_ROLES.GAMEMASTER).sort((a, b) => a.id.localeCompare(b.id));
    return gms[0] ?? null;
  }
}
