import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { actionPenalty, planTurn } from "../../../../src/rulesets/streamlined/rules/actions";
import { expectRulesError } from "../../errors-helper";

describe("001 The Turn: one action a turn, a cumulative −2 for each extra", () => {
  it("001 The Turn: one action costs nothing; two actions: −2 on both; three: −4 on all three", () => {
    expect(actionPenalty(1)).toBe(0);
    expect(planTurn(["attack", "attack"], { incapacitated: false, held: false }).actions.map((action) => action.penalty)).toEqual([2, 2]);
    expect(planTurn(["attack", "attack", "grapple"], { incapacitated: false, held: false }).actions.map((action) => action.penalty)).toEqual([4, 4, 4]);
  });

  it("001 The Turn, property: every action of a turn carries the same penalty, 2 × (actions − 1)", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), (count) => {
      expect(actionPenalty(count)).toBe(2 * (count - 1));
    }));
  });

  it("001 Evading, Surprise, and Armor: evading is the whole turn — no attack, no power, nothing else", () => {
    expect(planTurn(["evade"], { incapacitated: false, held: false }).evading).toBe(true);
    expectRulesError(() => planTurn(["evade", "attack"], { incapacitated: false, held: false }), "StreamlinedEvadeWholeTurn");
  });

  it("001 Grapples: while held, options are limited to struggling, shouting, or waiting (and giving up)", () => {
    expect(planTurn(["escape"], { incapacitated: false, held: true }).actions).toHaveLength(1);
    for (const kind of ["shout", "stall", "surrender"] as const) expect(planTurn([kind], { incapacitated: false, held: true }).actions[0]?.kind).toBe(kind);
    expectRulesError(() => planTurn(["attack"], { incapacitated: false, held: true }), "StreamlinedHeldAction");
    expectRulesError(() => planTurn(["flee"], { incapacitated: false, held: true }), "StreamlinedHeldAction");
    expectRulesError(() => planTurn(["escape"], { incapacitated: false, held: false }), "StreamlinedNotHeld");
  });

  it("001 Damage and the Downed: at 0 Health you cannot act", () => {
    expectRulesError(() => planTurn(["attack"], { incapacitated: true, held: false }), "StreamlinedIncapacitated");
  });

  it("001 The Turn: refuses a count of actions under one and an unknown action", () => {
    expectRulesError(() => actionPenalty(0), "StreamlinedActionCountInvalid");
    expectRulesError(() => planTurn(["dance" as never], { incapacitated: false, held: false }), "StreamlinedActionUnknown");
  });
});
