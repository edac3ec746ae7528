import { StreamlinedError } from "./errors";

/** The three kinds of damage (001 Damage and the Downed); in Streamlined each point is one point of Health. */
export const STREAMLINED_DAMAGE_TYPES = ["bashing", "lethal", "aggravated"] as const;
export type StreamlinedDamageType = (typeof STREAMLINED_DAMAGE_TYPES)[number];

/**
 * Health as points (001 Damage and the Downed): `max` is Stamina + 3; the damage taken, by type, never
 * adds up past `max`, so current Health runs from `max` down to 0. `pastZero` counts the aggravated points
 * a killing blow drove into a downed target ("further toward death"); `dead` is set when they reach the
 * ruleset's `deathAfter` threshold.
 */
export interface HealthPoints {
  max: number;
  damage: Record<StreamlinedDamageType, number>;
  pastZero: number;
  dead: boolean;
}

/** 001 Damage and the Downed: "Your Health equals Stamina + 3." */
export function maxHealth(stamina: number): number {
  if (!Number.isInteger(stamina) || stamina < 0) {
    throw new StreamlinedError("StreamlinedStaminaInvalid", `Stamina must be a whole number of 0 or more, got ${String(stamina)}.`, { value: String(stamina) });
  }
  return stamina + 3;
}

export function freshHealth(stamina: number): HealthPoints {
  return { max: maxHealth(stamina), damage: { bashing: 0, lethal: 0, aggravated: 0 }, pastZero: 0, dead: false };
}

export function damageTaken(health: HealthPoints): number {
  return health.damage.bashing + health.damage.lethal + health.damage.aggravated;
}

/** Health left, from `max` down to 0. */
export function currentHealth(health: HealthPoints): number {
  return Math.max(0, health.max - damageTaken(health));
}

/** 001: "At 0 Health you are incapacitated: ... you cannot act." */
export function isIncapacitated(health: HealthPoints): boolean {
  return currentHealth(health) === 0;
}

/** How the downed character went down, for the card (001: bashing knocks out; lethal and aggravated need care). */
export function downedBy(health: HealthPoints): StreamlinedDamageType | null {
  if (!isIncapacitated(health)) return null;
  if (health.damage.aggravated > 0) return "aggravated";
  if (health.damage.lethal > 0) return "lethal";
  return "bashing";
}

function checkPoints(points: number): number {
  if (!Number.isInteger(points) || points < 0) {
    throw new StreamlinedError("StreamlinedDamageInvalid", `Damage must be a whole number of points of 0 or more, got ${String(points)}.`, { value: String(points) });
  }
  return points;
}

export interface HealthChange {
  before: HealthPoints;
  after: HealthPoints;
  /** Points the hit took off Health (0 on a downed target: 001, a normal hit does not add to it). */
  taken: number;
  /** Points of a killing blow past 0. */
  pastZero: number;
  incapacitated: boolean;
  killed: boolean;
}

/**
 * A normal hit (001 Damage and the Downed): each point of damage is one point of Health, down to 0 and no
 * further; a target already at 0 "doesn't take more damage from a normal hit".
 */
export function applyHit(health: HealthPoints, points: number, type: StreamlinedDamageType): HealthChange {
  checkPoints(points);
  const taken = Math.min(points, currentHealth(health));
  const after: HealthPoints = { ...health, damage: { ...health.damage, [type]: health.damage[type] + taken } };
  return { before: health, after, taken, pastZero: 0, incapacitated: isIncapacitated(after), killed: after.dead };
}

/** When a killing blow's aggravated points past 0 kill (the seed says only that they "can kill"; an option). */
export type DeathAfter = "fullHealth" | "anyPoint";

/**
 * A killing blow's damage (001 Damage and the Downed): aggravated, on a target at 0 Health. Each point
 * drives it "further toward death"; it dies when the points past 0 reach its maximum Health (a second
 * Health's worth, `fullHealth`) or at the first point (`anyPoint`). A target still standing is refused:
 * the seed makes the killing blow an attack on a helpless target.
 */
export function applyKillingBlow(health: HealthPoints, points: number, deathAfter: DeathAfter): HealthChange {
  checkPoints(points);
  if (!isIncapacitated(health)) {
    throw new StreamlinedError("StreamlinedKillingBlowNotDowned", `A killing blow needs a target at 0 Health; this one has ${currentHealth(health)}.`, { health: currentHealth(health) });
  }
  const pastZero = health.pastZero + points;
  const threshold = deathAfter === "anyPoint" ? 1 : health.max;
  const dead = health.dead || pastZero >= threshold;
  const after: HealthPoints = { ...health, damage: { ...health.damage }, pastZero, dead };
  return { before: health, after, taken: 0, pastZero: points, incapacitated: true, killed: dead };
}

/**
 * Health as the owner sets it on the sheet: `points` of one damage type, every type a whole number of 0 or
 * more, and all of them together no more than the character's Health (001: current Health runs down to 0).
 */
export function setDamage(health: HealthPoints, type: StreamlinedDamageType, points: number): HealthPoints {
  checkPoints(points);
  const after: HealthPoints = { ...health, damage: { ...health.damage, [type]: points } };
  if (damageTaken(after) > health.max) {
    throw new StreamlinedError("StreamlinedDamageOverMax", `Damage of ${damageTaken(after)} points is more than this character's Health of ${health.max}.`, { value: damageTaken(after), max: health.max });
  }
  return after;
}

/**
 * Damage as the rules keep it, never past `max` in all (001 Damage and the Downed: Health runs from its maximum
 * down to 0): a stored record with more (an older one, a lowered Stamina written by hand) keeps its worst kinds
 * first, aggravated, then lethal, then bashing.
 */
export function withinMaximum(health: HealthPoints): HealthPoints {
  const damage = { ...health.damage };
  let room = health.max;
  for (const type of ["aggravated", "lethal", "bashing"] as const) {
    damage[type] = Math.min(damage[type], room);
    room -= damage[type];
  }
  return { ...health, damage };
}
