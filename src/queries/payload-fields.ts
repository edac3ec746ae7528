/*
 * The checks every request's reader makes of the fields another client wrote: a plain object (no array, no
 * null), a document id, a whole number in range, one of a list. A value posing as one (`{ toString }`, a number
 * as text) fails them. An actor reference and a payload's extra key are read here too, for every ruleset's requests.
 */
import type { ActorRef } from "../chat/records";

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A document id as Foundry makes them (16 letters and digits); a little room either side costs nothing. */
export const isDocumentId = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9]{1,64}$/.test(value);

export const isWhole = (value: unknown, min: number, max: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

export const isOneOf = <T extends string>(value: unknown, allowed: readonly T[]): value is T => typeof value === "string" && (allowed as readonly string[]).includes(value);

/** A reader's verdict on one field: its value, or the path of the first field that failed. */
export type Read<T> = { ok: true; value: T } | { ok: false; field: string };

/** The first key of `value` not among `keys`: a payload carries only the fields its request names. */
export const extraKey = (value: Record<string, unknown>, keys: readonly string[]): string | undefined => Object.keys(value).find((key) => !keys.includes(key));

/** A token's UUID as a stored reference carries it: a scene's token, or nothing. */
export const isTokenUuid = (value: unknown): value is string => typeof value === "string" && (value === "" || /^Scene\.[A-Za-z0-9]{1,64}\.Token\.[A-Za-z0-9]{1,64}$/.test(value));

/** An actor reference (src/chat/records.ts) as a payload carries it: an actor's id and, for a token's actor, the token's UUID. */
export function readActorRef(value: unknown, field: string): Read<ActorRef> {
  if (!isPlainObject(value) || extraKey(value, ["actorId", "tokenUuid"]) !== undefined) return { ok: false, field };
  if (!isDocumentId(value.actorId)) return { ok: false, field: `${field}.actorId` };
  if (!isTokenUuid(value.tokenUuid)) return { ok: false, field: `${field}.tokenUuid` };
  return { ok: true, value: { actorId: value.actorId, tokenUuid: value.tokenUuid } };
}

/** A field's reader: its value as a payload may carry it, or the path of the field that failed. */
export type FieldReader<T> = (value: unknown, field: string) => Read<T>;
type ReadOf<R> = R extends FieldReader<infer T> ? T : never;

/** A reader that takes the value when `accepts` does, as it is (a plain value: text, a number, a boolean). */
export const accepting =
  <T>(accepts: (value: unknown) => value is T): FieldReader<T> =>
  (value, field) =>
    accepts(value) ? { ok: true, value } : { ok: false, field };

export const documentId = accepting(isDocumentId);
/** A document id, or "" for none (bare hands rather than an item). */
export const documentIdOrNone = accepting((value): value is string => value === "" || isDocumentId(value));
export const whole = (min: number, max: number): FieldReader<number> => accepting((value): value is number => isWhole(value, min, max));
export const oneOf = <T extends string>(allowed: readonly T[]): FieldReader<T> => accepting((value): value is T => isOneOf(value, allowed));
export const flag = accepting((value): value is boolean => typeof value === "boolean");
export const actorRef: FieldReader<ActorRef> = readActorRef;

/** The field's reader, or null where the payload carries null. */
export const orNull =
  <T>(reader: FieldReader<T>): FieldReader<T | null> =>
  (value, field) =>
    value === null ? { ok: true, value: null } : reader(value, field);

/**
 * A payload read by its shape: a plain object with no key the shape does not name, each field read in the shape's
 * order by its reader, the first that fails named. What is returned is built from what the readers returned, so
 * nothing the sender added rides along. A shape within a payload names its fields under `at` (`lenders.0.traits`),
 * and itself where it is no plain object or has a key too many.
 */
export function readPayload<Shape extends Record<string, FieldReader<unknown>>>(value: unknown, shape: Shape, at: string | null = null): Read<{ [K in keyof Shape]: ReadOf<Shape[K]> }> {
  if (!isPlainObject(value)) return { ok: false, field: at ?? "payload" };
  const extra = extraKey(value, Object.keys(shape));
  if (extra !== undefined) return { ok: false, field: at ?? extra };
  const read: Record<string, unknown> = {};
  for (const [key, reader] of Object.entries(shape)) {
    const field = reader(value[key], at === null ? key : `${at}.${key}`);
    if (!field.ok) return field;
    read[key] = field.value;
  }
  return { ok: true, value: read as { [K in keyof Shape]: ReadOf<Shape[K]> } };
}
