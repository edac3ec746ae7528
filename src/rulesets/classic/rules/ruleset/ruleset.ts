import type { AttackRules } from "../combat/attack-rules";
import type { ClinchTurnInput } from "../combat/clinch";
import type { RollPlan } from "../combat/roll-plan";
import type { GrappleEscapeInput, GrappleEscapeResult } from "../maneuvers/grapple";
import type { TurnRules } from "../turns/turn-rules";
import type { AttackSummary } from "./attack-summary";

/**
 * Grapples past the first attack: breaking free, and a clinch's damage on later turns. Optional: a
 * ruleset without them refuses those events.
 */
export interface GrappleRules<Options, Chain> {
  /** The two resisted rolls, before any die is thrown (so a script's faces can be counted). */
  planEscape(input: GrappleEscapeInput): { escapee: RollPlan; holder: RollPlan };
  escape(input: GrappleEscapeInput, escapeeFaces: readonly number[], holderFaces: readonly number[]): GrappleEscapeResult;
  /** A clinch's later turn as an attack chain that starts at its damage roll. */
  clinchTurn(input: ClinchTurnInput, options: Options): Chain;
}

/**
 * A ruleset as data (rules map: a world chooses one): its options, already checked and filled, and the
 * parts the engine drives. The round machine runs any `TurnRules`, the attack chain any `AttackRules`, so
 * Streamlined (001) or Mind's Eye Theatre (003) bring their own initiative, action economy and attack
 * resolution as new parts, and Classic's code stays as it is. Later parts (healing, powers) join here.
 */
export interface Ruleset<Options = unknown, Chain = unknown> {
  readonly id: string;
  readonly options: Readonly<Options>;
  readonly turns: TurnRules<Options>;
  readonly attacks: AttackRules<Options, Chain>;
  /** A finished chain as numbers, for the scenario tool and its transcript. */
  summariseAttack(chain: Chain): AttackSummary;
  readonly grapple?: GrappleRules<Options, Chain>;
}

/** How a ruleset is made from a world's (or a scenario's) options. */
export interface RulesetDefinition<Options = unknown, Chain = unknown> {
  readonly id: string;
  readonly defaults: Readonly<Options>;
  /** The values each option may take; the first is the default. */
  readonly choices: Readonly<Record<string, readonly unknown[]>>;
  /** Checks a partial options object (unknown option, value not among its choices) and fills defaults. */
  create(options?: unknown): Ruleset<Options, Chain>;
}
