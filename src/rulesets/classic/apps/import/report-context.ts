import type { Translate } from "../../../../rules/translate";
import { reasonText, shortValue } from "../../import/create-data";
import { SOURCE_TITLES, type ImportSource } from "../../import/imported";
import type { UnplacedField, UnplacedReason } from "../../import/unplaced";

/** What an import's card shows: the record it keeps (data/chat/import-report.ts). */
export interface ImportReportRecord {
  source: ImportSource;
  sourceVersion: string;
  file: string;
  name: string;
  unplaced: readonly UnplacedField[];
}

export interface ImportReportRow {
  field: string;
  value: string;
  reason: string;
  reasonId: UnplacedReason;
}

/** A type, not an interface: Foundry's renderTemplate takes it as a plain record. */
export type ImportReportContext = {
  source: ImportSource;
  title: string;
  character: string;
  file: string;
  heading: string;
  rows: ImportReportRow[];
  kept: string;
  none: string;
};

/** The card's words and lines in the reader's language, from the record alone. */
export function importReportContext(record: ImportReportRecord, translate: Translate): ImportReportContext {
  const system = SOURCE_TITLES[record.source];
  const count = record.unplaced.length;
  return {
    source: record.source,
    title: translate("STC.Classic.Import.Card.Title", { system }),
    character: translate(record.sourceVersion ? "STC.Classic.Import.Card.CharacterVersion" : "STC.Classic.Import.Card.Character", { name: record.name, system, version: record.sourceVersion }),
    file: record.file ? translate("STC.Classic.Import.Card.File", { file: record.file }) : "",
    heading: translate("STC.Classic.Import.Card.Unplaced", { count }),
    rows: record.unplaced.map((field) => ({ field: field.field, value: shortValue(field.value), reason: reasonText(field, translate), reasonId: field.reason })),
    kept: translate("STC.Classic.Import.Card.Kept"),
    none: translate("STC.Classic.Import.Card.None"),
  };
}
