import type { Declaration } from "../actions/declaration";
import { recordDeclaration } from "./begin-round";
import { declareOnArrival } from "./late-declaration";
import { cloneState, combatantOf, findCombatant, requireAble, requirePhase, settle } from "./round-internals";
import type { RoundState } from "./round-state";
import { TurnError } from "./turn-error";
import type { RoundContext } from "./turn-rules";

/**
 * Records the declaration of a combatant whose turn to declare it is (000 §1.2, 002 ¶3): slowest first,
 * simultaneous combatants in any order among themselves. The declaration is checked (shape, spending,
 * plan) before anything changes; the next declarer, or the action phase, follows. A combatant that joined
 * during the action phase declares then (`declareOnArrival`).
 */
export function declare<O>(ctx: RoundContext<O>, state: RoundState, declaration: Declaration): RoundState {
  if (state.phase !== "declaration" && findCombatant(state, typeof declaration?.combatantId === "string" ? declaration.combatantId : "")?.waitingForNextRound) {
    return declareOnArrival(ctx, state, declaration);
  }
  requirePhase(state, ["declaration"], "declare");
  const found = combatantOf(state, declaration?.combatantId);
  if (found.declaration !== null) {
    throw new TurnError("DeclarationAlreadyMade", `${found.id} has already declared this round.`, { combatant: found.id });
  }
  requireAble(found);
  const current = state.queue[0]?.combatantIds ?? [];
  if (!current.includes(found.id)) {
    throw new TurnError("DeclarationOutOfTurn", `It is not ${found.id}'s turn to declare; waiting for ${current.join(", ")}.`, { combatant: found.id, current: current.join(", ") });
  }
  const next = cloneState(state);
  recordDeclaration(ctx, next, combatantOf(next, found.id), declaration);
  settle(ctx, next);
  return next;
}
