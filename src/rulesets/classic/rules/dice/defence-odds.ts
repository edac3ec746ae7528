import { poolOdds } from "./odds";
import type { PoolSpec } from "./pool-spec";

/**
 * What the defence is rolled against. Under `subtractSuccesses` (004) the attack has been rolled and its net
 * successes are known; under `removeDice` (000 §2.11) the defender rolls first and the attack's roll is still to
 * come, so its pool is what the defence works on.
 */
export type DefenceAgainst = { mode: "subtractSuccesses"; attackSuccesses: number } | { mode: "removeDice"; attack: PoolSpec };

/** The defender's question, answered exactly: the chance to take the whole hit away, and to take some of it. */
export interface DefenceOdds {
  /** The attack lands nothing: every success cancelled, or no success left in the dice the defence leaves it. */
  stops: number;
  /** The defence takes at least one success (or one die) off the attack. */
  reduces: number;
}

/**
 * The chance a defence stops the hit and the chance it reduces it. Cancelling: the defence's net successes must
 * reach the attack's. Removing dice: each defence success takes a die, and the hit is stopped when the dice left
 * roll no net success (automatic successes always land), summed over every number of successes the defence can
 * roll. Both from the exact distributions of `poolOdds`, no sampling.
 */
export function defenceOdds(defence: PoolSpec, against: DefenceAgainst): DefenceOdds {
  const rolled = poolOdds(defence).distribution;
  const reduces = rolled.reduce((sum, p, net) => (net >= 1 ? sum + p : sum), 0);
  if (against.mode === "subtractSuccesses") {
    const stops = rolled.reduce((sum, p, net) => (net >= against.attackSuccesses ? sum + p : sum), 0);
    return { stops, reduces };
  }
  const pool = against.attack.pool;
  const missChance = new Map<number, number>();
  const misses = (left: number): number => {
    let chance = missChance.get(left);
    if (chance === undefined) {
      chance = poolOdds({ ...against.attack, pool: left }).distribution[0] ?? 0;
      missChance.set(left, chance);
    }
    return chance;
  };
  const stops = rolled.reduce((sum, p, net) => sum + p * misses(pool - Math.min(pool, net)), 0);
  return { stops, reduces: pool > 0 ? reduces : 0 };
}
