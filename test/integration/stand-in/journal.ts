/**
 * The verdict on every write a test file makes — written, or turned down by validation — in order, test by test.
 * With `STC_WRITE_JOURNAL` naming a folder, each file's journal is saved there when the file is done, so the
 * stand-in's verdicts can be compared with those of Foundry's own data layer (scripts/test-foundry.mjs).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, expect } from "vitest";

export interface JournalEntry {
  test: string;
  documentName: string;
  action: "create" | "update" | "delete";
  verdict: "written" | "refused";
}

const entries: JournalEntry[] = [];

export function journal(documentName: string, action: JournalEntry["action"], verdict: JournalEntry["verdict"]): void {
  entries.push({ test: expect.getState().currentTestName ?? "(outside a test)", documentName, action, verdict });
}

/** Saves this file's journal when its tests are done, when a folder is named for it. */
export function keepJournal(): void {
  const folder = process.env.STC_WRITE_JOURNAL;
  if (!folder) return;
  afterAll(() => {
    const testPath = expect.getState().testPath ?? "unknown";
    const file = join(resolve(folder), `${relative(resolve("test/integration"), testPath)}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(entries, null, 1));
  });
}
