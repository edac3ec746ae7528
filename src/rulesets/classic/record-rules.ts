import { activeRulesetId, RulesetNotWiredError } from "../registry";
import { classicAttackRules } from "./rules/combat/attack-rules";
import { classicTurnRules } from "./rules/turns/classic-turn-rules";

/** Classic's rules as its chain cards and rounds play them. */
export const CLASSIC_RULES = Object.freeze({ id: "classic" as const, attacks: classicAttackRules, turns: classicTurnRules });

/**
 * Classic's rules for a record that names ruleset `id` (a card, a round): a record made under another ruleset is
 * refused rather than played with Classic's rules. A Classic record plays on with Classic's rules after the world
 * switches, so no chain or round is left halfway.
 */
export function classicRulesFor(id: unknown): typeof CLASSIC_RULES {
  if (id === CLASSIC_RULES.id) return CLASSIC_RULES;
  throw new RulesetNotWiredError(String(id));
}

/** Classic's rules for something new (an attack, a round) when the world plays Classic; refused otherwise. */
export function classicRulesForPlay(): typeof CLASSIC_RULES {
  return classicRulesFor(activeRulesetId());
}
