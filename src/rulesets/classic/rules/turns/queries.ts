import { isDefenceBody, poolAfterPenalty, type PlannedAction, type PlannedActionBody, type PlannedActionState } from "../actions/declaration";
import { actionIn, findCombatant, isActionPhase, needsToDeclare } from "./round-internals";
import type { RoundState, TurnEntry } from "./round-state";

/** Who acts (or, in the declaration phase, declares) now: several for a simultaneous step. */
export function currentActors(state: RoundState): string[] {
  return state.phase === "ended" ? [] : [...(state.queue[0]?.combatantIds ?? [])];
}

export interface TurnAction {
  combatantId: string;
  actionIndex: number;
  body: PlannedActionBody;
  penalty: number;
  /** The declared pool after the penalty, or null when no pool was declared. */
  pool: number | null;
  steppedIn: boolean;
}

function describe(state: RoundState, entry: TurnEntry): TurnAction[] {
  return entry.combatantIds.flatMap((id) => {
    const combatant = findCombatant(state, id);
    const action = combatant ? actionIn(state, entry, combatant) : undefined;
    return action ? [{ combatantId: id, actionIndex: action.index, body: action.body, penalty: action.penalty, pool: poolAfterPenalty(action), steppedIn: entry.steppedIn !== null }] : [];
  });
}

/** The actions being taken in the current turn of an action phase. */
export function currentTurn(state: RoundState): TurnAction[] {
  const head = state.queue[0];
  return isActionPhase(state) && head ? describe(state, head) : [];
}

/** The turns still to come in this phase, the current one first, each with the actions it holds. */
export function upcomingTurns(state: RoundState): TurnAction[][] {
  return isActionPhase(state) ? state.queue.map((entry) => describe(state, entry)) : [];
}

export interface RemainingAction {
  index: number;
  source: PlannedAction["source"];
  body: PlannedActionBody;
  penalty: number;
  pool: number | null;
  state: PlannedActionState;
  abortCap: number | null;
}

/** A combatant's actions not yet taken, spent or lost this round, with their penalties. */
export function remainingActions(state: RoundState, combatantId: string): RemainingAction[] {
  const combatant = findCombatant(state, combatantId);
  if (!combatant || combatant.condition.blockedBy !== null || combatant.waitingForNextRound) return [];
  return combatant.actions
    .filter((action) => action.state === "pending" || action.state === "held")
    .map((action) => ({ index: action.index, source: action.source, body: action.body, penalty: action.penalty, pool: poolAfterPenalty(action), state: action.state, abortCap: action.abortCap }));
}

/**
 * The round's plan as declared, phase by phase: for each action number from 1 to the longest plan, the
 * combatants (fastest first) whose action of that number takes a turn (not a defence, not lost). A
 * phase may be empty: 000 §2.11's third phase holds only David's dodge, so no turn.
 */
export function plannedPhases(state: RoundState): string[][] {
  const last = Math.max(0, ...state.combatants.map((combatant) => combatant.actions.length));
  const phases: string[][] = [];
  for (let actionNumber = 1; actionNumber <= last; actionNumber++) {
    phases.push(
      state.order.flatMap((step) =>
        step.combatantIds.filter((id) => {
          const action = findCombatant(state, id)?.actions.find((candidate) => candidate.index === actionNumber);
          return action !== undefined && action.state !== "lost" && !isDefenceBody(action.body);
        }),
      ),
    );
  }
  return phases;
}

/**
 * What a round still has to do before it is over: actions to take (pending or held, not a defence, which only an
 * attack calls for) of combatants who can take them, and declarations still to make. Ending the round now loses
 * them (002 ¶3 ties a held action to its round).
 */
export function unfinishedBusiness(state: RoundState): { actions: number; undeclared: number } {
  if (state.phase === "ended") return { actions: 0, undeclared: 0 };
  let actions = 0;
  let undeclared = 0;
  for (const combatant of state.combatants) {
    if (needsToDeclare(combatant)) undeclared += 1;
    if (combatant.condition.blockedBy !== null || combatant.waitingForNextRound) continue;
    actions += combatant.actions.filter((action) => (action.state === "pending" || action.state === "held") && !isDefenceBody(action.body)).length;
  }
  return { actions, undeclared };
}
