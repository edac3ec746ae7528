// The system's files as Foundry reads them from the built folder, found in the repository: a ruleset's templates
// and strings live in its folder (src/rulesets/<id>/templates/, src/rulesets/<id>/lang/), the shared ones at the root
// (templates/, lang/). The build (vite.config.ts) copies and merges them with these functions, and every test and
// script that reads a template or a language reads it through them, so what they read is what the build ships.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { RULESET_IDS } from "../src/rulesets/ruleset-id";

export const ROOT = resolve(import.meta.dirname, "..");
const SYSTEM_PREFIX = "systems/storyteller-combat/";

export const LANGUAGES = ["en", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];
export type LangTree = { [key: string]: string | LangTree };

/** The folder of each ruleset the build carries, by id. */
export function rulesetFolders(): { id: string; folder: string }[] {
  return RULESET_IDS.map((id) => ({ id, folder: resolve(ROOT, "src/rulesets", id) }));
}

/**
 * The file in the repository behind a template's name as the code loads it (`templatePath` in src/constants.ts),
 * with or without `systems/storyteller-combat/` in front: `templates/<id>/<name>` is ruleset `<id>`'s
 * `src/rulesets/<id>/templates/<name>`, any other `templates/<name>` is the root's.
 */
export function templateSource(path: string): string {
  const served = path.startsWith(SYSTEM_PREFIX) ? path.slice(SYSTEM_PREFIX.length) : path;
  if (!served.startsWith("templates/")) throw new Error(`${path} is not one of the system's templates.`);
  const name = served.slice("templates/".length);
  const [first, ...rest] = name.split("/");
  const ruleset = rulesetFolders().find(({ id }) => id === first);
  return ruleset && rest.length ? join(ruleset.folder, "templates", ...rest) : resolve(ROOT, "templates", name);
}

/** Ruleset `id`'s golden scenarios: `src/rulesets/<id>/scenarios/`, each file replayed by its scenario tool. */
export function scenarioFolder(id: string): string {
  return resolve(ROOT, "src/rulesets", id, "scenarios");
}

/** What the build copies into the system folder's `templates/`: the root's shared ones, then each ruleset's under its id. */
export function templateFolders(): { from: string; to: string }[] {
  const folders = [{ from: resolve(ROOT, "templates"), to: "templates" }];
  for (const { id, folder } of rulesetFolders()) folders.push({ from: join(folder, "templates"), to: `templates/${id}` });
  return folders.filter(({ from }) => existsSync(from));
}

/** Every template file in the repository: the root's shared ones and every ruleset's. */
export function templateFiles(): string[] {
  return templateFolders().flatMap(({ from }) =>
    readdirSync(from, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".hbs"))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(),
  );
}

/** One language's files, the root's first, then each ruleset's that has one, with their paths in the repository. */
export function languageSources(language: string): { file: string; tree: LangTree }[] {
  const files = [`lang/${language}.json`, ...rulesetFolders().map(({ id }) => `src/rulesets/${id}/lang/${language}.json`)];
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

/** The language as the build writes it to `lang/<language>.json`: the root's strings and every ruleset's. */
export function readLanguage(language: string): LangTree {
  return mergeLanguageTrees(languageSources(language));
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
