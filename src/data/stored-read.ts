/*
 * Forgiving readers of stored data, shared by every ruleset's typed readers (src/rulesets/<id>/data/read.ts). A
 * record is data anyone may have forged or an older build wrote: a value out of shape reads as its default, never
 * as a crash. (Refusing bad input is the data models' and the requests' work; these only read.)
 */

export type StoredRecord = Record<string, unknown>;

/** The object under `key`, or an empty one where there is none or something else is stored. */
export function objectAt(value: unknown, key: string): StoredRecord {
  const found = typeof value === "object" && value !== null ? (value as StoredRecord)[key] : undefined;
  return typeof found === "object" && found !== null && !Array.isArray(found) ? (found as StoredRecord) : {};
}

/** A whole number within the range, else the fallback. */
export function wholeIn(value: unknown, range: { min: number; max: number }, fallback: number): number {
  return typeof value === "number" && Number.isInteger(value) && value >= range.min && value <= range.max ? value : fallback;
}

/** One of the allowed texts, else the fallback. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
