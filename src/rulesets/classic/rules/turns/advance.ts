import { cloneState, combatantOf, actionIn, requirePhase, settle } from "./round-internals";
import type { RoundState } from "./round-state";
import type { RoundContext } from "./turn-rules";

/**
 * A simultaneous step's combatants in the order their actions were taken (002 ¶2: they act at the same
 * moment, but the table resolves them one after another); those `taken` does not name follow in step order.
 */
function inOrderTaken(stepIds: readonly string[], taken: readonly string[]): string[] {
  const first = taken.filter((id, index) => stepIds.includes(id) && taken.indexOf(id) === index);
  return [...first, ...stepIds.filter((id) => !first.includes(id))];
}

/**
 * The current turn is done: everyone in it has taken its action, in the order `taken` gives (by default the
 * step's own order). The walk moves to the next turn, the next phase (all second actions before any third,
 * 000 §1.5, 002 ¶5), or the end of the round.
 */
export function advance<O>(ctx: RoundContext<O>, state: RoundState, taken: readonly string[] = []): RoundState {
  requirePhase(state, ["action", "extra"], "advance");
  const next = cloneState(state);
  const head = next.queue.shift();
  if (!head) return next;
  for (const id of inOrderTaken(head.combatantIds, taken)) {
    const action = actionIn(next, head, combatantOf(next, id));
    if (!action) continue;
    action.state = "taken";
    next.events.push({ type: "acted", combatantId: id, actionIndex: action.index, kind: action.body.kind });
    if (action.body.kind === "getUp") {
      // On its feet: a later knockdown this round costs another action (roster.ts updateCondition).
      const combatant = combatantOf(next, id);
      combatant.condition = { ...combatant.condition, mustGetUp: false };
      next.events.push({ type: "stoodUp", combatantId: id });
    }
  }
  if (head.initiative) next.passed = head.initiative;
  settle(ctx, next);
  return next;
}
