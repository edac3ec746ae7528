import type { RoundCombat } from "./round-combat";
import { replacing } from "../../../compat";
import { roundMachine } from "../rules/turns/round-machine";
import { roundCombatantInput } from "../rules/turns/round-input";
import type { RoundState } from "../rules/turns/round-state";
import { roundHistoryOf } from "../data/combat/combat-data";
import { roundContext } from "./context";
import { rollInitiatives, type RolledInitiative } from "./initiative";
import { postInitiativeReport } from "./initiative-report";
import { RoundNotWrittenError, writeRound } from "./operations";
import { tickCombatantStatuses } from "./statuses";
import { bloodPerTurnOf, poolBoundsOf } from "./combatant-stats";
import { turnList } from "./turn-list";

function hasTurn<T extends { turn: number | null }>(data: T): data is T & { turn: number } {
  return data.turn !== null;
}

/**
 * Each rolled combatant's entry into the round, with what its sheet says beside its stats (the generation's blood
 * per turn, the most dice for each kind of action) and its declaration of the round before, if any.
 */
function entries(combat: RoundCombat, rolled: readonly RolledInitiative[], round: number, before: RoundState | null = null) {
  return rolled.map((entry) => {
    const combatant = combat.combatants.get(entry.combatantId);
    const previous = before?.combatants.find((candidate) => candidate.id === entry.combatantId);
    const stats = { ...entry.stats, id: entry.combatantId };
    return roundCombatantInput(stats, entry.entry, round, entry.defeated, {
      bloodPerTurn: combatant ? bloodPerTurnOf(combatant) : null,
      ...(combatant ? { poolBounds: poolBoundsOf(combatant, stats) } : {}),
      lastDeclaration: previous ? (previous.declaration ?? previous.lastDeclaration ?? null) : null,
    });
  });
}

/**
 * Starts round `round` (000 §1, 002): the statuses of the round just over tick down on the characters, every
 * combatant's initiative is rolled, and the rules order the round and open the declarations, slowest first.
 * The round, the turn and every combatant's initiative go in one Combat update (Foundry's `combatStart` or
 * `combatRound` hook sees it first); then the initiative card is posted.
 */
export async function beginRound(combat: RoundCombat, round: number): Promise<void> {
  const ctx = roundContext();
  const before = combat.roundState;
  if (before) await tickCombatantStatuses(combat.combatants.contents, before.round);
  const previous = new Map((before?.combatants ?? []).map((entry) => [entry.id, entry.initiative]));
  const contents = combat.combatants.contents;
  const rolled = await rollInitiatives(ctx, contents.map((combatant, tableIndex) => ({ combatant, tableIndex })), round, previous);
  const state = roundMachine(ctx).begin(round, entries(combat, rolled, round, before), foundry.utils.randomID());
  const updateData = {
    round,
    turn: turnList(contents, state).current,
    ...replacing("system.state", state),
    // The round that ends is kept for a scenario export of the whole fight (scenario/export.ts).
    ...(before ? replacing("system.history", { rounds: [...roundHistoryOf(combat), before] }) : {}),
    combatants: rolled.map((entry) => ({ _id: entry.combatantId, initiative: entry.entry.total, "system.initiativeDie": null })),
  };
  const delta = before ? CONFIG.time.roundTime : 0;
  const updateOptions = { direction: 1 as const, worldTime: { delta }, advanceTime: delta };
  // Foundry's hooks for other modules, which may change the update; a round in which nobody can act has no turn to offer them.
  if (hasTurn(updateData)) {
    if (combat.round < 1) Hooks.callAll("combatStart", combat, updateData);
    else Hooks.callAll("combatRound", combat, updateData, updateOptions);
  }
  // The card tells of a round that began: none when Foundry turned the write down.
  if (!(await combat.update(updateData as Combat.UpdateData, updateOptions))) throw new RoundNotWrittenError();
  await postInitiativeReport(round, state.order, rolled);
}

/**
 * Combatants added while a round runs roll and slot in where their total falls (rules map, Initiative;
 * `addCombatant`): during the declarations they declare at their place, later they wait for the next round.
 */
export async function admitArrivals(combat: RoundCombat, ids: readonly string[]): Promise<void> {
  const state = combat.roundState;
  if (!state) return;
  const ctx = roundContext(state);
  const machine = roundMachine(ctx);
  const candidates = combat.combatants.contents
    .map((combatant, tableIndex) => ({ combatant, tableIndex }))
    .filter(({ combatant }) => ids.includes(combatant.id ?? "") && !state.combatants.some((entry) => entry.id === combatant.id));
  const rolled = await rollInitiatives(ctx, candidates, state.round);
  let next: RoundState = state;
  for (const input of entries(combat, rolled, state.round)) next = machine.add(next, input);
  if (next === state) return;
  await writeRound(combat, next, { combatants: rolled.map((entry) => ({ _id: entry.combatantId, initiative: entry.entry.total })) });
  await postInitiativeReport(state.round, next.order, rolled);
}

/** Combatants taken off the tracker leave the round, with their turns and held actions. */
export async function releaseDepartures(combat: RoundCombat, ids: readonly string[]): Promise<void> {
  const state = combat.roundState;
  if (!state) return;
  const machine = roundMachine(roundContext(state));
  let next = state;
  for (const id of ids) if (next.combatants.some((entry) => entry.id === id)) next = machine.remove(next, id);
  if (next !== state) await writeRound(combat, next);
}
