import type { D10 } from "../../../../rules/dice/random";
import { StreamlinedError } from "../errors";
import { rollStreamlinedInitiative, slotIn } from "../initiative";
import { entrantOf, type RoundEntrant } from "./begin";
import { refuseOver } from "./guards";
import type { StreamlinedRoundState } from "./state";

/**
 * 001 The Round, In Four Steps: "If a new combatant arrives mid-scene, they roll initiative and slot in where
 * their result falls" — after everyone with more successes, before everyone with fewer, after those it ties
 * unless the Storyteller's tie order names it first. Slotted in after the place the round has reached, it acts
 * this round; before it, from the next.
 */
export function joinFight(state: StreamlinedRoundState, entrant: RoundEntrant, d10: D10): StreamlinedRoundState {
  refuseOver(state);
  if (state.left.some((gone) => gone.id === entrant.id)) {
    throw new StreamlinedError("StreamlinedInitiativeDuplicate", `${entrant.id} has two initiative entries.`, { combatant: entrant.id });
  }
  const newcomer = entrantOf(entrant, rollStreamlinedInitiative(entrant.id, entrant.pool, d10, entrant.tableIndex));
  const slotted = slotIn(state.order.map((entry) => entry.initiative), newcomer.initiative, state.tieOrder);
  const byId = new Map([...state.order, newcomer].map((entry) => [entry.id, entry]));
  return { ...state, order: slotted.map((initiative) => byId.get(initiative.combatantId) ?? newcomer) };
}
