import { MetError } from "./errors";

/**
 * The classic seven health levels, worst last. Damage fills them from the first: a character with three levels
 * of damage is Injured. All seven filled is Incapacitated.
 */
export const MET_HEALTH_LEVELS = ["bruised", "hurt", "injured", "wounded", "mauled", "crippled", "incapacitated"] as const;
export type MetHealthLevel = (typeof MET_HEALTH_LEVELS)[number];

export const MET_DAMAGE_TYPES = ["bashing", "lethal", "aggravated"] as const;
export type MetDamageType = (typeof MET_DAMAGE_TYPES)[number];

/** Levels of damage marked, by type; together at most seven. */
export interface MetHealth {
  bashing: number;
  lethal: number;
  aggravated: number;
}

export const freshHealth = (): MetHealth => ({ bashing: 0, lethal: 0, aggravated: 0 });

export const damageTaken = (health: MetHealth): number => health.bashing + health.lethal + health.aggravated;

/** The worst level marked, or null when unhurt. */
export function healthLevel(health: MetHealth): MetHealthLevel | null {
  const taken = Math.min(damageTaken(health), MET_HEALTH_LEVELS.length);
  return taken === 0 ? null : (MET_HEALTH_LEVELS[taken - 1] ?? null);
}

export const isIncapacitated = (health: MetHealth): boolean => damageTaken(health) >= MET_HEALTH_LEVELS.length;

/**
 * Whether the character is "wounded" in the sense of 003 Mob Challenges ("additional bids required by … being
 * wounded"): the Wounded level or worse is marked, so every challenge asks one more trait bid.
 */
export const isWounded = (health: MetHealth): boolean => damageTaken(health) >= MET_HEALTH_LEVELS.indexOf("wounded") + 1;

/** The extra traits a character must bid for its wounds: one from Wounded on. */
export const woundBids = (health: MetHealth): number => (isWounded(health) ? 1 : 0);

/** Damage a victory condition inflicts: levels of one type (a punch: 1 bashing; a sword: 2 lethal). */
export interface MetDamage {
  levels: number;
  type: MetDamageType;
}

export function checkDamage(damage: MetDamage): MetDamage {
  if (!Number.isInteger(damage.levels) || damage.levels < 0 || damage.levels > MET_HEALTH_LEVELS.length) {
    throw new MetError("MetDamageInvalid", `Damage must be a whole number of levels from 0 to ${MET_HEALTH_LEVELS.length}, not ${String(damage.levels)}.`, { value: String(damage.levels), max: MET_HEALTH_LEVELS.length });
  }
  if (!(MET_DAMAGE_TYPES as readonly string[]).includes(damage.type)) {
    throw new MetError("MetDamageTypeUnknown", `There is no damage type ${String(damage.type)}.`, { value: String(damage.type) });
  }
  return damage;
}

/**
 * Damage onto the health levels: the new levels fill the empty ones first; past Incapacitated, worse damage
 * replaces lesser (aggravated over lethal over bashing), so a full track only gets worse, never longer.
 */
export function applyDamage(health: MetHealth, damage: MetDamage): MetHealth {
  checkDamage(damage);
  const next = { ...health };
  for (let level = 0; level < damage.levels; level += 1) {
    if (damageTaken(next) < MET_HEALTH_LEVELS.length) {
      next[damage.type] += 1;
      continue;
    }
    const lesser = damage.type === "aggravated" ? (next.bashing > 0 ? "bashing" : next.lethal > 0 ? "lethal" : null) : damage.type === "lethal" && next.bashing > 0 ? "bashing" : null;
    if (lesser === null) break;
    next[lesser] -= 1;
    next[damage.type] += 1;
  }
  return next;
}
