import { describe, expect, it } from "vitest";
import { defenceOdds } from "../../../src/rulesets/classic/rules/dice/defence-odds";
import type { PoolSpec } from "../../../src/rulesets/classic/rules/dice/pool-spec";
import { byTheRules } from "./by-the-rules";

/** Every way n dice can fall, each with its chance. */
function* everyFall(pool: number): Generator<number[]> {
  const faces = new Array<number>(pool).fill(1);
  for (let i = 0; i < 10 ** pool; i++) {
    let rest = i;
    for (let d = 0; d < pool; d++) {
      faces[d] = (rest % 10) + 1;
      rest = Math.floor(rest / 10);
    }
    yield faces;
  }
}

/** Cancelling (004): every fall of the defence dice, the hit stopped when its net reaches the attack's successes. */
function bruteCancel(defence: PoolSpec, attackSuccesses: number): { stops: number; reduces: number } {
  let stops = 0;
  let reduces = 0;
  for (const faces of everyFall(defence.pool)) {
    const { net } = byTheRules(faces, defence);
    if (net >= attackSuccesses) stops += 1;
    if (net >= 1) reduces += 1;
  }
  return { stops: stops / 10 ** defence.pool, reduces: reduces / 10 ** defence.pool };
}

/** Removing dice (000 §2.11): every fall of the defence, then every fall of the attack dice it leaves. */
function bruteRemove(defence: PoolSpec, attack: PoolSpec): { stops: number; reduces: number } {
  let stops = 0;
  let reduces = 0;
  for (const faces of everyFall(defence.pool)) {
    const { net } = byTheRules(faces, defence);
    if (net >= 1) reduces += 1;
    const left = Math.max(0, attack.pool - net);
    let misses = 0;
    for (const attackFaces of everyFall(left)) if (byTheRules(attackFaces, { ...attack, pool: left }).net === 0) misses += 1;
    stops += misses / 10 ** left;
  }
  return { stops: stops / 10 ** defence.pool, reduces: reduces / 10 ** defence.pool };
}

const dodge = (pool: number, difficulty = 6, extra: Partial<PoolSpec> = {}): PoolSpec => ({ pool, difficulty, kind: "defence", ...extra });
const punch = (pool: number, difficulty = 6, extra: Partial<PoolSpec> = {}): PoolSpec => ({ pool, difficulty, kind: "action", ...extra });

describe("the chance a defence stops the hit (the defender asks whether the hit is taken away, not whether one success is rolled)", () => {
  it("cancelling: worked by hand for small pools", () => {
    // One die at 6 against one success: 6-10 succeed, half the faces.
    expect(defenceOdds(dodge(1), { mode: "subtractSuccesses", attackSuccesses: 1 })).toEqual({ stops: 0.5, reduces: 0.5 });
    // Two dice at 6 against two successes: both must show 6-10 (a 1 would cancel one): 5/10 × 5/10.
    expect(defenceOdds(dodge(2), { mode: "subtractSuccesses", attackSuccesses: 2 }).stops).toBeCloseTo(0.25, 12);
    // Against one success, two dice at 6: net ≥ 1 unless no success, or one success and one 1:
    // 1 − (P(no 6-10) = 0.25) − (P(one 6-10 and one 1) = 2 × 0.5 × 0.1 = 0.1) = 0.65.
    expect(defenceOdds(dodge(2), { mode: "subtractSuccesses", attackSuccesses: 1 }).stops).toBeCloseTo(0.65, 12);
  });

  it("cancelling: the review's case, five dice at 6 against three successes, is 38.8 %, not the 84.4 % of one success", () => {
    const odds = defenceOdds(dodge(5), { mode: "subtractSuccesses", attackSuccesses: 3 });
    expect(odds.stops).toBeCloseTo(0.3875, 12);
    expect(odds.reduces).toBeCloseTo(0.844, 12);
  });

  it("cancelling: equal to every fall of the dice counted, for several attack results, difficulties and specialties", () => {
    const cases: [PoolSpec, number][] = [
      [dodge(3), 1],
      [dodge(3), 2],
      [dodge(4, 7), 3],
      [dodge(4, 5, { doubleTens: true }), 4],
      [dodge(5, 8), 2],
      [dodge(3, 6, { willpower: true }), 2],
      [dodge(0), 1],
    ];
    for (const [defence, successes] of cases) {
      const exact = defenceOdds(defence, { mode: "subtractSuccesses", attackSuccesses: successes });
      const counted = bruteCancel(defence, successes);
      expect(exact.stops, JSON.stringify([defence, successes])).toBeCloseTo(counted.stops, 12);
      expect(exact.reduces, JSON.stringify([defence, successes])).toBeCloseTo(counted.reduces, 12);
    }
  });

  it("removing dice: worked by hand, one die against a one-die attack", () => {
    // The dodge succeeds half the time and takes the only die; otherwise one attack die at 6 misses half the time.
    expect(defenceOdds(dodge(1), { mode: "removeDice", attack: punch(1) })).toEqual({ stops: 0.75, reduces: 0.5 });
  });

  it("removing dice: equal to every fall of both rolls counted, for several attacks", () => {
    const cases: [PoolSpec, PoolSpec][] = [
      [dodge(2), punch(2)],
      [dodge(3), punch(3, 7)],
      [dodge(2, 6, { doubleTens: true }), punch(3)],
      [dodge(3, 8), punch(2, 5)],
      [dodge(1), punch(4)],
    ];
    for (const [defence, attack] of cases) {
      const exact = defenceOdds(defence, { mode: "removeDice", attack });
      const counted = bruteRemove(defence, attack);
      expect(exact.stops, JSON.stringify([defence, attack])).toBeCloseTo(counted.stops, 12);
      expect(exact.reduces, JSON.stringify([defence, attack])).toBeCloseTo(counted.reduces, 12);
    }
  });

  it("removing dice: an attack with a Willpower success always lands something", () => {
    expect(defenceOdds(dodge(5), { mode: "removeDice", attack: punch(2, 6, { willpower: true }) }).stops).toBe(0);
  });
});
