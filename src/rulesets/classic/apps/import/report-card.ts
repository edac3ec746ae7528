import { templatePath } from "../../../../constants";
import { ImportReportData } from "../../data/chat/import-report";
import type { ImportSource } from "../../import/imported";
import type { UnplacedField } from "../../import/unplaced";

export const IMPORT_REPORT_TEMPLATE = templatePath("classic/import/report.hbs");

export type ImportReportMessage = ChatMessage.Implementation & { system: ImportReportData };

export function isImportReport(message: ChatMessage.Implementation | null | undefined): message is ImportReportMessage {
  return message?.system instanceof ImportReportData;
}

export interface ImportReportInput {
  source: ImportSource;
  sourceVersion: string;
  file: string;
  actor: Actor.Implementation;
  unplaced: readonly UnplacedField[];
}

/** Posts an import's report card, seen by the one who imported (it lists a whole character's sheet). */
export async function postImportReport(input: ImportReportInput): Promise<ImportReportMessage | undefined> {
  const userId = game.user?.id ?? "";
  const created = await ChatMessage.implementation.create({
    type: "classicImportReport",
    whisper: userId ? [userId] : [],
    system: {
      source: input.source,
      sourceVersion: input.sourceVersion,
      file: input.file,
      actorId: input.actor.id ?? "",
      name: input.actor.name,
      unplaced: input.unplaced.map((field) => ({ field: field.field, value: field.value, reason: field.reason, placed: field.placed ?? "" })),
    },
  } as ChatMessage.CreateData);
  return isImportReport(created) ? created : undefined;
}
