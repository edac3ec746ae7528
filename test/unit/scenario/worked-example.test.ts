import { describe, expect, it } from "vitest";
import { attackAt, replayGolden, rollOf } from "./load";

/*
 * 000 §1.6, §2.11, §3.5, §4.2 replayed from src/rulesets/classic/scenarios/000-worked-example.json, with the readings of
 * test/unit/combat/worked-example.test.ts (David's Dexterity 3, Tony's slip and Gordon's cover die as a
 * Storyteller's −1, Michael's dodge at difficulty 7). The file's own `expect` blocks are checked too.
 */
describe("000 worked example as a scenario (removeDice, halfLevelDamage, Dodge, dazed)", () => {
  const result = replayGolden("000-worked-example.json");
  const round = result.rounds[0];

  it("000 §1.6: totals A 12, T 11, G 9 (wounded −2), D 15, M 8; actions D > A > T > G > M (000 §1.4), declarations M > G > T > A > D", () => {
    expect(round?.initiative.map((entry) => [entry.combatantId, entry.score, entry.faces[0], entry.total])).toEqual([
      ["A", 6, 6, 12],
      ["T", 6, 5, 11],
      ["G", 4, 5, 9],
      ["D", 6, 9, 15],
      ["M", 6, 2, 8],
    ]);
    expect(round?.order.map((step) => step.combatantIds)).toEqual([["D"], ["A"], ["T"], ["G"], ["M"]]);
    expect(round?.declarationOrder).toEqual(["M", "G", "T", "A", "D"]);
  });

  it("000 §2.2, §2.11: declared pools after the multiple-action penalty N + i − 1: M 3, 2; G 2; T 4, 3; A 6; D 3, 2, 1", () => {
    const pools = Object.fromEntries(round?.declarations.map((entry) => [entry.combatantId, entry.actions.map((action) => action.pool)]) ?? []);
    expect(pools).toEqual({ M: [3, 2], G: [2], T: [4, 3], A: [6], D: [3, 2, 1] });
    expect(round?.plannedPhases).toEqual([["D", "A", "G"], ["T", "M"], []]);
  });

  it("000 §2.11, §3.5, §4.2 D v A: kick 3 dice at 8 → 1; damage 5 → 2; soak 2 → 0; Alistair marks two strokes, one level", () => {
    const summary = attackAt(result, 0, 0).summary;
    expect([rollOf(summary, "attackRoll")?.pool, rollOf(summary, "attackRoll")?.difficulty, rollOf(summary, "attackRoll")?.net]).toEqual([3, 8, 1]);
    expect([rollOf(summary, "damageRoll")?.pool, rollOf(summary, "damageRoll")?.net]).toEqual([5, 2]);
    expect([rollOf(summary, "soakRoll")?.pool, summary.soaked, summary.damage?.strokes, summary.damage?.levels]).toEqual([2, 0, 2, 1]);
    expect(summary.healthAfter).toEqual({ bashing: 1, lethal: 0, aggravated: 0 });
  });

  it("000 §2.11, §3.5, §4.2 A v D: David's dodge (8,1) rolls first and removes nothing; punch 6 at 7 → 3; damage 6 → 4; soak (6,1) → 1; 1.5 levels", () => {
    const summary = attackAt(result, 0, 1).summary;
    expect(summary.rolls.map((roll) => roll.step)).toEqual(["defenceRoll", "attackRoll", "damageRoll", "soakRoll"]);
    expect([rollOf(summary, "defenceRoll")?.pool, rollOf(summary, "defenceRoll")?.difficulty, rollOf(summary, "defenceRoll")?.net, summary.removedDice]).toEqual([2, 7, 0, 0]);
    expect([rollOf(summary, "attackRoll")?.pool, rollOf(summary, "attackRoll")?.difficulty, rollOf(summary, "attackRoll")?.net]).toEqual([6, 7, 3]);
    expect([rollOf(summary, "damageRoll")?.pool, rollOf(summary, "damageRoll")?.net, summary.soaked, summary.left]).toEqual([6, 4, 1, 3]);
    expect(summary.healthAfter).toEqual({ bashing: 1.5, lethal: 0, aggravated: 0 });
  });

  it("000 §2.5, §2.11 G v M: Michael's Willpower 7 buys a dodge capped at his parry's 3 dice; (8,4,7) removes both of Gordon's dice", () => {
    const attack = attackAt(result, 0, 2);
    expect(attack.abort?.succeeded).toBe(true);
    expect(attack.abort?.roll?.net).toBe(1);
    expect(attack.allowance).toMatchObject({ source: "abort", cap: 3 });
    expect([rollOf(attack.summary, "defenceRoll")?.pool, rollOf(attack.summary, "defenceRoll")?.net, attack.summary.removedDice]).toEqual([3, 2, 2]);
    expect(rollOf(attack.summary, "attackRoll")).toBeNull();
    expect(attack.summary.outcome).toBe("defended");
  });

  it("000 §2.11, §3.5, §4.2 T v D: David's third dodge 1 die; Tony (5,9) → 1; damage (2,1,10,10) → 2; soak (1,1) → 0; David at 2.5 levels", () => {
    const attack = attackAt(result, 0, 3);
    expect([attack.actionIndex, attack.penalty]).toEqual([2, 3]);
    expect([rollOf(attack.summary, "defenceRoll")?.pool, rollOf(attack.summary, "attackRoll")?.pool, rollOf(attack.summary, "attackRoll")?.net]).toEqual([1, 2, 1]);
    expect([rollOf(attack.summary, "damageRoll")?.pool, rollOf(attack.summary, "damageRoll")?.net, attack.summary.soaked]).toEqual([4, 2, 0]);
    expect(result.final.D?.health).toEqual({ bashing: 2.5, lethal: 0, aggravated: 0 });
    expect(result.facts.boxes).toMatchObject({ D: [2, 2, 1, 0, 0, 0, 0], A: [2, 0, 0, 0, 0, 0, 0] });
  });

  it("000 §1.5: Michael's abort leaves only T v D in the second phase, and nothing in the third", () => {
    expect(round?.actions.map((action) => `${action.combatantId}:${action.actionIndex}`)).toEqual(["D:1", "A:1", "G:1", "T:2"]);
    expect(result.expectations.length).toBeGreaterThan(70);
  });
});

describe("000 worked example under the default options (000-worked-example-defaults.json)", () => {
  const result = replayGolden("000-worked-example-defaults.json");

  it("004 Stun: D v A's two whole levels stun Alistair (2 ≥ Stamina 2), and his punch on David is lost", () => {
    const attack = attackAt(result, 0, 0);
    expect(attack.summary.rolls.map((roll) => roll.step)).toEqual(["attackRoll", "damageRoll", "soakRoll"]);
    expect(attack.summary.healthAfter).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
    expect(attack.summary.started.map((status) => [status.id, status.sinceRound, status.expiresAfterRound])).toEqual([["stunned", 1, 2]]);
    expect(result.rounds[0]?.events[0]?.lostActions).toEqual({ A: [1] });
  });

  it("004 Dodging: Gordon rolls first; Michael's abort dodge cancels his one success instead of removing dice", () => {
    const attack = attackAt(result, 0, 1);
    expect(attack.summary.rolls.map((roll) => roll.step)).toEqual(["attackRoll", "defenceRoll"]);
    expect([rollOf(attack.summary, "attackRoll")?.net, rollOf(attack.summary, "defenceRoll")?.net, attack.summary.removedDice]).toEqual([1, 2, 0]);
    expect(attack.summary.outcome).toBe("defended");
  });

  it("000 §1.4: David's first dodge, unspent, answers Tony with 2 dice; Tony's hit stuns David too", () => {
    const attack = attackAt(result, 0, 2);
    expect(attack.allowance).toMatchObject({ actionIndex: 2, penalty: 4 });
    expect(rollOf(attack.summary, "defenceRoll")?.pool).toBe(2);
    expect(attack.summary.statusesAfter.map((status) => status.id)).toEqual(["stunned"]);
  });

  it("002 ¶2, 004 Stun: turn 2 puts Michael before David on equal totals; the stunned neither declare nor act; Tony hits the stunned David at 4", () => {
    const round = result.rounds[1];
    expect(round?.order.map((step) => step.combatantIds)).toEqual([["M"], ["D"], ["T"], ["A"], ["G"]]);
    expect(round?.declarationOrder).toEqual(["G", "T", "M"]);
    expect(rollOf(attackAt(result, 1, 0).summary, "attackRoll")?.difficulty).toBe(4);
    expect(result.final.D?.health).toEqual({ bashing: 4, lethal: 0, aggravated: 0 });
  });
});
