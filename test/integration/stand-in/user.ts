import { StandInCollection } from "./collection";

/** Foundry's user roles (CONST.USER_ROLES): 1 player, 2 trusted, 3 assistant, 4 game master. */
export const USER_ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

type QueryHandler = (data: unknown) => unknown;

function globals(): { game: { user: StandInUser; users: Iterable<StandInUser> }; CONFIG: { queries: Record<string, QueryHandler> } } {
  return globalThis as unknown as ReturnType<typeof globals>;
}

/** The stand-in User: a role, and whether it is the active GM (the one that runs world migrations). */
export class StandInUser {
  /** Every query this user was asked, in order. */
  readonly queries: { name: string; data: unknown }[] = [];

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
    const gms = [...globals().game.users].filter((user) => user.active && user.role === USER_ROLES.GAMEMASTER).sort((a, b) => a.id.localeCompare(b.id));
    return gms[0]?.id === this.id;
  }

  get isSelf(): boolean {
    return globals().game.user.id === this.id;
  }

  /**
   * Foundry's User#query: the handler registered in CONFIG.queries runs on this user's client. Here that client
   * is this process with `game.user` switched to this user while the handler runs; the data and the answer
   * cross as copies, as they would cross the socket.
   */
  async query(name: string, data: unknown): Promise<unknown> {
    const handler = globals().CONFIG.queries[name];
    if (!handler) throw new Error(`No query handler is registered for ${name}.`);
    this.queries.push({ name, data: structuredClone(data) });
    const game = globals().game;
    const caller = game.user;
    game.user = this;
    try {
      return structuredClone(await handler(structuredClone(data)));
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
