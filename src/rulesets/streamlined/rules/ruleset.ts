import { checkRulesetOptions } from "../../../rules/ruleset/check-options";
import type { TurnRules } from "../../classic/rules/turns/turn-rules";
import { streamlinedAttackRules, type StreamlinedAttackRules } from "./chain";
import { STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, type StreamlinedOptions } from "./options";
import { streamlinedTurnRules } from "./turn-rules";

/**
 * The Streamlined ruleset (rules map, seed 001) as data. It has the shape of `RulesetDefinition` from
 * src/rulesets/classic/rules/ruleset/ruleset.ts with one difference: its `attacks` are Streamlined's own chain (Health as
 * points, no soak, a grapple's hold), because Classic's `AttackRules` is typed over Classic's attack input
 * and seven-level health. See ../README.md. It is not in the registry yet.
 */
export interface StreamlinedRuleset {
  readonly id: "streamlined";
  readonly options: Readonly<StreamlinedOptions>;
  readonly turns: TurnRules<StreamlinedOptions>;
  readonly attacks: StreamlinedAttackRules;
}

export interface StreamlinedRulesetDefinition {
  readonly id: "streamlined";
  readonly defaults: Readonly<StreamlinedOptions>;
  readonly choices: Readonly<Record<string, readonly unknown[]>>;
  create(options?: unknown): StreamlinedRuleset;
}

export const STREAMLINED_RULESET: StreamlinedRulesetDefinition = {
  id: "streamlined",
  defaults: STREAMLINED_DEFAULTS,
  choices: STREAMLINED_CHOICES,
  create(options) {
    return {
      id: "streamlined",
      options: Object.freeze(checkRulesetOptions<StreamlinedOptions>("streamlined", STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, options)),
      turns: streamlinedTurnRules,
      attacks: streamlinedAttackRules,
    };
  },
};
