import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CheckedDeclaration } from "../../../../src/rulesets/classic/rules/actions/check-declaration";
import type { DeclaredAction } from "../../../../src/rulesets/classic/rules/actions/declaration";
import { scriptedD10 } from "../../../../src/rules/dice/random";
import { actionPenalty, planTurn } from "../../../../src/rulesets/streamlined/rules/actions";
import { streamlinedTurnRules } from "../../../../src/rulesets/streamlined/rules/turn-rules";
import { STREAMLINED_DEFAULTS } from "../../../../src/rulesets/streamlined/rules/options";
import { expectRulesError } from "../../errors-helper";

const declaration = (actions: DeclaredAction[], extra: Partial<CheckedDeclaration> = {}): CheckedDeclaration => ({
  combatantId: "ann", actions, celerityActions: [], rageActions: [], willpowerSpent: 0, bloodSpent: 0, moves: false, ...extra,
});

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

describe("001 through the shared TurnRules seam", () => {
  const stats = { attributes: { dexterity: 3 }, abilities: { awareness: 1 } } as never;

  it("001 The Turn: the score is Dexterity + Awareness and the roll is that many dice, counted as successes", () => {
    expect(streamlinedTurnRules.initiativeScore(stats)).toBe(4);
    const entry = streamlinedTurnRules.rollInitiative({ combatantId: "ann", score: 4, tableIndex: 0 }, scriptedD10([10, 7, 3, 1]), null, STREAMLINED_DEFAULTS);
    expect(entry).toEqual({ combatantId: "ann", score: 4, faces: [10, 7, 3, 1], total: 3, tableIndex: 0 });
  });

  it("001 The Round, In Four Steps: initiative is rolled at the start of the fight; later rounds continue in the same order", () => {
    const first = streamlinedTurnRules.rollInitiative({ combatantId: "ann", score: 4, tableIndex: 0 }, scriptedD10([10, 7, 3, 1]), null, STREAMLINED_DEFAULTS);
    const next = streamlinedTurnRules.rollInitiative({ combatantId: "ann", score: 4, tableIndex: 2 }, scriptedD10([]), first, STREAMLINED_DEFAULTS);
    expect(next).toEqual({ ...first, tableIndex: 2 });
  });

  it("001 The Turn: ties go by table order, so nobody acts at the same moment", () => {
    const a = { combatantId: "a", score: 2, faces: [6, 1], total: 1, tableIndex: 1 };
    const b = { combatantId: "b", score: 5, faces: [6, 1, 1, 1, 1], total: 1, tableIndex: 0 };
    expect(streamlinedTurnRules.compareInitiative(a, b)).toBeGreaterThan(0);
    expect(streamlinedTurnRules.compareInitiative({ ...a, total: 2 }, b)).toBeLessThan(0);
  });

  it("001 The Turn: three declared actions plan at −4 each; a declared defence (the evade) must be alone", () => {
    const plan = streamlinedTurnRules.planActions(declaration([{ kind: "attack", targetId: "b" }, { kind: "attack", targetId: "b" }, { kind: "other", note: "grapple" }]), false);
    expect(plan.actions.map((action) => action.penalty)).toEqual([4, 4, 4]);
    expect(plan.fullDefence).toBe(false);
    expectRulesError(() => streamlinedTurnRules.planActions(declaration([{ kind: "defence", defence: "dodge" }, { kind: "attack", targetId: "b" }]), false), "StreamlinedEvadeWholeTurn");
  });

  it("001 The Turn: no Celerity or Rage actions free of the −2, and nothing spent in a declaration", () => {
    expectRulesError(() => streamlinedTurnRules.planActions(declaration([], { celerityActions: [{ kind: "attack", targetId: "b" }] }), false), "StreamlinedNoFreeActions");
    expectRulesError(() => streamlinedTurnRules.declarationSpending(declaration([], { willpowerSpent: 1 }), { willpower: 5, blood: 0, rage: 0 } as never), "StreamlinedNoSpending");
    expect(streamlinedTurnRules.declarationSpending(declaration([]), { willpower: 5, blood: 0, rage: 0 } as never)).toEqual({ willpower: 0, blood: 0, rage: 0 });
    expect(streamlinedTurnRules.fullDefencePenalty(3)).toBe(0);
  });
});
