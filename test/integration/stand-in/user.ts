/** Foundry's user roles (CONST.USER_ROLES): 1 player, 2 trusted, 3 assistant, 4 game master. */
export const USER_ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/** The stand-in User: a role, and whether it is the active GM (the one that runs world migrations). */
export class StandInUser {
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
    const users = (globalThis as unknown as { game: { users: Iterable<StandInUser> } }).game.users;
    const gms = [...users].filter((user) => user.active && user.role === USER_ROLES.GAMEMASTER).sort((a, b) => a.id.localeCompare(b.id));
    return gms[0]?.id === this.id;
  }
}
