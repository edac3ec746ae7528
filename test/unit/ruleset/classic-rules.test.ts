import { describe, expect, it } from "vitest";
import { planAttack } from "../../../src/rulesets/classic/rules/combat/attack";
import { readPool } from "../../../src/rulesets/classic/rules/dice/pool";
import { scriptedD10 } from "../../../src/rules/dice/random";
import { classicRuleset } from "../../../src/rulesets/classic/rules/ruleset/classic";
import { fighter } from "../combat/fixtures";

/* Rules of docs/rules.md that no other test cited. */

describe("the dice of the Classic ruleset", () => {
  it("000 §2.1: a pool against a difficulty clamped to 2..10; a pool of no dice fails", () => {
    expect(readPool([10, 9], { pool: 2, difficulty: 12, kind: "action" })).toMatchObject({ difficulty: 10, requestedDifficulty: 12, net: 1 });
    expect(readPool([2, 3], { pool: 2, difficulty: 0, kind: "action" })).toMatchObject({ difficulty: 2, net: 2 });
    expect(readPool([], { pool: 0, difficulty: 6, kind: "action" })).toMatchObject({ net: 0, outcome: "failure", botch: false });
  });

  it("000 §4.1: a soak roll's 1s cancel nothing and it never botches", () => {
    expect(readPool([1, 1, 6], { pool: 3, difficulty: 6, kind: "soak" })).toMatchObject({ net: 1, cancelled: 0, botch: false });
    expect(readPool([1, 1], { pool: 2, difficulty: 6, kind: "soak" })).toMatchObject({ net: 0, botch: false, outcome: "failure" });
  });

  it("V20 core: a specialty's 10s count twice on the attack, unless the option is off", () => {
    const input = { attacker: fighter("a", { abilities: { brawl: 4 } }), target: fighter("b"), method: { kind: "unarmed" as const }, situation: { round: 1, specialty: true } };
    expect(planAttack(input, classicRuleset().options).roll.doubleTens).toBe(true);
    expect(planAttack(input, classicRuleset({ specialtyTens: false }).options).roll.doubleTens).toBe(false);
    expect(planAttack({ ...input, situation: { round: 1 } }, classicRuleset().options).roll.doubleTens).toBe(false);
  });
});

describe("initiative rolled each turn (000 §1.2; option rerollEachRound)", () => {
  const { turns } = classicRuleset();
  const previous = { combatantId: "a", score: 6, faces: [9], total: 15, tableIndex: 0 };

  it("000 §1.2: by default each turn rolls a new die on this turn's score", () => {
    const entry = turns.rollInitiative({ combatantId: "a", score: 5, tableIndex: 0 }, scriptedD10([3]), previous, classicRuleset().options);
    expect([entry.faces, entry.total]).toEqual([[3], 8]);
  });

  it("000 §1.2: with rerollEachRound off the first die is kept, on this turn's score (a wound still moves the character down)", () => {
    const entry = turns.rollInitiative({ combatantId: "a", score: 5, tableIndex: 0 }, scriptedD10([]), previous, classicRuleset({ rerollEachRound: false }).options);
    expect([entry.faces, entry.total]).toEqual([[9], 14]);
    const first = turns.rollInitiative({ combatantId: "a", score: 6, tableIndex: 0 }, scriptedD10([4]), null, classicRuleset({ rerollEachRound: false }).options);
    expect(first.total).toBe(10);
  });
});
