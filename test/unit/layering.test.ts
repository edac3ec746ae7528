import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of src/ (design.md): rules at the bottom, then data, documents and dice, then chat and apps on top.
 * A lower layer never imports an upper one, and data preparation never reads the world's settings: the settings
 * layer hands their values in (src/data/actor/combat-world.ts). The rules' own purity is rules-purity.test.ts.
 */
const srcRoot = resolve(import.meta.dirname, "../../src");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Every relative import of a file, as a path under src/ (without extension). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s+"(\.[^"]+)"/g)].map((match) => relative(srcRoot, resolve(dirname(file), match[1] ?? "")).split(sep).join("/"));
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** A layer and the places it may not import. */
const FORBIDDEN: [layer: string, banned: string[]][] = [
  ["dice", ["apps", "chat", "round"]],
  ["data", ["apps", "chat", "round", "dice", "settings"]],
  ["rules", ["apps", "chat", "round", "dice", "data", "documents", "settings", "compat", "i18n"]],
];

const cases = FORBIDDEN.flatMap(([layer, banned]) => sourceFiles(join(srcRoot, layer)).map((file): [string, string, string[]] => [relative(srcRoot, file), file, banned]));

describe("src/ is layered: no import reaches up (design.md)", () => {
  it("finds the files of each layer", () => {
    for (const [layer] of FORBIDDEN) expect(cases.some(([name]) => name.startsWith(`${layer}/`)), layer).toBe(true);
  });

  it.each(cases)("%s imports nothing above its layer", (_name, file, banned) => {
    for (const target of importsOf(file)) {
      const reached = banned.find((folder) => under(target, folder));
      expect(reached, `${target} is above ${_name}'s layer`).toBeUndefined();
    }
  });

  it.each(cases.filter(([name]) => name.startsWith("data/")))("%s reads no setting while data is prepared", (_name, file) => {
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(code).not.toMatch(/\bsettings\s*\.\s*get\b/);
  });
});
