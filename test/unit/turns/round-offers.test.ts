import { describe, expect, it } from "vitest";
import type { DeclaredAction } from "../../../src/rulesets/classic/rules/actions/declaration";
import { attackTurnFor, defenceOfferFor } from "../../../src/rulesets/classic/rules/turns/round-offers";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { classic, fighter, round, walkToEnd, workedExampleFighters } from "./fixtures";
import { readLanguage } from "../../../scripts/system-files";

const errors = (readLanguage("en") as { STC: { Error: Record<string, string> } }).STC.Error;
const hit = (targetId: string, pool?: number): DeclaredAction => ({ kind: "attack", targetId, pool });

/** 000 §2.11's declarations, as in worked-example.test.ts. */
function declaredRound(): RoundState {
  let state = round.begin(1, workedExampleFighters());
  state = round.declare(state, { combatantId: "M", actions: [{ kind: "defence", defence: "parry", pool: 5 }, hit("A", 5)] });
  state = round.declare(state, { combatantId: "G", actions: [hit("M", 2)] });
  state = round.declare(state, { combatantId: "T", actions: [{ kind: "defence", defence: "dodge", pool: 6 }, hit("D", 5)] });
  state = round.declare(state, { combatantId: "A", actions: [hit("D", 6)] });
  return round.declare(state, { combatantId: "D", actions: [hit("A", 7), { kind: "defence", defence: "dodge", pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }] });
}

/** Every refusal names a key that lang/en.json has, with the placeholders its data fills. */
function expectKnownKey(answer: { key: string; data: Record<string, string | number> }): void {
  const message = errors[answer.key];
  expect(message, `STC.Error.${answer.key}`).toBeTypeOf("string");
  for (const [, name] of (message ?? "").matchAll(/{(\w+)}/g)) expect(Object.keys(answer.data)).toContain(name);
}

describe("who may attack now (round-offers.ts)", () => {
  it("the combatant acting now attacks with its action and its penalty: David's kick, N = 3, −3 dice (000 §2.2)", () => {
    expect(attackTurnFor(declaredRound(), "D")).toEqual({ kind: "action", combatantId: "D", actionIndex: 1, penalty: 3, pool: 4, willpower: false, willpowerSpent: 0 });
  });

  it("Michael attacks Alistair in the second phase with his second action, −3 dice (000 §2.11)", () => {
    let state = declaredRound();
    for (let turn = 0; turn < 4; turn++) state = round.advance(state); // D, A, G; then T's second
    expect(attackTurnFor(state, "M")).toEqual({ kind: "action", combatantId: "M", actionIndex: 2, penalty: 3, pool: 2, willpower: false, willpowerSpent: 0 });
  });

  it("out of turn, during declarations, after the round, or stunned: refused with a reason", () => {
    const state = declaredRound();
    for (const answer of [
      attackTurnFor(state, "A"),
      attackTurnFor(round.begin(1, workedExampleFighters()), "D"),
      attackTurnFor(walkToEnd(state), "D"),
      attackTurnFor(round.updateCondition(state, "D", { blockedBy: "stunned", mustGetUp: false, initiativePenalty: 0 }), "D"),
      attackTurnFor(state, "nobody"),
    ]) {
      expect(answer.kind).toBe("refused");
      if (answer.kind === "refused") expectKnownKey(answer);
    }
    expect(attackTurnFor(state, "A")).toMatchObject({ key: "NotActingNow", data: { combatant: "A", current: "D" } });
  });

  it("a knocked-down combatant's turn goes to getting up, not to an attack (004 Status Effects)", () => {
    let state = round.begin(2, [fighter("k", 6, 9, { condition: { mustGetUp: true } }), fighter("x", 6, 1)]);
    state = round.declare(state, { combatantId: "x", actions: [] });
    state = round.declare(state, { combatantId: "k", actions: [hit("x")] });
    const answer = attackTurnFor(state, "k");
    expect(answer).toMatchObject({ kind: "refused", key: "MustGetUpFirst" });
    if (answer.kind === "refused") expectKnownKey(answer);
  });

  it("an arrival waiting for the next round may not attack", () => {
    let state = declaredRound();
    state = round.add(state, fighter("late", 6, 10));
    const answer = attackTurnFor(state, "late");
    expect(answer).toMatchObject({ kind: "refused", key: "WaitsForNextRound" });
    if (answer.kind === "refused") expectKnownKey(answer);
  });
});

describe("what a defence costs (round-offers.ts)", () => {
  it("David's declared dodges are offered with their penalties, and nothing is spent (000 §2.11)", () => {
    const state = round.advance(declaredRound()); // A v D comes
    expect(defenceOfferFor(classic, state, "D", "A", "dodge")).toEqual({ kind: "declared", penalty: 4, cap: null, willpower: false });
    expect(defenceOfferFor(classic, state, "D", "A", "dodge")).toEqual({ kind: "declared", penalty: 4, cap: null, willpower: false });
  });

  it("V20 core Willpower: the dodge whose roll took the declared point says so; the dodge after it does not", () => {
    let state = round.begin(1, workedExampleFighters());
    state = round.declare(state, { combatantId: "M", actions: [{ kind: "defence", defence: "parry", pool: 5 }, hit("A", 5)] });
    state = round.declare(state, { combatantId: "G", actions: [hit("M", 2)] });
    state = round.declare(state, { combatantId: "T", actions: [{ kind: "defence", defence: "dodge", pool: 6 }, hit("D", 5)] });
    state = round.declare(state, { combatantId: "A", actions: [hit("D", 6)] });
    const dodge = { kind: "defence" as const, defence: "dodge" as const, pool: 6 };
    state = round.declare(state, { combatantId: "D", actions: [hit("A", 7), { ...dodge, willpower: true }, dodge], willpowerSpent: 1 });
    state = round.advance(state);
    expect(defenceOfferFor(classic, state, "D", "A", "dodge")).toEqual({ kind: "declared", penalty: 4, cap: null, willpower: true });
    const spent = round.spendDefence(state, "D", { attackerId: "A", defence: "dodge" }).state;
    expect(defenceOfferFor(classic, spent, "D", "A", "dodge")).toMatchObject({ kind: "declared", willpower: false });
  });

  it("G v M: Michael's parry does not serve a dodge, so only the abort is offered, capped at the parry's 3 dice (000 §2.5, §2.11)", () => {
    let state = round.advance(round.advance(declaredRound()));
    expect(defenceOfferFor(classic, state, "M", "G", "dodge")).toEqual({ kind: "abort", penalty: 0, cap: 3 });
    // The offer matches what the abort then gives.
    const { outcome } = round.abortToDefence(state, "M", { attackerId: "G", defence: "dodge", attempt: { by: "willpowerPoint" } });
    expect(outcome.allowance).toMatchObject({ penalty: 0, cap: 3 });
    // After the abort, his second action is a defence capped at 2: offered as already paid for.
    state = round.abortToDefence(state, "M", { attackerId: "G", defence: "dodge", attempt: { by: "willpowerPoint" } }).state;
    expect(defenceOfferFor(classic, state, "M", "G", "block")).toEqual({ kind: "declared", penalty: 0, cap: 2, willpower: false });
  });

  it("an undeclared pool means the abort takes the replaced action's penalty instead of a cap", () => {
    let state = round.begin(1, [fighter("a", 6, 2), fighter("b", 6, 9)]);
    state = round.declare(state, { combatantId: "a", actions: [{ kind: "other", note: "shout" }, hit("b")] });
    state = round.declare(state, { combatantId: "b", actions: [hit("a")] });
    expect(defenceOfferFor(classic, state, "a", "b", "dodge")).toEqual({ kind: "abort", penalty: 2, cap: null });
  });

  it("no action left, stunned, or during declarations: no defence, with a reason", () => {
    let spent = round.begin(1, [fighter("a", 6, 2), fighter("b", 6, 9)]);
    spent = round.declare(spent, { combatantId: "a", actions: [hit("b")] });
    spent = round.declare(spent, { combatantId: "b", actions: [hit("a"), hit("a")] });
    spent = round.advance(round.advance(spent));
    const stunned = round.updateCondition(declaredRound(), "D", { blockedBy: "stunned", mustGetUp: false, initiativePenalty: 0 });
    const answers = [
      defenceOfferFor(classic, spent, "a", "b", "dodge"),
      defenceOfferFor(classic, stunned, "D", "A", "dodge"),
      defenceOfferFor(classic, round.begin(1, workedExampleFighters()), "D", "A", "dodge"),
    ];
    expect(answers.map((answer) => answer.kind === "none" && answer.key)).toEqual(["AbortNoActionLeft", "CombatantCannotAct", "RoundWrongPhase"]);
    for (const answer of answers) if (answer.kind === "none") expectKnownKey(answer);
  });
});
