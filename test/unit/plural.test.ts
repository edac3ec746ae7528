import { describe, expect, it } from "vitest";
import { decimal, numeral, percent, writtenData } from "../../src/apps/numbers";
import { counter } from "../../src/rulesets/classic/chat/roll-view";
import { countOf, formKey, pluralKey } from "../../src/apps/plural";
import { translator } from "./lang-translator";
import { readLanguage } from "../../scripts/system-files";

type Tree = { [key: string]: string | Tree };
const read = (lang: string) => readLanguage(lang) as Tree;
const FORMS = ["few", "many", "one", "other"];

/** A plural group: an object of forms only, with its `other` (STC.Classic.Action.Kind has an "other" kind among others). */
const isGroup = (value: Tree) => Object.hasOwn(value, "other") && Object.keys(value).every((name) => FORMS.includes(name));

/** Every string of a language file, and whether it is a form of a plural group. */
function strings(tree: Tree, prefix = "", inGroup = false): { key: string; text: string; inGroup: boolean }[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [{ key: prefix + key, text: value, inGroup }] : strings(value, `${prefix}${key}.`, isGroup(value)),
  );
}

/** The plural groups of a language file. */
function groups(tree: Tree, prefix = ""): [string, Tree][] {
  return Object.entries(tree).flatMap(([key, value]): [string, Tree][] =>
    typeof value === "string" ? [] : isGroup(value) ? [[prefix + key, value]] : groups(value, `${prefix}${key}.`),
  );
}

const en = read("en");
const ru = read("ru");

describe("plural forms of the tracker's counts", () => {
  it("English one / other; Russian one / few / many", () => {
    expect([1, 2, 5].map((count) => pluralKey("K", count, "en"))).toEqual(["K.one", "K.other", "K.other"]);
    expect([1, 2, 3, 5, 11, 21, 22, 0].map((count) => pluralKey("K", count, "ru"))).toEqual(["K.one", "K.few", "K.few", "K.many", "K.many", "K.one", "K.few", "K.many"]);
  });
});

describe("the key a count's string is looked up under (apps/plural.ts formKey)", () => {
  const has = (keys: string[]) => (key: string) => keys.includes(key);
  const group = has(["G.one", "G.few", "G.many", "G.other", "Plain"]);

  it("a plain key stays itself; a group takes the form of its data's count, named or its only number", () => {
    expect(formKey("Plain", { count: 2 }, "ru", group)).toBe("Plain");
    expect(formKey("G", { count: 21 }, "ru", group)).toBe("G.one");
    expect(formKey("G", { dice: 3, type: "lethal" }, "ru", group)).toBe("G.few");
    expect(formKey("G", { count: "5", max: 2 }, "ru", group)).toBe("G.many");
    expect(formKey("G", { value: "\u22121" }, "ru", group)).toBe("G.one");
    expect(formKey("G", { value: "+2" }, "en", group)).toBe("G.other");
  });

  it("with two numbers and no count, or none at all, a group falls back to its other form", () => {
    expect(countOf({ pool: 3, difficulty: 6 })).toBeUndefined();
    expect(formKey("G", { pool: 3, difficulty: 6 }, "ru", group)).toBe("G.other");
    expect(formKey("G", {}, "ru", group)).toBe("G.other");
    expect(formKey("Missing", { count: 1 }, "ru", group)).toBe("Missing");
  });
});

describe("plural groups in the language files", () => {
  it("every group has one, few, many and other in both languages; English few and many are its other", () => {
    const ruGroups = new Map(groups(ru));
    expect(groups(en).length).toBeGreaterThan(15);
    for (const [key, forms] of groups(en)) {
      expect(Object.keys(forms).sort(), key).toEqual(FORMS);
      expect(Object.keys(ruGroups.get(key) ?? {}).sort(), `ru ${key}`).toEqual(FORMS);
      expect([forms.few, forms.many], key).toEqual([forms.other, forms.other]);
      // Russian one (1, 21) and many (5, 11) never read alike; nor do many and other (1,5 кубика, not «1,5 кубиков»).
      expect(ruGroups.get(key)?.one, `ru ${key}`).not.toBe(ruGroups.get(key)?.many);
      expect(ruGroups.get(key)?.other, `ru ${key} (a fraction)`).not.toBe(ruGroups.get(key)?.many);
    }
  });

  it("every Russian string whose number counts a noun is a plural group: no «{dice} кубиков» outside one", () => {
    // A counted noun (or its old abbreviation) right after a placeholder: the noun must agree with the number.
    const counted = /^(кубик|кубика|кубиков|куб|успех|успеха|успехов|автоматическ\p{L}*|уровень|уровня|уровней|ур|ход|хода|ходов|действие|действия|действий|пункт|пункта|пунктов|п|очко|очка|очков|значение|значения|значений|символ|символа|символов|грань|грани|граней|документ|документа|документов|противник|противника|противников|авт)$/u;
    const loose = strings(ru).filter(({ inGroup, text }) => !inGroup && [...text.matchAll(/\{\w+\}\s+(\p{L}+)/gu)].some((match) => counted.test(match[1] ?? "")));
    expect(loose.map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });

  it("no Russian string abbreviates a counted word (куб., авт., ур., п.)", () => {
    const abbreviated = strings(ru).filter(({ text }) => /(?<!\p{L})(куб|авт|ур|п)\./u.test(text));
    expect(abbreviated.map(({ key, text }) => `${key}: ${text}`)).toEqual([]);
  });

  it("each Russian form reads with its number: 1 кубик, 2 кубика, 5 кубиков, 21 кубик", () => {
    const t = translator("ru");
    expect([1, 2, 5, 11, 21].map((dice) => t("STC.Sheet.DamageDice", { dice }))).toEqual(["1\u00a0кубик", "2\u00a0кубика", "5\u00a0кубиков", "11\u00a0кубиков", "21\u00a0кубик"]);
    expect([1, 3, 7].map((rounds) => t("STC.Classic.Combat.Modifier.aim", { rounds }))).toEqual(["Прицеливание (1\u00a0ход)", "Прицеливание (3\u00a0хода)", "Прицеливание (7\u00a0ходов)"]);
    // A signed number keeps to its unit: a no-break space (U+00A0), so «−1 кубик» never splits across lines.
    expect(t("STC.Classic.Sheet.Term.dice", { value: "\u22121" })).toBe("\u22121\u00a0кубик");
    expect(t("STC.Classic.Sheet.DamageAutomatic", { count: 2 })).toBe("+2\u00a0автоматических успеха");
    expect(t("STC.Classic.Chain.RollSoakWith", { count: 5, difficulty: 6 })).toBe("Поглощение: 5\u00a0кубиков, сложность 6");
    const english = translator("en");
    expect([1, 2].map((dice) => english("STC.Sheet.DamageDice", { dice }))).toEqual(["1 die", "2 dice"]);
    expect(english("STC.Migration.Failed", { count: 1 })).toMatch(/^1 document could not/);
  });
});

describe("numbers in the table's language (apps/numbers.ts)", () => {
  it("a Russian percentage has a decimal comma and a space before the sign; an English one neither", () => {
    expect(percent(0.899, "ru")).toBe("89,9\u00a0%");
    expect(percent(0.899, "en")).toBe("89.9%");
    expect(percent(0.0441, "ru")).toBe("4,4\u00a0%");
    expect(decimal(2.5, 2, "ru")).toBe("2,50");
    expect(decimal(2.5, 2, "en")).toBe("2.50");
    expect(decimal(1234.5, 2, "ru")).toBe("1234,50");
  });

  it("a count in a sentence: a whole number as it is, half a level with the language's decimal mark", () => {
    expect([numeral(3, "ru"), numeral(-1, "ru"), numeral(1.5, "ru"), numeral(0.25, "ru"), numeral(1234.5, "ru")]).toEqual(["3", "-1", "1,5", "0,25", "1234,5"]);
    expect([numeral(1.5, "en"), numeral(6, "en")]).toEqual(["1.5", "6"]);
    expect(writtenData({ levels: 1.5, name: "Lucita", max: 7 }, "ru")).toEqual({ levels: "1,5", name: "Lucita", max: "7" });
  });

  it("the cards' counts read so in Russian: «1,5 уровня здоровья», not «1.5»", () => {
    const n = counter(translator("ru"), "ru");
    expect([n("STC.Classic.Chain.Card.Levels", 1.5), n("STC.Classic.Chain.Card.Levels", 2), n("STC.Classic.Chain.Card.Levels", 5)]).toEqual(["1,5\u00a0уровня здоровья", "2\u00a0уровня здоровья", "5\u00a0уровней здоровья"]);
    expect(counter(translator("en"), "en")("STC.Classic.Chain.Card.Levels", 1.5)).toBe("1.5 health levels");
  });
});
