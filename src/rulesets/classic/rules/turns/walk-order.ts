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
 * Flattens the round into the order a turn list shows it in: the phase's order (declarations slowest first,
 * 000 §1.2, 002 ¶3; actions and extra actions fastest first, 000 §1.4-1.5), with the current turn moving
 * down it.
 * - Those the walk has passed (they acted, hold, or have nothing to do before the current turn) come first.
 * - Then the turns still to come, in the order the round will take them: a held action stepping in sits
 *   where it stepped in (002 ¶3); a combatant with nothing to do in this phase (a defence declared, no
 *   second action) keeps its place in the phase's order among them.
 * - A combatant queued twice (two held actions stepping in) is listed at its first turn.
 * Simultaneous combatants (002 ¶2) stay next to each other; the first of them is the current one.
 */
export function walkOrder<O>(ctx: RoundContext<O>, state: RoundState): WalkOrder {
  const declaring = state.phase === "declaration";
  const steps = declaring ? ctx.rules.declarationOrder(state.order) : state.order;
  const listed = steps.flatMap((step) => step.combatantIds);
  const head = state.queue[0];
  if (state.phase === "ended" || !head) return { ids: listed, current: null };

  // Each combatant's place in the phase's order: by initiative, simultaneous ones in the step's order.
  const rank = new Map(listed.map((id, index) => [id, index]));
  const rankOf = (id: string | undefined) => rank.get(id ?? "") ?? listed.length;
  const inQueue = new Set(state.queue.flatMap((entry) => entry.combatantIds));
  const passed = (id: string): boolean => {
    if (head.initiative) return rankOf(id) < rankOf(head.combatantIds[0]);
    // A held action stepping in: everyone up to the last step reached has been passed.
    const entry = findCombatant(state, id)?.initiative;
    if (!state.passed || !entry) return false;
    const comparison = ctx.rules.compareInitiative(entry, state.passed);
    return declaring ? comparison >= 0 : comparison <= 0;
  };
  const rest = listed.filter((id) => !inQueue.has(id));
  const done = rest.filter(passed);
  const idle = rest.filter((id) => !passed(id));

  const coming: string[] = [];
  const add = (id: string) => {
    if (!coming.includes(id)) coming.push(id);
  };
  for (const entry of state.queue) {
    // A scheduled turn keeps its place in the phase's order; a held action stepping in sits where it stepped in.
    if (entry.initiative) while (idle.length && rankOf(idle[0]) < rankOf(entry.combatantIds[0])) add(idle.shift() as string);
    entry.combatantIds.forEach(add);
  }
  idle.forEach(add);
  return { ids: [...done, ...coming], current: done.length };
}
