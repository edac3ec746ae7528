/**
 * The three kinds of damage (000 §3.3, 004 Damage), most severe first: the order the track fills in
 * (aggravated, then lethal, then bashing; rules map, Damage and soak).
 */
export const DAMAGE_TYPES = ["aggravated", "lethal", "bashing"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** 0 for aggravated, the most severe; a higher number is milder. */
export function severityRank(type: DamageType): number {
  return DAMAGE_TYPES.indexOf(type);
}

/** The more severe of two types (a punch that becomes lethal never becomes milder). */
export function moreSevere(a: DamageType, b: DamageType): DamageType {
  return severityRank(a) <= severityRank(b) ? a : b;
}

export function isDamageType(value: unknown): value is DamageType {
  return typeof value === "string" && (DAMAGE_TYPES as readonly string[]).includes(value);
}
