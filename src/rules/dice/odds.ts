import { checkPoolSpec, MAX_POOL, type PoolSpec } from "./pool-spec";

export interface PoolOdds {
  /** `distribution[k]` is the chance of exactly k net successes (automatic ones included). */
  distribution: number[];
  /** Chance of at least one net success. */
  success: number;
  /** Chance of a botch (zero unless the roll kind can botch). */
  botch: number;
  /** Chance of no net success without a botch. */
  failure: number;
  /** Expected net successes. */
  expected: number;
}

/** Pascal's triangle up to the cap: exact in doubles (C(50, 25) < 2^53). */
const BINOMIAL: number[][] = (() => {
  const rows: number[][] = [[1]];
  for (let n = 1; n <= MAX_POOL; n++) {
    const previous = rows[n - 1] ?? [];
    const row = [1];
    for (let k = 1; k < n; k++) row.push((previous[k - 1] ?? 0) + (previous[k] ?? 0));
    row.push(1);
    rows.push(row);
  }
  return rows;
})();

function choose(n: number, k: number): number {
  return BINOMIAL[n]?.[k] ?? 0;
}

// Plain arrays: a small typed array costs more to allocate than the whole loop that reads it.
function powers(base: number, n: number): number[] {
  const out = [1];
  for (let i = 1; i <= n; i++) out.push((out[i - 1] ?? 0) * base);
  return out;
}

/**
 * The exact distribution of a pool's net successes, by counting how many dice show a 1, a 10, another
 * success and a failure (a multinomial), so a pool of 30 takes a few thousand steps and no sampling.
 */
export function poolOdds(spec: PoolSpec): PoolOdds {
  const checked = checkPoolSpec(spec);
  const n = checked.pool;
  const d = checked.difficulty;
  const auto = checked.automatic;
  // Faces: 1 is its own class; 2..d-1 fail; d..10 succeed, with 10 split off when it counts double.
  const pOne = 0.1;
  const pFail = (d - 2) / 10;
  const pTen = checked.doubleTens ? 0.1 : 0;
  const pHit = (11 - d) / 10 - pTen;
  const tenWorth = 2;
  const maxNet = (checked.doubleTens ? 2 * n : n) + auto;
  const distribution = new Array<number>(maxNet + 1).fill(0);
  let botch = 0;

  const ones = powers(pOne, n);
  const tens = powers(pTen, n);
  const hits = powers(pHit, n);
  const fails = powers(checked.onesCancel ? pFail : pFail + pOne, n);

  // Without cancelling, 1s are just failures, so the ones loop collapses to k = 0.
  const maxOnes = checked.onesCancel ? n : 0;
  const maxTens = checked.doubleTens ? n : 0;
  for (let k = 0; k <= maxOnes; k++) {
    const waysOnes = choose(n, k) * (ones[k] ?? 0);
    for (let t = 0; t <= Math.min(maxTens, n - k); t++) {
      const waysTens = waysOnes * choose(n - k, t) * (tens[t] ?? 0);
      for (let s = 0; s <= n - k - t; s++) {
        const p = waysTens * choose(n - k - t, s) * (hits[s] ?? 0) * (fails[n - k - t - s] ?? 0);
        if (p === 0) continue;
        const rolled = s + tenWorth * t;
        const net = Math.max(0, rolled - k) + auto;
        distribution[net] = (distribution[net] ?? 0) + p;
        if (checked.canBotch && k > 0 && rolled === 0 && auto === 0) botch += p;
      }
    }
  }

  let success = 0;
  let expected = 0;
  distribution.forEach((p, net) => {
    if (net > 0) success += p;
    expected += p * net;
  });
  return { distribution, success, botch, failure: Math.max(0, 1 - success - botch), expected };
}
