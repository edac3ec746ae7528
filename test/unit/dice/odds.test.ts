import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { poolOdds } from "../../../src/rulesets/classic/rules/dice/odds";
import { readPool, rollPool } from "../../../src/rulesets/classic/rules/dice/pool";
import { ROLL_KIND_NAMES, type PoolSpec, type RollKind } from "../../../src/rulesets/classic/rules/dice/pool-spec";
import { d10From, seededRandom } from "../../../src/rules/dice/random";
import { byTheRules } from "./by-the-rules";

/** Every one of the 10^n ways n dice can fall, each read by the rules above. */
function bruteForce(spec: PoolSpec): { distribution: number[]; botch: number } {
  const distribution: number[] = [];
  let botch = 0;
  const total = 10 ** spec.pool;
  const faces = new Array<number>(spec.pool).fill(1);
  for (let i = 0; i < total; i++) {
    let rest = i;
    for (let d = 0; d < spec.pool; d++) {
      faces[d] = (rest % 10) + 1;
      rest = Math.floor(rest / 10);
    }
    const result = byTheRules(faces, spec);
    // Whole counts, divided once at the end, so the enumeration adds no rounding of its own.
    distribution[result.net] = (distribution[result.net] ?? 0) + 1;
    if (result.botch) botch += 1;
  }
  return { distribution: Array.from(distribution, (count) => (count ?? 0) / total), botch: botch / total };
}

const variants: { doubleTens: boolean; willpower: boolean; automaticSuccesses: number }[] = [
  { doubleTens: false, willpower: false, automaticSuccesses: 0 },
  { doubleTens: true, willpower: false, automaticSuccesses: 0 },
  { doubleTens: false, willpower: true, automaticSuccesses: 0 },
  { doubleTens: true, willpower: false, automaticSuccesses: 2 },
];

describe("exact odds equal brute-force enumeration of every outcome", () => {
  for (let pool = 0; pool <= 5; pool++) {
    for (const kind of ROLL_KIND_NAMES) {
      it(`pool ${pool}, ${kind}, difficulty 2..10, each variant`, () => {
        for (let difficulty = 2; difficulty <= 10; difficulty++) {
          // The full product of variants costs 10^5 readings per case; pools of 5 take the plain variant only.
          for (const variant of pool === 5 ? variants.slice(0, 2) : variants) {
            const spec: PoolSpec = { pool, difficulty, kind, ...variant };
            const exact = poolOdds(spec);
            const counted = bruteForce(spec);
            const length = Math.max(exact.distribution.length, counted.distribution.length);
            for (let k = 0; k < length; k++) {
              expect(exact.distribution[k] ?? 0).toBeCloseTo(counted.distribution[k] ?? 0, 12);
            }
            expect(exact.botch).toBeCloseTo(counted.botch, 12);
          }
        }
      });
    }
  }
});

describe("exact odds agree with sampling for large pools", () => {
  it.each([
    [30, 6, "action" as RollKind, false],
    [25, 8, "action" as RollKind, true],
    [20, 4, "damage" as RollKind, false],
    [12, 9, "action" as RollKind, false],
  ])("pool %i at difficulty %i, %s, doubled tens %s", (pool, difficulty, kind, doubleTens) => {
    const spec: PoolSpec = { pool, difficulty, kind, doubleTens };
    const exact = poolOdds(spec);
    const d10 = d10From(seededRandom(pool * 100 + difficulty));
    const samples = 40_000;
    let successes = 0;
    let botches = 0;
    let netSum = 0;
    for (let i = 0; i < samples; i++) {
      const result = rollPool(spec, d10);
      if (result.net > 0) successes++;
      if (result.botch) botches++;
      netSum += result.net;
    }
    // Four standard errors of a proportion: a fixed seed, so this never flickers.
    const tolerance = (p: number) => 4 * Math.sqrt((p * (1 - p)) / samples) + 1e-4;
    expect(Math.abs(successes / samples - exact.success)).toBeLessThan(tolerance(exact.success));
    expect(Math.abs(botches / samples - exact.botch)).toBeLessThan(tolerance(exact.botch));
    expect(Math.abs(netSum / samples - exact.expected)).toBeLessThan(0.05 * Math.max(1, exact.expected));
  });
});

const specArbitrary = fc.record({
  pool: fc.integer({ min: 0, max: 30 }),
  difficulty: fc.integer({ min: -5, max: 15 }),
  kind: fc.constantFrom(...ROLL_KIND_NAMES),
  doubleTens: fc.boolean(),
  willpower: fc.boolean(),
  automaticSuccesses: fc.integer({ min: 0, max: 5 }),
});

describe("properties of the odds", () => {
  it("sum to 1, and success + botch + failure = 1", () => {
    fc.assert(
      fc.property(specArbitrary, (spec) => {
        const odds = poolOdds(spec);
        const sum = odds.distribution.reduce((a, b) => a + b, 0);
        expect(sum).toBeCloseTo(1, 10);
        expect(odds.success + odds.botch + odds.failure).toBeCloseTo(1, 10);
        expect(odds.distribution.every((p) => Number.isFinite(p) && p >= 0)).toBe(true);
      }),
    );
  });

  it("never give a net below the automatic successes, and never botch a roll that cannot", () => {
    fc.assert(
      fc.property(specArbitrary, (spec) => {
        const odds = poolOdds(spec);
        const floor = spec.automaticSuccesses + (spec.willpower ? 1 : 0);
        for (let k = 0; k < floor; k++) expect(odds.distribution[k] ?? 0).toBe(0);
        if (spec.kind !== "action" || floor > 0) expect(odds.botch).toBe(0);
      }),
    );
  });
});

describe("properties of a roll", () => {
  const faces = fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 30 });
  it("net is the dice rules' count of successes less 1s, never below the automatic ones (000 §2.6)", () => {
    fc.assert(
      fc.property(faces, specArbitrary, (rolled, spec) => {
        const result = readPool(rolled, { ...spec, pool: rolled.length });
        expect(result.net).toBe(byTheRules(rolled, spec).net);
        expect(result.net).toBeGreaterThanOrEqual(spec.automaticSuccesses + (spec.willpower ? 1 : 0));
      }),
    );
  });

  it("botches only on an action roll with a 1, no success rolled and nothing automatic (000 §2.6)", () => {
    fc.assert(
      fc.property(faces, specArbitrary, (rolled, spec) => {
        const result = readPool(rolled, { ...spec, pool: rolled.length });
        const difficulty = Math.min(10, Math.max(2, spec.difficulty));
        const noSuccess = rolled.every((face) => face < difficulty);
        const expected = spec.kind === "action" && rolled.includes(1) && noSuccess && spec.automaticSuccesses === 0 && !spec.willpower;
        expect(result.botch).toBe(expected);
      }),
    );
  });
});
