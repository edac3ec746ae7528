import { describe, expect, it } from "vitest";
import { planClassicActions } from "../../../src/rulesets/classic/rules/actions/classic-plan";
import { checkDeclarationShape } from "../../../src/rulesets/classic/rules/actions/check-declaration";
import type { Declaration } from "../../../src/rulesets/classic/rules/actions/declaration";
import { fullDefencePenalty, multipleActionPenalty } from "../../../src/rulesets/classic/rules/actions/penalties";
import { remainingActions } from "../../../src/rulesets/classic/rules/turns/queries";
import { actedSequence, expectRulesError, fighter, round, walkToEnd } from "../turns/fixtures";

const plan = (declaration: Omit<Declaration, "combatantId">, mustGetUp = false) =>
  planClassicActions(checkDeclarationShape({ combatantId: "x", ...declaration }, () => true), mustGetUp);

describe("multiple actions (src/rulesets/classic/rules/actions/penalties.ts; 000 §2.2)", () => {
  it("the i-th of N actions loses N + i − 1 dice", () => {
    expect([1, 2].map((i) => multipleActionPenalty(2, i))).toEqual([2, 3]);
    expect([1, 2, 3].map((i) => multipleActionPenalty(3, i))).toEqual([3, 4, 5]);
  });

  it("a single action loses nothing (the formula is for N of 2 or more)", () => {
    expect(multipleActionPenalty(1, 1)).toBe(0);
  });

  it("000 §2.11: Michael, Dex 3 + Melee 2, N = 2 gets 3 dice then 2", () => {
    const { actions } = plan({ actions: [{ kind: "defence", defence: "parry", pool: 5 }, { kind: "attack", targetId: "A", pool: 5 }] });
    expect(actions.map((action) => action.basePool !== null && action.basePool - action.penalty)).toEqual([3, 2]);
  });

  it("a pool never goes below 0 dice", () => {
    const state = round.begin(1, [fighter("a", 6, 5), fighter("b", 6, 4)]);
    const declared = round.declare(round.declare(state, { combatantId: "b", actions: [] }), {
      combatantId: "a",
      actions: [{ kind: "attack", targetId: "b", pool: 3 }, { kind: "attack", targetId: "b", pool: 3 }, { kind: "attack", targetId: "b", pool: 3 }],
    });
    expect(remainingActions(declared, "a").map((action) => action.pool)).toEqual([0, 0, 0]);
  });
});

describe("full defence (000 §2.5)", () => {
  it("every declared action a defence: the k-th loses k − 1 dice instead of N + i − 1", () => {
    expect([1, 2, 3].map(fullDefencePenalty)).toEqual([0, 1, 2]);
    const { actions, fullDefence } = plan({ actions: [{ kind: "defence", defence: "dodge" }, { kind: "defence", defence: "dodge" }, { kind: "defence", defence: "block" }] });
    expect(fullDefence).toBe(true);
    expect(actions.map((action) => action.penalty)).toEqual([0, 1, 2]);
  });

  it("one attack among the defences: the ordinary multiple-action penalty", () => {
    const { actions, fullDefence } = plan({ actions: [{ kind: "defence", defence: "dodge" }, { kind: "attack", targetId: "y" }] });
    expect(fullDefence).toBe(false);
    expect(actions.map((action) => action.penalty)).toEqual([2, 3]);
  });

  it("a character on full defence defends against every attack, one die less each time, past the declared ones", () => {
    let state = round.begin(1, [fighter("turtle", 6, 5), fighter("a", 6, 8), fighter("b", 6, 7), fighter("c", 6, 6)]);
    state = round.declare(state, { combatantId: "turtle", actions: [{ kind: "defence", defence: "dodge" }, { kind: "defence", defence: "dodge" }] });
    for (const id of ["c", "b", "a"]) state = round.declare(state, { combatantId: id, actions: [{ kind: "attack", targetId: "turtle" }] });
    const seen: [string, number, number | null][] = [];
    for (const attacker of ["a", "b", "c"]) {
      const spent = round.spendDefence(state, "turtle", { attackerId: attacker });
      seen.push([spent.allowance.source, spent.allowance.penalty, spent.allowance.actionIndex]);
      state = spent.state;
    }
    expect(seen).toEqual([["declared", 0, 1], ["declared", 1, 2], ["fullDefence", 2, null]]);
  });

  it("without full defence, the declared defences run out", () => {
    let state = round.begin(1, [fighter("d", 6, 5), fighter("a", 6, 8)]);
    state = round.declare(state, { combatantId: "d", actions: [{ kind: "defence", defence: "dodge" }, { kind: "attack", targetId: "a" }] });
    state = round.declare(state, { combatantId: "a", actions: [{ kind: "attack", targetId: "d" }, { kind: "attack", targetId: "d" }] });
    state = round.spendDefence(state, "d", { attackerId: "a" }).state;
    expectRulesError(() => round.spendDefence(state, "d", { attackerId: "a" }), "NoDeclaredDefence");
  });
});

describe("moving (000 §2.7 Movement: no multiple actions if moving)", () => {
  it("moving with two actions is refused", () => {
    expectRulesError(() => plan({ moves: true, actions: [{ kind: "attack", targetId: "y" }, { kind: "attack", targetId: "y" }] }), "MultipleActionsWhileMoving");
  });

  it("a declared move counts as moving", () => {
    expectRulesError(() => plan({ actions: [{ kind: "move" }, { kind: "attack", targetId: "y" }] }), "MultipleActionsWhileMoving");
  });

  it("moving with one action, and Celerity actions besides, is allowed", () => {
    expect(plan({ moves: true, actions: [{ kind: "attack", targetId: "y" }], celerityActions: [{ kind: "attack", targetId: "y" }] }).actions).toHaveLength(2);
  });
});

describe("Celerity and Rage actions (V20 / W20 core; 000 §1.5, 002 ¶5)", () => {
  const vampire = (blood: number, celerity: number) => fighter("v", 6, 9, { resources: { blood, celerity } });
  const garou = (permanent: number, current: number) => fighter("w", 6, 9, { resources: { rage: { permanent, current } } });
  const attackX = { kind: "attack", targetId: "x" } as const;

  it("Celerity actions lose no dice, follow the ordinary ones, and spend a blood point each", () => {
    let state = round.begin(1, [vampire(5, 2), fighter("x", 6, 2)]);
    state = round.declare(state, { combatantId: "x", actions: [] });
    state = round.declare(state, { combatantId: "v", actions: [{ ...attackX, pool: 6 }, { ...attackX, pool: 6 }], celerityActions: [{ ...attackX, pool: 6 }], bloodSpent: 1 });
    expect(remainingActions(state, "v").map((action) => [action.source, action.penalty, action.pool])).toEqual([
      ["declared", 2, 4],
      ["declared", 3, 3],
      ["celerity", 0, 6],
    ]);
    expect(state.combatants.find((combatant) => combatant.id === "v")?.spent).toEqual({ willpower: 0, blood: 2, rage: 0 });
  });

  it("at most the Celerity rating", () => {
    const state = round.begin(1, [vampire(10, 1), fighter("x", 6, 2)]);
    const declared = round.declare(state, { combatantId: "x", actions: [] });
    expectRulesError(() => round.declare(declared, { combatantId: "v", actions: [attackX], celerityActions: [attackX, attackX] }), "CelerityOverRating");
  });

  it("no more blood than the pool holds, counting the other blood declared", () => {
    const declared = round.declare(round.begin(1, [vampire(2, 3), fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expectRulesError(() => round.declare(declared, { combatantId: "v", actions: [attackX], celerityActions: [attackX], bloodSpent: 2 }), "NotEnoughBlood");
    expect(() => round.declare(declared, { combatantId: "v", actions: [attackX], celerityActions: [attackX], bloodSpent: 1 })).not.toThrow();
  });

  it("a character without a blood pool spends no blood", () => {
    const declared = round.declare(round.begin(1, [fighter("m", 6, 9), fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [attackX], bloodSpent: 1 }), "NoBloodPool");
  });

  it("Rage: at most half the permanent Rage, rounded down", () => {
    const declared = round.declare(round.begin(1, [garou(5, 5), fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expect(remainingActions(round.declare(declared, { combatantId: "w", actions: [attackX], rageActions: [attackX, attackX] }), "w").map((action) => action.source)).toEqual(["declared", "rage", "rage"]);
    expectRulesError(() => round.declare(declared, { combatantId: "w", actions: [attackX], rageActions: [attackX, attackX, attackX] }), "RageActionsOverLimit");
  });

  it("Rage: at most the current Rage", () => {
    const declared = round.declare(round.begin(1, [garou(8, 2), fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expectRulesError(() => round.declare(declared, { combatantId: "w", actions: [attackX], rageActions: [attackX, attackX, attackX] }), "NotEnoughRage");
  });

  it("Rage only for those who have it", () => {
    const declared = round.declare(round.begin(1, [fighter("m", 6, 9), fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [attackX], rageActions: [attackX] }), "NoRage");
  });

  it("Willpower declared: no more than the current Willpower (000 §1.2)", () => {
    const spent = fighter("m", 6, 9, { resources: { willpower: { permanent: 5, current: 0 } } });
    const declared = round.declare(round.begin(1, [spent, fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [attackX], willpowerSpent: 1 }), "NotEnoughWillpower");
  });

  it("Willpower declared: one point a turn, however many are left (V20 core; 000 §1.2)", () => {
    const declared = round.declare(round.begin(1, [fighter("m", 6, 9), fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    const error = expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [attackX], willpowerSpent: 2 }), "WillpowerOverTurnLimit");
    expect(error.data).toMatchObject({ combatant: "m", needed: 2, max: 1 });
    expect(round.declare(declared, { combatantId: "m", actions: [attackX], willpowerSpent: 1 }).combatants.find((entry) => entry.id === "m")?.spent.willpower).toBe(1);
  });

  it("Willpower named for an attack's roll must be the turn's declared point (V20 core)", () => {
    const declared = round.declare(round.begin(1, [fighter("m", 6, 9), fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [{ kind: "attack", targetId: "x", willpower: true }] }), "WillpowerForRollUnpaid");
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [{ kind: "attack", targetId: "x", willpower: true }, { kind: "attack", targetId: "x", willpower: true }], willpowerSpent: 1 }), "WillpowerForRollUnpaid");
    const state = round.declare(declared, { combatantId: "m", actions: [{ kind: "attack", targetId: "x", willpower: true }], willpowerSpent: 1 });
    expect(state.combatants.find((entry) => entry.id === "m")?.actions[0]?.body).toEqual({ kind: "attack", targetId: "x", note: null, willpower: true });
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [{ kind: "attack", targetId: "x", willpower: "yes" as unknown as boolean }], willpowerSpent: 1 }), "DeclaredWillpowerInvalid");
  });

  it("Willpower named for a defence's roll is the turn's declared point too, kept on the declared defence (V20 core)", () => {
    const declared = round.declare(round.begin(1, [fighter("m", 6, 9), fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    const dodge = { kind: "defence" as const, defence: "dodge" as const, willpower: true };
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [dodge] }), "WillpowerForRollUnpaid");
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [{ kind: "attack", targetId: "x", willpower: true }, dodge], willpowerSpent: 1 }), "WillpowerForRollUnpaid");
    const state = round.declare(declared, { combatantId: "m", actions: [{ kind: "attack", targetId: "x" }, dodge], willpowerSpent: 1 });
    expect(state.combatants.find((entry) => entry.id === "m")?.actions[1]?.body).toEqual({ kind: "defence", defence: "dodge", willpower: true });
    expectRulesError(() => round.declare(declared, { combatantId: "m", actions: [{ ...dodge, willpower: 1 as unknown as boolean }], willpowerSpent: 1 }), "DeclaredWillpowerInvalid");
  });

  it("blood: Celerity's and the rest together within the generation's points a turn (V20 core, generation table)", () => {
    // Generation 10: one point a turn, whatever the pool holds.
    const tenth = fighter("v", 5, 9, { resources: { blood: 10, bloodPerTurn: 1, celerity: 2 } });
    const declared = round.declare(round.begin(1, [tenth, fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expect(round.declare(declared, { combatantId: "v", actions: [attackX], celerityActions: [attackX] }).combatants.find((entry) => entry.id === "v")?.spent.blood).toBe(1);
    const error = expectRulesError(() => round.declare(declared, { combatantId: "v", actions: [attackX], celerityActions: [attackX, attackX] }), "BloodOverTurnLimit");
    expect(error.data).toMatchObject({ combatant: "v", needed: 2, max: 1 });
    expectRulesError(() => round.declare(declared, { combatantId: "v", actions: [attackX], celerityActions: [attackX], bloodSpent: 1 }), "BloodOverTurnLimit");
    // No limit known (a ghoul, a round stored before it was kept): only the pool bounds the spending.
    const ghoul = fighter("v", 5, 9, { resources: { blood: 10, celerity: 2 } });
    const open = round.declare(round.begin(1, [ghoul, fighter("x", 6, 2)]), { combatantId: "x", actions: [] });
    expect(round.declare(open, { combatantId: "v", actions: [attackX], celerityActions: [attackX, attackX] }).combatants.find((entry) => entry.id === "v")?.spent.blood).toBe(2);
  });

  it("extra actions resolve in the extra-action phases in initiative order, like other second actions (002 ¶5)", () => {
    let state = round.begin(1, [vampire(5, 1), fighter("x", 6, 2)]);
    state = round.declare(state, { combatantId: "x", actions: [{ kind: "attack", targetId: "v" }, { kind: "attack", targetId: "v" }] });
    state = round.declare(state, { combatantId: "v", actions: [attackX], celerityActions: [attackX] });
    expect(actedSequence(walkToEnd(state))).toEqual(["v:1", "x:1", "v:2", "x:2"]);
  });
});

describe("declaration shape (src/rulesets/classic/rules/actions/check-declaration.ts)", () => {
  const state = round.declare(round.begin(1, [fighter("a", 6, 9), fighter("b", 6, 2)]), { combatantId: "b", actions: [] });
  const bad = (declaration: Omit<Declaration, "combatantId">, key: string) => expectRulesError(() => round.declare(state, { combatantId: "a", ...declaration }), key);

  it("refuses unknown kinds, defences, targets and self-attacks", () => {
    bad({ actions: [{ kind: "dance" } as unknown as Declaration["actions"][number]] }, "ActionKindUnknown");
    bad({ actions: [{ kind: "defence", defence: "duck" } as unknown as Declaration["actions"][number]] }, "DefenceKindUnknown");
    bad({ actions: [{ kind: "attack", targetId: "nobody" }] }, "AttackTargetUnknown");
    bad({ actions: [{ kind: "attack", targetId: "a" }] }, "AttackTargetSelf");
  });

  it("refuses bad pools, notes and spending", () => {
    bad({ actions: [{ kind: "attack", targetId: "b", pool: -1 }] }, "ActionPoolInvalid");
    bad({ actions: [{ kind: "attack", targetId: "b", pool: 2.5 }] }, "ActionPoolInvalid");
    bad({ actions: [{ kind: "other", note: "  " }] }, "ActionNoteMissing");
    bad({ actions: [], willpowerSpent: -1 }, "WillpowerSpendInvalid");
    bad({ actions: [], bloodSpent: Number.NaN }, "BloodSpendInvalid");
    bad({ actions: "attack" as unknown as Declaration["actions"] }, "DeclarationActionsInvalid");
  });

  it("a refused declaration changes nothing: the same combatant is still to declare", () => {
    try {
      round.declare(state, { combatantId: "a", actions: [{ kind: "attack", targetId: "nobody" }] });
    } catch {
      // expected
    }
    expect(state.combatants.find((combatant) => combatant.id === "a")?.declaration).toBeNull();
    expect(state.queue[0]?.combatantIds).toEqual(["a"]);
  });
});
