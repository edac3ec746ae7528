import { describe, expect, it } from "vitest";
import { classicAttackRules } from "../../../src/rulesets/classic/rules/combat/attack-rules";
import { CLASSIC_DEFAULTS, CLASSIC_OPTION_CHOICES } from "../../../src/rulesets/classic/rules/ruleset/options";
import { classicRuleset, CLASSIC_RULESET } from "../../../src/rulesets/classic/rules/ruleset/classic";
import { createRuleset, RULESETS, rulesetDefinition } from "../../../src/rulesets/classic/rules/ruleset/registry";
import { classicTurnRules } from "../../../src/rulesets/classic/rules/turns/classic-turn-rules";
import { expectRulesError } from "../turns/fixtures";

describe("the Classic ruleset as data (rules map: a world chooses a ruleset and its options)", () => {
  it("rules map Classic: with no options every option takes its default, the first of its choices", () => {
    const ruleset = classicRuleset();
    expect(ruleset.id).toBe("classic");
    expect(ruleset.options).toEqual(CLASSIC_DEFAULTS);
    for (const [option, choices] of Object.entries(CLASSIC_OPTION_CHOICES)) expect(ruleset.options[option as keyof typeof CLASSIC_DEFAULTS]).toBe(choices[0]);
    expect(ruleset.turns).toBe(classicTurnRules);
    expect(ruleset.attacks).toBe(classicAttackRules);
  });

  it("000 §2.11: a partial object fills the rest: 000's removeDice and half levels keep the 004 stun", () => {
    const ruleset = classicRuleset({ defenceMode: "removeDice", halfLevelDamage: true });
    expect(ruleset.options).toEqual({ ...CLASSIC_DEFAULTS, defenceMode: "removeDice", halfLevelDamage: true });
    expect(Object.isFrozen(ruleset.options)).toBe(true);
  });

  it("an unknown option or a value outside its choices is refused, naming it", () => {
    expectRulesError(() => classicRuleset({ defenseMode: "removeDice" }), "RulesetOptionUnknown");
    expectRulesError(() => classicRuleset({ defenceMode: "parry" }), "RulesetOptionInvalid");
    expectRulesError(() => classicRuleset({ halfLevelDamage: "yes" }), "RulesetOptionInvalid");
    expectRulesError(() => classicRuleset(["removeDice"]), "RulesetOptionsInvalid");
    try {
      classicRuleset({ stunRule: "knockout" });
    } catch (error) {
      expect((error as Error).message).toContain("stunRule");
      expect((error as Error).message).toContain('"knockout"');
    }
  });

  it("the registry holds Classic alone and makes rulesets by id", () => {
    expect(Object.keys(RULESETS)).toEqual(["classic"]);
    expect(rulesetDefinition("classic")).toBe(CLASSIC_RULESET);
    expect(createRuleset("classic", { dodgeAbility: "dodge" }).options).toMatchObject({ dodgeAbility: "dodge" });
    expectRulesError(() => createRuleset("streamlined"), "RulesetUnknown");
  });

  it("004 Grapple: Classic brings its grapple rules (escape and a clinch's later turns)", () => {
    expect(classicRuleset().grapple).toBeDefined();
  });
});
