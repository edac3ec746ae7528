import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readLanguage } from "../../../scripts/system-files";

const root = resolve(import.meta.dirname, "../../..");
const files = [
  ...["src/rulesets/classic/scenario", "src/rulesets/classic/rules/ruleset", "src/rules/ruleset"].flatMap((folder) => readdirSync(join(root, folder)).map((name) => join(root, folder, name))),
  join(root, "scripts/scenario.ts"),
  join(root, "scripts/scenario-cli.ts"),
].filter((file) => file.endsWith(".ts"));
const read = (language: string) => (readLanguage(language) as { STC: { Error: Record<string, string> } }).STC.Error;
const english = read("en");
const russian = read("ru");

describe("scenario and ruleset errors have language keys (STC.Error.*) in both languages", () => {
  const keys = files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/"((?:Scenario|Ruleset)[A-Z]\w+)"/g)].map((match) => [relative(root, file), match[1] ?? ""] as const)).filter(([, key]) => key !== "ScenarioError");

  it("finds the errors it checks", () => expect(new Set(keys.map(([, key]) => key)).size).toBeGreaterThan(30));

  it.each(keys)("%s: %s is in lang/en.json and lang/ru.json", (_file, key) => {
    expect(english[key]).toBeTypeOf("string");
    expect(russian[key]).toBeTypeOf("string");
  });
});
