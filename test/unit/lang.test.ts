import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { packSources } from "../../scripts/packs/pack-documents";
import { duplicateKeys, flattenLanguage, languageSources, LANGUAGES, mergeLanguageTrees, readLanguage, ROOT, rulesetFolders, templateFiles, type LangTree } from "../../scripts/system-files";
import { RULESET_IDS } from "../../src/rulesets/ruleset-id";

type Tree = { [key: string]: string | Tree };
// Every ruleset's strings, the tests' own rulesets' (test/rulesets/) included: each is held to the same checks.
const read = (lang: string) => readLanguage(lang, "tested") as Tree;

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const en = flatten(read("en"));
const ru = flatten(read("ru"));

describe("language files: the root's and each ruleset's, merged at build", () => {
  it("no key is defined twice: in the root and a ruleset, or in two rulesets", () => {
    for (const language of LANGUAGES) expect(duplicateKeys(languageSources(language, "tested")), language).toEqual([]);
  });

  it("a key defined twice is refused, by the check and by the merge the build writes", () => {
    const sources: { file: string; tree: LangTree }[] = [
      { file: "lang/en.json", tree: { STC: { Sheet: { Title: "Sheet" }, Shared: "a" } } },
      { file: "src/rulesets/a/lang/en.json", tree: { STC: { A: { Name: "A" }, Shared: "b" } } },
      { file: "src/rulesets/b/lang/en.json", tree: { STC: { A: { Name: "B" }, Sheet: "group hidden by a string" } } },
    ];
    expect(duplicateKeys(sources)).toEqual([
      "STC.Shared (lang/en.json, src/rulesets/a/lang/en.json)",
      "STC.A.Name (src/rulesets/a/lang/en.json, src/rulesets/b/lang/en.json)",
      "STC.Sheet (a string and a group)",
    ]);
    expect(() => mergeLanguageTrees(sources)).toThrow(/src\/rulesets\/a\/lang\/en\.json defines STC\.Shared/);
    expect(mergeLanguageTrees(sources.slice(0, 1))).toEqual(sources[0]?.tree);
  });

  it("the merged language holds every file's strings, and each ruleset's strings are in its folder", () => {
    for (const language of LANGUAGES) {
      const sources = languageSources(language);
      expect(sources.map((source) => source.file), language).toEqual([`lang/${language}.json`, ...RULESET_IDS.map((id) => `src/rulesets/${id}/lang/${language}.json`)]);
      const merged = flattenLanguage(readLanguage(language));
      expect(merged.size).toBe(sources.reduce((count, source) => count + flattenLanguage(source.tree).size, 0));
      // The tests' own rulesets' strings come after the shipped ones', from their folders, and only when asked for.
      const tested = languageSources(language, "tested");
      expect(tested.slice(0, sources.length)).toEqual(sources);
      expect(tested.slice(sources.length).map((source) => source.file.split("/").slice(0, 2).join("/"))).toEqual(tested.slice(sources.length).map(() => "test/rulesets"));
      expect(flattenLanguage(readLanguage(language, "tested")).size).toBe(tested.reduce((count, source) => count + flattenLanguage(source.tree).size, 0));
    }
  });

  it("a ruleset's strings are its own: no code or template outside its folder names one of its keys", () => {
    const sourceFiles = (folder: string): string[] =>
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(ts|hbs)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
    const keysIn = (files: string[]) => new Set(files.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/STC\.[\w.-]*\w/g)].map((match) => match[0])));
    const everyFile = [...sourceFiles(join(ROOT, "src")), ...sourceFiles(join(ROOT, "test/rulesets")), ...templateFiles("tested")];
    for (const { folder } of rulesetFolders("tested")) {
      const outside = keysIn(everyFile.filter((file) => !file.startsWith(`${folder}${sep}`)));
      const own = languageSources("en", "tested").find((source) => join(ROOT, source.file) === join(folder, "lang", "en.json"));
      expect(own, folder).toBeDefined();
      expect([...flattenLanguage(own?.tree ?? {}).keys()].filter((key) => outside.has(key)), folder).toEqual([]);
    }
  });

  it("every key the code or a template names is a string, or the group its full key is built under", () => {
    // A key written whole must be a string; one cut short before a `${…}` or a template's concat must name a group.
    const groups = new Set([...en.keys()].flatMap((key) => key.split(".").slice(1, -1).map((_, index, parts) => ["STC", ...parts.slice(0, index + 1)].join("."))));
    const named = (file: string) => [...readFileSync(file, "utf8").matchAll(/STC\.[\w.-]*\w/g)].map((match) => match[0]);
    const files = [...templateFiles("tested"), ...[join(ROOT, "src"), join(ROOT, "test/rulesets")].flatMap((folder) =>
      readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".ts")).map((entry) => join(entry.parentPath, entry.name)))];
    const unknown = files.flatMap((file) => named(file).filter((key) => !en.has(key) && !groups.has(key)).map((key) => `${key} (${file.slice(ROOT.length + 1)})`));
    expect(groups.has("STC.Classic.Chain")).toBe(true);
    expect(unknown).toEqual([]);
  });

  it("each file's English and Russian have the same keys: a string belongs to the same place in both", () => {
    const [en, ru] = LANGUAGES.map((language) => languageSources(language, "tested"));
    for (const [index, source] of (en ?? []).entries()) {
      const other = ru?.[index];
      expect(other?.file.replace(/ru\.json$/, "en.json")).toBe(source.file);
      expect([...flattenLanguage(other?.tree ?? {}).keys()].sort(), other?.file).toEqual([...flattenLanguage(source.tree).keys()].sort());
    }
  });
  it("English and Russian have exactly the same keys", () => {
    expect([...ru.keys()].filter((key) => !en.has(key)), "keys only in ru.json").toEqual([]);
    expect([...en.keys()].filter((key) => !ru.has(key)), "keys missing from ru.json").toEqual([]);
  });

  it("a count printed before what it counts is a plural group, in both files: «{cost} очко опыта / очка / очков», not «{cost} оп.»", () => {
    const counted = /\{(count|cost|dice|levels|points|successes|rounds|needed|amount|value|max)\}[\s\u00a0]+(кубик|успех|уровн|очк|черт|ход|раунд|персонаж|пункт|противник|документ|оп\.|куб\.|авт\.)/u;
    const group = /\.(one|few|many|other)$/;
    expect([...ru].filter(([key, value]) => !group.test(key) && counted.test(value)).map(([key, value]) => `${key}: ${value}`)).toEqual([]);
    // A group has Russian's four forms, and English the same keys (its few and many read as its other).
    // A group is a key with both a one and an other form («Die.one», a die's face, is no group).
    const groups = new Set([...ru.keys()].filter((key) => key.endsWith(".one") && ru.has(key.replace(/one$/, "other"))).map((key) => key.replace(group, "")));
    expect(groups.size).toBeGreaterThan(30);
    for (const base of groups) for (const form of ["one", "few", "many", "other"]) for (const lang of [en, ru]) expect(lang.has(`${base}.${form}`), `${base}.${form}`).toBe(true);
  });

  it("no string is empty", () => {
    for (const [key, value] of [...en, ...ru]) expect(value.trim(), key).not.toBe("");
  });

  it("each Russian string keeps the placeholders of its English one", () => {
    const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((match) => match[1]).sort();
    for (const [key, value] of en) expect(placeholders(ru.get(key) ?? ""), key).toEqual(placeholders(value));
  });

  it("Russian strings are translated, not copied from English", () => {
    // The system's own title stays in Latin letters; everything else with words in it (not counting its
    // placeholders: «{attacker} → {target}» is the same in both) is translated.
    const allowed = new Set(["STC.SystemTitle"]);
    const copied = [...ru].filter(([key, value]) => /[A-Za-z]{2}/.test(value.replace(/\{\w+\}/g, "")) && value === en.get(key) && !allowed.has(key));
    expect(copied.map(([key]) => key)).toEqual([]);
  });

  it("no hint says a ruleset cannot be played yet: all three play at the table", () => {
    const stale = /(only (Classic|Streamlined|Mind's Eye Theatre) can be played|so far)|(пока[^.;]*только по)/iu;
    expect([...en, ...ru].filter(([, value]) => stale.test(value)).map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });
});

/**
 * British spellings, as words: V20's books are in US English (defense, armor, canceled, color). Mind's Eye
 * Theatre keeps its title's spelling; a key or a placeholder may keep its name ({defence}, v20Armour1).
 */
const BRITISH =
  /\b(\w*(defence|offence|licence)s?|\w*(armour|colour|favour|honour|behaviour|neighbour|rumour|humour|vigour|harbour|labour|endeavour|savour)\w*|\w*cancell(ed|ing)|\w*(centre|metre|litre|theatre)[sd]?|\w+is(e|ed|es|ing|ation|ations)|\w+ys(e|ed|es|ing)|catalogue|dialogue|programme|grey|whilst|amongst|learnt|spelt|judgement|practise[sd]?|\w*travell(ed|er|ing)|\w*modell(ed|ing)|\w*labell(ed|ing)|fulfil|enrol|manoeuvre[sd]?|aluminium|sceptic\w*|tyres?|kerbs?)\b/gi;
/** US words ending in -ise the pattern would take for British (-ize is the US form only of the others). */
const US_ISE =
  /^(\w*(wise|rise|raise|praise|poise|noise|cise|prise|promise|mise|vise|guise|ruise|ruise|chise|dise|pertise|tise)[sd]?|\w*(rising|raising|praising|prising|promising|vising|guising|ruising|cising|dising|tising)|otherwise|likewise|streetwise|clockwise)$/i;

function britishWords(text: string): string[] {
  return [...text.replace(/\{\w+\}/g, " ").replace(/Mind's Eye Theatre/g, " ").matchAll(BRITISH)].map((match) => match[0]).filter((found) => !US_ISE.test(found));
}

describe("English follows V20's US spelling", () => {
  it("the spelling pattern sees British words and passes US ones", () => {
    expect(britishWords("Defence, armour, cancelled, colour, immobilised, metres, In favour of")).toEqual(["Defence", "armour", "cancelled", "colour", "immobilised", "metres", "favour"]);
    expect(britishWords("defense, armor, canceled, color, immobilized, meters, surprised, raise, otherwise, Mind's Eye Theatre, {defence}")).toEqual([]);
  });

  it("no English string is spelled the British way (its key and placeholders may keep their names)", () => {
    const found = [...en].filter(([, value]) => britishWords(value).length > 0);
    expect(found.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  it("nor is any English a compendium item carries: its name, description and source", () => {
    const texts = packSources().flatMap((pack) => pack.documents.map((document) => [document.name, String(document.system.description ?? ""), String(document.system.source ?? "")].join(" ")));
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter((text) => britishWords(text).length > 0)).toEqual([]);
  });

  it("nor is any English a template writes itself", () => {
    const files = templateFiles();
    expect(files.length).toBeGreaterThan(20);
    // What a person reads: the text between tags, outside Handlebars expressions (class names are not read).
    const text = (source: string) => source.replace(/\{\{[^}]*\}\}/g, " ").replace(/<[^>]*>/g, " ");
    const found = files.filter((file) => britishWords(text(readFileSync(file, "utf8"))).length > 0);
    expect(found).toEqual([]);
  });
});

