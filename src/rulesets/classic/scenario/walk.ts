import type { PlannedActionBody } from "../rules/actions/declaration";
import { currentTurn, type TurnAction } from "../rules/turns/queries";
import type { RoundMachine } from "../rules/turns/round-machine";
import type { RoundEvent, RoundState } from "../rules/turns/round-state";
import { standUp } from "../rules/status/schedule";
import type { Fighter } from "./fighters";
import { ScenarioError } from "./scenario-error";

/**
 * The round as the replay walks it: the machine's state, and which actors of the current turn have had
 * their event. A turn is left (`advance`) only when the next event needs it gone, so a held action can
 * still step in right after it.
 */
export class RoundWalk {
  private doneKey: string | null = null;
  private readonly done = new Set<string>();

  constructor(
    public state: RoundState,
    private readonly machine: RoundMachine<unknown>,
    private readonly fighters: ReadonlyMap<string, Fighter>,
  ) {}

  /** Takes the machine's next state and keeps the sheets in step with it (a character who got up). */
  set(next: RoundState): RoundEvent[] {
    const added = next.events.slice(this.state.events.length);
    this.state = next;
    for (const event of added) {
      const fighter = event.type === "stoodUp" ? this.fighters.get(event.combatantId) : undefined;
      if (fighter) fighter.stats.statuses = standUp(fighter.stats.statuses);
    }
    return added;
  }

  private headKey(): string | null {
    return this.inActionPhase() ? (this.state.queue[0]?.key ?? null) : null;
  }

  inActionPhase(): boolean {
    return this.state.phase === "action" || this.state.phase === "extra";
  }

  private doneNow(): Set<string> {
    if (this.doneKey !== this.headKey()) {
      this.doneKey = this.headKey();
      this.done.clear();
    }
    return this.done;
  }

  markDone(id: string): void {
    this.doneNow().add(id);
  }

  /** The current turn's actions not yet answered by an event. */
  pendingTurns(): TurnAction[] {
    const done = this.doneNow();
    return currentTurn(this.state).filter((turn) => !done.has(turn.combatantId));
  }

  headFinished(): boolean {
    const head = this.state.queue[0];
    return this.inActionPhase() && head !== undefined && head.combatantIds.every((id) => this.doneNow().has(id));
  }

  /** Ends the current turn, its actions recorded in the order their events took them. */
  advance(): void {
    this.set(this.machine.advance(this.state, [...this.doneNow()]));
  }

  /** Leaves the current turn if everyone in it has had its event. */
  leaveFinishedTurn(): void {
    if (this.headFinished()) this.advance();
  }

  /**
   * Walks on to `actor`'s turn for an event that needs an action that `fits`. Turns whose actions roll
   * nothing (a move, another action, getting up) are taken on the way; an attack still waiting is not,
   * so an event out of turn is refused with the turn it skipped.
   */
  reachTurn(actor: string, fits: (body: PlannedActionBody) => boolean, path: string, label: string): TurnAction {
    const blocked = this.state.combatants.find((combatant) => combatant.id === actor)?.condition.blockedBy ?? null;
    if (blocked) {
      throw new ScenarioError("ScenarioCannotAct", `${path} (${label}): ${this.nameOf(actor)} cannot act now (${blocked}).`, { path, event: label, name: this.nameOf(actor), status: blocked });
    }
    for (let guard = 0; guard < 10_000; guard++) {
      this.leaveFinishedTurn();
      if (!this.inActionPhase()) {
        throw new ScenarioError("ScenarioNoTurnLeft", `${path} (${label}): ${this.nameOf(actor)} has no turn left this round.`, { path, event: label, name: this.nameOf(actor) });
      }
      const pending = this.pendingTurns();
      const mine = pending.find((turn) => turn.combatantId === actor);
      if (mine && fits(mine.body)) return mine;
      const waiting = pending.filter((turn) => turn.body.kind === "attack");
      const first = waiting[0];
      if (first) {
        throw new ScenarioError(
          "ScenarioOutOfTurn",
          `${path} (${label}): this is not ${this.nameOf(actor)}'s turn for it; ${this.nameOf(first.combatantId)}'s action ${first.actionIndex} (${this.describe(first.body)}) comes first.`,
          { path, event: label, name: this.nameOf(actor), other: this.nameOf(first.combatantId), action: first.actionIndex },
        );
      }
      for (const turn of pending) this.markDone(turn.combatantId);
      this.advance();
    }
    throw new ScenarioError("ScenarioNoTurnLeft", `${path} (${label}): ${this.nameOf(actor)} has no turn left this round.`, { path, event: label, name: this.nameOf(actor) });
  }

  /** Walks the rest of the round: only turns that roll nothing may be left without an event. */
  finish(path: string): void {
    for (let guard = 0; guard < 10_000 && this.inActionPhase(); guard++) {
      this.leaveFinishedTurn();
      if (!this.inActionPhase()) return;
      const pending = this.pendingTurns();
      const attack = pending.find((turn) => turn.body.kind === "attack");
      if (attack) {
        throw new ScenarioError("ScenarioRoundUnfinished", `${path}: ${this.nameOf(attack.combatantId)}'s action ${attack.actionIndex} (${this.describe(attack.body)}) has no event.`, {
          path,
          name: this.nameOf(attack.combatantId),
          action: attack.actionIndex,
        });
      }
      for (const turn of pending) this.markDone(turn.combatantId);
      this.advance();
    }
  }

  nameOf(id: string): string {
    return this.fighters.get(id)?.stats.name ?? id;
  }

  describe(body: PlannedActionBody): string {
    return body.kind === "attack" ? `attack on ${this.nameOf(body.targetId)}` : body.kind;
  }
}
