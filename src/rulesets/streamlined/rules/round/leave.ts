import { combatantIn, refuseOver } from "./guards";
import type { LeftBy, StreamlinedRoundState } from "./state";

/**
 * 001 Flight and Surrender: a combatant who fled or whose surrender stands leaves the order; step 4 still
 * counts it as fled or surrendered. Leaving on its own turn keeps that turn current until `nextTurn`.
 */
export function leaveFight(state: StreamlinedRoundState, id: string, by: LeftBy): StreamlinedRoundState {
  refuseOver(state);
  const entry = combatantIn(state, id);
  return { ...state, order: state.order.filter((other) => other.id !== id), left: [...state.left, { id, side: entry.side, by }] };
}

/**
 * 001 Flight and Surrender: a turn that takes flight ("break for the door") or surrenders ("say the words")
 * takes its combatant out of the order; the first of the two in the turn says which. Null for a turn of neither.
 */
export function leavingBy(kinds: readonly string[]): LeftBy | null {
  const first = kinds.find((kind) => kind === "flee" || kind === "surrender");
  return first === "flee" ? "fled" : first === "surrender" ? "surrendered" : null;
}
