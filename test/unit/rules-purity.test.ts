import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../src/rulesets/ruleset-id";

const srcRoot = resolve(import.meta.dirname, "../../src");
const rulesRoot = join(srcRoot, "rules");
const rulesetsRoot = join(srcRoot, "rulesets");
/** The rulesets the tests alone install (test/rulesets/<id>/), held to the same purity as the shipped ones. */
const testRulesetsRoot = resolve(import.meta.dirname, "../rulesets");
const TEST_RULESET_IDS = readdirSync(testRulesetsRoot).filter((name) => statSync(join(testRulesetsRoot, name)).isDirectory());

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** The pure folders of a ruleset: its rules and its scenario tool (src/rulesets/<id>/rules, …/scenario). */
const PURE_PARTS = ["rules", "scenario"];

/** Each ruleset's pure folders that exist, with the folders their imports may reach: src/rules and its own pure ones. */
const rulesetFolders = [
  ...(existsSync(rulesetsRoot) ? readdirSync(rulesetsRoot).map((name) => join(rulesetsRoot, name)) : []),
  ...TEST_RULESET_IDS.map((name) => join(testRulesetsRoot, name)),
];
const rulesetPure = rulesetFolders.flatMap((root) => {
  const own = PURE_PARTS.map((part) => join(root, part)).filter((folder) => existsSync(folder) && statSync(folder).isDirectory());
  return own.map((folder): [string, string[]] => [folder, [rulesRoot, ...own]]);
});
const rulesetRules = rulesetPure.filter(([folder]) => folder.endsWith(`${sep}rules`));

/** A file and the folders its imports may reach: src/rules, and for a ruleset's pure folders its own ones too. */
const files: [string, string, string[]][] = [
  ...sourceFiles(rulesRoot).map((file): [string, string, string[]] => [relative(srcRoot, file), file, [rulesRoot]]),
  ...rulesetPure.flatMap(([folder, allowed]) => sourceFiles(folder).map((file): [string, string, string[]] => [relative(srcRoot, file), file, allowed])),
];

describe("src/rules and each ruleset's rules and scenario folders are plain TypeScript over plain data (design.md)", () => {
  it.each(RULESET_IDS)("covers the rules folder of ruleset %s", (id) => expect(rulesetRules.map(([folder]) => folder)).toContain(join(rulesetsRoot, id, "rules")));
  it.each(TEST_RULESET_IDS)("covers the rules folder of the tests' ruleset %s", (id) => expect(rulesetRules.map(([folder]) => folder)).toContain(join(testRulesetsRoot, id, "rules")));

  it.each(files)("%s imports only from src/rules (or its ruleset's own rules and scenario)", (_name, file, allowed) => {
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

/**
 * A ruleset's importer of other systems' characters (src/rulesets/<id>/import) is plain data in, plain data out as
 * well: it reads no Foundry or browser global, and every module it loads for a value (not a type) reads none either,
 * however far down (the item models' ranges, not the models).
 */
const importFolders = existsSync(rulesetsRoot)
  ? readdirSync(rulesetsRoot)
      .map((name) => join(rulesetsRoot, name, "import"))
      .filter((folder) => existsSync(folder) && statSync(folder).isDirectory())
  : [];

const FOUNDRY_GLOBAL = /\b(game|CONFIG|foundry|Hooks|ui|canvas|document|window|fromUuid)\s*[.[(]/;
const codeOf = (file: string) => readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");

/** The files a file loads for values: its imports that are not `import type`, resolved to .ts files. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"(\.[^"]+)"/gm)].map((match) => `${resolve(dirname(file), match[1] ?? "")}.ts`);
}

/** Every file loaded for values from `file`, itself included. */
function loadedFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const target of valueImports(file)) loadedFrom(target, seen);
  return seen;
}

describe("each ruleset's importer reads no Foundry global, nor does anything it loads", () => {
  it("finds Classic's importer", () => expect(importFolders.some((folder) => folder.endsWith(join("classic", "import")))).toBe(true));

  it.each(importFolders.flatMap((folder) => sourceFiles(folder)).map((file) => [relative(srcRoot, file), file]))("%s and what it loads are plain", (_name, file) => {
    for (const loaded of loadedFrom(file)) {
      expect(existsSync(loaded), `${relative(srcRoot, loaded)} is not a .ts file`).toBe(true);
      expect(codeOf(loaded), `${relative(srcRoot, loaded)} reads a Foundry global`).not.toMatch(FOUNDRY_GLOBAL);
      expect(codeOf(loaded)).not.toMatch(/Math\.random/);
    }
  });
});
