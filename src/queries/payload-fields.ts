/*
 * The checks every request's reader makes of the fields another client wrote: a plain object (no array, no
 * null), a document id, a whole number in range, one of a list. A value posing as one (`{ toString }`, a number
 * as text) fails them.
 */

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A document id as Foundry makes them (16 letters and digits); a little room either side costs nothing. */
export const isDocumentId = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9]{1,64}$/.test(value);

export const isWhole = (value: unknown, min: number, max: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

export const isOneOf = <T extends string>(value: unknown, allowed: readonly T[]): value is T => typeof value === "string" && (allowed as readonly string[]).includes(value);
