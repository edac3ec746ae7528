import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readLanguage } from "../../scripts/system-files";

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

const read = (lang: string) => flatten(readLanguage(lang) as Tree);
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
/** A Russian word's stem, so inflected forms match: Ловкость → Ловкост(и). */
const stem = (russianWord: string) => (russianWord.length >= 6 ? russianWord.slice(0, -2) : russianWord.length >= 4 ? russianWord.slice(0, -1) : russianWord);
/** A Russian word without its ending, so a pattern can add any: Сила → Сил, заявка → заявк, откатить → откат. */
const russianStem = (russianWord: string) => {
  const bare = russianWord.replace(/(ами|ями|ого|его|ому|ему|ить|ать|ять|еть|ые|ый|ий|ая|ое|ой|ие|ых|их|ов|ах|ях|ом|ем|а|я|о|е|ы|и|у|ю|ь|й)$/u, "");
  return bare.length >= 3 ? bare : russianWord.slice(0, Math.max(2, russianWord.length - 1));
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A lowercase letter of the language files, Russian or Latin: \p{L} costs far more to compile, hundreds of times over. */
const LETTER = "[a-zа-яё]";
/**
 * A Russian term in any case and number: each word's stem followed by up to three letters of ending, matched
 * against lowercase text.
 */
const russianForms = (term: string, flags = "") =>
  new RegExp(`(?<!${LETTER})${term.replace(/\(.*?\)/g, "").trim().toLowerCase().split(/\s+/).map((part) => `${escape(russianStem(part))}${LETTER}{0,3}`).join("[\\s\\u00a0]+")}(?!${LETTER})`, flags);
/** One form exactly, in lowercase text. */
const exactForm = (term: string) => new RegExp(`(?<!${LETTER})${escape(term.toLowerCase())}(?!${LETTER})`, "g");
const englishStems = (term: string) => (term.split(" / ")[0] ?? "").trim().split(/\s+/).map((part) => part.replace(/(ation|ion|ing|ed|es|s|e|y)$/i, ""));
/** The glossary's one-word English terms: "holder" is its own term, not a form of "hold". */
const oneWordTerms = new Set(rows.map((row) => row.english.toLowerCase()).filter((term) => /^[a-z]+$/.test(term)));
/** An English term with its inflections: declaration → declared, declares; getting up; challenges. */
const englishForms = (term: string) => {
  const stems = englishStems(term);
  const own = (term.split(" / ")[0] ?? "").trim().toLowerCase();
  const pattern = new RegExp(`\\b${stems.map((part) => `${escape(part)}\\w*`).join("\\W+")}`, "gi");
  // Most strings lack the term's longest word outright: a plain search rules them out before the pattern runs.
  const longest = stems.reduce((a, b) => (b.length > a.length ? b : a), "").toLowerCase();
  const isOwn = (found: string) => stems.length > 1 || found.toLowerCase() === own || !oneWordTerms.has(found.toLowerCase());
  /** `lower` is `text` in lowercase, made once per string by the caller. */
  return {
    test: (text: string, lower = text.toLowerCase()) => {
      if (!lower.includes(longest)) return false;
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) if (isOwn(match[0])) return true;
      return false;
    },
  };
};
const usesTerm = (text: string, term: string) =>
  term
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .every((part) => new RegExp(`(?<![\\p{L}])${stem(part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu").test(text));

describe("the glossary (docs/glossary.md) is the Russian vocabulary", () => {
  it("has rows to check", () => expect(rows.length).toBeGreaterThan(50));

  it("no Russian string uses a rejected variant for its English term, in any of its forms", () => {
    // «Сила» for a Power is as wrong as «силы», «силу» or «Силой»; «урон» as «урона». A rejected form inside a term
    // the English licenses elsewhere in the string is no miss: «Сила воли» for Willpower, «Сила» for Strength. Where
    // both match the same word, the term with the longer stem names it: «защитник» is not a form of «защита».
    const stems = (term: string) => term.replace(/\(.*?\)/g, "").trim().split(/\s+/).map(russianStem).join("").length;
    const patterns = rows
      .filter((row) => row.russian)
      .map((row) => ({
        row,
        english: englishForms(row.english),
        chosen: row.russian.split(" / ").map((term) => ({ form: russianForms(term, "g"), weight: stems(term) })),
        // A rejected term in straight quotes is that one form only: "испытание толпы" beside «испытание толпой».
        rejected: row.rejected.map((term) => (/^".*"$/.test(term) ? { term, form: exactForm(term.slice(1, -1)), weight: term.length - 2 } : { term, form: russianForms(term, "g"), weight: stems(term) })),
      }));
    // exec on the pattern itself: matchAll would copy the pattern, and a case-blind \p{L} pattern costs a lot to build.
    const spans = (text: string, pattern: RegExp) => {
      const found: (readonly [number, number])[] = [];
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) found.push([match.index, match.index + match[0].length]);
      return found;
    };
    const misses: string[] = [];
    const rejecting = patterns.filter((pattern) => pattern.rejected.length > 0);
    for (const [key, value] of ru) {
      const english = en.get(key) ?? "";
      const lower = english.toLowerCase();
      const text = value.toLowerCase();
      let allowed: { from: number; to: number; weight: number }[] | undefined;
      for (const { row, english: said, rejected } of rejecting) {
        if (!said.test(english, lower)) continue;
        for (const { term, form, weight } of rejected) {
          const hits = spans(text, form);
          if (!hits.length) continue;
          allowed ??= patterns
            .filter((pattern) => pattern.english.test(english, lower))
            .flatMap((pattern) => pattern.chosen.flatMap((chosen) => spans(text, chosen.form).map(([from, to]) => ({ from, to, weight: chosen.weight }))));
          const covers = (start: number, end: number) => (span: { from: number; to: number; weight: number }) =>
            span.from <= start && end <= span.to && (span.to - span.from > end - start || span.weight >= weight);
          const found = hits.filter(([start, end]) => !allowed?.some(covers(start, end)));
          if (found.length) misses.push(`${key}: "${term}" (for ${row.english}) in "${value}"`);
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
      ["ignoring wounds", '"раны"'],
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
    const statuses = [...ru].filter(([key]) => /^STC\.Classic\.Status\.\w+\.Name$/.test(key) || key.startsWith("STC.Classic.Scenario.Status."));
    expect(statuses.length).toBeGreaterThanOrEqual(18);
    // A short participle or a past tense agrees with the character's gender.
    const gendered = statuses.filter(([, value]) => /(ён|ен|ан|ян|ит|ат|л)$/u.test(value.split(" ")[0] ?? "") || /(ён|ен|ан)$/u.test(value));
    expect(gendered.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  it("the health levels run as the books have them: Mauled (Изувечен) before Crippled (Искалечен), Hurt said of a person", () => {
    const levels = ["bruised", "hurt", "injured", "wounded", "mauled", "crippled", "incapacitated"];
    const expected = ["Задет", "Травмирован", "Ранен", "Тяжело ранен", "Изувечен", "Искалечен", "Недееспособен"];
    // Classic's track and Mind's Eye Theatre's (its sheet and its scenario transcript) name the levels alike.
    for (const prefix of ["STC.Classic.Health.Level", "STC.Met.Health", "STC.Met.Scenario.Level"]) expect(levels.map((level) => ru.get(`${prefix}.${level}`)), prefix).toEqual(expected);
  });
});
