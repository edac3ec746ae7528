import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptedD10, seededRandom, d10From } from "../../../../src/rules/dice/random";
import { contestOdds, successOdds } from "../../../../src/rulesets/streamlined/rules/odds";
import { faceSuccesses, netPool, readPool, rollPool } from "../../../../src/rulesets/streamlined/rules/pool";
import { expectRulesError } from "../../errors-helper";

/** Every way `pool` dice can fall, counted: the brute-force odds the convolution must match. */
function bruteForce(pool: number): number[] {
  const counts = new Array<number>(2 * pool + 1).fill(0);
  const faces = new Array<number>(pool).fill(1);
  const total = 10 ** pool;
  for (let n = 0; n < total; n++) {
    let rest = n;
    for (let i = 0; i < pool; i++) {
      faces[i] = (rest % 10) + 1;
      rest = Math.floor(rest / 10);
    }
    const k = faces.reduce((sum, face) => sum + faceSuccesses(face), 0);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts.map((count) => count / total);
}

describe("001 dice: Attribute + Skill, 6-9 one success, 10 two, 1-5 nothing", () => {
  it("001 Combat (opening): 6-9 count one success, 10s count two, 1-5 count nothing", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(faceSuccesses)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 2]);
    expect(readPool(5, [10, 6, 9, 5, 1]).successes).toBe(4);
  });

  it("001 Combat (opening): no botch — 1s cancel nothing and a pool of 1s is simply 0 successes", () => {
    expect(readPool(3, [1, 1, 6]).successes).toBe(1);
    expect(readPool(3, [1, 1, 1])).toEqual({ pool: 3, faces: [1, 1, 1], successes: 0 });
  });

  it("001 The Turn: penalties can take a pool under 0 dice; it then rolls nothing", () => {
    expect(netPool(2, 1, -4)).toBe(0);
    expect(rollPool(0, scriptedD10([])).successes).toBe(0);
  });

  it("001 Combat (opening): refuses faces and pools the dice cannot roll", () => {
    expectRulesError(() => readPool(2, [6]), "FacesCountMismatch");
    expectRulesError(() => readPool(1, [11]), "FaceInvalid");
    expectRulesError(() => readPool(-1, []), "PoolNegative");
    expectRulesError(() => readPool(1.5, []), "PoolNotInteger");
    expectRulesError(() => readPool(51, []), "PoolOverCap");
  });

  it("001 Combat (opening), property: a pool's successes are its 6s to 9s and twice its 10s, whatever the faces", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 30 }), (faces) => {
        const { successes } = readPool(faces.length, faces);
        expect(successes).toBe(faces.filter((face) => face >= 6 && face <= 9).length + 2 * faces.filter((face) => face === 10).length);
      }),
    );
  });
});

describe("001 dice: exact odds of a pool's successes, for the cards", () => {
  it.each([0, 1, 2, 3, 4])("a pool of %i matches brute-force enumeration of every face", (pool) => {
    const exact = successOdds(pool).distribution;
    const brute = bruteForce(pool);
    expect(exact).toHaveLength(brute.length);
    exact.forEach((p, k) => expect(p).toBeCloseTo(brute[k] ?? Number.NaN, 12));
  });

  it("001 Combat (opening): one die is 0 successes 50%, one 40%, two 10%; expected 0.6 a die", () => {
    expect(successOdds(1).distribution).toEqual([0.5, 0.4, 0.1]);
    expect(successOdds(10).expected).toBeCloseTo(6, 10);
  });

  it("001 Combat (opening), property: the odds sum to 1 and none is negative, for every pool up to 30", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (pool) => {
        const { distribution, atLeastOne } = successOdds(pool);
        expect(distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
        expect(distribution.every((p) => p >= 0)).toBe(true);
        expect(atLeastOne).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("001 Attacking and Defending: win, standoff and lose odds of a contest sum to 1, and a surprised target (no pool) can only lose or stand off at 0", () => {
    const odds = contestOdds(3, 2);
    expect(odds.win + odds.standoff + odds.lose).toBeCloseTo(1, 12);
    const surprised = contestOdds(3, 0);
    expect(surprised.lose).toBeCloseTo(0, 12);
    expect(surprised.standoff).toBeCloseTo(0.125, 12); // all three dice show 1-5
  });

  it("001 Combat (opening): three dice show no success with odds (5/10)^3 = 1/8, and a seeded sample of 20,000 pools agrees", () => {
    expect(successOdds(3).distribution[0]).toBe(1 / 8);
    const d10 = d10From(seededRandom(1));
    let none = 0;
    for (let i = 0; i < 20000; i++) if (rollPool(3, d10).successes === 0) none += 1;
    // 20,000 / 8 = 2,500 expected; the binomial standard deviation is √(20,000 · 1/8 · 7/8) ≈ 46.8, and 4 of them is 187.
    expect(Math.abs(none - 2500)).toBeLessThanOrEqual(187);
  });
});
