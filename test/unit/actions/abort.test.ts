import { describe, expect, it } from "vitest";
import { readAbortWillpower, rollAbortWillpower } from "../../../src/rulesets/classic/rules/actions/abort";
import type { DeclaredAction } from "../../../src/rulesets/classic/rules/actions/declaration";
import { allowedDefencePool } from "../../../src/rulesets/classic/rules/actions/defence-allowance";
import { scriptedD10 } from "../../../src/rules/dice/random";
import { remainingActions } from "../../../src/rulesets/classic/rules/turns/queries";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { expectRulesError, fighter, round } from "../turns/fixtures";

/** b (fast) attacks a; a declared an attack of its own and no defence. */
function underAttack(aActions: DeclaredAction[] = [{ kind: "attack", targetId: "b", pool: 6 }], willpowerSpent = 0): RoundState {
  let state = round.begin(1, [fighter("a", 6, 2), fighter("b", 6, 9)]);
  state = round.declare(state, { combatantId: "a", actions: aActions, willpowerSpent });
  return round.declare(state, { combatantId: "b", actions: [{ kind: "attack", targetId: "a" }] });
}

describe("the abort's Willpower roll (src/rulesets/classic/rules/actions/abort.ts; 000 §2.5, 004 Defending)", () => {
  it("permanent Willpower in dice at difficulty 6", () => {
    const roll = readAbortWillpower(5, [6, 2, 2, 3, 4]);
    expect(roll).toMatchObject({ pool: 5, difficulty: 6, net: 1, outcome: "success" });
    expect(readAbortWillpower(5, [5, 2, 2, 3, 4]).outcome).toBe("failure");
  });

  it("can be rolled from a source of faces", () => {
    const dice = scriptedD10([9, 1, 1]);
    expect(rollAbortWillpower(3, dice)).toMatchObject({ net: 0, outcome: "failure" });
    expect(dice.remaining()).toBe(0);
  });

  it("the faces must match the Willpower rating", () => {
    expectRulesError(() => round.abortToDefence(underAttack(), "a", { attackerId: "b", attempt: { by: "willpowerRoll", faces: [7] } }), "FacesCountMismatch");
  });
});

describe("aborting to defence (000 §2.5)", () => {
  it("a success turns every action left into a defence; the first answers this attack", () => {
    const { state, outcome } = round.abortToDefence(underAttack(), "a", { attackerId: "b", defence: "dodge", attempt: { by: "willpowerRoll", faces: [8, 2, 3, 4, 5] } });
    expect(outcome.succeeded).toBe(true);
    expect(outcome.allowance).toMatchObject({ combatantId: "a", attackerId: "b", source: "abort", defence: "dodge", cap: 6 });
    expect(remainingActions(state, "a")).toEqual([]);
    expect(state.combatants.find((combatant) => combatant.id === "a")?.aborted).toBe(true);
  });

  it("a failed roll (the reading here): no defence against this attack, and the actions are kept", () => {
    const before = underAttack();
    const { state, outcome } = round.abortToDefence(before, "a", { attackerId: "b", attempt: { by: "willpowerRoll", faces: [1, 2, 3, 4, 5] } });
    expect(outcome).toMatchObject({ succeeded: false, allowance: null });
    expect(outcome.roll?.outcome).toBe("botch");
    expect(remainingActions(state, "a")).toEqual(remainingActions(before, "a"));
    expect(state.events.at(-1)).toEqual({ type: "abortFailed", combatantId: "a", attackerId: "b", successes: 0 });
  });

  it("a Willpower point never fails, and is spent (004 Defending)", () => {
    const { state, outcome } = round.abortToDefence(underAttack(), "a", { attackerId: "b", attempt: { by: "willpowerPoint" } });
    expect(outcome.succeeded).toBe(true);
    expect(outcome.roll).toBeNull();
    expect(state.combatants.find((combatant) => combatant.id === "a")?.spent.willpower).toBe(1);
  });

  it("no point left after what was declared: refused", () => {
    let state = round.begin(1, [fighter("a", 6, 2, { resources: { willpower: { permanent: 5, current: 0 } } }), fighter("b", 6, 9)]);
    state = round.declare(state, { combatantId: "a", actions: [{ kind: "attack", targetId: "b", pool: 6 }] });
    state = round.declare(state, { combatantId: "b", actions: [{ kind: "attack", targetId: "a" }] });
    expectRulesError(() => round.abortToDefence(state, "a", { attackerId: "b", attempt: { by: "willpowerPoint" } }), "NotEnoughWillpower");
  });

  it("the turn's one Willpower point already declared: no second point for the abort, the roll is still open (V20 core)", () => {
    const error = expectRulesError(() => round.abortToDefence(underAttack(undefined, 1), "a", { attackerId: "b", attempt: { by: "willpowerPoint" } }), "WillpowerOverTurnLimit");
    expect(error.data).toMatchObject({ combatant: "a", needed: 2, max: 1 });
    expect(round.abortToDefence(underAttack(undefined, 1), "a", { attackerId: "b", attempt: { by: "willpowerRoll", faces: [8, 2, 3, 4, 5] } }).outcome.succeeded).toBe(true);
  });

  it("only while an action is left this round", () => {
    let late = round.begin(1, [fighter("a", 6, 2), fighter("b", 6, 9)]);
    late = round.declare(late, { combatantId: "a", actions: [{ kind: "attack", targetId: "b" }] });
    late = round.declare(late, { combatantId: "b", actions: [{ kind: "attack", targetId: "a" }, { kind: "attack", targetId: "a" }] });
    late = round.advance(round.advance(late)); // b's first, a's only
    expect(late.actionNumber).toBe(2);
    expectRulesError(() => round.abortToDefence(late, "a", { attackerId: "b", attempt: { by: "willpowerPoint" } }), "AbortNoActionLeft");
  });

  it("later attacks use the remaining abort defences, each capped by the action it replaced", () => {
    const declared = underAttack([{ kind: "attack", targetId: "b", pool: 6 }, { kind: "attack", targetId: "b", pool: 6 }]);
    const first = round.abortToDefence(declared, "a", { attackerId: "b", attempt: { by: "willpowerPoint" } });
    expect(first.outcome.allowance).toMatchObject({ cap: 4, actionIndex: 1 });
    const second = round.spendDefence(first.state, "a", { attackerId: "b", defence: "block" });
    expect(second.allowance).toMatchObject({ source: "abort", cap: 3, actionIndex: 2, defence: "block", penalty: 0 });
    expect(allowedDefencePool(5, second.allowance)).toBe(3);
  });

  it("000 §2.5: an action declared without its pool is capped all the same, by the character's most dice for its kind", () => {
    // a's sheet: Dexterity 3 + Brawl 3 is its largest pair (6); a sword attack rolls 7; its dodge 6.
    const bounds = { traitPair: 6, attack: 7, defence: { dodge: 6, block: 6, parry: 5 } };
    let state = round.begin(1, [{ ...fighter("a", 6, 2), poolBounds: bounds }, fighter("b", 6, 9)]);
    state = round.declare(state, { combatantId: "a", actions: [{ kind: "other", note: "shout a warning" }, { kind: "attack", targetId: "b" }] });
    state = round.declare(state, { combatantId: "b", actions: [{ kind: "attack", targetId: "a" }, { kind: "attack", targetId: "a" }] });
    const first = round.abortToDefence(state, "a", { attackerId: "b", attempt: { by: "willpowerPoint" } });
    // The shout (N = 2, i = 1: −2) had at most 6 dice: 4 left; the attack (−3) had at most 7: 4 left.
    expect(first.outcome.allowance).toMatchObject({ cap: 4, penalty: 0 });
    expect(allowedDefencePool(6, first.outcome.allowance ?? { penalty: 0, cap: null })).toBe(4);
    expect(round.spendDefence(first.state, "a", { attackerId: "b", defence: "dodge" }).allowance).toMatchObject({ source: "abort", cap: 4, penalty: 0 });
  });

  it("a getting-up action given up is capped too (000 §2.5, §2.10)", () => {
    const bounds = { traitPair: 6, attack: 6, defence: { dodge: 6, block: 6, parry: 6 } };
    let state = round.begin(1, [{ ...fighter("a", 6, 2, { condition: { mustGetUp: true } }), poolBounds: bounds }, fighter("b", 6, 9)]);
    state = round.declare(state, { combatantId: "a", actions: [{ kind: "attack", targetId: "b", pool: 6 }] });
    state = round.declare(state, { combatantId: "b", actions: [{ kind: "attack", targetId: "a" }] });
    expect(round.abortToDefence(state, "a", { attackerId: "b", attempt: { by: "willpowerPoint" } }).outcome.allowance).toMatchObject({ cap: 4, penalty: 0 });
  });

  it("a round stored before the bounds were kept: the replaced action's penalty applies instead of a cap", () => {
    const declared = underAttack([{ kind: "other", note: "shout a warning" }, { kind: "attack", targetId: "b" }]);
    expect(declared.combatants.find((entry) => entry.id === "a")?.poolBounds).toBeNull();
    const { outcome } = round.abortToDefence(declared, "a", { attackerId: "b", attempt: { by: "willpowerPoint" } });
    expect(outcome.allowance).toMatchObject({ cap: null, penalty: 2 });
    expect(allowedDefencePool(6, outcome.allowance ?? { penalty: 0, cap: null })).toBe(4);
  });

  it("an abort takes held actions too", () => {
    let state = round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 2)]);
    state = round.declare(state, { combatantId: "b", actions: [{ kind: "attack", targetId: "a" }] });
    state = round.declare(state, { combatantId: "a", actions: [{ kind: "attack", targetId: "b", pool: 5 }] });
    state = round.hold(state, "a", { kind: "condition", text: "if b charges" });
    const { state: after, outcome } = round.abortToDefence(state, "a", { attackerId: "b", attempt: { by: "willpowerPoint" } });
    expect(outcome.allowance).toMatchObject({ cap: 5 });
    expect(after.held).toEqual([]);
  });

  it("defence allowance: a cap limits the pool, a penalty takes dice off, never below 0", () => {
    expect(allowedDefencePool(6, { penalty: 0, cap: 3 })).toBe(3);
    expect(allowedDefencePool(2, { penalty: 0, cap: 3 })).toBe(2);
    expect(allowedDefencePool(6, { penalty: 4, cap: null })).toBe(2);
    expect(allowedDefencePool(1, { penalty: 4, cap: 3 })).toBe(0);
  });
});
