import { HEALTH_TRACK_LENGTH } from "../../rules/health/state";

/** Willpower, Rage and Gnosis run 0..10 (V20 / W20 core). */
export const POOL_RANGE = { min: 0, max: 10 } as const;
/** Combat disciplines, like other traits, up to 10 for elders. */
export const DISCIPLINE_RANGE = { min: 0, max: 10 } as const;
/** Damage marked on the track: whole levels, or halves under the halfLevelDamage option (000 §4.2). */
export const HEALTH_RANGE = { min: 0, max: HEALTH_TRACK_LENGTH, step: 0.5 } as const;
