/* What Mind's Eye Theatre's requests share in reading a payload another client wrote. */
import { extraKey, isOneOf, isPlainObject, isWhole, type Read } from "../../../queries/payload-fields";

import { MET_EFFECT_KINDS, type MetEffect } from "../data/chat";
import { MET_NAME_LENGTH } from "../data/extension";
import { MET_DAMAGE_TYPES, MET_HEALTH_LEVELS } from "../rules/health";


/** The longest victory condition a card keeps: a sentence, not a page. */
export const MET_CONDITION_LENGTH = 200;

export const isName = (value: unknown): value is string => typeof value === "string" && value.trim() !== "" && value.length <= MET_NAME_LENGTH;
export const isCondition = (value: unknown): value is string => typeof value === "string" && value.trim() !== "" && value.length <= MET_CONDITION_LENGTH;

/** A list of trait names, at most `max` long. */
export function readNames(value: unknown, field: string, max: number): Read<string[]> {
  if (!Array.isArray(value) || value.length > max || !value.every(isName)) return { ok: false, field };
  return { ok: true, value: [...value] };
}

/** What a victory condition does: its kind and, for damage, levels and type; for a status, its id. */
export function readEffect(value: unknown, field: string): Read<MetEffect> {
  if (!isPlainObject(value) || !isOneOf(value.kind, MET_EFFECT_KINDS)) return { ok: false, field };
  if (value.kind === "damage") {
    if (extraKey(value, ["kind", "levels", "type"]) !== undefined || !isWhole(value.levels, 1, MET_HEALTH_LEVELS.length) || !isOneOf(value.type, MET_DAMAGE_TYPES)) return { ok: false, field };
    return { ok: true, value: { kind: "damage", levels: value.levels, type: value.type } };
  }
  if (value.kind === "status") {
    if (extraKey(value, ["kind", "status"]) !== undefined || !isDocumentLikeId(value.status)) return { ok: false, field };
    return { ok: true, value: { kind: "status", status: value.status } };
  }
  if (extraKey(value, ["kind"]) !== undefined) return { ok: false, field };
  return { ok: true, value: { kind: value.kind } };
}

/** A status id as Foundry's list names them ("prone", "blind"): letters, digits, dashes. */
const isDocumentLikeId = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value);
