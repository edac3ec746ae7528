import { checkPoolSpec, type PoolSpec } from "./pool-spec";

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

/**
 * The exact distribution of a pool's net successes. Each die adds −1 (a 1 that cancels), 0, +1, or +2 (a
 * doubled 10) to a running total, and the net is that total floored at 0 (000 §2.6: 1s cancel successes,
 * never more), so the distribution of the total is the die's own distribution convolved n times: a few
 * thousand multiply-adds for a pool of 30, and no sampling. A botch is "at least one 1 and no success at
 * all", which has a closed form.
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
  const pMinus = checked.onesCancel ? pOne : 0;
  const pZero = checked.onesCancel ? pFail : pFail + pOne;

  // totals[offset + v] is the chance the dice so far add up to v; v runs from −n to 2n. Two buffers,
  // swapped each die, so a roll allocates twice however large the pool.
  const offset = n;
  let totals = new Float64Array(3 * n + 3);
  let next = new Float64Array(3 * n + 3);
  totals[offset] = 1;
  for (let die = 0; die < n; die++) {
    next.fill(0);
    for (let index = offset - die; index <= offset + 2 * die; index++) {
      const p = totals[index] ?? 0;
      if (p === 0) continue;
      if (pMinus !== 0) next[index - 1] += p * pMinus;
      next[index] += p * pZero;
      next[index + 1] += p * pHit;
      if (pTen !== 0) next[index + 2] += p * pTen;
    }
    [totals, next] = [next, totals];
  }

  const maxNet = 2 * n + auto;
  const distribution = new Array<number>(maxNet + 1).fill(0);
  for (let index = 0; index <= 3 * n; index++) {
    const net = Math.max(0, index - offset) + auto;
    distribution[net] = (distribution[net] ?? 0) + (totals[index] ?? 0);
  }
  // Trim the tail a pool without doubled 10s can never reach.
  distribution.length = (checked.doubleTens ? 2 * n : n) + auto + 1;

  const botch = checked.canBotch && auto === 0 ? (pOne + pFail) ** n - pFail ** n : 0;
  let success = 0;
  let expected = 0;
  distribution.forEach((p, net) => {
    if (net > 0) success += p;
    expected += p * net;
  });
  return { distribution, success, botch, failure: Math.max(0, 1 - success - botch), expected };
}
