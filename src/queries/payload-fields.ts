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
