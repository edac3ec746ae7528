import { describe, expect, it } from "vitest";
import { actionCategory, checkTurnPlan, countsAsAction, massCategory, mayRepeatChallenge, mayTarget, movementPenalty, recordTarget, REPEAT_WAIT_MS, stepsAllowed } from "../../../../src/rulesets/met/rules/actions";
import { checkMiscellaneousActions } from "../../../../src/rulesets/met/rules/resources";
import { hasSurpriseRetest } from "../../../../src/rulesets/met/rules/surprise";
import { expectRulesError } from "../../errors-helper";

describe("taking actions", () => {
  it("003 Taking Actions: one action that needs a test and up to three steps; six steps without a test", () => {
    expect(stepsAllowed({ tests: 1 })).toBe(3);
    expect(stepsAllowed({ tests: 0 })).toBe(6);
    expect(checkTurnPlan({ tests: 1, steps: 3 }).steps).toBe(3);
    expectRulesError(() => checkTurnPlan({ tests: 2, steps: 0 }), "MetOneTestATurn");
    expectRulesError(() => checkTurnPlan({ tests: 1, steps: 4 }), "MetTooManySteps");
    expect(checkTurnPlan({ tests: 0, steps: 6 }).steps).toBe(6);
  });

  it("003 Movement: standing up from prone costs a step; more than one step is −1 trait in physical challenges only", () => {
    expect(stepsAllowed({ tests: 1, standingUp: true })).toBe(2);
    expect(movementPenalty(2, "physical")).toBe(1);
    expect(movementPenalty(1, "physical")).toBe(0);
    expect(movementPenalty(3, "social")).toBe(0);
  });

  it("003 Movement Powers: a movement power replaces the steps; one that needs a challenge is the turn's test", () => {
    expect(stepsAllowed({ tests: 0, movementPower: { needsChallenge: true } })).toBe(0);
    expectRulesError(() => checkTurnPlan({ tests: 1, steps: 0, movementPower: { needsChallenge: true } }), "MetOneTestATurn");
    expect(checkTurnPlan({ tests: 1, steps: 0, movementPower: { needsChallenge: false } }).tests).toBe(1);
  });

  it("003 Full Round Actions: a full-round action allows no steps", () => {
    expect(stepsAllowed({ tests: 1, fullRound: true })).toBe(0);
  });

  it("003 Test (or Challenge): a test one starts or answers with an attack counts as the action; passive resistance does not", () => {
    expect([countsAsAction("initiated"), countsAsAction("counterAttacked"), countsAsAction("resisted")]).toEqual([true, true, false]);
  });

  it("003 Test (or Challenge): one physical, one social and one mental challenge per target per round", () => {
    let targeted = recordTarget({}, "zach", "physical");
    targeted = recordTarget(targeted, "zach", "social");
    expect(mayTarget(targeted, "zach", "mental")).toBe(true);
    expect(mayTarget(targeted, "zach", "physical")).toBe(false);
    expectRulesError(() => recordTarget(targeted, "zach", "social"), "MetTargetedThisRound");
  });

  it("003 Mental / Social Challenges: after a failed one, five real-time minutes before repeating it", () => {
    expect(REPEAT_WAIT_MS).toBe(300_000);
    expect(mayRepeatChallenge(1_000, 1_000 + 299_999)).toBe(false);
    expect(mayRepeatChallenge(1_000, 1_000 + 300_000)).toBe(true);
  });

  it("003 Mob Challenges: an action of several tests counts as the category of the test that causes its effect", () => {
    expect(actionCategory([{ category: "physical", causesEffect: false }, { category: "social", causesEffect: true }])).toBe("social");
    expect(actionCategory([{ category: "social", causesEffect: false }, { category: "physical", causesEffect: true }])).toBe("physical");
    expectRulesError(() => actionCategory([{ category: "social", causesEffect: false }]), "MetActionOneEffect");
  });

  it("003 Mass Rules: a mixed challenge's type in mass combat is the defender's category (Mental vs. Physical: physical)", () => {
    expect(massCategory({ challenger: "mental", defender: "physical" })).toBe("physical");
  });

  it("003 Surprise: an unaware target gives the surprise retest in the first round only", () => {
    expect(hasSurpriseRetest({ round: 1, unaware: true, physicalAttack: false, targetCanRetaliate: true })).toBe(true);
    expect(hasSurpriseRetest({ round: 2, unaware: true, physicalAttack: true, targetCanRetaliate: true })).toBe(false);
  });

  it("003 Range: a physical attack on a target that cannot retaliate is a surprise in any round, unless it can reach a lender", () => {
    expect(hasSurpriseRetest({ round: 3, unaware: false, physicalAttack: true, targetCanRetaliate: false })).toBe(true);
    expect(hasSurpriseRetest({ round: 3, unaware: false, physicalAttack: true, targetCanRetaliate: true })).toBe(false);
    expect(hasSurpriseRetest({ round: 3, unaware: false, physicalAttack: true, targetCanRetaliate: false, targetReachesLender: true })).toBe(false);
    expect(hasSurpriseRetest({ round: 3, unaware: false, physicalAttack: false, targetCanRetaliate: false })).toBe(false);
  });

  it("003 Miscellaneous Actions: Sam punches, draws a gun, activates Feral Claws and heals — one free hand and two blood in a round", () => {
    const sam = [{ name: "Draw a gun", hands: 1 }, { name: "Feral Claws", blood: 1 }, { name: "Heal a lethal level", blood: 1 }];
    expect(checkMiscellaneousActions(sam, { hands: 2, bloodPerTurn: 2, blood: 10, willpower: 3 })).toEqual({ hands: 1, blood: 2, willpower: 0 });
    expectRulesError(() => checkMiscellaneousActions(sam, { hands: 2, bloodPerTurn: 1, blood: 10, willpower: 3 }), "MetBloodPerTurn");
    expectRulesError(() => checkMiscellaneousActions(sam, { hands: 2, bloodPerTurn: 3, blood: 1, willpower: 3 }), "MetBloodPerTurn");
  });

  it("003 Miscellaneous Actions: two pistols drawn, and a stake drawn and passed, are four uses of two hands — Sam must choose", () => {
    const both = [{ name: "Draw a pistol", hands: 1 }, { name: "Draw a pistol", hands: 1 }, { name: "Draw a stake", hands: 1 }, { name: "Pass the stake to Jeff", hands: 1 }];
    expectRulesError(() => checkMiscellaneousActions(both, { hands: 2, bloodPerTurn: 1, blood: 5, willpower: 0 }), "MetHandsUsed");
    expect(checkMiscellaneousActions(both.slice(2), { hands: 2, bloodPerTurn: 1, blood: 5, willpower: 0 }).hands).toBe(2);
    expect(checkMiscellaneousActions(both.slice(0, 2), { hands: 2, bloodPerTurn: 1, blood: 5, willpower: 0 }).hands).toBe(2);
    expectRulesError(() => checkMiscellaneousActions([{ name: "Steel the mind", willpower: 2 }], { hands: 2, bloodPerTurn: 1, blood: 5, willpower: 1 }), "MetWillpowerLeft");
  });
});
