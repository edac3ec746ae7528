import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/foundry-api.md lists every Foundry API the system's code touches. This scan reads src (the rules in
 * src/rules touch none: rules-purity.test.ts) for the Foundry names it uses and compares them with the
 * table's first column, both ways: a name the code uses that the table lacks, or a row the code no longer
 * needs, fails.
 */
const root = resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join("src", "rules")) ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Comments go: they name APIs the code does not call. Strings stay (hook names and settings are strings). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/** Instance members of Foundry's documents, rolls and applications that the code calls or overrides. */
export const MEMBERS = [
  "update",
  "delete",
  "createEmbeddedDocuments",
  "updateEmbeddedDocuments",
  "deleteEmbeddedDocuments",
  "testUserPermission",
  "getFlag",
  "setFlag",
  "query",
  "assignHotbarMacro",
  "toMessage",
  "evaluate",
  "render",
  "renderHTML",
  "rollInitiative",
  "startCombat",
  "nextRound",
  "nextTurn",
  "previousRound",
  "previousTurn",
  "setupTurns",
  "resetAll",
  "getInitiativeRoll",
  "_sortCombatants",
  "_getCurrentState",
  "_playCombatSound",
  "modifyTokenAttribute",
  "prepareDerivedData",
  "validateJoint",
  "defineSchema",
  "_onCreateDescendantDocuments",
  "_onDeleteDescendantDocuments",
  "_prepareContext",
  "_onRender",
  "_onChangeForm",
  "_onClose",
  "_attachFrameListeners",
  "_onSubmitForm",
  "_processFormData",
  "_evaluateTotal",
  "deleteDialog",
] as const;

/** Instance properties read. */
const PROPERTIES = ["activeGM", "isActiveGM", "isGM", "isSelf", "isOwner", "isEditable", "isDefeated", "author", "hidden", "visible"] as const;

/** Foundry's document classes and helpers used as values (their types are everywhere and not counted). */
const GLOBAL_CLASSES = ["Actor", "Item", "ChatMessage", "Combat", "Combatant", "Macro", "User", "Roll", "ActiveEffect", "TokenDocument"];

/** CONFIG's lower-case namespaces whose members are named one by one. */
const CONFIG_NAMESPACES = new Set(["ui", "time"]);

function namesIn(text: string): Set<string> {
  const found = new Set<string>();
  const add = (name: string) => found.add(name);
  for (const [, root, name] of text.matchAll(/(?<![\w.])(game|ui)\??\.(\w+)/g)) add(`${root}.${name}`);
  for (const [, names, from] of text.matchAll(/const \{([^}]+)\} = (game|ui|foundry(?:\.\w+)+);/g)) {
    for (const part of (names ?? "").split(",")) {
      const name = part.split(":")[0]?.trim();
      if (name) add(from === "game" || from === "ui" ? `${from}.${name}` : normalizeFoundry(`${from}.${name}`));
    }
  }
  for (const [, first, second] of text.matchAll(/(?<![\w.])CONFIG\.(\w+)(?:\.(\w+))?/g)) {
    if (!first || first === "StorytellerCombat" || first === "Queries") continue;
    const named = second && /^[a-z]/.test(second) && (/^[A-Z]/.test(first) || CONFIG_NAMESPACES.has(first));
    add(named ? `CONFIG.${first}.${second}` : `CONFIG.${first}`);
  }
  for (const [path] of text.matchAll(/(?<![\w.])foundry(?:\.[a-z]\w*)+(?:\.[A-Z]\w*)?/g)) add(normalizeFoundry(path));
  for (const [, method, hook] of text.matchAll(/(?<![\w.])Hooks\.(on|once|off|call|callAll)\(\s*"([\w.]+)"/g)) add(`Hooks.${method}("${hook}")`);
  for (const [, method] of text.matchAll(/(?<![\w.])Hooks\.(call|callAll)\(\s*[A-Z_]+\./g)) add(`Hooks.${method}(system hooks)`);
  for (const [, hooks, method] of text.matchAll(/for \(const hook of \[([^\]]+)\] as const\) \{\s*Hooks\.(on|once)\(hook\b/g)) {
    for (const [, hook] of (hooks ?? "").matchAll(/"([\w.]+)"/g)) add(`Hooks.${method}("${hook}")`);
  }
  for (const [, root, name] of text.matchAll(/Reflect\.get\((game|ui|CONFIG), "(\w+)"\)/g)) add(`${root}.${name}`);
  for (const [, setting] of text.matchAll(/settings\??\.get\(\s*"core",\s*"(\w+)"/g)) add(`core.${setting}`);
  for (const [, name] of text.matchAll(/(?<![\w.])(fromUuid|fromUuidSync)\(/g)) add(`${name}`);
  if (/\(Handlebars\)/.test(text)) add("Handlebars");
  const classes = GLOBAL_CLASSES.join("|");
  for (const [, cls, member] of text.matchAll(new RegExp(`(?<![\\w.])(${classes})\\.([a-z]\\w*)`, "g"))) add(`${cls}.${member}`);
  for (const [, cls] of text.matchAll(new RegExp(`\\bextends (${classes})\\b(?!\\.)`, "g"))) add(`extends ${cls}`);
  for (const member of MEMBERS) {
    if (new RegExp(`(?:\\.|\\boverride\\s+(?:async\\s+)?)${member}\\s*[(<]`).test(text)) add(`#${member}`);
  }
  for (const property of PROPERTIES) if (new RegExp(`\\.${property}\\b(?!\\s*\\()`).test(text)) add(`#${property}`);
  if (/duration\??\.startRound|"startRound" in duration/.test(text)) add("ActiveEffect#duration.startRound");
  return found;
}

/** `foundry.data.fields.X` is one row, the fields namespace. */
function normalizeFoundry(path: string): string {
  return path.startsWith("foundry.data.fields.") ? "foundry.data.fields" : path;
}

export function scanSource(files = sourceFiles(join(root, "src"))): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const file of files) {
    for (const name of namesIn(withoutComments(readFileSync(file, "utf8")))) {
      where.set(name, [...(where.get(name) ?? []), relative(root, file)]);
    }
  }
  return where;
}

/** The first column of the doc's API table (rows whose first cell is one code span). */
export function documentedNames(markdown: string): string[] {
  const start = markdown.indexOf("## The APIs the code touches");
  const end = markdown.indexOf("\n## ", start + 1);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map(([, name]) => name ?? "");
}

const doc = readFileSync(join(root, "docs", "foundry-api.md"), "utf8");

describe("docs/foundry-api.md lists every Foundry API the code touches", () => {
  const used = scanSource();
  const listed = documentedNames(doc);

  it("has a table to read", () => {
    expect(listed.length).toBeGreaterThan(50);
    expect(new Set(listed).size, "a name listed twice").toBe(listed.length);
  });

  it("lists every name the code uses", () => {
    const missing = [...used.keys()].filter((name) => !listed.includes(name)).map((name) => `${name} (${used.get(name)?.join(", ")})`);
    expect(missing).toEqual([]);
  });

  it("lists nothing the code no longer uses", () => {
    expect(listed.filter((name) => !used.has(name))).toEqual([]);
  });

  it("the scan finds what it is meant to find", () => {
    const sample = `
      const { fields } = foundry.data;
      Hooks.on("updateActor", () => game.user?.isGM);
      for (const hook of ["createActiveEffect"] as const) {
        Hooks.on(hook, () => {});
      }
      CONFIG.Actor.trackableAttributes = {}; CONFIG.statusEffects.filter(Boolean); CONFIG.ui.combat = x;
      // CONFIG.Combat.documentClass is only in a comment
      await actor.update({}); ChatMessage.getSpeaker(); foundry.applications.ux.TextEditor.implementation.enrichHTML("");
      game.settings.get("core", "rollMode");
    `;
    const names = namesIn(withoutComments(sample));
    for (const name of [
      "foundry.data.fields",
      'Hooks.on("updateActor")',
      'Hooks.on("createActiveEffect")',
      "game.user",
      "#isGM",
      "CONFIG.Actor.trackableAttributes",
      "CONFIG.statusEffects",
      "CONFIG.ui.combat",
      "#update",
      "ChatMessage.getSpeaker",
      "foundry.applications.ux.TextEditor",
      "game.settings",
      "core.rollMode",
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    expect(names.has("CONFIG.Combat.documentClass")).toBe(false);
  });
});
