import { describe, expect, it } from "vitest";
import { afterChallenge } from "../../../../src/rulesets/met/rules/aftermath";
import { bloodForTrait } from "../../../../src/rulesets/met/rules/blood";
import { baseTraits, biddableTrait, metCharacter, traitsNow } from "../../../../src/rulesets/met/rules/character";
import { challengeResult } from "../../../../src/rulesets/met/rules/challenge";
import { checkHeldAttack, dragSteps, holdBreaks } from "../../../../src/rulesets/met/rules/grapple";
import { applyDamage, healthLevel, isIncapacitated } from "../../../../src/rulesets/met/rules/health";
import { stackAttack } from "../../../../src/rulesets/met/rules/stacking";
import { fighter, pass, play, punch, traits, win } from "./fixtures";
import { expectRulesError } from "../../errors-helper";

describe("a MET character", () => {
  it("003 Types of Tests: traits by category, as named traits with counts; the category's total is their sum less those lost", () => {
    const billy = metCharacter({ id: "billy", traits: { physical: [traits("Brawny", "strength", 2), traits("Quick", "dexterity", 3)] }, lost: { physical: ["Quick"] } });
    expect(traitsNow(billy, "physical")).toBe(4);
    expect(traitsNow(billy, "social")).toBe(0);
    expect(biddableTrait(billy, "Quick")).toEqual({ category: "physical", aspect: "dexterity", left: 2 });
    expectRulesError(() => metCharacter({ id: "x", traits: { social: [traits("Brawny", "strength", 1)] } }), "MetTraitWrongCategory");
    expectRulesError(() => metCharacter({ id: "x", traits: { physical: [traits("Quick", "dexterity", 1)] }, lost: { physical: ["Quick", "Quick"] } }), "MetTraitNotHeld");
    expectRulesError(() => metCharacter({ id: "x", willpower: -1 }), "MetValueInvalid");
  });

  it("003 Physical Traits and Blood: a point of blood buys a Physical trait of a chosen aspect — for the scene within the maximum, else one challenge", () => {
    const within = bloodForTrait(fighter("a", { physical: 9 }, { blood: 5, traitMaximum: 10 }), { name: "Tough", aspect: "stamina" });
    expect(within.blood.current).toBe(4);
    expect(within.temporary.physical).toEqual([{ name: "Tough", aspect: "stamina", lasts: "scene" }]);
    expect(traitsNow(within, "physical")).toBe(10);
    expect(baseTraits(within, "physical")).toBe(9);
    const past = bloodForTrait(within, { name: "Quick", aspect: "dexterity" });
    expect(past.temporary.physical[1]?.lasts).toBe("challenge");
    expectRulesError(() => bloodForTrait(fighter("a", {}, { blood: 0 }), { name: "Tough", aspect: "stamina" }), "MetNoBlood");
    expectRulesError(() => bloodForTrait(fighter("a", {}, { blood: 3 }), { name: "Witty", aspect: "charisma" }), "MetBloodTraitPhysical");
  });

  it("003 Physical Traits and Blood: a one-challenge trait is gone after the challenge; a lost bid trait comes off the temporary ones first", () => {
    const bought = bloodForTrait(bloodForTrait(fighter("a", { physical: 9 }, { blood: 5, traitMaximum: 10 }), { name: "Tough", aspect: "stamina" }), { name: "Quick", aspect: "dexterity" });
    const state = play(punch(fighter("b", { physical: 9 }), bought, {}, "Tough"), win, pass("defender"));
    const after = afterChallenge(bought, challengeResult(state));
    expect(after.temporary.physical).toEqual([]);
    expect(after.lost.physical).toEqual([]);
    expect(traitsNow(after, "physical")).toBe(9);
    expect(after.health).toEqual({ bashing: 1, lethal: 0, aggravated: 0 });
  });
});

describe("health levels and damage", () => {
  it("003 Contested Tests: the winner's victory condition does its damage onto the classic seven levels, Bruised to Incapacitated", () => {
    let health = applyDamage({ bashing: 0, lethal: 0, aggravated: 0 }, { levels: 2, type: "lethal" });
    expect(healthLevel(health)).toBe("hurt");
    health = applyDamage(health, { levels: 4, type: "bashing" });
    expect(healthLevel(health)).toBe("crippled");
    health = applyDamage(health, { levels: 3, type: "aggravated" });
    expect(health).toEqual({ bashing: 2, lethal: 2, aggravated: 3 });
    expect(isIncapacitated(health)).toBe(true);
    expectRulesError(() => applyDamage(health, { levels: 1.5, type: "lethal" }), "MetDamageInvalid");
    expectRulesError(() => applyDamage(health, { levels: 1, type: "fire" as never }), "MetDamageTypeUnknown");
  });

  it("003 Mob Challenges: an incapacitated character takes no challenge", async () => {
    const { startChallenge } = await import("../../../../src/rulesets/met/rules/challenge");
    expectRulesError(() => startChallenge({ kind: "simple", challenger: fighter("a", {}, { health: { bashing: 7, lethal: 0, aggravated: 0 } }) }), "MetIncapacitated");
  });
});

describe("stacking effects in combat", () => {
  it("003 Stacking Effects in Combat: extra damage stacks (Puissance and Force: two more levels); Imprint only when grappling or biting", () => {
    const modifiers = [
      { kind: "damage", name: "Puissance", levels: 1 },
      { kind: "damage", name: "Force", levels: 1 },
      { kind: "damage", name: "Imprint", levels: 1, only: ["grapple", "bite"] },
    ] as const;
    expect(stackAttack("punch", { levels: 1, type: "bashing" }, modifiers)).toEqual({ damage: { levels: 3, type: "bashing" }, effects: [], applied: ["Puissance", "Force"] });
    expect(stackAttack("grapple", { levels: 0, type: "bashing" }, modifiers).damage.levels).toBe(3);
  });

  it("003 Stacking Effects in Combat: modifications stack unless they change the attack the same way; a special attack stands alone", () => {
    const stacked = stackAttack("claws", { levels: 1, type: "lethal" }, [
      { kind: "modify", name: "Feral Claws", effect: "aggravated" },
      { kind: "modify", name: "Second claws", effect: "aggravated" },
      { kind: "modify", name: "Withering", effect: "losesPhysicalTrait" },
    ]);
    expect(stacked).toEqual({ damage: { levels: 1, type: "aggravated" }, effects: ["aggravated", "losesPhysicalTrait"], applied: ["Feral Claws", "Second claws", "Withering"] });
    expectRulesError(() => stackAttack("punch", { levels: 2, type: "lethal" }, [{ kind: "special", name: "Gentle Rebuke" }]), "MetSpecialAttackAlone");
    expect(stackAttack("punch", { levels: 1, type: "bashing" }, [{ kind: "special", name: "Allowed", withNormalAttack: true }]).applied).toEqual(["Allowed"]);
  });
});

describe("grappling and dragging", () => {
  const hold = { holder: "maria", victim: "fred" };

  it("003 Grappling: a hold breaks when the holder lets go, moves away, acts physically against another, or loses to the victim", () => {
    expect(holdBreaks(hold, { kind: "letGo" })).toBe(true);
    expect(holdBreaks(hold, { kind: "holderMoves" })).toBe(true);
    expect(holdBreaks(hold, { kind: "holderPhysicalAction", target: "sam" })).toBe(true);
    expect(holdBreaks(hold, { kind: "holderPhysicalAction", target: "fred" })).toBe(false);
    expect(holdBreaks(hold, { kind: "victimWinsPhysical", against: "maria" })).toBe(true);
    expect(holdBreaks(hold, { kind: "victimWinsPhysical", against: "sam" })).toBe(false);
  });

  it("003 Grappling: the victim may physically attack only the holder", () => {
    expect(() => checkHeldAttack(hold, "maria")).not.toThrow();
    expectRulesError(() => checkHeldAttack(hold, "sam"), "MetHeldAttack");
  });

  it("003 Dragging Opponents: one step for more Physical traits, two for more Potence, three for both", () => {
    const strong = fighter("a", { physical: 8 }, { potence: 2 });
    expect(dragSteps(strong, fighter("b", { physical: 6 }, { potence: 1 }))).toBe(3);
    expect(dragSteps(strong, fighter("b", { physical: 9 }, { potence: 1 }))).toBe(2);
    expect(dragSteps(strong, fighter("b", { physical: 6 }, { potence: 2 }))).toBe(1);
    expect(dragSteps(strong, fighter("b", { physical: 8 }, { potence: 3 }))).toBe(0);
  });
});
