/**
 * An object field whose value is only ever read and written whole (a combat's round, as a round machine keeps
 * it), and whose shape is checked whole.
 *
 * Foundry validates an update's fields on the difference alone: an ObjectField's `validate` option sees only the
 * keys that changed (DataModel#updateSource validates `{ changes: diff }`), so a check of the whole value refuses
 * every write after the first. The check belongs to the model's joint validation instead, which sees the value as
 * it will be stored, merged: a document's update calls its system model's `validateJoint` (TypeDataField's
 * `_validateModel`) before anything is written, so the model that holds such fields checks them there
 * (`checkWholeFields`). The value is written by replacement (`compat.replacing`), so no key of an older value
 * survives a merge.
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

type WholeOptions = { required: true; nullable: true; initial: null };

/** A nullable object field checked whole by its model's joint validation; null until its first write. */
export class WholeObjectField extends foundry.data.fields.ObjectField<WholeOptions> {
  readonly #whole: WholeObjectOptions;

  constructor(whole: WholeObjectOptions) {
    super({ required: true, nullable: true, initial: null });
    this.#whole = whole;
  }

  /** Throws the field's translated refusal when a stored value has not the shape it needs. */
  checkWhole(value: unknown): void {
    if (value !== null && value !== undefined && !this.#whole.check(value)) throw new Error(describe(this.#whole.errorKey));
  }
}

/** For a model's `validateJoint`: each whole-object field of `schema` checks its part of the merged data. */
export function checkWholeFields(schema: { fields: Record<string, unknown> }, data: Record<string, unknown>): void {
  for (const [name, field] of Object.entries(schema.fields)) {
    if (field instanceof WholeObjectField) field.checkWhole(data[name]);
  }
}
