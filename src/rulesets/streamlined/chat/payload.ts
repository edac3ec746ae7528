import type { ActorRef } from "../../../chat/records";
import { isDocumentId, isOneOf, isPlainObject, isWhole } from "../../../queries/payload-fields";
import type { StreamlinedAttackKind } from "../rules/chain";
import { STREAMLINED_ATTACK_KINDS } from "../data/chat";

/** What a player's client asks when it begins an attack: who, on whom, with which item, which kind, surprise. */
export interface StartPayload {
  attacker: ActorRef;
  target: ActorRef;
  /** The attacker's weapon item; "" for bare hands. */
  itemId: string;
  kind: StreamlinedAttackKind;
  /** The Storyteller's call that the target never saw it coming; refused from a player. */
  surprised: boolean;
}

export const STEP_NAMES = ["defenceRoll", "damageRoll"] as const;
export type RequestedStep = (typeof STEP_NAMES)[number];

/** A card's button: the step pressed, on the card as it was seen (its answers so far). */
export interface StepPayload {
  messageId: string;
  step: RequestedStep;
  seen: number;
}

/** A held character's attempt to break free. */
export interface EscapePayload {
  held: ActorRef;
}

export type Read<T> = { ok: true; value: T } | { ok: false; field: string };

const extraKey = (value: Record<string, unknown>, keys: readonly string[]): string | undefined => Object.keys(value).find((key) => !keys.includes(key));
const isTokenUuid = (value: unknown): value is string => typeof value === "string" && (value === "" || /^Scene\.[A-Za-z0-9]{1,64}\.Token\.[A-Za-z0-9]{1,64}$/.test(value));

export function readActorRef(value: unknown, field: string): Read<ActorRef> {
  if (!isPlainObject(value) || extraKey(value, ["actorId", "tokenUuid"]) !== undefined) return { ok: false, field };
  if (!isDocumentId(value.actorId)) return { ok: false, field: `${field}.actorId` };
  if (!isTokenUuid(value.tokenUuid)) return { ok: false, field: `${field}.tokenUuid` };
  return { ok: true, value: { actorId: value.actorId, tokenUuid: value.tokenUuid } };
}

export function readStartPayload(value: unknown): Read<StartPayload> {
  if (!isPlainObject(value)) return { ok: false, field: "payload" };
  const extra = extraKey(value, ["attacker", "target", "itemId", "kind", "surprised"]);
  if (extra !== undefined) return { ok: false, field: extra };
  const attacker = readActorRef(value.attacker, "attacker");
  if (!attacker.ok) return attacker;
  const target = readActorRef(value.target, "target");
  if (!target.ok) return target;
  if (!(value.itemId === "" || isDocumentId(value.itemId))) return { ok: false, field: "itemId" };
  if (!isOneOf(value.kind, STREAMLINED_ATTACK_KINDS)) return { ok: false, field: "kind" };
  if (typeof value.surprised !== "boolean") return { ok: false, field: "surprised" };
  return { ok: true, value: { attacker: attacker.value, target: target.value, itemId: value.itemId, kind: value.kind, surprised: value.surprised } };
}

export function readStepPayload(value: unknown): Read<StepPayload> {
  if (!isPlainObject(value)) return { ok: false, field: "payload" };
  const extra = extraKey(value, ["messageId", "step", "seen"]);
  if (extra !== undefined) return { ok: false, field: extra };
  if (!isDocumentId(value.messageId)) return { ok: false, field: "messageId" };
  if (!isOneOf(value.step, STEP_NAMES)) return { ok: false, field: "step" };
  if (!isWhole(value.seen, 0, 10)) return { ok: false, field: "seen" };
  return { ok: true, value: { messageId: value.messageId, step: value.step, seen: value.seen } };
}

export function readEscapePayload(value: unknown): Read<EscapePayload> {
  if (!isPlainObject(value)) return { ok: false, field: "payload" };
  const extra = extraKey(value, ["held"]);
  if (extra !== undefined) return { ok: false, field: extra };
  const held = readActorRef(value.held, "held");
  if (!held.ok) return held;
  return { ok: true, value: { held: held.value } };
}
