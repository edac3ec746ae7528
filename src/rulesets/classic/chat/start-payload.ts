import { CALLED_SHOTS, COVER_CLASSES, POSITIONS, RANGE_BANDS } from "../rules/combat/tables";
import { DAMAGE_CONDITIONS } from "../rules/maneuvers/types";
import type { AttackFormValues } from "./attack-form";
import type { Outcome } from "../../../outcome";
import type { ActorRef } from "../../../chat/records";
import { MAX_OPPONENTS } from "./step-payload";
import { isDocumentId, isOneOf, isPlainObject as isObject, isWhole } from "../../../queries/payload-fields";

/**
 * What a player's client asks for when it begins an attack: who attacks whom, with which of the attacker's
 * items, and the dialog's situational choices. Everything else (the weapon's numbers, both characters, the
 * round's action and penalty, the world's options) the Storyteller's client takes from the documents.
 */
export interface StartPayload {
  attacker: ActorRef;
  target: ActorRef;
  /** The attacker's weapon or maneuver item; "" for a bare-handed attack. */
  itemId: string;
  values: AttackFormValues;
}

/** The answer: the chain's message once it exists (its attack roll already thrown when that comes first). */
/** The answer to `chainStart`: the card's message id once it is written. */
export type StartResult = Outcome<string>;

type Json = Record<string, unknown>;
type Read<T> = { ok: true; value: T } | { ok: false; field: string };

const onlyKeys = (value: Json, keys: readonly string[]): string | undefined => Object.keys(value).find((key) => !keys.includes(key));

/** A token's UUID as a stored reference carries it: a scene's token, or nothing. */
const isTokenUuid = (value: unknown): value is string => typeof value === "string" && (value === "" || /^Scene\.[A-Za-z0-9]{1,64}\.Token\.[A-Za-z0-9]{1,64}$/.test(value));

export function readActorRef(value: unknown, field: string): Read<ActorRef> {
  if (!isObject(value) || onlyKeys(value, ["actorId", "tokenUuid"]) !== undefined) return { ok: false, field };
  if (!isDocumentId(value.actorId)) return { ok: false, field: `${field}.actorId` };
  if (!isTokenUuid(value.tokenUuid)) return { ok: false, field: `${field}.tokenUuid` };
  return { ok: true, value: { actorId: value.actorId, tokenUuid: value.tokenUuid } };
}

const VALUE_KEYS = [
  "rollIndex",
  "grappleMode",
  "weaponId",
  "opponents",
  "position",
  "calledShot",
  "blindFighting",
  "rangeBand",
  "aimRounds",
  "targetMovingFast",
  "targetCover",
  "firingFromCover",
  "conditions",
  "willpower",
  "specialty",
  "storytellerDice",
  "storytellerDifficulty",
  "storytellerDamage",
] as const satisfies readonly (keyof AttackFormValues)[];

const RANGES = RANGE_BANDS.filter((band): band is Exclude<(typeof RANGE_BANDS)[number], "beyond"> => band !== "beyond");

/** The dialog's values, each within what the dialog itself offers; the first that is not names the refusal. */
export function readAttackValues(value: unknown): Read<AttackFormValues> {
  if (!isObject(value)) return { ok: false, field: "values" };
  const extra = onlyKeys(value, VALUE_KEYS);
  if (extra !== undefined) return { ok: false, field: `values.${extra}` };
  const v = value;
  const bad = (name: string): Read<AttackFormValues> => ({ ok: false, field: `values.${name}` });
  if (!isWhole(v.rollIndex, 0, 3)) return bad("rollIndex");
  if (!isOneOf(v.grappleMode, ["", "clinch", "hold"] as const)) return bad("grappleMode");
  if (!(v.weaponId === "" || isDocumentId(v.weaponId))) return bad("weaponId");
  if (!isWhole(v.opponents, 1, MAX_OPPONENTS)) return bad("opponents");
  if (!isOneOf(v.position, POSITIONS)) return bad("position");
  if (!isOneOf(v.calledShot, ["", ...CALLED_SHOTS] as const)) return bad("calledShot");
  if (typeof v.blindFighting !== "boolean") return bad("blindFighting");
  if (!isOneOf(v.rangeBand, RANGES)) return bad("rangeBand");
  if (!isWhole(v.aimRounds, 0, 10)) return bad("aimRounds");
  if (typeof v.targetMovingFast !== "boolean") return bad("targetMovingFast");
  if (!isOneOf(v.targetCover, ["", ...COVER_CLASSES] as const)) return bad("targetCover");
  if (!isOneOf(v.firingFromCover, ["", ...COVER_CLASSES] as const)) return bad("firingFromCover");
  const conditions = v.conditions;
  if (!Array.isArray(conditions) || conditions.length > DAMAGE_CONDITIONS.length || !conditions.every((entry) => isOneOf(entry, DAMAGE_CONDITIONS))) return bad("conditions");
  if (typeof v.willpower !== "boolean") return bad("willpower");
  if (typeof v.specialty !== "boolean") return bad("specialty");
  if (!isWhole(v.storytellerDice, -20, 20)) return bad("storytellerDice");
  if (!isWhole(v.storytellerDifficulty, -5, 5)) return bad("storytellerDifficulty");
  if (!isWhole(v.storytellerDamage, -20, 20)) return bad("storytellerDamage");
  return {
    ok: true,
    value: {
      rollIndex: v.rollIndex,
      grappleMode: v.grappleMode,
      weaponId: v.weaponId,
      opponents: v.opponents,
      position: v.position,
      calledShot: v.calledShot,
      blindFighting: v.blindFighting,
      rangeBand: v.rangeBand,
      aimRounds: v.aimRounds,
      targetMovingFast: v.targetMovingFast,
      targetCover: v.targetCover,
      firingFromCover: v.firingFromCover,
      conditions: [...new Set(conditions)],
      willpower: v.willpower,
      specialty: v.specialty,
      storytellerDice: v.storytellerDice,
      storytellerDifficulty: v.storytellerDifficulty,
      storytellerDamage: v.storytellerDamage,
    },
  };
}

/** A start request read field by field; anything else in it makes it a forgery, refused whole. */
export function readStartPayload(value: unknown): Read<StartPayload> {
  if (!isObject(value)) return { ok: false, field: "payload" };
  const extra = onlyKeys(value, ["attacker", "target", "itemId", "values"]);
  if (extra !== undefined) return { ok: false, field: extra };
  const attacker = readActorRef(value.attacker, "attacker");
  if (!attacker.ok) return attacker;
  const target = readActorRef(value.target, "target");
  if (!target.ok) return target;
  if (!(value.itemId === "" || isDocumentId(value.itemId))) return { ok: false, field: "itemId" };
  const values = readAttackValues(value.values);
  if (!values.ok) return values;
  return { ok: true, value: { attacker: attacker.value, target: target.value, itemId: value.itemId, values: values.value } };
}
