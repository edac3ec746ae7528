import { describe, expect, it } from "vitest";
import { classicAttackRules } from "../../../src/rulesets/classic/rules/combat/attack-rules";
import { CLASSIC_DEFAULTS, CLASSIC_OPTION_CHOICES } from "../../../src/rulesets/classic/rules/ruleset/options";
import { classicRuleset, CLASSIC_RULESET } from "../../../src/rulesets/classic/rules/ruleset/classic";
import { createRuleset, RULESETS, rulesetDefinition } from "../../../src/rulesets/classic/rules/ruleset/registry";
import { classicTurnRules } from "../../../src/rulesets/classic/rules/turns/classic-turn-rules";
import { fighter } from "../combat/fixtures";
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
    const ruleset = classicRuleset();
    const grapple = ruleset.grapple;
    if (!grapple) throw new Error("Classic has no grapple rules.");
    // A (Strength 3, Dexterity 3, Brawl 3) clinches T (Strength 2, Brawl 2) since round 1.
    const holder = fighter("A", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } });
    const held = fighter("T", { attributes: { strength: 2, stamina: 1 }, abilities: { brawl: 2 }, statuses: [{ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "A", value: 3 }] });
    const input = { holder, held, round: 2 };
    // Breaking free: Strength + Brawl against Strength + Brawl, 4 dice against 6.
    const plans = grapple.planEscape(input);
    expect([plans.escapee.pool, plans.holder.pool]).toEqual([4, 6]);
    // Three successes against one: two more, so T reverses the clinch and holds A with its own Strength 2.
    const reversed = grapple.escape(input, [7, 8, 9, 2], [7, 2, 2, 2, 2, 2]);
    expect(reversed.outcome).toBe("reversed");
    expect(reversed.heldStatuses).toEqual([]);
    expect(reversed.holderStatuses).toEqual([{ id: "held", sinceRound: 2, expiresAfterRound: null, sourceId: "T", value: 2 }]);
    expect(grapple.escape(input, [7, 2, 2, 2], [7, 2, 2, 2, 2, 2]).outcome).toBe("stillHeld");
    // A clinch's later turn starts at its damage roll: the holder's Strength 3 in dice.
    const clinch = grapple.clinchTurn(input, ruleset.options);
    expect(clinch.next).toBe("damageRoll");
    expect(ruleset.attacks.advance(clinch, { kind: "faces", faces: [7, 8, 2] }).damage?.roll.pool).toBe(3);
    expectRulesError(() => grapple.planEscape({ holder, held: fighter("T", {}), round: 2 }), "NotHeld");
  });
});
