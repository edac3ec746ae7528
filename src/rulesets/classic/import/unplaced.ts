/**
 * A field of a foreign character that this system's character has no place for. Nothing of the file is dropped:
 * each such field is listed on the import's report card and written into the character's biography.
 */
export const UNPLACED_REASONS = [
  /** The character sheet has no field for it (a Mage's Arete, a money total, a note field of another sheet). */
  "noPlace",
  /** A number outside this system's range: the nearest one in range is on the sheet, the original is kept here. */
  "outOfRange",
  /** A Garou form's change to an Attribute, kept by the other system as an item: this system's rules apply each form's changes themselves. */
  "formChanges",
] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export interface UnplacedField {
  /** Where it was in the file: `system.advantages.glamour.permanent`, or an item by its type and name. */
  field: string;
  /** Its value as text (a number, a word, or the JSON of anything larger). */
  value: string;
  reason: UnplacedReason;
  /** For a number out of range: the value the sheet holds instead. */
  placed?: string;
}

/** The longest value kept on the card; the biography keeps the whole of it. */
export const SHOWN_VALUE_LENGTH = 160;

/** A value as the report shows it: text as it is, numbers and booleans as written, anything else as JSON. */
export function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}
