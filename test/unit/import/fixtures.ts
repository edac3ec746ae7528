import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { importExport } from "../../../src/rulesets/classic/import/import-export";
import type { ImportOutcome } from "../../../src/rulesets/classic/import/imported";

/** The exported characters of test/fixtures/import, written from each system's data definitions (docs/importing.md). */
export const FIXTURES = ["wod20-vampire", "wod20-garou", "wod20-mortal", "vtm-v20-vampire", "vtm-v20-mortal"] as const;
export type FixtureName = (typeof FIXTURES)[number];

export function exported(name: FixtureName): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, `../../fixtures/import/${name}.json`), "utf8")) as Record<string, unknown>;
}

/** The import of a fixture, which must succeed. */
export function imported(name: FixtureName | Record<string, unknown>): Extract<ImportOutcome, { ok: true }> {
  const outcome = importExport(typeof name === "string" ? exported(name) : name);
  if (!outcome.ok) throw new Error(`The import was refused: ${outcome.refusal.key}`);
  return outcome;
}

/** The rated values of a mapped trait list, without the entries left at 0. */
export function ratings(traits: Record<string, { value?: number } | undefined> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(traits ?? {}).flatMap(([key, trait]) => (trait?.value ? [[key, trait.value]] : [])));
}
