import { describe, expect, it } from "vitest";
import type { DeclaredAction } from "../../../src/rulesets/classic/rules/actions/declaration";
import { holdersWaitingOnCurrent } from "../../../src/rulesets/classic/rules/turns/hold";
import { currentActors, currentTurn, remainingActions, upcomingTurns } from "../../../src/rulesets/classic/rules/turns/queries";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { actedSequence, declareNothing, expectRulesError, fighter, frozen, round, walkToEnd } from "./fixtures";

const hit = (targetId: string): DeclaredAction => ({ kind: "attack", targetId });
const dodge: DeclaredAction = { kind: "defence", defence: "dodge" };

/** Declares for everyone in declaration order, from a table of actions by id. */
function declareAll(state: RoundState, plans: Record<string, DeclaredAction[]>): RoundState {
  let next = state;
  while (next.phase === "declaration") {
    const id = next.queue[0]?.combatantIds[0] ?? "";
    next = round.declare(next, { combatantId: id, actions: plans[id] ?? [] });
  }
  return next;
}

/** a 15, b 12, c 9, d 6: everyone attacks x, a slow dummy that does nothing. */
function fourAndDummy(plans: Record<string, DeclaredAction[]> = {}): RoundState {
  const state = round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 6), fighter("c", 6, 3), fighter("d", 5, 1), fighter("x", 0, 1)]);
  return declareAll(state, { a: [hit("x")], b: [hit("x")], c: [hit("x")], d: [hit("x")], ...plans });
}

describe("simultaneous steps (002 ¶2)", () => {
  it("equal total and score declare in either order and act as one step", () => {
    let state = round.begin(1, [fighter("p", 5, 4), fighter("q", 5, 4), fighter("fast", 7, 9)]);
    expect(currentActors(state)).toEqual(["p", "q"]);
    state = round.declare(state, { combatantId: "q", actions: [hit("fast")] });
    expect(currentActors(state)).toEqual(["p"]);
    state = round.declare(state, { combatantId: "p", actions: [hit("fast")] });
    state = round.declare(state, { combatantId: "fast", actions: [hit("p")] });
    state = round.advance(state);
    expect(currentActors(state)).toEqual(["p", "q"]);
    expect(currentTurn(state).map((turn) => turn.combatantId)).toEqual(["p", "q"]);
    state = round.advance(state);
    expect(actedSequence(state)).toEqual(["fast:1", "p:1", "q:1"]);
    expect(state.phase).toBe("ended");
  });
});

describe("declarations (000 §1.2, 002 ¶3)", () => {
  it("002 ¶3: declarations go from the slowest to the fastest; a faster one declaring early is refused", () => {
    // a 15, b 12, c 9: c declares first, then b, then a.
    let state = round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 6), fighter("c", 6, 3)]);
    expectRulesError(() => round.declare(state, { combatantId: "a", actions: [] }), "DeclarationOutOfTurn");
    expectRulesError(() => round.declare(state, { combatantId: "b", actions: [] }), "DeclarationOutOfTurn");
    state = round.declare(state, { combatantId: "c", actions: [hit("a")] });
    expectRulesError(() => round.declare(state, { combatantId: "a", actions: [] }), "DeclarationOutOfTurn");
    state = round.declare(state, { combatantId: "b", actions: [hit("a")] });
    state = round.declare(state, { combatantId: "a", actions: [hit("c")] });
    expect(state.phase).toBe("action");
  });

  it("a second declaration is refused", () => {
    const state = round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 2)]);
    const once = round.declare(state, { combatantId: "b", actions: [] });
    expectRulesError(() => round.declare(once, { combatantId: "b", actions: [] }), "DeclarationAlreadyMade");
  });

  it("an unknown combatant is refused", () => {
    expectRulesError(() => round.declare(round.begin(1, [fighter("a", 6, 9)]), { combatantId: "ghost", actions: [] }), "CombatantUnknown");
  });

  it("operations out of their phase are refused", () => {
    const declaring = round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 2)]);
    expectRulesError(() => round.advance(declaring), "RoundWrongPhase");
    expectRulesError(() => round.hold(declaring, "b", { kind: "condition", text: "later" }), "RoundWrongPhase");
    expectRulesError(() => round.spendDefence(declaring, "b", { attackerId: "a" }), "RoundWrongPhase");
    const acting = declareAll(declaring, { a: [hit("b")], b: [hit("a")] });
    expectRulesError(() => round.declare(acting, { combatantId: "a", actions: [] }), "RoundWrongPhase");
    const ended = walkToEnd(acting);
    expectRulesError(() => round.advance(ended), "RoundWrongPhase");
    expectRulesError(() => round.stepIn(ended, "a", "before"), "RoundWrongPhase");
  });

  it("a round with no action declared ends after the declarations", () => {
    expect(declareNothing(round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 2)])).phase).toBe("ended");
  });
});

describe("action phases (000 §1.5, 002 ¶5)", () => {
  it("all second actions finish before any third, each phase in initiative order", () => {
    const state = fourAndDummy({ a: [hit("x"), hit("x"), hit("x")], c: [hit("x"), hit("x")], d: [hit("x"), hit("x"), hit("x")] });
    const sequence = actedSequence(walkToEnd(state));
    expect(sequence).toEqual(["a:1", "b:1", "c:1", "d:1", "a:2", "c:2", "d:2", "a:3", "d:3"]);
  });

  it("phases are named: action for first actions, extra for the rest", () => {
    let state = fourAndDummy({ a: [hit("x"), hit("x")] });
    expect([state.phase, state.actionNumber]).toEqual(["action", 1]);
    for (let turn = 0; turn < 4; turn++) state = round.advance(state);
    expect([state.phase, state.actionNumber]).toEqual(["extra", 2]);
    expect(state.events.filter((event) => event.type === "phaseBegan").map((event) => event.type === "phaseBegan" && event.phase)).toEqual(["declaration", "action", "extra"]);
  });

  it("a defence declared as a third action may be spent in the first phase (002 ¶5: defences come when the attack does)", () => {
    const state = fourAndDummy({ x: [hit("a"), hit("a"), dodge] });
    const { allowance } = round.spendDefence(state, "x", { attackerId: "a" });
    expect(allowance).toMatchObject({ actionIndex: 3, penalty: 5 });
    expect(state.actionNumber).toBe(1);
  });

  it("remaining actions list what is left with penalties; upcoming turns list the phase's turns", () => {
    let state = fourAndDummy({ a: [hit("x"), dodge] });
    expect(remainingActions(state, "a").map((action) => [action.index, action.body.kind, action.penalty])).toEqual([[1, "attack", 2], [2, "defence", 3]]);
    expect(upcomingTurns(state).map((turn) => turn.map((action) => action.combatantId))).toEqual([["a"], ["b"], ["c"], ["d"]]);
    state = round.advance(state);
    expect(remainingActions(state, "a").map((action) => action.index)).toEqual([2]);
  });
});

describe("held actions (002 ¶3)", () => {
  it("a holder steps in after a slower combatant's action", () => {
    let state = fourAndDummy();
    state = round.hold(state, "a", { kind: "moment", position: "after", combatantId: "c" });
    expect(currentActors(state)).toEqual(["b"]);
    state = round.advance(state); // b
    expect(holdersWaitingOnCurrent(state)).toEqual([{ combatantId: "a", note: { kind: "moment", position: "after", combatantId: "c" } }]);
    state = round.stepIn(state, "a", "after");
    expect(currentActors(state)).toEqual(["c"]);
    state = walkToEnd(state);
    expect(actedSequence(state)).toEqual(["b:1", "c:1", "a:1", "d:1"]);
  });

  it("a holder steps in before a slower combatant's action", () => {
    let state = fourAndDummy();
    state = round.hold(state, "a", { kind: "condition", text: "if d draws a gun" });
    state = round.advance(state); // b
    state = round.advance(state); // c
    state = round.stepIn(state, "a", "before");
    expect(currentTurn(state)).toEqual([expect.objectContaining({ combatantId: "a", actionIndex: 1, steppedIn: true })]);
    expect(actedSequence(walkToEnd(state))).toEqual(["b:1", "c:1", "a:1", "d:1"]);
  });

  it("two holders stepping in at the same moment go by initiative, the higher first, whatever order they ask in", () => {
    for (const position of ["before", "after"] as const) {
      let state = fourAndDummy();
      state = round.hold(state, "a", { kind: "condition", text: "wait" });
      state = round.hold(state, "b", { kind: "condition", text: "wait" });
      state = round.stepIn(state, "b", position);
      state = round.stepIn(state, "a", position);
      const sequence = actedSequence(walkToEnd(state));
      expect(sequence, position).toEqual(position === "before" ? ["a:1", "b:1", "c:1", "d:1"] : ["c:1", "a:1", "b:1", "d:1"]);
    }
  });

  it("a held action not taken is lost when the round ends", () => {
    let state = fourAndDummy();
    state = round.hold(state, "a", { kind: "condition", text: "if the door opens" });
    state = walkToEnd(state);
    expect(actedSequence(state)).toEqual(["b:1", "c:1", "d:1"]);
    expect(state.events).toContainEqual({ type: "actionsLost", combatantId: "a", actionIndexes: [1], reason: "roundEnded" });
    expect(state.held).toEqual([]);
  });

  it("still holding when its second action's turn comes, the holder holds that one too and keeps the order", () => {
    let state = fourAndDummy({ a: [hit("x"), hit("x")], b: [hit("x"), hit("x")] });
    state = round.hold(state, "a", { kind: "condition", text: "wait" });
    for (let turn = 0; turn < 3; turn++) state = round.advance(state); // b, c, d
    expect(state.actionNumber).toBe(2);
    expect(currentActors(state)).toEqual(["b"]);
    expect(state.held.map((held) => held.actionIndex)).toEqual([1, 2]);
    state = round.stepIn(state, "a", "after");
    state = round.stepIn(state, "a", "after");
    expect(actedSequence(walkToEnd(state))).toEqual(["b:1", "c:1", "d:1", "b:2", "a:1", "a:2"]);
  });

  it("held-action errors: not one's turn, before one's own turn, nothing held, around one's own turn, bad notes", () => {
    const state = fourAndDummy();
    expectRulesError(() => round.hold(state, "b", { kind: "condition", text: "wait" }), "NotCurrentActor");
    expectRulesError(() => round.stepIn(state, "c", "before"), "StepInBeforeOwnTurn");
    expectRulesError(() => round.stepIn(state, "a", "before"), "StepInDuringOwnTurn");
    expectRulesError(() => round.stepIn(state, "x", "before"), "NotHolding");
    expectRulesError(() => round.hold(state, "a", { kind: "moment", position: "after", combatantId: "a" }), "HoldMomentSelf");
    expectRulesError(() => round.hold(state, "a", { kind: "moment", position: "after", combatantId: "nobody" }), "CombatantUnknown");
    expectRulesError(() => round.hold(state, "a", { kind: "condition", text: " " }), "HoldConditionEmpty");
    expectRulesError(() => round.hold(state, "a", { kind: "whenever" } as never), "HoldNoteInvalid");
    const held = round.hold(state, "a", { kind: "condition", text: "wait" });
    expectRulesError(() => round.stepIn(held, "a", "sideways" as never), "StepInPositionInvalid");
  });
});

describe("arrivals and departures (rules map: a combatant arriving mid-combat rolls and slots in)", () => {
  it("during declarations: faster than the declarer, it declares at its place; slower, it declares now", () => {
    let state = round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 2), fighter("c", 6, 5)]);
    state = round.declare(state, { combatantId: "b", actions: [] });
    expect(currentActors(state)).toEqual(["c"]);
    const quick = round.add(state, fighter("quick", 6, 7));
    expect(quick.queue.map((entry) => entry.combatantIds[0])).toEqual(["c", "quick", "a"]);
    const slow = round.add(state, fighter("slow", 6, 1));
    expect(currentActors(slow)).toEqual(["slow"]);
  });

  it("during the action phase, with its slot still ahead, it acts this round in its place", () => {
    let state = fourAndDummy();
    state = round.advance(state); // a
    state = round.add(state, fighter("late", 6, 2), { combatantId: "late", actions: [hit("x")] });
    expect(actedSequence(walkToEnd(state))).toEqual(["a:1", "b:1", "c:1", "late:1", "d:1"]);
  });

  it("tied with the turn under way, it joins that step", () => {
    let state = fourAndDummy();
    state = round.add(state, fighter("twin", 6, 9), { combatantId: "twin", actions: [hit("x")] });
    expect(currentActors(state)).toEqual(["a", "twin"]);
  });

  it("its slot passed, or no declaration, or extra phases: it waits for the next round", () => {
    let state = fourAndDummy({ a: [hit("x"), hit("x")] });
    state = round.advance(round.advance(state)); // a, b
    const passed = round.add(state, fighter("fast", 6, 10), { combatantId: "fast", actions: [hit("x")] });
    expect(passed.combatants.find((combatant) => combatant.id === "fast")?.waitingForNextRound).toBe(true);
    expect(actedSequence(walkToEnd(passed))).not.toContain("fast:1");
    const undeclared = round.add(state, fighter("mute", 6, 1));
    expect(undeclared.combatants.find((combatant) => combatant.id === "mute")?.waitingForNextRound).toBe(true);
    const extra = round.advance(round.advance(state));
    expect(extra.phase).toBe("extra");
    const tooLate = round.add(extra, fighter("slowpoke", 0, 1), { combatantId: "slowpoke", actions: [hit("x")] });
    expect(remainingActions(tooLate, "slowpoke")).toEqual([]);
    expectRulesError(() => round.spendDefence(tooLate, "slowpoke", { attackerId: "a" }), "NoDeclaredDefence");
  });

  it("faster than the first turn of the phase while it is under way, its slot has passed: it waits (rules map: it slots in where its total falls)", () => {
    const state = fourAndDummy();
    expect(currentActors(state)).toEqual(["a"]);
    const fast = round.add(state, fighter("fast", 6, 10), { combatantId: "fast", actions: [hit("x")] });
    expect(fast.combatants.find((combatant) => combatant.id === "fast")?.waitingForNextRound).toBe(true);
    expect(actedSequence(walkToEnd(fast))).not.toContain("fast:1");
  });

  it("arriving without a declaration while its slot is ahead, it may declare until the walk reaches its place", () => {
    let state = round.advance(fourAndDummy()); // a
    state = round.add(state, fighter("late", 6, 2));
    expect(round.arrivalsToDeclare(state)).toEqual(["late"]);
    expect(remainingActions(state, "late")).toEqual([]);
    const declared = round.declare(state, { combatantId: "late", actions: [hit("x"), hit("x")] });
    expect(declared.combatants.find((combatant) => combatant.id === "late")?.waitingForNextRound).toBe(false);
    expect(round.arrivalsToDeclare(declared)).toEqual([]);
    // Its first action in its place, its second with the second actions (000 §1.5), the penalties of two (000 §2.2).
    expect(remainingActions(declared, "late").map((action) => action.penalty)).toEqual([2, 3]);
    expect(actedSequence(walkToEnd(declared))).toEqual(["a:1", "b:1", "c:1", "late:1", "d:1", "late:2"]);
    expectRulesError(() => round.declare(declared, { combatantId: "late", actions: [] }), "RoundWrongPhase");
  });

  it("an arrival that declares a defence only takes no turn, and has it when attacked (000 §1.4)", () => {
    let state = round.add(round.advance(fourAndDummy()), fighter("guard", 6, 2));
    state = round.declare(state, { combatantId: "guard", actions: [dodge] });
    expect(actedSequence(walkToEnd(state))).toEqual(["a:1", "b:1", "c:1", "d:1"]);
    expect(round.spendDefence(state, "guard", { attackerId: "c" }).allowance).toMatchObject({ source: "declared", penalty: 0 });
  });

  it("once the walk has passed its place, the arrival's late declaration is refused and it waits", () => {
    let state = round.add(round.advance(fourAndDummy()), fighter("late", 6, 5)); // total 11, between b and c
    state = round.advance(round.advance(state)); // b, then c
    expect(round.arrivalsToDeclare(state)).toEqual([]);
    expectRulesError(() => round.declare(state, { combatantId: "late", actions: [hit("x")] }), "ArrivalTooLate");
    expect(state.combatants.find((combatant) => combatant.id === "late")?.waitingForNextRound).toBe(true);
  });

  it("an ordinary combatant's declaration in the action phase is still refused", () => {
    expectRulesError(() => round.declare(fourAndDummy(), { combatantId: "b", actions: [] }), "RoundWrongPhase");
    const fresh = round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 2)]);
    const acting = round.declare(round.declare(fresh, { combatantId: "b", actions: [hit("a")] }), { combatantId: "a", actions: [hit("b")] });
    expectRulesError(() => round.declare(acting, { combatantId: "a", actions: [] }), "RoundWrongPhase");
  });

  it("a duplicate arrival is refused", () => {
    expectRulesError(() => round.add(fourAndDummy(), fighter("a", 6, 4)), "CombatantDuplicate");
  });

  it("removing the current actor moves the walk on; its holds and turns go with it", () => {
    let state = fourAndDummy({ b: [hit("x"), hit("x")] });
    state = round.remove(state, "a");
    expect(currentActors(state)).toEqual(["b"]);
    state = round.hold(state, "b", { kind: "condition", text: "wait" });
    state = round.remove(state, "b");
    expect(state.held).toEqual([]);
    expect(state.order.flatMap((step) => step.combatantIds)).toEqual(["c", "d", "x"]);
    expect(actedSequence(walkToEnd(state))).toEqual(["c:1", "d:1"]);
    expectRulesError(() => round.remove(state, "a"), "CombatantUnknown");
  });
});

describe("statuses and the round (status/schedule.ts; 004 Status Effects, 000 §2.10)", () => {
  it("a stunned or incapacitated combatant neither declares, acts nor defends", () => {
    let state = round.begin(1, [fighter("a", 6, 9), fighter("s", 6, 5, { condition: { blockedBy: "stunned" } }), fighter("i", 6, 1, { condition: { blockedBy: "incapacitated" } })]);
    expect(currentActors(state)).toEqual(["a"]);
    expectRulesError(() => round.declare(state, { combatantId: "s", actions: [] }), "CombatantCannotAct");
    state = round.declare(state, { combatantId: "a", actions: [hit("s"), hit("i")] });
    expectRulesError(() => round.spendDefence(state, "s", { attackerId: "a" }), "CombatantCannotAct");
    expectRulesError(() => round.abortToDefence(state, "s", { attackerId: "a", attempt: { by: "willpowerPoint" } }), "CombatantCannotAct");
    expect(actedSequence(walkToEnd(state))).toEqual(["a:1", "a:2"]);
  });

  it("stunned mid-round: every action left is lost, the walk skips it", () => {
    let state = fourAndDummy({ c: [hit("x"), dodge] });
    state = round.updateCondition(state, "c", { blockedBy: "stunned", mustGetUp: false, initiativePenalty: 0 });
    expect(state.events).toContainEqual({ type: "actionsLost", combatantId: "c", actionIndexes: [1, 2], reason: "blocked" });
    expect(remainingActions(state, "c")).toEqual([]);
    expect(actedSequence(walkToEnd(state))).toEqual(["a:1", "b:1", "d:1"]);
  });

  it("knocked down at the round's start (roll failed): the first action is getting up, and counts as an action (004 Knockdown)", () => {
    let state = round.begin(2, [fighter("k", 6, 9, { condition: { mustGetUp: true } }), fighter("x", 6, 1)]);
    state = round.declare(state, { combatantId: "x", actions: [] });
    state = round.declare(state, { combatantId: "k", actions: [{ kind: "attack", targetId: "x", pool: 6 }] });
    expect(remainingActions(state, "k").map((action) => [action.body.kind, action.penalty, action.pool])).toEqual([["getUp", 2, null], ["attack", 3, 3]]);
    expect(currentTurn(state)[0]?.body).toEqual({ kind: "getUp" });
    state = round.advance(state);
    expect(state.events).toContainEqual({ type: "stoodUp", combatantId: "k" });
    expect(state.combatants.find((combatant) => combatant.id === "k")?.condition.mustGetUp).toBe(false);
  });

  it("knocked down again after getting up: the next action goes to getting up once more", () => {
    let state = round.begin(2, [fighter("k", 6, 9, { condition: { mustGetUp: true } }), fighter("x", 6, 1)]);
    state = round.declare(state, { combatantId: "x", actions: [] });
    state = round.declare(state, { combatantId: "k", actions: [hit("x"), hit("x")] });
    state = round.advance(state); // k gets up
    state = round.updateCondition(state, "k", { blockedBy: null, mustGetUp: true, initiativePenalty: 0 });
    expect(remainingActions(state, "k").map((action) => action.body.kind)).toEqual(["getUp", "attack"]);
  });

  it("knocked down mid-round: the next action still to come goes to getting up (004 Knockdown)", () => {
    let state = fourAndDummy({ d: [hit("x"), hit("x")] });
    state = round.updateCondition(state, "d", { blockedBy: null, mustGetUp: true, initiativePenalty: 0 });
    expect(remainingActions(state, "d").map((action) => action.body.kind)).toEqual(["getUp", "attack"]);
  });
});

describe("the state is plain data, never changed in place (design.md)", () => {
  it("operations leave their input untouched", () => {
    const state = frozen(fourAndDummy({ a: [hit("x"), dodge], x: [hit("a")] }));
    const copy = structuredClone(state);
    round.advance(state);
    round.hold(state, "a", { kind: "condition", text: "wait" });
    round.spendDefence(state, "a", { attackerId: "b" });
    round.abortToDefence(state, "x", { attackerId: "a", attempt: { by: "willpowerPoint" } });
    round.add(state, fighter("late", 6, 4), { combatantId: "late", actions: [] });
    round.remove(state, "b");
    round.updateCondition(state, "c", { blockedBy: "stunned", mustGetUp: false, initiativePenalty: 0 });
    expect(state).toEqual(copy);
  });

  it("survives JSON unchanged", () => {
    let state = fourAndDummy({ a: [hit("x"), dodge] });
    state = round.hold(state, "a", { kind: "moment", position: "before", combatantId: "d" });
    expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
  });

  it("begin refuses duplicates, bad round numbers and bad initiative", () => {
    expectRulesError(() => round.begin(1, [fighter("a", 6, 9), fighter("a", 6, 2)]), "CombatantDuplicate");
    expectRulesError(() => round.begin(0, []), "RoundNumberInvalid");
    const broken = fighter("b", 6, 2);
    expectRulesError(() => round.begin(1, [{ ...broken, initiative: { ...broken.initiative, total: Number.NaN } }]), "InitiativeInvalid");
    expectRulesError(() => round.begin(1, [{ ...broken, id: "" }]), "CombatantIdInvalid");
  });
});

describe("what a declaration may hold, since every client carries it", () => {
  it("more than 20 actions of a kind is refused, and nothing is stored", () => {
    const state = round.begin(1, [fighter("a", 6, 9), fighter("x", 0, 1)]);
    // The slowest declares first (002 ¶3).
    const many = Array.from({ length: 5_000 }, () => hit("a"));
    expectRulesError(() => round.declare(state, { combatantId: "x", actions: many }), "DeclarationTooLong");
    expect(currentActors(state)).toEqual(["x"]);
    expect(() => round.declare(state, { combatantId: "x", actions: Array.from({ length: 20 }, () => hit("a")) })).not.toThrow();
  });

  it("a note longer than 500 characters is refused, on an action or on a held action's condition", () => {
    const state = round.begin(1, [fighter("a", 6, 9), fighter("x", 0, 1)]);
    expectRulesError(() => round.declare(state, { combatantId: "x", actions: [{ kind: "other", note: "x".repeat(1_000_000), pool: null }] }), "NoteTooLong");
    const declared = fourAndDummy();
    expectRulesError(() => round.hold(declared, "a", { kind: "condition", text: "y".repeat(501) }), "NoteTooLong");
    expect(() => round.hold(declared, "a", { kind: "condition", text: "y".repeat(500) })).not.toThrow();
  });
});
