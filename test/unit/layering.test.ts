import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../src/rulesets/ruleset-id";

/**
 * The layers of src/ (design.md): rules at the bottom, then data, documents and dice, then chat and apps on top,
 * in the system's own code and again inside each ruleset's folder; and no folder reaches into a ruleset's but
 * its own. A lower layer never imports an upper one, and data preparation never reads the world's settings: the
 * settings hand their values in (src/rulesets/classic/data/actor/combat-world.ts). The rules' own purity is
 * rules-purity.test.ts.
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

const rulesetsRoot = join(srcRoot, "rulesets");
/** Each ruleset's folder under src/rulesets, by id. */
const RULESET_FOLDERS = readdirSync(rulesetsRoot).filter((name) => statSync(join(rulesetsRoot, name)).isDirectory());

/** The files outside the rulesets' folders that name them: the installed rulesets, and their scenario tools. */
const WIRING = ["rulesets/installed.ts", "rulesets/scenario-tools.ts"];

/** The ruleset folder a path under src/ lies in, or null for the system's own code. */
function rulesetOf(path: string): string | null {
  const [top, id] = path.split("/");
  return top === "rulesets" && id !== undefined && RULESET_FOLDERS.includes(id) ? id : null;
}

const allFiles = sourceFiles(srcRoot).map((file): [string, string] => [relative(srcRoot, file).split(sep).join("/"), file]);

/**
 * A layer and the places it may not import, read inside one scope: the system's own code (src/), or one
 * ruleset's folder (src/rulesets/<id>/), whose own data, dice, chat, round and apps follow the same order.
 */
const FORBIDDEN: [layer: string, banned: string[]][] = [
  ["dice", ["apps", "chat", "round"]],
  ["data", ["apps", "chat", "round", "dice", "settings"]],
  ["rules", ["apps", "chat", "round", "dice", "data", "documents", "settings", "compat", "i18n"]],
];

/** The path of `path` inside its scope (the ruleset folder's or src/'s), and that scope's prefix. */
function inScope(path: string): { scope: string; local: string } {
  const id = rulesetOf(path);
  const scope = id === null ? "" : `rulesets/${id}/`;
  return { scope, local: path.slice(scope.length) };
}

const cases = allFiles.flatMap(([name, file]): [string, string, string, string[]][] => {
  const { scope, local } = inScope(name);
  const rule = FORBIDDEN.find(([layer]) => under(local, layer));
  return rule ? [[name, file, scope, rule[1]]] : [];
});

describe("src/ is layered: no import reaches up (design.md)", () => {
  it("finds the files of each layer, in the system's code and in a ruleset's folder", () => {
    for (const [layer] of FORBIDDEN) expect(cases.some(([name]) => name.startsWith(`${layer}/`) || name.startsWith(`rulesets/classic/${layer}/`)), layer).toBe(true);
    expect(cases.some(([name]) => name.startsWith("rulesets/classic/data/"))).toBe(true);
  });

  it.each(cases)("%s imports nothing above its layer", (name, file, scope, banned) => {
    for (const target of importsOf(file)) {
      const reached = banned.find((folder) => under(target, `${scope}${folder}`));
      expect(reached, `${target} is above ${name}'s layer`).toBeUndefined();
    }
  });

  it.each(cases.filter(([name]) => inScope(name).local.startsWith("data/")))("%s reads no setting while data is prepared", (_name, file) => {
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    expect(code).not.toMatch(/\bsettings\s*\.\s*get\b/);
  });
});

/** A file's code without comments and string literals: what it names, not what it says or stores. */
function namesIn(file: string): string {
  return readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""');
}

describe("a ruleset is a folder: nothing outside it reaches in (design.md, Rulesets are modules)", () => {
  it("finds the installed rulesets' folders: one for each ruleset, and no other", () => {
    expect([...RULESET_FOLDERS].sort()).toEqual([...RULESET_IDS].sort());
  });

  it.each(allFiles.filter(([name]) => !WIRING.includes(name)))("%s imports no other ruleset's folder than its own", (name, file) => {
    const own = rulesetOf(name);
    for (const target of importsOf(file)) {
      const reached = rulesetOf(target);
      expect(reached === null || reached === own, `${name} imports ${target}`).toBe(true);
    }
  });

  it.each(allFiles.filter(([name]) => rulesetOf(name) !== "classic" && !WIRING.includes(name)))("%s names nothing of Classic's", (_name, file) => {
    expect(namesIn(file)).not.toMatch(/classic/i);
  });

  it("and the checks find a file that reaches into Classic's folder", () => {
    expect(rulesetOf(importsOf(join(srcRoot, "rulesets/installed.ts")).find((target) => rulesetOf(target) === "classic") ?? "")).toBe("classic");
    expect(namesIn(join(srcRoot, "rulesets/installed.ts"))).toMatch(/classic/i);
  });
});

/** The rulesets the tests alone install, each a folder under test/rulesets/ laid out as a shipped one's. */
const testRulesetsRoot = resolve(import.meta.dirname, "../rulesets");
const TEST_RULESET_FOLDERS = readdirSync(testRulesetsRoot).filter((name) => statSync(join(testRulesetsRoot, name)).isDirectory());
const testRulesetFiles = TEST_RULESET_FOLDERS.flatMap((id) => sourceFiles(join(testRulesetsRoot, id)).map((file): [string, string, string] => [relative(testRulesetsRoot, file).split(sep).join("/"), file, id]));

describe("a ruleset the tests install is a folder like a shipped one's: it takes only the generic layer", () => {
  it("finds the tests' rulesets and their files", () => {
    expect(TEST_RULESET_FOLDERS.length).toBeGreaterThan(0);
    expect(testRulesetFiles.length).toBeGreaterThan(TEST_RULESET_FOLDERS.length);
  });

  it.each(testRulesetFiles)("%s imports no shipped ruleset's folder and no other test ruleset's", (_name, file, id) => {
    for (const target of importsOf(file)) {
      expect(rulesetOf(target), `${file} imports ${target}`).toBeNull();
      const inTests = relative(testRulesetsRoot, resolve(srcRoot, target)).split(sep);
      if (inTests[0] !== "..") expect(inTests[0], `${file} imports ${target}`).toBe(id);
    }
  });

  it.each(testRulesetFiles.filter(([name]) => name.split("/")[1] === "rules"))("%s, its rules, imports nothing but its rules and the system's", (_name, file, id) => {
    for (const target of importsOf(file)) {
      const inTests = relative(testRulesetsRoot, resolve(srcRoot, target)).split(sep);
      const ownRules = inTests[0] === id && inTests[1] === "rules";
      expect(ownRules || under(target, "rules"), `${file} imports ${target}`).toBe(true);
    }
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
    expect(graph.get("rulesets/classic/documents/combat.ts")).toContain("rulesets/classic/round/open-round.ts");
  });

  it("no file reaches itself through its imports", () => {
    expect(firstCycle(graph)).toBeNull();
  });

  it("and the check finds a cycle where there is one", () => {
    expect(firstCycle(new Map([["a.ts", ["b.ts"]], ["b.ts", ["c.ts"]], ["c.ts", ["a.ts"]]]))).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
  });
});
