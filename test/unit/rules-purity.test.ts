import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const srcRoot = resolve(import.meta.dirname, "../../src");
const rulesRoot = join(srcRoot, "rules");
const rulesetsRoot = join(srcRoot, "rulesets");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Each ruleset's own rules folder (src/rulesets/<id>/rules): as pure as src/rules. */
const rulesetRules = existsSync(rulesetsRoot)
  ? readdirSync(rulesetsRoot)
      .map((name) => join(rulesetsRoot, name, "rules"))
      .filter((folder) => existsSync(folder) && statSync(folder).isDirectory())
  : [];

/** A file and the folders its imports may reach: src/rules, and for a ruleset's rules its own folder too. */
const files: [string, string, string[]][] = [
  ...sourceFiles(rulesRoot).map((file): [string, string, string[]] => [relative(srcRoot, file), file, [rulesRoot]]),
  ...rulesetRules.flatMap((folder) => sourceFiles(folder).map((file): [string, string, string[]] => [relative(srcRoot, file), file, [rulesRoot, folder]])),
];

describe("src/rules and src/rulesets/*/rules are plain TypeScript over plain data (design.md)", () => {
  it("covers the rulesets' rules folders", () => expect(rulesetRules.length).toBeGreaterThan(0));

  it.each(files)("%s imports only from src/rules (or its own rules folder)", (_name, file, allowed) => {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/from\s+"([^"]+)"/g)) {
      const specifier = match[1] ?? "";
      expect(specifier.startsWith("."), `${specifier} is a package import`).toBe(true);
      const target = resolve(dirname(file), specifier);
      expect(
        allowed.some((root) => target === root || target.startsWith(root + sep)),
        `${specifier} leaves ${allowed.map((root) => relative(srcRoot, root)).join(" and ")}`,
      ).toBe(true);
    }
  });

  it.each(files)("%s reads no Foundry or browser global", (_name, file) => {
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(code).not.toMatch(/\b(game|CONFIG|foundry|Hooks|ui|canvas|document|window|fromUuid)\s*[.[(]/);
    expect(code).not.toMatch(/Math\.random/);
  });
});
