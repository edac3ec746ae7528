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

/** The file an import names: the module itself, or its folder's index. */
function fileOf(target: string): string | null {
  for (const candidate of [`${target}.ts`, `${target}/index.ts`]) {
    try {
      if (statSync(join(srcRoot, candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The first import cycle found among the files, as the path round it, or null. */
function firstCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === "done") return null;
    if (state.get(file) === "open") return [...path.slice(path.indexOf(file)), file];
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe("src/ has no import cycle, type-only imports included", () => {
  const files = sourceFiles(srcRoot).filter((file) => !file.endsWith(".d.ts"));
  const graph = new Map(files.map((file) => [relative(srcRoot, file).split(sep).join("/"), importsOf(file).flatMap((target) => fileOf(target) ?? [])]));

  it("reads the imports of every file", () => {
    expect(graph.get("documents/combat.ts")).toContain("round/begin-round.ts");
  });

  it("no file reaches itself through its imports", () => {
    expect(firstCycle(graph)).toBeNull();
  });

  it("and the check finds a cycle where there is one", () => {
    expect(firstCycle(new Map([["a.ts", ["b.ts"]], ["b.ts", ["c.ts"]], ["c.ts", ["a.ts"]]]))).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
  });
});
