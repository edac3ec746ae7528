/* What Streamlined's attack requests (attack-start.ts, attack-step.ts, escape.ts) share in reading a payload. */
import type { ActorRef } from "../../../chat/records";
import { isDocumentId, isPlainObject } from "../../../queries/payload-fields";

export type Read<T> = { ok: true; value: T } | { ok: false; field: string };

export const extraKey = (value: Record<string, unknown>, keys: readonly string[]): string | undefined => Object.keys(value).find((key) => !keys.includes(key));
const isTokenUuid = (value: unknown): value is string => typeof value === "string" && (value === "" || /^Scene\.[A-Za-z0-9]{1,64}\.Token\.[A-Za-z0-9]{1,64}$/.test(value));

export function readActorRef(value: unknown, field: string): Read<ActorRef> {
  if (!isPlainObject(value) || extraKey(value, ["actorId", "tokenUuid"]) !== undefined) return { ok: false, field };
  if (!isDocumentId(value.actorId)) return { ok: false, field: `${field}.actorId` };
  if (!isTokenUuid(value.tokenUuid)) return { ok: false, field: `${field}.tokenUuid` };
  return { ok: true, value: { actorId: value.actorId, tokenUuid: value.tokenUuid } };
}
