import { cloneState, combatantOf, actionIn, requirePhase, settle } from "./round-internals";
import type { RoundState } from "./round-state";
import type { RoundContext } from "./turn-rules";

/**
 * The current turn is done: everyone in it has taken its action. The walk moves to the next turn, the
 * next phase (all second actions before any third, 000 §1.5, 002 ¶5), or the end of the round.
 */
export function advance<O>(ctx: RoundContext<O>, state: RoundState): RoundState {
  requirePhase(state, ["action", "extra"], "advance");
  const next = cloneState(state);
  const head = next.queue.shift();
  if (!head) return next;
  for (const id of head.combatantIds) {
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
