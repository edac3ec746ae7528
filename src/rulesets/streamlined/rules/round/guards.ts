import { StreamlinedError } from "../errors";
import type { StreamlinedRoundState, RoundCombatant } from "./state";

/** The combatant `id` in the order, or a refusal naming it. */
export function combatantIn(state: StreamlinedRoundState, id: string): RoundCombatant {
  const found = state.order.find((entry) => entry.id === id);
  if (!found) throw new StreamlinedError("StreamlinedRoundNotInFight", `${id} is not in the fight's order.`, { combatant: id });
  return found;
}

export function refuseOver(state: StreamlinedRoundState): void {
  if (state.over) throw new StreamlinedError("StreamlinedRoundOver", "The fight is over: step 4 found no one left to fight.");
}
