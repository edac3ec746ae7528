import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
const root = resolve(import.meta.dirname, "../..");

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const read = (lang: string) => flatten(JSON.parse(readFileSync(resolve(root, `lang/${lang}.json`), "utf8")) as Tree);
const en = read("en");
const ru = read("ru");

interface Row {
  english: string;
  russian: string;
  rejected: string[];
}

/** The glossary's table: English | Русский | Not; a cell may list several terms split by " / ". */
function glossaryRows(): Row[] {
  const text = readFileSync(resolve(root, "docs/glossary.md"), "utf8");
  const rows: Row[] = [];
  for (const line of text.split("\n")) {
    const cells = line.split("|").slice(1, -1).map((cell) => cell.trim());
    if (cells.length !== 3 || cells[0] === "English" || /^-+$/.test(cells[0] ?? "")) continue;
    const [english = "", russian = "", not = ""] = cells;
    const englishTerms = english.replace(/\(.*?\)/g, "").split(" / ").map((term) => term.trim());
    const russianTerms = russian.replace(/\(.*?\)/g, "").split(" / ").map((term) => term.trim());
    const rejected = not.split(",").map((term) => term.trim()).filter(Boolean);
    if (englishTerms.length === russianTerms.length) {
      englishTerms.forEach((term, index) => rows.push({ english: term, russian: russianTerms[index] ?? "", rejected: index === 0 ? rejected : [] }));
    } else {
      rows.push({ english: englishTerms.join(" / "), russian: russianTerms.join(" / "), rejected });
    }
  }
  return rows;
}

const rows = glossaryRows();
const word = (term: string) => new RegExp(`(?<![\\p{L}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "iu");
/** A Russian word's stem, so inflected forms match: Ловкость → Ловкост(и). */
const stem = (russianWord: string) => (russianWord.length >= 6 ? russianWord.slice(0, -2) : russianWord.length >= 4 ? russianWord.slice(0, -1) : russianWord);
const usesTerm = (text: string, term: string) =>
  term
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .every((part) => new RegExp(`(?<![\\p{L}])${stem(part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu").test(text));

describe("the glossary (docs/glossary.md) is the Russian vocabulary", () => {
  it("has rows to check", () => expect(rows.length).toBeGreaterThan(50));

  it("no Russian string uses a rejected variant for its English term", () => {
    const misses: string[] = [];
    for (const row of rows) {
      for (const rejected of row.rejected) {
        for (const [key, value] of ru) {
          const english = en.get(key) ?? "";
          if (word(row.english.split(" / ")[0] ?? "").test(english) && word(rejected).test(value)) misses.push(`${key}: "${rejected}" in "${value}"`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it("where an English string is exactly a glossary term, its Russian string is the glossary's term", () => {
    // One English word may have several glossary rows (Melee the ability, melee the weapon kind): any fits.
    const termsByEnglish = new Map<string, string[]>();
    for (const row of rows) {
      if (row.english.includes(" / ")) continue;
      const english = row.english.toLowerCase();
      termsByEnglish.set(english, [...(termsByEnglish.get(english) ?? []), row.russian]);
    }
    const misses: string[] = [];
    for (const [key, value] of en) {
      const terms = termsByEnglish.get(value.trim().toLowerCase());
      if (!terms) continue;
      const russian = ru.get(key) ?? "";
      if (!terms.some((term) => usesTerm(russian, term))) misses.push(`${key}: "${russian}" should use "${terms.join('" or "')}"`);
    }
    expect(misses).toEqual([]);
  });

  it("the variants once used and fixed stay rejected in the table", () => {
    const fixed: [english: string, rejected: string][] = [
      ["Manipulation", "Манипулирование"],
      ["Power", "Сила"],
      ["Powers", "Силы"],
      ["ranged weapon", "дистанционное оружие"],
      ["sap", "кистень"],
      ["Storyteller's adjustment", "модификатор Рассказчика"],
      ["ruleset", "набор правил"],
      ["breed form", "облике своего происхождения"],
      ["Roll the attack", "бросить атаку"],
      ["Roll the defense", "бросить защиту"],
      ["token", "фишка"],
      ["declaration", "заявка"],
    ];
    for (const [english, rejected] of fixed) {
      expect(rows.some((row) => row.english === english && row.rejected.includes(rejected)), `${english}: not ${rejected}`).toBe(true);
    }
  });

  it("no Russian string uses a fixed variant in any of its forms (фишки, заявке, набора правил, Манипулирования…)", () => {
    // The word check above matches a rejected term as written; these catch its inflections too.
    const stems = [/фишк/iu, /заявк/iu, /кистен/iu, /манипулирован/iu, /набор\p{L}* правил/iu, /бросить (атаку|защиту|нападение)/iu, /модификатор\p{L}* рассказчика/iu, /дистанционн\p{L}* оружи/iu, /облик\p{L}* своего происхождения/iu];
    const misses = [...ru].filter(([, value]) => stems.some((stem) => stem.test(value))).map(([key, value]) => `${key}: ${value}`);
    expect(misses).toEqual([]);
  });

  it("a status's name is a noun, the same for a man and a woman: not «Оглушён», «Сбит с ног»", () => {
    const statuses = [...ru].filter(([key]) => /^STC\.Status\.\w+\.Name$/.test(key) || key.startsWith("STC.Scenario.Status."));
    expect(statuses.length).toBeGreaterThanOrEqual(18);
    // A short participle or a past tense agrees with the character's gender.
    const gendered = statuses.filter(([, value]) => /(ён|ен|ан|ян|ит|ат|л)$/u.test(value.split(" ")[0] ?? "") || /(ён|ен|ан)$/u.test(value));
    expect(gendered.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  it("the health levels run as the books have them: Mauled (Изувечен) before Crippled (Искалечен)", () => {
    const levels = ["bruised", "hurt", "injured", "wounded", "mauled", "crippled", "incapacitated"].map((level) => ru.get(`STC.Health.Level.${level}`));
    expect(levels).toEqual(["Задет", "Повреждён", "Ранен", "Тяжело ранен", "Изувечен", "Искалечен", "Недееспособен"]);
  });
});
