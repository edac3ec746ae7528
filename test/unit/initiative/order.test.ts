import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readInitiative } from "../../../src/rulesets/classic/rules/dice/initiative";
import { scriptedD10 } from "../../../src/rules/dice/random";
import { compareClassicInitiative, slowestFirst } from "../../../src/rulesets/classic/rules/initiative/classic-order";
import { entryFromRoll, groupIntoSteps, type InitiativeEntry } from "../../../src/rulesets/classic/rules/initiative/order";
import { rollRoundInitiative } from "../../../src/rulesets/classic/rules/initiative/roll-round";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { classicTurnRules } from "../../../src/rulesets/classic/rules/turns/classic-turn-rules";

const entry = (id: string, score: number, face: number, tableIndex = 0): InitiativeEntry => entryFromRoll(id, readInitiative(score, face), tableIndex);
const ids = (steps: { combatantIds: string[] }[]) => steps.map((step) => step.combatantIds.join("="));

describe("Classic initiative order (src/rulesets/classic/rules/initiative/classic-order.ts)", () => {
  it("000 §1.6: totals A 12, T 11, G 9, D 15, M 8 act D>A>T>G>M and declare M>G>T>A>D", () => {
    const { entries, steps } = rollRoundInitiative(
      classicTurnRules,
      CLASSIC_DEFAULTS,
      [
        { combatantId: "A", score: 6, tableIndex: 0 },
        { combatantId: "T", score: 6, tableIndex: 1 },
        { combatantId: "G", score: 4, tableIndex: 2 },
        { combatantId: "D", score: 6, tableIndex: 3 },
        { combatantId: "M", score: 6, tableIndex: 4 },
      ],
      scriptedD10([6, 5, 5, 9, 2]),
    );
    expect(entries.map((rolled) => rolled.total)).toEqual([12, 11, 9, 15, 8]);
    expect(ids(steps)).toEqual(["D", "A", "T", "G", "M"]);
    expect(ids(slowestFirst(steps))).toEqual(["M", "G", "T", "A", "D"]);
  });

  it("002 ¶2: equal totals, the higher score goes first", () => {
    const steps = groupIntoSteps([entry("slow", 4, 6), entry("quick", 7, 3)], compareClassicInitiative);
    expect(ids(steps)).toEqual(["quick", "slow"]);
  });

  it("002 ¶2: equal total and equal score act simultaneously, as one step", () => {
    const steps = groupIntoSteps([entry("x", 5, 4, 0), entry("top", 8, 5, 1), entry("y", 5, 4, 2)], compareClassicInitiative);
    expect(ids(steps)).toEqual(["top", "x=y"]);
    expect(steps[1]).toMatchObject({ total: 9, score: 5 });
  });

  it("000 §1.3: a 1 is just a 1 on initiative", () => {
    expect(entry("a", 6, 1).total).toBe(7);
  });

  it("option rerollEachRound on (default): every round rolls a new die", () => {
    const first = rollRoundInitiative(classicTurnRules, CLASSIC_DEFAULTS, [{ combatantId: "a", score: 6, tableIndex: 0 }], scriptedD10([3]));
    const second = rollRoundInitiative(classicTurnRules, CLASSIC_DEFAULTS, [{ combatantId: "a", score: 6, tableIndex: 0 }], scriptedD10([8]), first.entries);
    expect(second.entries[0]?.total).toBe(14);
  });

  it("option rerollEachRound off: the first die is kept, on this round's score (a new wound still counts)", () => {
    const options = { ...CLASSIC_DEFAULTS, rerollEachRound: false };
    const first = rollRoundInitiative(classicTurnRules, options, [{ combatantId: "a", score: 6, tableIndex: 0 }], scriptedD10([3]));
    const dice = scriptedD10([7]);
    const second = rollRoundInitiative(
      classicTurnRules,
      options,
      [
        { combatantId: "a", score: 5, tableIndex: 0 },
        { combatantId: "newcomer", score: 4, tableIndex: 1 },
      ],
      dice,
      first.entries,
    );
    expect(second.entries[0]).toMatchObject({ faces: [3], total: 8 });
    expect(second.entries[1]).toMatchObject({ faces: [7], total: 11 });
    expect(dice.remaining()).toBe(0);
  });

  it("a combatant arriving mid-combat slots in where its total falls (rules map, Initiative)", () => {
    const steps = groupIntoSteps([entry("a", 6, 6), entry("b", 6, 2), entry("late", 5, 4)], compareClassicInitiative);
    expect(ids(steps)).toEqual(["a", "late", "b"]);
  });

  it("property (002 ¶2): steps form a strict total order; a step holds several only for equal total and score", () => {
    const arbitrary = fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), score: fc.integer({ min: -5, max: 15 }), face: fc.integer({ min: 1, max: 10 }) }), { selector: (row) => row.id, maxLength: 30 });
    fc.assert(
      fc.property(arbitrary, (rows) => {
        const entries = rows.map((row, index) => entry(row.id, row.score, row.face, index));
        const steps = groupIntoSteps(entries, compareClassicInitiative);
        const byId = new Map(entries.map((rolled) => [rolled.combatantId, rolled]));
        expect(steps.flatMap((step) => step.combatantIds).sort()).toEqual(rows.map((row) => row.id).sort());
        for (const step of steps) {
          for (const id of step.combatantIds) expect(byId.get(id)).toMatchObject({ total: step.total, score: step.score });
        }
        for (let index = 1; index < steps.length; index++) {
          const before = steps[index - 1];
          const after = steps[index];
          if (!before || !after) continue;
          expect(before.total > after.total || (before.total === after.total && before.score > after.score)).toBe(true);
        }
      }),
    );
  });
});
