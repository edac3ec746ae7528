import type { CheckedDeclaration } from "../actions/check-declaration";
import type { PlannedAction } from "../actions/declaration";
import type { RoundResources, RoundSpending } from "../actions/resources";
import type { CharacterStats } from "../character/stats";
import type { D10 } from "../../../../rules/dice/random";
import type { InitiativeEntry, InitiativeStep } from "../initiative/order";

/** One combatant about to roll initiative: its score for this round and its place on the tracker. */
export interface InitiativeInput {
  combatantId: string;
  score: number;
  tableIndex: number;
}

/**
 * What a ruleset decides about turns, so the round machine (turns/round-*.ts) stays the same for
 * each: how initiative is scored, rolled and ordered, in which order declarations are made, what a
 * declaration may spend, and what each action costs in dice. Classic is classic-turn-rules.ts; a
 * Streamlined ruleset would roll Dexterity + Awareness as a pool, break ties by `tableIndex`, and put a
 * cumulative −2 on every action past the first; Mind's Eye Theatre would order by traits.
 */
export interface TurnRules<Options> {
  readonly id: string;
  initiativeScore(stats: CharacterStats, extraPenalty?: number): number;
  /** This round's initiative; `previous` is last round's entry for the same combatant, if any. */
  rollInitiative(input: InitiativeInput, d10: D10, previous: InitiativeEntry | null, options: Options): InitiativeEntry;
  /** Negative when `a` acts first; 0 when they act at the same moment. */
  compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number;
  /** Steps in the order declarations are made (the steps come fastest first). */
  declarationOrder(steps: readonly InitiativeStep[]): InitiativeStep[];
  /** What a declaration spends; throws when the character lacks it. */
  declarationSpending(declaration: CheckedDeclaration, resources: RoundResources): RoundSpending;
  /** The round's actions in the order taken, each with its penalty; throws on a plan the ruleset forbids. */
  planActions(declaration: CheckedDeclaration, mustGetUp: boolean): { actions: PlannedAction[]; fullDefence: boolean };
  /** Dice lost by the k-th defence of a character defending all round. */
  fullDefencePenalty(defenceNumber: number): number;
}

/** The ruleset and its options, passed to every round operation (neither is stored in the round state). */
export interface RoundContext<Options = unknown> {
  rules: TurnRules<Options>;
  options: Options;
}
