import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readLanguage } from "../../../../scripts/system-files";

const root = resolve(import.meta.dirname, "../../../..");
const sources = (folder: string): string[] => readdirSync(folder).flatMap((name) => (statSync(join(folder, name)).isDirectory() ? sources(join(folder, name)) : name.endsWith(".ts") ? [join(folder, name)] : []));
const files = [...sources(join(root, "src/rulesets/met/rules")), ...sources(join(root, "src/rulesets/met/scenario"))];
const errors = (language: string) => (readLanguage(language) as { STC: { Error: Record<string, string> } }).STC.Error;
const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((match) => match[1]).sort();

describe("every MET refusal has its words in both languages", () => {
  const keys = files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/(?:MetError|refuse)\(\s*"(Met[A-Z]\w+)"/g)].map((match) => [relative(root, file), match[1] ?? ""] as const));

  it("finds the refusals", () => expect(keys.length).toBeGreaterThan(40));

  it.each(keys)("%s: STC.Error.%s is in lang/en.json and lang/ru.json with the same placeholders", (_file, key) => {
    const en = errors("en")[key];
    const ru = errors("ru")[key];
    expect(en, `en ${key}`).toBeTypeOf("string");
    expect(ru, `ru ${key}`).toBeTypeOf("string");
    expect(placeholders(ru ?? "")).toEqual(placeholders(en ?? ""));
  });
});
