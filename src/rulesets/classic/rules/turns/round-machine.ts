import type { AbortAttempt } from "../actions/abort";
import type { Declaration } from "../actions/declaration";
import type { RoundCondition } from "../status/schedule";
import { advance } from "./advance";
import { beginRound } from "./begin-round";
import { declare } from "./declare";
import { abortToDefence, spendDefence, type DefenceRequest } from "./defend";
import { hold, stepIn } from "./hold";
import { arrivalsToDeclare } from "./late-declaration";
import { addCombatant, removeCombatant, updateCondition } from "./roster";
import type { HoldNote, RoundCombatantInput, RoundState } from "./round-state";
import type { RoundContext } from "./turn-rules";

/**
 * The round operations with a ruleset and its options bound, for a caller that runs many of them
 * (the Foundry Combat, the scenario tool). Each is still a pure function of the state it is given.
 */
export function roundMachine<O>(ctx: RoundContext<O>) {
  return {
    begin: (round: number, combatants: readonly RoundCombatantInput[], roundId?: string) => beginRound(ctx, round, combatants, roundId),
    declare: (state: RoundState, declaration: Declaration) => declare(ctx, state, declaration),
    advance: (state: RoundState, taken: readonly string[] = []) => advance(ctx, state, taken),
    hold: (state: RoundState, combatantId: string, note: HoldNote) => hold(ctx, state, combatantId, note),
    stepIn: (state: RoundState, combatantId: string, position: "before" | "after") => stepIn(ctx, state, combatantId, position),
    arrivalsToDeclare: (state: RoundState) => arrivalsToDeclare(ctx, state),
    add: (state: RoundState, combatant: RoundCombatantInput, declaration: Declaration | null = null) => addCombatant(ctx, state, combatant, declaration),
    remove: (state: RoundState, combatantId: string) => removeCombatant(ctx, state, combatantId),
    updateCondition: (state: RoundState, combatantId: string, condition: RoundCondition) => updateCondition(ctx, state, combatantId, condition),
    spendDefence: (state: RoundState, defenderId: string, request: DefenceRequest) => spendDefence(ctx, state, defenderId, request),
    abortToDefence: (state: RoundState, defenderId: string, request: DefenceRequest & { attempt: AbortAttempt }) => abortToDefence(ctx, state, defenderId, request),
  };
}

export type RoundMachine<O> = ReturnType<typeof roundMachine<O>>;
