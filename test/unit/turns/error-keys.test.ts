import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readLanguage } from "../../../scripts/system-files";

const root = resolve(import.meta.dirname, "../../..");
const areas = ["src/rulesets/classic/rules/turns", "src/rulesets/classic/rules/actions", "src/rulesets/classic/rules/initiative", "src/rulesets/classic/rules/status/schedule.ts"].map((path) => join(root, path));
function sourceFiles(path: string): string[] {
  return statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => sourceFiles(join(path, name))) : path.endsWith(".ts") ? [path] : [];
}
const files = areas.flatMap(sourceFiles);
const errors = (readLanguage("en") as { STC: { Error: Record<string, string> } }).STC.Error;

describe("turn and action errors have language keys (STC.Error.*)", () => {
  const thrown = files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/(?:TurnError|ActionError)\(\s*"(\w+)"/g)].map((match) => [relative(root, file), match[1] ?? ""] as const));

  it("finds the errors it checks", () => expect(thrown.length).toBeGreaterThan(30));

  it.each(thrown)("%s: %s is in lang/en.json", (_file, key) => {
    expect(errors[key]).toBeTypeOf("string");
  });
});
