import { HEALTH_TRACK_LENGTH } from "../../rules/health/state";

/** Willpower, Rage and Gnosis run 0..10 (V20 / W20 core). */
export const POOL_RANGE = { min: 0, max: 10 } as const;
/** Combat disciplines, like other traits, up to 10 for elders. */
export const DISCIPLINE_RANGE = { min: 0, max: 10 } as const;
/** Damage marked on the track: whole levels, or halves under the halfLevelDamage option (000 §4.2). */
export const HEALTH_RANGE = { min: 0, max: HEALTH_TRACK_LENGTH, step: 0.5 } as const;
/** Conscience or Conviction, Self-Control or Instinct, Courage: one to five dots, none once lost (V20 core). */
export const VIRTUE_RANGE = { min: 0, max: 5 } as const;
/** Humanity or a Path of Enlightenment: zero to ten (V20 core). */
export const MORALITY_RANGE = { min: 0, max: 10 } as const;
/** Glory, Honor and Wisdom, permanent and temporary: zero to ten each (W20 core). */
export const RENOWN_RANGE = { min: 0, max: 10 } as const;
/** A Garou's rank: Cliath 1 to Elder 5, 0 for a cub, 6 for a legend (W20 core). */
export const RANK_RANGE = { min: 0, max: 6 } as const;
