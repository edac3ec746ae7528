import { StorytellerCombat, warnAboutCombat, type Turn } from "../../../documents/combat";
import { streamlinedRoundOf } from "../data/combat/round-data";
import type { StreamlinedRoundState } from "../rules/round/state";
import { admitNewcomers } from "../round/operations";
import { requestBegin } from "../requests/turn-begin";
import { requestEndRound } from "../requests/turn-end-round";
import { requestNext } from "../requests/turn-next";
import { turnList } from "../round/turn-list";


function orderedTurns(combat: StreamlinedCombat): Turn[] {
  const table = combat.combatants.contents;
  return turnList(
    table.map((combatant) => combatant.id ?? ""),
    combat.streamlinedRound,
  ).ids.flatMap((id) => combat.combatants.get(id) ?? []);
}

/**
 * Streamlined's Combat: the fight's round as its round machine keeps it (src/rulesets/streamlined/rules/round), in
 * `system.streamlined`. Foundry's turn list and current turn follow the acting order, so Foundry's own tracker
 * parts, token highlighting and turn notices follow it too. Every round operation runs on the active
 * Storyteller's client (round/operations.ts); Foundry's own buttons ask it through the round's requests.
 */
export class StreamlinedCombat extends StorytellerCombat {
  protected override roundTurns(): Turn[] {
    return orderedTurns(this);
  }

  /** The fight's round, or null before it begins. */
  get streamlinedRound(): StreamlinedRoundState | null {
    return streamlinedRoundOf(this);
  }

  /** Step 1: initiative for everyone on the tracker, once for the fight, and the first turn. */
  override async startCombat(): Promise<this> {
    if (!this.storytellerOnly()) return this;
    this._playCombatSound("startEncounter");
    await requestBegin(this);
    return this;
  }

  /** The current turn is over: the next combatant's begins. */
  override async nextTurn(): Promise<this> {
    const state = this.streamlinedRound;
    if (!state) return this.startCombat();
    await requestNext(this, state.current);
    return this;
  }

  /** Step 4 and the next round in the same order. */
  override async nextRound(): Promise<this> {
    await requestEndRound(this);
    return this;
  }

  /** Initiative is rolled once, for everyone, as the fight begins (001 The Turn), and by a newcomer as it arrives. */
  override async rollInitiative(): Promise<this> {
    warnAboutCombat("STC.Error.StreamlinedInitiativeOnce");
    return this;
  }

  /** Back to before the fight: no round, no initiative. */
  override async resetAll(): Promise<undefined> {
    if (!this.storytellerOnly()) return undefined;
    const combatants = this.combatants.contents.map((combatant) => ({ _id: combatant.id, initiative: null }));
    await this.update({ round: 0, turn: null, "system.streamlined": null, combatants } as Combat.UpdateData);
    return undefined;
  }

  /** A combatant who joins a fight under way rolls initiative and takes its place in the order (001 The Turn). */
  protected override combatantsArrived(ids: string[]): void {
    if (this.streamlinedRound) void admitNewcomers(this, ids);
  }
}
