import { RulesError } from "../../../../rules/errors";
import type { HealthState } from "../health/state";
import { HEALTH_TRACK_LENGTH } from "../health/state";
import type { Pool2 } from "./stats";

/** The pools a character sheet keeps beside each other: each current value is bounded by its permanent one. */
export interface CharacterPools {
  willpower: Pool2;
  /** The blood pool a vampire's generation or a ghoul's vitae allows; null for the others. */
  blood: Pool2 | null;
  rage: Pool2;
  gnosis: Pool2;
  health: HealthState;
}

const POOL_NAMES = ["willpower", "blood", "rage", "gnosis"] as const;

/**
 * The first way these pools could not be on a sheet (V20 / W20 core): a current Willpower, blood, Rage or
 * Gnosis above its permanent rating, or more damage than the seven levels of the track. Null when they can.
 */
export function poolsProblem(name: string, pools: CharacterPools): RulesError | null {
  for (const trait of POOL_NAMES) {
    const pool = pools[trait];
    if (pool && pool.current > pool.permanent) {
      return new RulesError("StatsCurrentAbovePermanent", `${name}: current ${trait} (${pool.current}) is above the permanent rating (${pool.permanent}).`, {
        name,
        trait,
        current: pool.current,
        permanent: pool.permanent,
      });
    }
  }
  const levels = pools.health.bashing + pools.health.lethal + pools.health.aggravated;
  if (levels > HEALTH_TRACK_LENGTH) {
    return new RulesError("HealthOverTrack", `A health track holds ${HEALTH_TRACK_LENGTH} levels, got ${levels}.`, { levels, max: HEALTH_TRACK_LENGTH });
  }
  return null;
}

const within = (pool: Pool2): Pool2 => ({ permanent: pool.permanent, current: Math.min(pool.current, pool.permanent) });

/**
 * The same pools brought within their bounds, for records kept before the bounds were checked: each current
 * value down to its permanent one, and a track past seven levels losing its mildest damage first (the most
 * severe is what the character still carries).
 */
export function poolsWithinBounds(pools: CharacterPools): CharacterPools {
  let room = HEALTH_TRACK_LENGTH;
  const health = { aggravated: 0, lethal: 0, bashing: 0 };
  for (const type of ["aggravated", "lethal", "bashing"] as const) {
    health[type] = Math.min(pools.health[type], room);
    room -= health[type];
  }
  return {
    willpower: within(pools.willpower),
    blood: pools.blood ? within(pools.blood) : null,
    rage: within(pools.rage),
    gnosis: within(pools.gnosis),
    health: { bashing: health.bashing, lethal: health.lethal, aggravated: health.aggravated },
  };
}
