import { translate } from "../../../../i18n";
import { actorCreateData } from "../../import/create-data";
import { importExport } from "../../import/import-export";
import { SOURCE_TITLES } from "../../import/imported";
import { postImportReport } from "./report-card";

/** A file as a drop or a file input hands it over (the browser's File). */
export interface ImportFile {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

/** The most a file may hold: an exported character with many items is well under a megabyte. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

export type ImportFileResult =
  | { file: string; ok: true; actor: Actor.Implementation; unplaced: number }
  | { file: string; ok: false; message: string };

function refuse(file: string, key: string, data: Record<string, string | number> = {}): ImportFileResult {
  const message = translate(key, { ...data, file });
  ui.notifications?.error(message);
  return { file, ok: false, message };
}

/** Reads one file and makes its character, or says in the table's language why not; nothing is written then. */
async function importFile(file: ImportFile): Promise<ImportFileResult> {
  const name = file.name;
  if (file.size > MAX_IMPORT_BYTES) return refuse(name, "STC.Classic.Import.Refused.TooLarge");
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return refuse(name, "STC.Classic.Import.Refused.NotJson");
  }
  let outcome;
  try {
    outcome = importExport(json);
  } catch {
    // A file nested past what the reader can walk, or otherwise beyond reading: refused, never half made.
    return refuse(name, "STC.Classic.Import.Refused.NotActor");
  }
  if (!outcome.ok) return refuse(name, outcome.refusal.key, outcome.refusal.data);
  const data = actorCreateData(outcome.character, outcome.unplaced, outcome.source, translate);
  let actor: Actor.Implementation | undefined;
  try {
    actor = await Actor.implementation.create(data as Actor.CreateData);
  } catch (error) {
    // The server refused the request (a permission, a lost connection): nothing was created.
    console.error("storyteller-combat | an imported character was not created", error);
    actor = undefined;
  }
  // Foundry turned the data down (it has shown why): nothing was created.
  if (!actor) return refuse(name, "STC.Classic.Import.Refused.NotWritten");
  try {
    await postImportReport({ source: outcome.source, sourceVersion: outcome.sourceVersion, file: name, actor, unplaced: outcome.unplaced });
  } catch (error) {
    // The character stands, its unplaced fields in its biography; only the card is missing.
    console.error("storyteller-combat | an import's report card was not posted", error);
  }
  const count = outcome.unplaced.length;
  ui.notifications?.info(translate(count ? "STC.Classic.Import.Done" : "STC.Classic.Import.DoneAll", { name: actor.name, system: SOURCE_TITLES[outcome.source], count }));
  return { file: name, ok: true, actor, unplaced: outcome.unplaced.length };
}

/**
 * Imports each file as a character, one after another, each with its own result: a refused file stops nothing.
 * Only a user who may create actors imports (Foundry's ACTOR_CREATE permission).
 */
export async function importFiles(files: Iterable<ImportFile>): Promise<ImportFileResult[]> {
  const list = [...files];
  if (!game.user?.hasPermission("ACTOR_CREATE")) {
    const message = translate("STC.Classic.Import.Refused.NoPermission");
    ui.notifications?.error(message);
    return list.map((file) => ({ file: file.name, ok: false, message }));
  }
  const results: ImportFileResult[] = [];
  for (const file of list) results.push(await importFile(file));
  return results;
}
