import { StreamlinedError } from "../errors";
import { combatantIn, refuseOver } from "./guards";
import type { StreamlinedRoundState } from "./state";

/**
 * 001 The Turn: "When scores tie, act in whatever order the table agrees on" — the Storyteller sets it (the
 * tracker lets them drag tied combatants). `ids` are two or more combatants with the same number of
 * initiative successes, in the order they are to act; they swap among their own places, so nobody else moves.
 * Refused for combatants not tied, and while some of them have had (or are having) this round's turn and others not (the
 * walk through the order would skip or repeat one); the order then holds for every later round.
 */
export function reorderTied(state: StreamlinedRoundState, ids: readonly string[]): StreamlinedRoundState {
  refuseOver(state);
  if (ids.length < 2 || new Set(ids).size !== ids.length) {
    throw new StreamlinedError("StreamlinedTieOrderInvalid", "A tie order names two or more different combatants.", { count: ids.length });
  }
  const entries = ids.map((id) => combatantIn(state, id));
  const first = entries[0];
  for (const entry of entries) {
    if (first && entry.initiative.successes !== first.initiative.successes) {
      throw new StreamlinedError("StreamlinedNotTied", `${entry.id} (${entry.initiative.successes}) is not tied with ${first.id} (${first.initiative.successes}): only a tie is the Storyteller's to order.`, {
        combatant: entry.id,
        successes: entry.initiative.successes,
        other: first.id,
        otherSuccesses: first.initiative.successes,
      });
    }
  }
  // The one acting now counts as come: moving another ahead of it would skip that one this round.
  const come = state.current === null ? state.passed : [...state.passed, state.current];
  const passed = ids.filter((id) => come.includes(id));
  const waiting = ids.find((id) => !come.includes(id));
  if (passed.length > 0 && waiting !== undefined) {
    throw new StreamlinedError("StreamlinedTieMidRound", `${passed[0] ?? ""} has had this round's turn and ${waiting} has not: order the tie between rounds.`, { combatant: passed[0] ?? "", other: waiting });
  }
  const places = state.order.map((entry, index) => (ids.includes(entry.id) ? index : -1)).filter((index) => index >= 0);
  const order = [...state.order];
  places.forEach((place, n) => {
    order[place] = entries[n] ?? (order[place] as (typeof order)[number]);
  });
  return { ...state, order, tieOrder: [...ids, ...state.tieOrder.filter((id) => !ids.includes(id))] };
}
