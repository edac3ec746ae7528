import { defineRules, type RulesDefinition } from "../../../rules/ruleset/definition";
import { streamlinedAttackRules, type StreamlinedAttackRules } from "./chain";
import { STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, type StreamlinedOptions } from "./options";
import { STREAMLINED_ROUND, type StreamlinedRoundRules } from "./round";

/**
 * The Streamlined ruleset (rules map, seed 001) as data. Its `attacks` are Streamlined's own chain (Health as
 * points, no soak, a grapple's hold) and its `round` its own round machine: it shares no rules code with
 * Classic. See ../README.md.
 */
export interface StreamlinedRuleset {
  readonly id: "streamlined";
  readonly options: Readonly<StreamlinedOptions>;
  /** Its own round machine (./round): 001 has no declaration phase and rolls initiative once a fight. */
  readonly round: StreamlinedRoundRules;
  readonly attacks: StreamlinedAttackRules;
}

export type StreamlinedRulesetDefinition = RulesDefinition<"streamlined", StreamlinedOptions, StreamlinedRuleset>;

export const STREAMLINED_RULESET: StreamlinedRulesetDefinition = defineRules("streamlined", STREAMLINED_DEFAULTS, STREAMLINED_CHOICES, (options) => ({
  id: "streamlined",
  options,
  round: STREAMLINED_ROUND,
  attacks: streamlinedAttackRules,
}));
