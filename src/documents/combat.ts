/** Tells this user why a tracker control does nothing. */
export function warnAboutCombat(key: string): void {
  ui.notifications?.warn(game.i18n?.localize(key) ?? key);
}

/** A combatant in the turn list: Foundry v14's declarations say a stored one, v13's any combatant. */
export type Turn = Combat["turns"][number];

/**
 * The system's Combat, as Foundry's types know it. Each ruleset's own Combat extends this one and is put into
 * CONFIG by the ruleset the world plays (Classic's declarations and held actions, Streamlined's drag-ordered
 * ties). What they share is here: Foundry's turn list and current turn are the ruleset round's own order
 * (`roundTurns`), so Foundry's tracker parts, token highlighting and "your turn" notices follow the round; and no
 * round is walked back, since what was rolled and spent stays rolled and spent.
 */
export class StorytellerCombat extends Combat {
  /** The turn list in the order the ruleset's round walks it. */
  protected roundTurns(): Turn[] {
    return [...this.turns];
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    // Foundry sets the turn list up again only when combatants change; a round's order changes with every step.
    this.turns = this.roundTurns();
  }

  override setupTurns(): Turn[] {
    const turns = this.roundTurns();
    this.turns = turns;
    this.current = this._getCurrentState(this.turn === null ? undefined : turns[this.turn]);
    this.previous ??= this.current;
    return turns;
  }

  /**
   * By the round's order, the one `roundTurns` walks. Foundry may call this unbound, so the combat is read from `a`;
   * one of another class (another ruleset's) keeps Foundry's table order.
   */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const combat = a.parent;
    if (!(combat instanceof StorytellerCombat)) return 0;
    const ids = combat.roundTurns().map((turn) => turn.id ?? "");
    return ids.indexOf(a.id ?? "") - ids.indexOf(b.id ?? "");
  }

  /** Only a Storyteller starts, walks and resets rounds; a player who tries is told so. */
  protected storytellerOnly(): boolean {
    if (game.user?.isGM) return true;
    warnAboutCombat("STC.Error.StorytellerOnly");
    return false;
  }

  /**
   * Combatants added to this combat, told on the active Storyteller's client alone, where the ruleset's round
   * takes them in (each ruleset's own; none by default).
   */
  protected combatantsArrived(_ids: string[]): void {}

  protected override _onCreateDescendantDocuments(...args: Parameters<Combat["_onCreateDescendantDocuments"]>): void {
    super._onCreateDescendantDocuments(...args);
    const [, collection, documents] = args;
    if (collection !== "combatants" || !game.user?.isActiveGM) return;
    this.combatantsArrived((documents as { id: string | null }[]).flatMap((document) => (document.id ? [document.id] : [])));
  }

  override async previousTurn(): Promise<this> {
    warnAboutCombat("STC.Error.NoRewind");
    return this;
  }

  override async previousRound(): Promise<this> {
    warnAboutCombat("STC.Error.NoRewind");
    return this;
  }
}
