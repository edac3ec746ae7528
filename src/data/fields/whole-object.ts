/**
 * An object field whose value is only ever read and written whole (a combat's round, as a round machine keeps
 * it), and whose shape is checked whole.
 *
 * Foundry validates an update's fields on the difference alone: an ObjectField's `validate` option sees only the
 * keys that changed (DataModel#updateSource validates `{ changes: diff }`), so a check of the whole value refuses
 * every write after the first. Its check belongs to the model's joint validation instead, which sees the value as
 * it will be stored, merged; Foundry calls a field's `_validateModel` there when the field is recursive. The
 * value is written by replacement (`compat.replacing`), so no key of an older value survives a merge.
 */
export interface WholeObjectOptions {
  /** Whether the stored value (never null here) has the shape its readers need. */
  check(value: unknown): boolean;
  /** The `STC.Error` key of the refusal, shown to the user when the check fails. */
  errorKey: string;
}

function describe(key: string): string {
  const i18n = (globalThis as { game?: { i18n?: { localize(key: string): string } } }).game?.i18n;
  return i18n ? i18n.localize(key) : key;
}

/** A nullable object field checked whole, on the merged value; null until its first write. */
export function wholeObjectField({ check, errorKey }: WholeObjectOptions): foundry.data.fields.ObjectField<{ required: true; nullable: true; initial: null }> {
  class WholeObjectField extends foundry.data.fields.ObjectField<{ required: true; nullable: true; initial: null }> {
    // Foundry calls `_validateModel` only on the fields marked recursive.
    static override recursive = true;

    protected override _validateModel(data: unknown): void {
      if (data !== null && data !== undefined && !check(data)) throw new Error(describe(errorKey));
    }
  }
  return new WholeObjectField({ required: true, nullable: true, initial: null });
}
