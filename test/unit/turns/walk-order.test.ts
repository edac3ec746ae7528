import { describe, expect, it } from "vitest";
import type { DeclaredAction } from "../../../src/rulesets/classic/rules/actions/declaration";
import { currentActors } from "../../../src/rulesets/classic/rules/turns/queries";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { walkOrder } from "../../../src/rulesets/classic/rules/turns/walk-order";
import { classic, fighter, round, walkToEnd, workedExampleFighters } from "./fixtures";

const hit = (targetId: string): DeclaredAction => ({ kind: "attack", targetId });
const order = (state: RoundState) => walkOrder(classic, state);
/** The current combatant as the list names it: the first of the step acting now. */
const currentOf = (state: RoundState) => {
  const { ids, current } = order(state);
  return current === null ? null : ids[current];
};

function declareAll(state: RoundState, plans: Record<string, DeclaredAction[]>): RoundState {
  let next = state;
  while (next.phase === "declaration") {
    const id = next.queue[0]?.combatantIds[0] ?? "";
    next = round.declare(next, { combatantId: id, actions: plans[id] ?? [] });
  }
  return next;
}

describe("the round as one list (walk-order.ts)", () => {
  it("declarations list the five of 000 §1.6 slowest first, M>G>T>A>D, and follow the declarer", () => {
    let state = round.begin(1, workedExampleFighters());
    expect(order(state)).toEqual({ ids: ["M", "G", "T", "A", "D"], current: 0 });
    state = round.declare(state, { combatantId: "M", actions: [] });
    state = round.declare(state, { combatantId: "G", actions: [] });
    expect(order(state)).toEqual({ ids: ["M", "G", "T", "A", "D"], current: 2 });
  });

  it("actions list them fastest first, D>A>T>G>M, the current one by index", () => {
    // 000 §2.11: Tony's and Michael's first actions are defences, so they take no turn; they keep their places.
    const declaredWithDefences = declareAll(round.begin(1, workedExampleFighters()), {
      D: [hit("A")], A: [hit("D")], T: [{ kind: "defence", defence: "dodge" }, hit("D")], G: [hit("M")], M: [{ kind: "defence", defence: "parry" }, hit("A")],
    });
    expect(order(declaredWithDefences)).toEqual({ ids: ["D", "A", "T", "G", "M"], current: 0 });
    let state = declareAll(round.begin(1, workedExampleFighters()), { D: [hit("A")], A: [hit("D")], T: [hit("D")], G: [hit("M")], M: [hit("A")] });
    expect(order(state)).toEqual({ ids: ["D", "A", "T", "G", "M"], current: 0 });
    state = round.advance(round.advance(state));
    expect(order(state)).toEqual({ ids: ["D", "A", "T", "G", "M"], current: 2 });
  });

  it("an extra phase keeps the initiative order; those without a second action are passed over", () => {
    let state = declareAll(round.begin(1, workedExampleFighters()), { D: [hit("A")], A: [hit("D")], T: [hit("D"), hit("D")], G: [hit("M")], M: [hit("A"), hit("A")] });
    for (let turn = 0; turn < 5; turn++) state = round.advance(state);
    expect(state.actionNumber).toBe(2);
    expect(order(state)).toEqual({ ids: ["D", "A", "T", "G", "M"], current: 2 });
    state = round.advance(state);
    expect(order(state)).toEqual({ ids: ["D", "A", "T", "G", "M"], current: 4 });
  });

  it("a simultaneous step stays together; its first combatant is current (002 ¶2)", () => {
    const state = declareAll(round.begin(1, [fighter("p", 5, 4), fighter("q", 5, 4), fighter("fast", 7, 9)]), { p: [hit("fast")], q: [hit("fast")], fast: [hit("p")] });
    expect(order(state)).toEqual({ ids: ["fast", "p", "q"], current: 0 });
    const next = round.advance(state);
    expect(currentActors(next)).toEqual(["p", "q"]);
    expect(order(next)).toEqual({ ids: ["fast", "p", "q"], current: 1 });
  });

  it("a holder leaves its place and is listed where it steps in (002 ¶3)", () => {
    const plans = { a: [hit("x")], b: [hit("x")], c: [hit("x")], d: [hit("x")] };
    let state = declareAll(round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 6), fighter("c", 6, 3), fighter("d", 5, 1), fighter("x", 0, 1)]), plans);
    state = round.hold(state, "a", { kind: "condition", text: "if d draws" });
    // a has had its turn and holds; it is behind the walk until it steps in.
    expect(order(state)).toEqual({ ids: ["a", "b", "c", "d", "x"], current: 1 });
    state = round.advance(state); // b
    state = round.stepIn(state, "a", "after");
    expect(currentOf(state)).toBe("c");
    expect(order(state)).toEqual({ ids: ["b", "c", "a", "d", "x"], current: 1 });
    state = round.advance(state); // c
    expect(currentOf(state)).toBe("a");
  });

  it("a combatant queued twice is listed once, at its first turn", () => {
    const plans = { a: [hit("x"), hit("x")], b: [hit("x"), hit("x")], c: [hit("x")], d: [hit("x")] };
    let state = declareAll(round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 6), fighter("c", 6, 3), fighter("d", 5, 1), fighter("x", 0, 1)]), plans);
    state = round.hold(state, "a", { kind: "condition", text: "wait" });
    for (let turn = 0; turn < 3; turn++) state = round.advance(state);
    state = round.stepIn(round.stepIn(state, "a", "after"), "a", "after");
    const { ids, current } = order(state);
    expect(ids).toEqual(["b", "a", "c", "d", "x"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(current).toBe(0);
  });

  it("lists everyone with nobody current once the round is over", () => {
    const state = walkToEnd(declareAll(round.begin(1, workedExampleFighters()), { D: [hit("A")] }));
    expect(order(state)).toEqual({ ids: ["D", "A", "T", "G", "M"], current: null });
  });

  it("an arrival slotted into the declarations is listed at its place", () => {
    let state = round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 2), fighter("c", 6, 5)]);
    state = round.declare(state, { combatantId: "b", actions: [] });
    state = round.add(state, fighter("quick", 6, 7));
    expect(order(state)).toEqual({ ids: ["b", "c", "quick", "a"], current: 1 });
  });
});
