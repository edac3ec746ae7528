import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");
const table = readFileSync(resolve(root, "docs/rules.md"), "utf8");

interface Row {
  rule: string;
  sources: string[];
  files: string[];
  tests: string[];
}

const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");

const rows: Row[] = table
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| Rule |"))
  .map((line) => line.split("|").slice(1, -1).map((cell) => cell.trim()))
  .map(([rule = "", source = "", files = "", tests = ""]) => ({ rule, sources: source.split(";").map((part) => part.trim()), files: paths(files), tests: paths(tests) }));

/** The source as cited, not as the start of a longer one (000 §2.1 is not 000 §2.10). */
function cites(text: string, source: string): boolean {
  const escaped = source.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`${escaped}(?![0-9]|\\.[0-9])`).test(text);
}

describe("docs/rules.md: every Classic rule, its source, its file and its tests", () => {
  it("has a row for each rule of the rules map's Classic section it covers", () => expect(rows.length).toBeGreaterThan(55));

  it.each(rows.map((row) => [row.rule, row] as const))("%s", (_rule, row) => {
    expect(row.files.length, "an implementing file").toBeGreaterThan(0);
    expect(row.tests.length, "a test").toBeGreaterThan(0);
    for (const file of row.files) expect(existsSync(resolve(root, file)), file).toBe(true);
    for (const test of row.tests) {
      expect(existsSync(resolve(root, test)), test).toBe(true);
      const text = readFileSync(resolve(root, test), "utf8");
      for (const source of row.sources) expect(cites(text, source), `${test} cites ${source}`).toBe(true);
    }
  });
});
