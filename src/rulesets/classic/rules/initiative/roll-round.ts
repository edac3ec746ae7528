import type { D10 } from "../../../../rules/dice/random";
import type { InitiativeInput, TurnRules } from "../turns/turn-rules";
import { groupIntoSteps, type InitiativeEntry, type InitiativeStep } from "./order";

/**
 * Rolls a round's initiative for every combatant, in the order given (so scripted dice land where a
 * test expects), and orders the result into steps, fastest first.
 */
export function rollRoundInitiative<Options>(
  rules: TurnRules<Options>,
  options: Options,
  inputs: readonly InitiativeInput[],
  d10: D10,
  previous: readonly InitiativeEntry[] = [],
): { entries: InitiativeEntry[]; steps: InitiativeStep[] } {
  const before = new Map(previous.map((entry) => [entry.combatantId, entry]));
  const entries = inputs.map((input) => rules.rollInitiative(input, d10, before.get(input.combatantId) ?? null, options));
  return { entries, steps: groupIntoSteps(entries, (a, b) => rules.compareInitiative(a, b)) };
}

/** Steps fastest first under a ruleset's order. */
export function orderInitiative<Options>(rules: TurnRules<Options>, entries: readonly InitiativeEntry[]): InitiativeStep[] {
  return groupIntoSteps(entries, (a, b) => rules.compareInitiative(a, b));
}
