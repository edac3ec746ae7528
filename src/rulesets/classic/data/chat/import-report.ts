import { IMPORT_SOURCES, type ImportSource } from "../../import/imported";
import { UNPLACED_REASONS, type UnplacedField } from "../../import/unplaced";
import { cardModel, textField } from "../../../../data/chat/card-data";

const fields = foundry.data.fields;

function defineImportReportSchema() {
  return {
    /** The system the file came from. */
    source: new fields.StringField({ required: true, blank: false, choices: IMPORT_SOURCES, initial: "wod20" }),
    /** That system's version, as the file's stamp gave it ("" when it gave none). */
    sourceVersion: textField(),
    /** The file's name. */
    file: textField(),
    /** The character made, and its name then. */
    actorId: textField(),
    name: textField(),
    /** Every field of the file that had no place, as the import listed it (import/unplaced.ts). */
    unplaced: new fields.ArrayField(
      new fields.SchemaField({
        field: new fields.StringField({ required: true, blank: false }),
        value: textField(),
        reason: new fields.StringField({ required: true, blank: false, choices: UNPLACED_REASONS, initial: "noPlace" }),
        placed: textField(),
      }),
    ),
  };
}

/**
 * An import's report card: which character a file became and every field that had no place. It stores the
 * import's findings, never HTML; the card is drawn from them in each reader's language.
 */
export class ImportReportData extends cardModel(defineImportReportSchema) {
  get importSource(): ImportSource {
    return this.source as ImportSource;
  }

  get unplacedFields(): UnplacedField[] {
    return (this.unplaced as unknown as { field: string; value: string; reason: UnplacedField["reason"]; placed: string }[]).map((entry) => ({
      field: entry.field,
      value: entry.value,
      reason: entry.reason,
      ...(entry.placed ? { placed: entry.placed } : {}),
    }));
  }
}
