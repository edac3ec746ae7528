import { planTurn, type StreamlinedActionKind } from "../actions";
import { StreamlinedError } from "../errors";
import { isIncapacitated, type HealthPoints } from "../health";
import { refuseOver } from "./guards";
import type { RoundCombatant, StreamlinedRoundState } from "./state";

/** Health of every combatant in the fight, by id, as the actors hold it now. */
export type HealthById = Readonly<Record<string, HealthPoints>>;

export function healthOf(health: HealthById, id: string): HealthPoints {
  const found = health[id];
  if (!found) throw new StreamlinedError("StreamlinedRoundHealthMissing", `No Health was given for ${id}.`, { combatant: id });
  return found;
}

/**
 * The combatants whose turn is still to come this round, in order: those after the last place whose turn has
 * come. A newcomer slotted in above that place acts from the next round on, "in the same order".
 */
export function turnsToCome(state: StreamlinedRoundState): RoundCombatant[] {
  const passed = state.current === null ? state.passed : [...state.passed, state.current];
  const reached = state.order.reduce((last, entry, index) => (passed.includes(entry.id) ? index : last), -1);
  return state.order.filter((entry, index) => index > reached && !passed.includes(entry.id));
}

/**
 * Step 2 (001 The Round, In Four Steps: "Act in order"): ends the current turn, if any, and begins the next
 * combatant's. Beginning a turn ends that combatant's evade (its +2 lasted until its next turn). A combatant
 * at 0 Health is skipped — "you cannot act" (001 Damage and the Downed) — and its turn counts as come. When
 * nobody is left to act, `current` is null and the round is ready for step 4 (`endRound`).
 */
export function nextTurn(state: StreamlinedRoundState, health: HealthById): StreamlinedRoundState {
  refuseOver(state);
  const passed = state.current === null || state.passed.includes(state.current) ? [...state.passed] : [...state.passed, state.current];
  const walked: StreamlinedRoundState = { ...state, current: null, passed };
  let order = state.order;
  let current: string | null = null;
  for (const entry of turnsToCome(walked)) {
    order = order.map((other) => (other.id === entry.id ? { ...other, evading: false, plan: null } : other));
    if (isIncapacitated(healthOf(health, entry.id))) {
      passed.push(entry.id);
      continue;
    }
    current = entry.id;
    break;
  }
  return { ...walked, order, current, passed };
}

/**
 * The current combatant's turn (001 The Turn): its actions, each at the same cumulative −2 per extra one, or
 * the evade as the whole turn; a held combatant is limited as actions.ts says. Once a turn; an empty list
 * is a turn of waiting.
 */
export function planCurrentTurn(state: StreamlinedRoundState, kinds: readonly StreamlinedActionKind[], standing: { incapacitated: boolean; held: boolean }, targets: readonly string[] = []): StreamlinedRoundState {
  refuseOver(state);
  const id = state.current;
  if (id === null) throw new StreamlinedError("StreamlinedRoundNoTurn", "It is nobody's turn: begin the next turn first.");
  const entry = state.order.find((other) => other.id === id);
  if (!entry) throw new StreamlinedError("StreamlinedRoundNotInFight", `${id} is not in the fight's order.`, { combatant: id });
  if (entry.plan) throw new StreamlinedError("StreamlinedTurnPlanned", `${id} has already planned this turn.`, { combatant: id });
  const plan = planTurn(kinds, standing, targets);
  return { ...state, order: state.order.map((other) => (other.id === id ? { ...other, plan, evading: plan.evading } : other)) };
}
