import { shownValue } from "../../../../rules/errors";
import { isDefenceBody, type PlannedAction } from "../actions/declaration";
import { TurnError } from "./turn-error";
import type { RoundCombatant, RoundPhase, RoundState, TurnEntry } from "./round-state";
import type { RoundContext } from "./turn-rules";

/*
 * Helpers shared by the round operations. Every operation clones the state it is given, changes the
 * clone with these, and returns it: callers never see a state change under them.
 */

/**
 * A copy deep enough for the operations to write to: new arrays everywhere, new combatants, actions,
 * spending and turn entries. What is only ever replaced whole (initiative, resources, condition,
 * declaration, action bodies, steps, events) is shared. A full structured clone cost most of a round's
 * time (scripts/bench/turns.ts).
 */
export function cloneState(state: RoundState): RoundState {
  return {
    ...state,
    order: state.order.map((step) => ({ ...step, combatantIds: [...step.combatantIds] })),
    combatants: state.combatants.map((combatant) => ({
      ...combatant,
      actions: combatant.actions.map((action) => ({ ...action })),
      spent: { ...combatant.spent },
    })),
    queue: state.queue.map((entry) => ({ ...entry, combatantIds: [...entry.combatantIds] })),
    held: state.held.map((held) => ({ ...held })),
    events: [...state.events],
  };
}

export function findCombatant(state: RoundState, id: string): RoundCombatant | undefined {
  return state.combatants.find((combatant) => combatant.id === id);
}

export function combatantOf(state: RoundState, id: unknown): RoundCombatant {
  const combatant = typeof id === "string" ? findCombatant(state, id) : undefined;
  if (!combatant) throw new TurnError("CombatantUnknown", `No combatant ${shownValue(id)} in this round.`, { combatant: shownValue(id) });
  return combatant;
}

export function requirePhase(state: RoundState, phases: readonly RoundPhase[], operation: string): void {
  if (!phases.includes(state.phase)) {
    throw new TurnError("RoundWrongPhase", `Cannot ${operation} in the ${state.phase} phase.`, { operation, phase: state.phase });
  }
}

export function requireAble(combatant: RoundCombatant): void {
  if (combatant.condition.blockedBy !== null) {
    throw new TurnError("CombatantCannotAct", `${combatant.id} cannot act this round (${combatant.condition.blockedBy}).`, { combatant: combatant.id, reason: combatant.condition.blockedBy });
  }
}

export function isActionPhase(state: RoundState): boolean {
  return state.phase === "action" || state.phase === "extra";
}

export function newKey(state: RoundState): string {
  state.nextKey += 1;
  return `t${state.nextKey}`;
}

/** The action a combatant takes in a turn entry: a stepped-in held action, or the phase's own. */
export function actionIn(state: RoundState, entry: TurnEntry, combatant: RoundCombatant): PlannedAction | undefined {
  const index = entry.steppedIn ? entry.steppedIn.actionIndex : state.actionNumber;
  return combatant.actions.find((action) => action.index === index);
}

/** Takes its turn in the walk: pending, not a defence (defences wait for attacks), able to act. */
function takesTurn(combatant: RoundCombatant, action: PlannedAction | undefined): boolean {
  return combatant.condition.blockedBy === null && !combatant.waitingForNextRound && action !== undefined && action.state === "pending" && !isDefenceBody(action.body);
}

export function needsToDeclare(combatant: RoundCombatant | undefined): boolean {
  return combatant !== undefined && combatant.declaration === null && combatant.condition.blockedBy === null && !combatant.waitingForNextRound;
}

export function buildDeclarationQueue<O>(ctx: RoundContext<O>, state: RoundState): TurnEntry[] {
  const byId = new Map(state.combatants.map((combatant) => [combatant.id, combatant]));
  const queue: TurnEntry[] = [];
  for (const step of ctx.rules.declarationOrder(state.order)) {
    const ids = step.combatantIds.filter((id) => needsToDeclare(byId.get(id)));
    const leader = byId.get(step.combatantIds[0] ?? "");
    if (ids.length && leader) queue.push({ key: newKey(state), combatantIds: ids, initiative: leader.initiative, steppedIn: null });
  }
  return queue;
}

/** The scheduled turns of action phase `actionNumber`, fastest first (000 §1.4-1.5, 002 ¶5). */
export function buildPhaseQueue(state: RoundState, actionNumber: number): TurnEntry[] {
  const byId = new Map(state.combatants.map((combatant) => [combatant.id, combatant]));
  const queue: TurnEntry[] = [];
  for (const step of state.order) {
    const ids = step.combatantIds.filter((id) => {
      const combatant = byId.get(id);
      return combatant !== undefined && takesTurn(combatant, combatant.actions.find((action) => action.index === actionNumber));
    });
    const leader = byId.get(step.combatantIds[0] ?? "");
    if (ids.length && leader) queue.push({ key: newKey(state), combatantIds: ids, initiative: leader.initiative, steppedIn: null });
  }
  return queue;
}

function startPhase(state: RoundState, actionNumber: number, queue: TurnEntry[]): void {
  state.phase = actionNumber === 1 ? "action" : "extra";
  state.actionNumber = actionNumber;
  state.queue = queue;
  state.passed = null;
  state.events.push({ type: "phaseBegan", phase: state.phase, actionNumber });
}

/** The next action phase from `from` on that has a turn in it; empty phases are passed over. */
function nextPhase(state: RoundState, from: number): { actionNumber: number; queue: TurnEntry[] } | null {
  const last = Math.max(0, ...state.combatants.map((combatant) => combatant.actions.length));
  for (let actionNumber = from; actionNumber <= last; actionNumber++) {
    const queue = buildPhaseQueue(state, actionNumber);
    if (queue.length) return { actionNumber, queue };
  }
  return null;
}

/** Held actions not taken by the end of the round are lost (002 ¶3 ties them to this round). */
function endRound(state: RoundState): void {
  const lapsed = new Map<string, number[]>();
  for (const held of state.held) {
    const combatant = findCombatant(state, held.combatantId);
    const action = combatant?.actions.find((candidate) => candidate.index === held.actionIndex);
    if (action) action.state = "lost";
    lapsed.set(held.combatantId, [...(lapsed.get(held.combatantId) ?? []), held.actionIndex]);
  }
  for (const [combatantId, actionIndexes] of lapsed) state.events.push({ type: "actionsLost", combatantId, actionIndexes, reason: "roundEnded" });
  state.held = [];
  state.queue = [];
  state.phase = "ended";
  state.actionNumber = 0;
  state.passed = null;
  state.events.push({ type: "roundEnded", round: state.round });
}

/**
 * A combatant still holding an earlier action when its next turn comes holds this one too, under the
 * same note: its actions keep their order, so a second action never comes before a held first one.
 */
function holdBehindEarlierHold(state: RoundState, entry: TurnEntry): void {
  for (const id of [...entry.combatantIds]) {
    const earlier = state.held.filter((held) => held.combatantId === id);
    const last = earlier[earlier.length - 1];
    const combatant = findCombatant(state, id);
    const action = combatant ? actionIn(state, entry, combatant) : undefined;
    if (!last || !action) continue;
    action.state = "held";
    state.held.push({ combatantId: id, actionIndex: action.index, note: last.note, heldInPhase: state.actionNumber });
    state.events.push({ type: "held", combatantId: id, actionIndex: action.index, note: last.note });
    entry.combatantIds = entry.combatantIds.filter((other) => other !== id);
  }
}

/**
 * Brings the state to rest after an operation: turns with nobody left to act are dropped, the next
 * phase starts when one runs out, and the round ends when no phase has a turn left.
 */
export function settle<O>(_ctx: RoundContext<O>, state: RoundState): void {
  for (;;) {
    if (state.phase === "declaration") {
      const byId = new Map(state.combatants.map((combatant) => [combatant.id, combatant]));
      state.queue = state.queue
        .map((entry) => ({ ...entry, combatantIds: entry.combatantIds.filter((id) => needsToDeclare(byId.get(id))) }))
        .filter((entry) => entry.combatantIds.length > 0);
      if (state.queue.length) return;
      const next = nextPhase(state, 1);
      if (next) startPhase(state, next.actionNumber, next.queue);
      else endRound(state);
      continue;
    }
    if (!isActionPhase(state)) return;
    const head = state.queue[0];
    const byId = new Map(state.combatants.map((combatant) => [combatant.id, combatant]));
    state.queue = state.queue
      .map((entry) => ({
        ...entry,
        combatantIds: entry.combatantIds.filter((id) => {
          const combatant = byId.get(id);
          return combatant !== undefined && takesTurn(combatant, actionIn(state, entry, combatant));
        }),
      }))
      .filter((entry) => entry.combatantIds.length > 0);
    if (head && head.initiative && state.queue[0]?.key !== head.key) state.passed = head.initiative;
    const current = state.queue[0];
    if (current && current.initiative) {
      holdBehindEarlierHold(state, current);
      if (current.combatantIds.length === 0) {
        state.queue.shift();
        state.passed = current.initiative;
        continue;
      }
    }
    if (state.queue.length) return;
    const next = nextPhase(state, state.actionNumber + 1);
    if (next) startPhase(state, next.actionNumber, next.queue);
    else {
      endRound(state);
      return;
    }
  }
}
