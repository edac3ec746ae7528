// The system's files as Foundry reads them from the built folder, found in the repository: a ruleset's templates
// and strings live in its folder (src/rulesets/<id>/templates/, src/rulesets/<id>/lang/), the shared ones at the root
// (templates/, lang/). The build (vite.config.ts) copies and merges them with these functions, and every test and
// script that reads a template or a language reads it through them, so what they read is what the build ships.
// A ruleset the tests alone install (test/rulesets/<id>/, laid out as a shipped one's folder) is found here too, for
// the tests that ask for it (`"tested"`); the build never ships it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { RULESET_IDS } from "../src/rulesets/ruleset-id";

export const ROOT = resolve(import.meta.dirname, "..");
const SYSTEM_PREFIX = "systems/storyteller-combat/";

export const LANGUAGES = ["en", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export type LangTree = { [key: string]: string | LangTree };

/** Where the rulesets the tests alone install keep their folders, one folder each, named by its id. */
const TEST_RULESETS = resolve(ROOT, "test/rulesets");

/** Which rulesets' folders: those the build ships (`src/rulesets/<id>/`), or those and the ones the tests alone install. */
export type RulesetScope = "shipped" | "tested";

/** The folder of each ruleset in scope, by id: the shipped ones in their order, then the tests' own. */
export function rulesetFolders(scope: RulesetScope = "shipped"): { id: string; folder: string }[] {
  const shipped = RULESET_IDS.map((id) => ({ id, folder: resolve(ROOT, "src/rulesets", id) }));
  if (scope === "shipped" || !existsSync(TEST_RULESETS)) return shipped;
  const tested = readdirSync(TEST_RULESETS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ id: entry.name, folder: join(TEST_RULESETS, entry.name) }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return [...shipped, ...tested];
}

/**
 * The file in the repository behind a template's name as the code loads it (`templatePath` in src/constants.ts),
 * with or without `systems/storyteller-combat/` in front: `templates/<id>/<name>` is ruleset `<id>`'s
 * `src/rulesets/<id>/templates/<name>` (or a tested ruleset's own folder's), any other `templates/<name>` is the root's.
 */
export function templateSource(path: string): string {
  const served = path.startsWith(SYSTEM_PREFIX) ? path.slice(SYSTEM_PREFIX.length) : path;
  if (!served.startsWith("templates/")) throw new Error(`${path} is not one of the system's templates.`);
  const name = served.slice("templates/".length);
  const [first, ...rest] = name.split("/");
  const ruleset = rulesetFolders("tested").find(({ id }) => id === first);
  return ruleset && rest.length ? join(ruleset.folder, "templates", ...rest) : resolve(ROOT, "templates", name);
}

/** Ruleset `id`'s golden scenarios: `src/rulesets/<id>/scenarios/`, each file replayed by its scenario tool. */
export function scenarioFolder(id: string): string {
  return resolve(ROOT, "src/rulesets", id, "scenarios");
}

/** What the build copies into the system folder's `templates/`: the root's shared ones, then each ruleset's under its id. */
export function templateFolders(scope: RulesetScope = "shipped"): { from: string; to: string }[] {
  const folders = [{ from: resolve(ROOT, "templates"), to: "templates" }];
  for (const { id, folder } of rulesetFolders(scope)) folders.push({ from: join(folder, "templates"), to: `templates/${id}` });
  return folders.filter(({ from }) => existsSync(from));
}

/** Every template file in the repository: the root's shared ones and every ruleset's in scope. */
export function templateFiles(scope: RulesetScope = "shipped"): string[] {
  return templateFolders(scope).flatMap(({ from }) =>
    readdirSync(from, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".hbs"))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(),
  );
}

/** One language's files, the root's first, then each ruleset's that has one, with their paths in the repository. */
export function languageSources(language: string, scope: RulesetScope = "shipped"): { file: string; tree: LangTree }[] {
  const files = [`lang/${language}.json`, ...rulesetFolders(scope).map(({ folder }) => relative(ROOT, join(folder, "lang", `${language}.json`)).split(sep).join("/"))];
  return files.filter((file) => existsSync(resolve(ROOT, file))).map((file) => ({ file, tree: JSON.parse(readFileSync(resolve(ROOT, file), "utf8")) as LangTree }));
}

/** Every key (dotted, to its string) that more than one of the files defines, with the files that do. */
export function duplicateKeys(sources: readonly { file: string; tree: LangTree }[]): string[] {
  const owners = new Map<string, string[]>();
  const walk = (tree: LangTree, prefix: string, file: string): void => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === "string") owners.set(path, [...(owners.get(path) ?? []), file]);
      else walk(value, path, file);
    }
  };
  for (const { file, tree } of sources) walk(tree, "", file);
  // A string where another file has a group (or the reverse) is a clash too: one of them would hide the other.
  const clashes = new Set<string>();
  for (const key of owners.keys()) {
    const parts = key.split(".");
    for (let length = 1; length < parts.length; length++) {
      const group = parts.slice(0, length).join(".");
      if (owners.has(group)) clashes.add(group);
    }
  }
  return [...[...owners].filter(([, files]) => files.length > 1).map(([key, files]) => `${key} (${files.join(", ")})`), ...[...clashes].map((key) => `${key} (a string and a group)`)];
}

function mergeInto(target: LangTree, tree: LangTree, prefix: string, file: string): LangTree {
  for (const [key, value] of Object.entries(tree)) {
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (existing === undefined) target[key] = typeof value === "string" ? value : mergeInto({}, value, `${prefix}${key}.`, file);
    else if (typeof existing === "object" && typeof value === "object") mergeInto(existing, value, `${prefix}${key}.`, file);
    else throw new Error(`${file} defines ${prefix}${key}, which another language file already defines.`);
  }
  return target;
}

/** The files merged into one tree; a key two of them define is refused. */
export function mergeLanguageTrees(sources: readonly { file: string; tree: LangTree }[]): LangTree {
  const merged: LangTree = {};
  for (const { file, tree } of sources) mergeInto(merged, tree, "", file);
  return merged;
}

/** The language as the build writes it to `lang/<language>.json`: the root's strings and every ruleset's in scope. */
export function readLanguage(language: string, scope: RulesetScope = "shipped"): LangTree {
  return mergeLanguageTrees(languageSources(language, scope));
}

/** The part of the manifest a ruleset's folder may declare in its `manifest.json`: its subtypes, as system.json names them. */
interface ManifestPart {
  documentTypes?: Record<string, Record<string, Record<string, unknown>>>;
}
type Manifest = { documentTypes: Record<string, Record<string, unknown>> } & Record<string, unknown>;
type TemplateEntry = { types: string[]; templates?: Record<string, unknown> } & Record<string, unknown>;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

/** Each ruleset in scope's `manifest.json`, where its folder has one. */
function manifestParts(scope: RulesetScope): { id: string; part: ManifestPart }[] {
  return rulesetFolders(scope)
    .map(({ id, folder }) => ({ id, file: join(folder, "manifest.json") }))
    .filter(({ file }) => existsSync(file))
    .map(({ id, file }) => ({ id, part: readJson<ManifestPart>(file) }));
}

/**
 * system.json as the build writes it: the root's, with the subtypes each ruleset in scope declares in its folder's
 * `manifest.json` added to `documentTypes`. A subtype declared twice is refused.
 */
export function systemManifest(scope: RulesetScope = "shipped"): Manifest {
  const manifest = readJson<Manifest>(resolve(ROOT, "system.json"));
  for (const { id, part } of manifestParts(scope)) {
    for (const [document, types] of Object.entries(part.documentTypes ?? {})) {
      const declared = (manifest.documentTypes[document] ??= {});
      for (const [type, entry] of Object.entries(types)) {
        if (Object.hasOwn(declared, type)) throw new Error(`The ruleset ${id} declares the ${document} type ${type}, which is declared already.`);
        declared[type] = entry;
      }
    }
  }
  return manifest;
}

/** template.json as the build writes it: the root's, with each subtype a ruleset in scope declares in its `manifest.json`. */
export function systemTemplate(scope: RulesetScope = "shipped"): Record<string, TemplateEntry> {
  const template = readJson<Record<string, TemplateEntry>>(resolve(ROOT, "template.json"));
  for (const { part } of manifestParts(scope)) {
    for (const [document, types] of Object.entries(part.documentTypes ?? {})) {
      const entry = (template[document] ??= { types: [], templates: {} });
      for (const type of Object.keys(types)) {
        entry.types.push(type);
        entry[type] = {};
      }
    }
  }
  return template;
}

/** Every string of a language tree by its dotted key. */
export function flattenLanguage(tree: LangTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flattenLanguage(value, path)) out.set(inner, text);
  }
  return out;
}
