import { describe, expect, it } from "vitest";
import { checkDeclarationShape } from "../../../src/rulesets/classic/rules/actions/check-declaration";
import { NOTHING_SPENT } from "../../../src/rulesets/classic/rules/actions/resources";
import { effectiveAttributes } from "../../../src/rulesets/classic/rules/character/effective";
import { scriptedD10 } from "../../../src/rules/dice/random";
import { rollRoundInitiative } from "../../../src/rulesets/classic/rules/initiative/roll-round";
import { ABLE } from "../../../src/rulesets/classic/rules/status/schedule";
import { classicTurnRules } from "../../../src/rulesets/classic/rules/turns/classic-turn-rules";
import { currentActors, remainingActions } from "../../../src/rulesets/classic/rules/turns/queries";
import { roundMachine } from "../../../src/rulesets/classic/rules/turns/round-machine";
import type { TurnRules } from "../../../src/rulesets/classic/rules/turns/turn-rules";
import { roundCombatantInput } from "../../../src/rulesets/classic/rules/turns/round-input";
import { characterStats, MORTAL } from "./fixtures";

/*
 * A sketch of another ruleset's turn rules, written only here, to show the round machine takes one
 * without a change to Classic's code: a Dexterity + Awareness pool for initiative (6-9 one success, 10
 * two), ties in table order, declarations fastest first, and a cumulative −2 on every action past the
 * first (the rules map's Streamlined summary).
 */
const sketch: TurnRules<null> = {
  id: "sketch",
  initiativeScore: (stats) => effectiveAttributes(stats).dexterity + stats.abilities.awareness,
  rollInitiative(input, d10) {
    const faces = Array.from({ length: Math.max(0, input.score) }, () => d10());
    const total = faces.reduce((sum, face) => sum + (face === 10 ? 2 : face >= 6 ? 1 : 0), 0);
    return { combatantId: input.combatantId, score: input.score, faces, total, tableIndex: input.tableIndex };
  },
  compareInitiative: (a, b) => b.total - a.total || a.tableIndex - b.tableIndex,
  declarationOrder: (steps) => [...steps],
  declarationSpending: () => ({ ...NOTHING_SPENT }),
  planActions(declaration) {
    const count = declaration.actions.length;
    return {
      fullDefence: false,
      actions: declaration.actions.map((action, position) => ({
        index: position + 1,
        source: "declared",
        body: action.kind === "defence" ? { kind: "defence", defence: action.defence } : { kind: "other", note: action.kind },
        penalty: 2 * (count - 1),
        basePool: action.pool ?? null,
        state: "pending",
        abortCap: null,
      })),
    };
  },
  fullDefencePenalty: () => 0,
};

describe("the TurnRules seam (src/rulesets/classic/rules/turns/turn-rules.ts)", () => {
  it("Classic is the rules object the rules map describes", () => {
    expect(classicTurnRules.id).toBe("classic");
    expect(classicTurnRules.initiativeScore(characterStats("a"))).toBe(6);
    expect(classicTurnRules.fullDefencePenalty(3)).toBe(2);
    const plan = classicTurnRules.planActions(checkDeclarationShape({ combatantId: "a", actions: [{ kind: "other", note: "x" }, { kind: "other", note: "y" }] }, () => true), false);
    expect(plan.actions.map((action) => action.penalty)).toEqual([2, 3]);
  });

  it("another ruleset's order and penalties run through the same round machine", () => {
    const rolled = rollRoundInitiative(
      sketch,
      null,
      [
        { combatantId: "first", score: 2, tableIndex: 0 },
        { combatantId: "second", score: 2, tableIndex: 1 },
      ],
      scriptedD10([7, 2, 6, 3]),
    );
    expect(rolled.entries.map((entry) => entry.total)).toEqual([1, 1]);
    // Ties go by table order: two steps, never one simultaneous step.
    expect(rolled.steps.map((step) => step.combatantIds)).toEqual([["first"], ["second"]]);
    const machine = roundMachine({ rules: sketch, options: null });
    let state = machine.begin(
      1,
      rolled.entries.map((initiative) => ({ id: initiative.combatantId, initiative, resources: MORTAL, condition: ABLE })),
    );
    expect(currentActors(state)).toEqual(["first"]);
    state = machine.declare(state, { combatantId: "first", actions: [{ kind: "other", note: "a" }, { kind: "other", note: "b" }, { kind: "other", note: "c" }] });
    expect(remainingActions(state, "first").map((action) => action.penalty)).toEqual([4, 4, 4]);
    expect(state.ruleset).toBe("sketch");
  });
});

describe("a character's entry into a round (src/rulesets/classic/rules/turns/round-input.ts)", () => {
  it("reads resources and, from statuses and health, what the character may do (status/schedule.ts)", () => {
    const vampire = characterStats("v", {
      creature: "vampire",
      blood: { permanent: 10, current: 7 },
      disciplines: { celerity: 2, fortitude: 1, potence: 0 },
      statuses: [{ id: "stunned", sinceRound: 3, expiresAfterRound: 4 }],
    });
    const initiative = { combatantId: "", score: 6, faces: [4], total: 10, tableIndex: 0 };
    const input = roundCombatantInput(vampire, initiative, 4);
    expect(input).toEqual({
      id: "v",
      initiative: { ...initiative, combatantId: "v" },
      resources: { willpower: { permanent: 5, current: 5 }, blood: 7, bloodPerTurn: null, celerity: 2, rage: null },
      condition: { blockedBy: "stunned", mustGetUp: false, initiativePenalty: 0 },
      // Strength 4 + Brawl 3, the largest pair, bounds every kind of action without a combat summary.
      poolBounds: { traitPair: 7, attack: 7, defence: { dodge: 7, block: 7, parry: 7 } },
      lastDeclaration: null,
    });
    expect(roundCombatantInput(vampire, initiative, 4, false, { bloodPerTurn: 1 }).resources.bloodPerTurn).toBe(1);
    expect(roundCombatantInput(vampire, initiative, 5).condition.blockedBy).toBeNull();
  });
});
