import { classicAttackRules } from "../combat/attack-rules";
import type { ClassicAttackChain } from "../combat/chain";
import { beginClinchDamage } from "../combat/clinch";
import { planGrappleEscape, resolveGrappleEscape } from "../maneuvers/grapple";
import { classicTurnRules } from "../turns/classic-turn-rules";
import { summariseClassicAttack } from "./classic-attack-summary";
import { checkRulesetOptions } from "../../../../rules/ruleset/check-options";
import { CLASSIC_DEFAULTS, CLASSIC_OPTION_CHOICES, type ClassicOptions } from "./options";
import type { Ruleset, RulesetDefinition } from "./ruleset";

export type ClassicRuleset = Ruleset<ClassicOptions, ClassicAttackChain>;

/**
 * The Classic ruleset (seeds 000, 002, 004; rules map, Classic) with its options checked and the defaults
 * filled in: `classicRuleset({ defenceMode: "removeDice" })` plays 000's dodge.
 */
export function classicRuleset(options?: unknown): ClassicRuleset {
  const checked = Object.freeze(checkRulesetOptions<ClassicOptions>("classic", CLASSIC_OPTION_CHOICES, CLASSIC_DEFAULTS, options));
  return {
    id: "classic",
    options: checked,
    turns: classicTurnRules,
    attacks: classicAttackRules,
    summariseAttack: summariseClassicAttack,
    grapple: {
      planEscape: (input) => planGrappleEscape(input),
      escape: (input, escapeeFaces, holderFaces) => resolveGrappleEscape(input, escapeeFaces, holderFaces),
      clinchTurn: (input, clinchOptions) => beginClinchDamage(input, clinchOptions),
    },
  };
}

export const CLASSIC_RULESET: RulesetDefinition<ClassicOptions, ClassicAttackChain> = {
  id: "classic",
  defaults: CLASSIC_DEFAULTS,
  choices: CLASSIC_OPTION_CHOICES,
  create: classicRuleset,
};
