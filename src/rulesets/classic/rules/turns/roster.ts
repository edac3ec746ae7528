import type { Declaration } from "../actions/declaration";
import { isDefenceBody } from "../actions/declaration";
import { orderInitiative } from "../initiative/roll-round";
import type { RoundCondition } from "../status/schedule";
import { newRoundCombatant, recordDeclaration } from "./begin-round";
import { buildDeclarationQueue, cloneState, combatantOf, findCombatant, isActionPhase, newKey, settle } from "./round-internals";
import type { RoundCombatant, RoundCombatantInput, RoundState } from "./round-state";
import { TurnError } from "./turn-error";
import type { RoundContext } from "./turn-rules";

/** Drops a combatant from every turn and hold; entries left with nobody go. */
function dropFromWalk(state: RoundState, id: string): void {
  const head = state.queue[0];
  state.queue = state.queue
    .map((entry) => ({ ...entry, combatantIds: entry.combatantIds.filter((other) => other !== id) }))
    .filter((entry) => entry.combatantIds.length > 0);
  if (head?.initiative && state.queue[0]?.key !== head.key) state.passed = head.initiative;
  state.held = state.held.filter((held) => held.combatantId !== id);
}

/** Puts an arrival's first turn into the action phase's queue at the place its initiative gives it. */
export function slotIntoActionQueue<O>(ctx: RoundContext<O>, state: RoundState, arrival: RoundCombatant): void {
  for (let position = 0; position < state.queue.length; position++) {
    const entry = state.queue[position];
    if (!entry?.initiative) continue;
    const comparison = ctx.rules.compareInitiative(arrival.initiative, entry.initiative);
    if (comparison === 0) {
      entry.combatantIds.push(arrival.id);
      return;
    }
    if (comparison < 0) {
      // The current turn is under way: an arrival between it and the last turn reached comes next.
      state.queue.splice(Math.max(position, 1), 0, { key: newKey(state), combatantIds: [arrival.id], initiative: arrival.initiative, steppedIn: null });
      return;
    }
  }
  state.queue.push({ key: newKey(state), combatantIds: [arrival.id], initiative: arrival.initiative, steppedIn: null });
}

/**
 * Whether a first turn at `initiative` is still to come in this round's action phase. The turn under way has
 * been reached: a combatant faster than it has missed its slot, one tied with it joins it.
 */
export function slotStillAhead<O>(ctx: RoundContext<O>, state: RoundState, initiative: RoundCombatant["initiative"]): boolean {
  if (state.phase !== "action") return false;
  const current = state.queue[0]?.initiative ?? null;
  if (current !== null) return ctx.rules.compareInitiative(initiative, current) >= 0;
  return state.passed === null || ctx.rules.compareInitiative(initiative, state.passed) > 0;
}

/**
 * A combatant joins a round under way (rules map: it rolls and slots in where its total falls).
 * - During declarations it declares at its place; if that place has passed it declares now.
 * - During the action phase it acts this round if its slot is still ahead of the last turn reached, its
 *   later actions in the extra phases as usual. It declares as it joins, or afterwards while its slot is
 *   still ahead (`declareOnArrival`); until then it has no action, not even a defence.
 * - Otherwise (slot passed, extra phases, round over) it waits for the next round.
 */
export function addCombatant<O>(ctx: RoundContext<O>, state: RoundState, input: RoundCombatantInput, declaration: Declaration | null = null): RoundState {
  const arrival = newRoundCombatant(input);
  if (findCombatant(state, arrival.id)) throw new TurnError("CombatantDuplicate", `${arrival.id} is in the round already.`, { combatant: arrival.id });
  const next = cloneState(state);
  next.combatants.push(arrival);
  next.order = orderInitiative(ctx.rules, next.combatants.map((combatant) => combatant.initiative));
  const added = combatantOf(next, arrival.id);
  let actsThisRound = false;
  if (next.phase === "declaration") {
    if (declaration && added.condition.blockedBy === null) recordDeclaration(ctx, next, added, declaration);
    next.queue = buildDeclarationQueue(ctx, next);
    actsThisRound = added.condition.blockedBy === null;
  } else {
    if (slotStillAhead(ctx, next, added.initiative) && declaration && added.condition.blockedBy === null) {
      recordDeclaration(ctx, next, added, declaration);
      const first = added.actions.find((action) => action.index === 1);
      if (first && !isDefenceBody(first.body)) slotIntoActionQueue(ctx, next, added);
      actsThisRound = true;
    } else {
      added.waitingForNextRound = true;
    }
  }
  next.events.push({ type: "joined", combatantId: added.id, actsThisRound });
  settle(ctx, next);
  return next;
}

/** A combatant leaves the round (fled, destroyed, taken off the tracker): its turns and holds go with it. */
export function removeCombatant<O>(ctx: RoundContext<O>, state: RoundState, combatantId: string): RoundState {
  const leaving = combatantOf(state, combatantId);
  const next = cloneState(state);
  dropFromWalk(next, leaving.id);
  next.combatants = next.combatants.filter((combatant) => combatant.id !== leaving.id);
  next.order = next.order
    .map((step) => ({ ...step, combatantIds: step.combatantIds.filter((id) => id !== leaving.id) }))
    .filter((step) => step.combatantIds.length > 0);
  next.events.push({ type: "removed", combatantId: leaving.id });
  settle(ctx, next);
  return next;
}

/**
 * The combatant's statuses or health changed mid-round (status/schedule.ts `roundCondition`):
 * - stopped (stunned, incapacitated, torpor; 004 Status Effects, 000 §2.10): every action left is lost,
 *   held ones too, and it cannot defend;
 * - knocked down with the roll failed (000 §2.10): its next ordinary action still to come this round
 *   goes to getting up; with none left, the next round's first action does.
 * Lost actions do not come back if the condition lifts later in the round.
 */
export function updateCondition<O>(ctx: RoundContext<O>, state: RoundState, combatantId: string, condition: RoundCondition): RoundState {
  const found = combatantOf(state, combatantId);
  const next = cloneState(state);
  const combatant = combatantOf(next, found.id);
  const wasDown = combatant.condition.mustGetUp;
  combatant.condition = { ...condition };
  if (condition.blockedBy !== null) {
    const lost = combatant.actions.filter((action) => action.state === "pending" || action.state === "held");
    for (const action of lost) action.state = "lost";
    if (lost.length) next.events.push({ type: "actionsLost", combatantId: combatant.id, actionIndexes: lost.map((action) => action.index), reason: "blocked" });
    dropFromWalk(next, combatant.id);
  } else if (condition.mustGetUp && !wasDown && isActionPhase(next)) {
    const inCurrentQueue = new Set(next.queue.flatMap((entry) => (entry.combatantIds.includes(combatant.id) && !entry.steppedIn ? [next.actionNumber] : [])));
    const replaced = combatant.actions.find(
      (action) => action.state === "pending" && !isDefenceBody(action.body) && (action.index > next.actionNumber || inCurrentQueue.has(action.index)),
    );
    if (replaced) {
      next.events.push({ type: "actionsLost", combatantId: combatant.id, actionIndexes: [replaced.index], reason: "knockedDown" });
      replaced.body = { kind: "getUp" };
      replaced.source = "getUp";
      replaced.basePool = null;
    }
  }
  settle(ctx, next);
  return next;
}
