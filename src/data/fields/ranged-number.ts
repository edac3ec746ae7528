/**
 * Number fields that reject a bad value instead of repairing it.
 *
 * Foundry's NumberField rounds `integer` fields and clamps into `min` / `max` while it cleans the data, so a
 * typo (a 7 typed for a 1..5 trait, or 2.5) would be quietly changed before validation ever saw it. These
 * fields set neither option: the range and the step live in the `validate` function, which runs after
 * cleaning, so an out-of-range, fractional or non-numeric value fails validation and the update is refused
 * as a whole, keeping the old value. The message is thrown as an Error because Foundry reports a thrown
 * error's message as the failure (a `validationError` string is read when the schema is built, which is
 * before the language files load, so it could not be translated).
 */
import { rangeFailure, type NumberRange } from "./range-check";

const fields = foundry.data.fields;

export type { NumberRange };

/** Formats a failure with the table's language; falls back to English text before translations load. */
function failureMessage(failure: { key: string; data: Record<string, string | number> }): string {
  const i18n = (globalThis as { game?: { i18n?: { format(key: string, data: Record<string, string | number>): string } } }).game?.i18n;
  return i18n ? i18n.format(failure.key, failure.data) : `${failure.key} ${JSON.stringify(failure.data)}`;
}

export function rangeValidator(range: NumberRange): (value: unknown) => boolean {
  return (value: unknown) => {
    const failure = rangeFailure(value, range);
    if (failure) throw new Error(failureMessage(failure));
    return true;
  };
}

/** A whole (or half) number kept in a range by validation, never by clamping. */
export function rangedNumber(range: NumberRange, initial: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    initial,
    validate: rangeValidator(range),
  });
}

/** A string that must be one of `choices` (a typo is refused, not replaced by the initial value). */
export function choiceField<const C extends readonly string[]>(choices: C, initial: C[number]) {
  return new fields.StringField({ required: true, blank: false, initial, choices: [...choices] });
}
