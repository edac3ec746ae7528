import type { ManeuverDefinition } from "../../rules/maneuvers/types";
import { checkManeuverDefinition, ManeuverInvalidError } from "../../rules/maneuvers/validate";
import { identifierFromName } from "../../../../data/item/identifier-from-name";

/**
 * The stored system data of a maneuver item: the rules' format with `identifier` for its `id`, a description,
 * and `notes` always a list (empty when the maneuver has none).
 */
export type ManeuverSource = Omit<ManeuverDefinition, "id" | "notes"> & { identifier: string; description: string; notes: string[] };

/** The path validation messages name: the item's own fields (`system.damage.plus`). */
const PATH = "system";

/** A maneuver made at the table may not have an identifier yet; the joint check reads it under this one. */
const UNNAMED = "unnamed";

interface Translator {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

function translator(): Translator | null {
  return (globalThis as { game?: { i18n?: Translator } }).game?.i18n ?? null;
}

/** "system.damage.plus: expected -5 to 20, got 40", in the table's language when it is loaded. */
export function maneuverInvalidMessage(error: ManeuverInvalidError, i18n: Translator | null = translator()): string {
  if (!i18n) return error.message;
  const data = Object.fromEntries(Object.entries(error.data).map(([key, value]) => [key, String(value)]));
  const why = i18n.format(`STC.Maneuver.Invalid.${error.reason}`, data);
  return i18n.format("STC.Error.ManeuverInvalid", { path: String(error.data.path), why });
}

/** The item's own fields that are not part of the rules' format. */
const ITEM_ONLY = new Set(["identifier", "description", "notes"]);

function definitionJson(source: Readonly<Record<string, unknown>>, id: string): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(source).filter(([key]) => !ITEM_ONLY.has(key)));
  const notes = source.notes;
  return { ...rest, id, ...(Array.isArray(notes) && notes.length > 0 ? { notes } : {}) };
}

/**
 * Checks a maneuver item's system data with the rules' reader (rules/maneuvers/validate.ts), for the data
 * model's joint validation: throws an Error whose message names the bad field, translated.
 */
export function checkManeuverSource(source: unknown): void {
  const data = (typeof source === "object" && source !== null ? source : {}) as Record<string, unknown>;
  const identifier = typeof data.identifier === "string" && data.identifier !== "" ? data.identifier : UNNAMED;
  try {
    checkManeuverDefinition(definitionJson(data, identifier), PATH);
  } catch (error) {
    if (error instanceof ManeuverInvalidError) throw new Error(maneuverInvalidMessage(error), { cause: error });
    throw error;
  }
}

/** A maneuver item as the conversion reads it. */
export interface ManeuverItemLike {
  id: string | null;
  name: string;
  system: unknown;
}

/**
 * The rules' `ManeuverDefinition` for a maneuver item: its `id` is the item's identifier, or, for one made at
 * the table without one, an identifier made from its name (or its id). Throws the rules' `ManeuverInvalidError`
 * for data that is not a maneuver (which the data model never stores).
 */
export function maneuverOf(item: ManeuverItemLike): ManeuverDefinition {
  const data = (typeof item.system === "object" && item.system !== null ? item.system : {}) as Record<string, unknown>;
  const stored = typeof data.identifier === "string" ? data.identifier : "";
  const id = stored || identifierFromName(item.name) || item.id || UNNAMED;
  return checkManeuverDefinition(definitionJson(data, id), PATH);
}

/** The rules' format alone, without the item's identifier and description: what a migration writes. */
export function maneuverFormatOf(maneuver: ManeuverDefinition): Omit<ManeuverSource, "identifier" | "description"> {
  const copy = structuredClone(maneuver);
  return {
    source: copy.source,
    group: copy.group,
    rolls: copy.rolls,
    difficulty: copy.difficulty,
    poolModifier: copy.poolModifier,
    damage: copy.damage,
    damageType: copy.damageType,
    forms: copy.forms,
    prerequisites: copy.prerequisites,
    effect: copy.effect,
    notes: copy.notes ?? [],
  };
}

/** The system data of a maneuver item holding `maneuver` (a compendium entry, a new item from the catalogue). */
export function maneuverSourceOf(maneuver: ManeuverDefinition, description = ""): ManeuverSource {
  return { identifier: maneuver.id, description, ...maneuverFormatOf(maneuver) };
}
