import type { Declaration } from "../actions/declaration";
import { isDefenceBody } from "../actions/declaration";
import { recordDeclaration } from "./begin-round";
import { cloneState, combatantOf, findCombatant, settle } from "./round-internals";
import type { RoundState } from "./round-state";
import { slotIntoActionQueue, slotStillAhead } from "./roster";
import { TurnError } from "./turn-error";
import type { RoundContext } from "./turn-rules";

/**
 * Whether a combatant that joined during the action phase without a declaration may still declare and act
 * this round: its slot (rules map, Initiative: it slots in where its total falls) has not been reached.
 */
export function mayDeclareOnArrival<O>(ctx: RoundContext<O>, state: RoundState, combatantId: string): boolean {
  const combatant = findCombatant(state, combatantId);
  return (
    combatant !== undefined &&
    combatant.waitingForNextRound &&
    combatant.declaration === null &&
    combatant.condition.blockedBy === null &&
    slotStillAhead(ctx, state, combatant.initiative)
  );
}

/** The arrivals that may declare now, fastest first. */
export function arrivalsToDeclare<O>(ctx: RoundContext<O>, state: RoundState): string[] {
  return state.order.flatMap((step) => step.combatantIds).filter((id) => mayDeclareOnArrival(ctx, state, id));
}

/**
 * The declaration of a combatant that joined the action phase: recorded as any other (000 §1.2-1.4), its
 * first turn put where its initiative falls, the rest in the extra phases. Once its slot has been reached
 * it is too late, and it declares with everyone next round.
 */
export function declareOnArrival<O>(ctx: RoundContext<O>, state: RoundState, declaration: Declaration): RoundState {
  const found = combatantOf(state, declaration?.combatantId);
  if (found.declaration !== null) {
    throw new TurnError("DeclarationAlreadyMade", `${found.id} has already declared this round.`, { combatant: found.id });
  }
  if (!mayDeclareOnArrival(ctx, state, found.id)) {
    throw new TurnError("ArrivalTooLate", `${found.id} joined after its place in this turn; it declares next turn.`, { combatant: found.id });
  }
  const next = cloneState(state);
  const arrival = combatantOf(next, found.id);
  arrival.waitingForNextRound = false;
  recordDeclaration(ctx, next, arrival, declaration);
  const first = arrival.actions.find((action) => action.index === 1);
  if (first && !isDefenceBody(first.body)) slotIntoActionQueue(ctx, next, arrival);
  settle(ctx, next);
  return next;
}
