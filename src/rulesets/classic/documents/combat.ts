import { StorytellerCombat, warnAboutCombat, type Turn } from "../../../documents/combat";
import { phaseOf, roundStateOf, type CombatPhase } from "../data/combat/combat-data";
import { admitArrivals, beginRound, releaseDepartures } from "../round/open-round";
import { preRollInitiative } from "../round/pre-roll";
import { requestAdvance } from "../requests/advance";
import { roundContext } from "../round/context";
import { oneAtATime } from "../../../work-queue";
import { RulesError } from "../../../rules/errors";
import { turnList } from "../round/turn-list";
import type { RoundState } from "../rules/turns/round-state";


/**
 * Rounds begin (and initiative is rolled) only under a ruleset whose tracker exists: another is named to the
 * Storyteller and nothing happens, rather than a round run with Classic's rules.
 */
function trackerPlayable(): boolean {
  try {
    roundContext();
    return true;
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    ui.notifications?.warn(game.i18n?.format(error.i18nKey, Object.fromEntries(Object.entries(error.data).map(([name, value]) => [name, String(value)]))) ?? error.i18nKey);
    return false;
  }
}

function orderedTurns(combat: ClassicCombat): Turn[] {
  return turnList(combat.combatants.contents, combat.roundState).ids.flatMap((id) => combat.combatants.get(id) ?? []);
}

/**
 * The system's Combat: a round of the rules' round machine (src/rulesets/classic/rules/turns) kept in its system data. Foundry's
 * turn list and current turn are the rules' walk of the round (walk-order.ts), so Foundry's own tracker parts,
 * token highlighting and "your turn" notices follow the declarations, actions and extra actions. Every round
 * operation runs on the active Storyteller's client (src/rulesets/classic/round/operations.ts).
 */
export class ClassicCombat extends StorytellerCombat {
  protected override roundTurns(): Turn[] {
    return orderedTurns(this);
  }

  /** The round under way (or just over); null before the first. */
  get roundState(): RoundState | null {
    return roundStateOf(this);
  }

  get phase(): CombatPhase {
    return phaseOf(this);
  }

  /**
   * Foundry's turn events (`_onStartTurn`, `_onEndTurn`, the region turn events) follow the turn index moving
   * forward. The rules' walk starts again within a round when a phase begins (declarations slowest first, then
   * actions fastest first, then extra actions): the index goes back although a turn ended and another began. A
   * turn is never taken back here, so such a move is restated as the one step it is, and Foundry's own workflow
   * fires for the combatant whose turn really ended and the one whose turn really starts. Likewise a round that
   * ended has no current turn, which Foundry would read as turn 0 and replay the new round's turns as skipped.
   */
  protected override async _manageTurnEvents(): Promise<void> {
    const { previous, current } = this;
    // A round over has no current turn; the next one starts from the top of its walk, not from turn 1 of it.
    if (previous && previous.turn === null && (current.round ?? 0) > (previous.round ?? 0) && (previous.round ?? 0) > 0) previous.turn = this.turns.length - 1;
    const walkRestarted = previous && previous.round === current.round && previous.turn !== null && current.turn !== null && current.turn <= previous.turn && previous.combatantId !== null;
    if (!walkRestarted || !this.started) return super._manageTurnEvents();
    if ((current.turn ?? 0) > 0) previous.turn = (current.turn ?? 0) - 1;
    else if (current.combatantId !== previous.combatantId) previous.turn = current.turn;
    else if (game.user?.isActiveGM) {
      // The same combatant ends one phase's turn and starts the next one's at the top of the walk.
      const combatant = this.combatant;
      const context = { round: current.round ?? 0, turn: current.turn ?? 0, skipped: false };
      if (combatant) {
        await this._onEndTurn(combatant, context);
        await this._onStartTurn(combatant, context);
      }
    }
    return super._manageTurnEvents();
  }

  override async startCombat(): Promise<this> {
    if (!this.storytellerOnly() || !trackerPlayable()) return this;
    this._playCombatSound("startEncounter");
    await oneAtATime(this, () => beginRound(this, 1));
    return this;
  }

  /** The next round: statuses tick, initiative is rolled again (unless `rerollEachRound` is off), declarations open. */
  override async nextRound(): Promise<this> {
    if (!this.storytellerOnly() || !trackerPlayable()) return this;
    await oneAtATime(this, () => beginRound(this, Math.max(1, this.round + 1)));
    return this;
  }

  /** The current turn is over: the next one in the rules' walk, or the next round once this one has ended. */
  override async nextTurn(): Promise<this> {
    const state = this.roundState;
    if (!state) return this.startCombat();
    if (state.phase === "ended") return this.nextRound();
    if (state.phase === "declaration") {
      warnAboutCombat("STC.Error.DeclarationsFirst");
      return this;
    }
    await requestAdvance(this, state.queue[0]?.key ?? null);
    return this;
  }

  /**
   * Before the first round the Storyteller may roll dice for chosen combatants (Foundry's roll buttons); the
   * round counts them. Once rounds run, initiative is rolled as each round begins.
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    if (!this.storytellerOnly() || !trackerPlayable()) return this;
    if (this.roundState) {
      warnAboutCombat("STC.Error.InitiativeEachRound");
      return this;
    }
    await oneAtATime(this, () => preRollInitiative(this, typeof ids === "string" ? [ids] : ids));
    return this;
  }

  /**
   * Back to before the first round: no round, no initiative. Foundry's own (v13 and v14) takes `{ updateTurn }`
   * and resolves to nothing; so does this one, where the turn always goes (there is no round to keep it in).
   */
  override async resetAll(): Promise<undefined> {
    if (!this.storytellerOnly()) return undefined;
    const combatants = this.combatants.contents.map((combatant) => ({ _id: combatant.id, initiative: null, "system.initiativeDie": null }));
    await oneAtATime(this, () => this.update({ round: 0, turn: null, "system.state": null, "system.history": null, combatants } as Combat.UpdateData));
    return undefined;
  }

  /** A combatant who joins a round under way is taken into it (arrivals, src/rulesets/classic/round/open-round.ts). */
  protected override combatantsArrived(ids: string[]): void {
    if (this.roundState) void oneAtATime(this, () => admitArrivals(this, ids));
  }

  protected override _onDeleteDescendantDocuments(...args: Parameters<Combat["_onDeleteDescendantDocuments"]>): void {
    super._onDeleteDescendantDocuments(...args);
    const [, collection, , ids] = args;
    if (collection !== "combatants" || !game.user?.isActiveGM || !this.roundState) return;
    void oneAtATime(this, () => releaseDepartures(this, ids));
  }
}
