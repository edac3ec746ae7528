/**
 * Damage marked on a health track, in health levels. Under the `halfLevelDamage` option a level can be
 * half filled (000 §4.2: "halfway for the second"), so amounts are whole or half numbers.
 */
export interface HealthState {
  bashing: number;
  lethal: number;
  aggravated: number;
}

/** The seven levels of the standard track (V20 / W20 core; rules map, Damage and soak). */
export const HEALTH_LEVELS = [
  { id: "bruised", penalty: 0 },
  { id: "hurt", penalty: -1 },
  { id: "injured", penalty: -1 },
  { id: "wounded", penalty: -2 },
  { id: "mauled", penalty: -2 },
  { id: "crippled", penalty: -5 },
  { id: "incapacitated", penalty: null },
] as const;
export type HealthLevelId = (typeof HEALTH_LEVELS)[number]["id"];

export const HEALTH_TRACK_LENGTH = HEALTH_LEVELS.length;

export const NO_DAMAGE: Readonly<HealthState> = Object.freeze({ bashing: 0, lethal: 0, aggravated: 0 });
