import { findCombatant } from "./round-internals";
import type { RoundState } from "./round-state";
import type { RoundContext } from "./turn-rules";

/** The round as one list, for a tracker that shows every combatant once with one of them current. */
export interface WalkOrder {
  /** Every combatant of the round once, in the order of the phase under way. */
  ids: string[];
  /** Index in `ids` of the first combatant acting (or declaring) now; null once the round is over. */
  current: number | null;
}

/**
 * Flattens the round into the order a turn list shows it in:
 * - declarations: slowest first (000 §1.2, 002 ¶3); actions and extra actions: fastest first (000 §1.4-1.5);
 * - the combatants whose place in the phase's order the walk has passed come first (they acted, hold, or
 *   have nothing to do in this phase), then the turns still to come in the order the round will take them
 *   (held actions stepping in included, 002 ¶3), then the rest, each group in the phase's order: the list
 *   reads as the initiative order with the current turn moving down it;
 * - a combatant queued twice (two held actions stepping in) is listed at its first turn.
 * Simultaneous combatants (002 ¶2) stay next to each other; the first of them is the current one.
 */
export function walkOrder<O>(ctx: RoundContext<O>, state: RoundState): WalkOrder {
  const declaring = state.phase === "declaration";
  const steps = declaring ? ctx.rules.declarationOrder(state.order) : state.order;
  const listed = steps.flatMap((step) => step.combatantIds);
  const head = state.queue[0];
  if (state.phase === "ended" || !head) return { ids: listed, current: null };

  const queued = [...new Set(state.queue.flatMap((entry) => entry.combatantIds))];
  const inQueue = new Set(queued);
  // A scheduled turn is placed by its own initiative; a held action stepping in, by the last step reached.
  const pivot = head.initiative ?? state.passed;
  const behind = (id: string): boolean => {
    const entry = findCombatant(state, id)?.initiative;
    if (!pivot || !entry) return false;
    const comparison = ctx.rules.compareInitiative(entry, pivot);
    // Declarations walk from the slowest: the slower ones have had their say.
    return declaring ? comparison >= 0 : comparison <= 0;
  };
  const rest = listed.filter((id) => !inQueue.has(id));
  const done = rest.filter(behind);
  const later = rest.filter((id) => !behind(id));
  return { ids: [...done, ...queued, ...later], current: done.length };
}
