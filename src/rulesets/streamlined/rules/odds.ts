import { checkPool } from "./pool";

/** One die (001): 1-5 nothing (5 in 10), 6-9 one success (4 in 10), 10 two successes (1 in 10). */
export const DIE_ODDS: readonly [number, number, number] = [0.5, 0.4, 0.1];

export interface SuccessOdds {
  /** `distribution[k]` is the exact chance of k successes, k from 0 to twice the pool. */
  distribution: number[];
  /** Chance of at least one success. */
  atLeastOne: number;
  expected: number;
}

/**
 * The exact odds of a Streamlined pool's successes, for a card before the roll: the die's distribution
 * convolved `pool` times (no sampling). With no difficulty and no botch there is nothing else to show.
 */
export function successOdds(pool: number): SuccessOdds {
  checkPool(pool);
  let distribution = [1];
  for (let die = 0; die < pool; die++) {
    const next = new Array<number>(distribution.length + 2).fill(0);
    distribution.forEach((p, k) => {
      next[k] = (next[k] ?? 0) + p * DIE_ODDS[0];
      next[k + 1] = (next[k + 1] ?? 0) + p * DIE_ODDS[1];
      next[k + 2] = (next[k + 2] ?? 0) + p * DIE_ODDS[2];
    });
    distribution = next;
  }
  const expected = distribution.reduce((sum, p, k) => sum + p * k, 0);
  return { distribution, atLeastOne: 1 - (distribution[0] ?? 0), expected };
}

/**
 * The chance an attack pool beats a defence pool (strictly more successes), ties (a standoff) and the
 * defender holding. A surprised target rolls no pool: pass 0.
 */
export function contestOdds(attackPool: number, defencePool: number): { win: number; standoff: number; lose: number } {
  const attack = successOdds(attackPool).distribution;
  const defence = successOdds(defencePool).distribution;
  let win = 0;
  let standoff = 0;
  attack.forEach((pa, a) =>
    defence.forEach((pd, d) => {
      if (a > d) win += pa * pd;
      else if (a === d) standoff += pa * pd;
    }),
  );
  return { win, standoff, lose: Math.max(0, 1 - win - standoff) };
}
