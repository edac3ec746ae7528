import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readLanguage, templateSource } from "../../scripts/system-files";

/**
 * The grammar lang/ru.json keeps where a pattern can see it (docs/glossary.md states each rule): names are never
 * declined, so no template puts one where Russian needs a case; nothing agrees with a name's gender; each ruleset
 * calls its turn one thing; no abbreviated counts. Word choice is the glossary test's (glossary.test.ts).
 */
type Tree = { [key: string]: string | Tree };

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
const entries = [...ru];
const listed = (found: [string, string][]) => found.map(([key, value]) => `${key}: ${value}`);

/** Placeholders that carry a character's (or a player's) name: Russian cannot decline what they hold. */
const NAMES = "name|names|target|holder|attacker|defender|combatant|who|held|victim|challenger|pursuer|champion|lenders|user|other";
/** Placeholders that carry a thing's name (an ability, a power, a maneuver): no more declinable than a person's. */
const THINGS = "ability|power|maneuver|weapon|trait|form|status|retest";
const SPACE = "[\\s\\u00a0]+";
/** Prepositions, each of which puts the word after it in an oblique case. */
const PREPOSITIONS = "без|в|во|для|до|за|из|к|ко|кроме|между|мимо|на|над|о|об|около|от|перед|по|под|после|при|про|против|ради|с|со|среди|у|через";
/**
 * Words a name may follow in its own, nominative case: a head noun it stands beside («персонаж {name}», «цели
 * {target}»), a conjunction, or a verb whose subject it is («объявляет {current}», «держит {holder}»).
 */
const NOMINATIVE_AFTER = /^(персонаж\p{L}*|игрок\p{L}*|участник\p{L}*|цель|цели|и|а|но|или|либо|объявляет|действует|ходит|побеждает|выигрывает|держит)$/u;

describe("names are never declined: templates give them no case (lang/ru.json)", () => {
  it("no name or thing placeholder right after a preposition: «на {target}», «у {holder}», «с {ability}», «от {holder}»", () => {
    const after = new RegExp(`(?<!\\p{L})(${PREPOSITIONS})${SPACE}\\{(${NAMES}|${THINGS})\\}`, "iu");
    expect(listed(entries.filter(([, value]) => after.test(value)))).toEqual([]);
  });

  it("no name in an oblique case after any other word: «Поставить {name}», «сдачу {combatant}», «Захват {holder}»", () => {
    const after = new RegExp(`(\\p{L}+)${SPACE}\\{(${NAMES})\\}`, "gu");
    const found = entries.filter(([, value]) => [...value.matchAll(after)].some((match) => !NOMINATIVE_AFTER.test((match[1] ?? "").toLowerCase())));
    expect(listed(found)).toEqual([]);
  });
});

describe("nothing agrees with a name's gender", () => {
  /** A masculine past tense or short adjective or participle: «пытался», «должен», «совершил», «невредим». */
  const MASCULINE = /^(\p{L}+(л|лся)|\p{L}+(ен|ён|ан|ян)|невредим|готов|жив|рад|виден)$/u;
  /** Words that may stand between a subject and its verb. */
  const ADVERB = /^(уже|не|ещё|по-прежнему|сейчас|тоже|всё|больше|так|и|снова|сам)$/u;

  it("no masculine verb or participle agrees with a bare name: «{name} уже пытался», «{who} должен»", () => {
    // After «персонаж {name}» the masculine agrees with «персонаж», whoever the character is.
    const subject = new RegExp(`(?<!(?:персонаж|игрок|участник|цел)\\p{L}{0,3}${SPACE})\\{(${NAMES})\\}((?:${SPACE}\\p{L}[\\p{L}-]*)+)`, "giu");
    const found = entries.filter(([, value]) =>
      [...value.matchAll(subject)].some((match) => {
        const words = (match[2] ?? "").trim().split(/[\s\u00a0]+/);
        const verb = words.find((word) => !ADVERB.test(word.toLowerCase()));
        return verb !== undefined && MASCULINE.test(verb.toLowerCase());
      }),
    );
    expect(listed(found)).toEqual([]);
  });

  it("no pronoun takes a gender for a placeholder's thing: «{power} заменяет атаку: его нельзя…»", () => {
    // A thing's name may be of any gender («Стремительность», «Захват»); a pronoun after it assumes one.
    const pronoun = new RegExp(`\\{(${THINGS})\\}[^.;]*(?<!\\p{L})(его|него|ему|нему|он|она|её|неё|им|ей)(?!\\p{L})`, "u");
    expect(listed(entries.filter(([, value]) => pronoun.test(value)))).toEqual([]);
  });

  it("a status said of a character in a description has a subject it agrees with: not «ослеплён на ход»", () => {
    // The glossary's «оглушён / сбит с ног / схвачен / обездвижен» agree with «персонаж»; the target is «цель» (f.).
    const descriptions = entries.filter(([key]) => /^STC\.(Maneuver\.\w+\.Description|Item\.Descriptions\.\w+)$/.test(key));
    expect(descriptions.length).toBeGreaterThan(20);
    const bare = /(?<!(персонаж|противник)[\s\u00a0]+)(?<!\p{L})(ослеплён|оглушён|сбит|схвачен|обездвижен|ранен|повержен)(?!\p{L})/u;
    expect(listed(descriptions.filter(([, value]) => bare.test(value)))).toEqual([]);
  });

  it("a line that opens on a character's state names it as a noun: «Падение: …», not «Сбит с ног: …»", () => {
    // A health level's own label («Ранен») stands alone; a participle that opens a longer line agrees with a man.
    const opens = /^(Сбит|Оглушён|Схвачен|Обездвижен|Ослеплён|Повержен|Выведен|Застигнут|Задет|Травмирован|Ранен|Изувечен|Искалечен|Недееспособен)(?!\p{L})./u;
    expect(listed(entries.filter(([, value]) => opens.test(value)))).toEqual([]);
  });

  it("labels shown under a name or beside a noun of any gender are not masculine: statuses, defence offers, box states", () => {
    const labels = entries.filter(([key]) => /^STC\.(?:Classic\.)?(Status\.\w+\.Name|Scenario\.Status\.\w+|Chain\.Card\.Offer\.\w+|Chain\.Card\.Status\.\w+|Health\.Box\.\w+|Health\.Unhurt|Tracker\.Unhurt)$/.test(key));
    expect(labels.length).toBeGreaterThan(25);
    // A masculine short participle or adjective, first word or last: «Объявлен», «Не отмечен», «Недееспособен».
    const masculine = /(?<!\p{L})(\p{L}+(ен|ён|ан|ян|ит|ат)|Объявлена|Объявлен|Не отмечен)(?![\p{L}])/u;
    const found = labels.filter(([, value]) => masculine.test(value.split(":")[0] ?? "") && !/^(В|Во|Без|По|Под)\s/u.test(value));
    expect(listed(found)).toEqual([]);
  });

  it("no reflexive word takes a gender for a bare name: not «{who} не может вызвать на испытание самого себя»", () => {
    // «себя» alone is the same for anyone; «самого себя», «сам» agree with a man.
    const reflexive = new RegExp(`(?<!(?:персонаж|игрок|участник|цел)\\p{L}{0,3}${SPACE})\\{(${NAMES})\\}[^.;:]*(?<!\\p{L})(сам|самого${SPACE}себя|самому${SPACE}себе|самим${SPACE}собой)(?!\\p{L})`, "iu");
    expect(listed(entries.filter(([, value]) => reflexive.test(value)))).toEqual([]);
  });

  it("a health level shown as a character's state is labelled «Здоровье: {level}», so it agrees with nobody", () => {
    // A trait's or a power's level reads «уровень {level}»; any other {level} is a health level (Задет … Недееспособен).
    const levels = entries.filter(([, value]) => value.includes("{level}"));
    expect(levels.length).toBeGreaterThan(4);
    expect(listed(levels.filter(([, value]) => /(?<!(уровень|здоровье:)[\s\u00a0]+)\{level\}/iu.test(value)))).toEqual([]);
    // The sheet's header and the tracker put a level under a name: through the same label, never bare.
    const templates = ["templates/classic/actor/header.hbs", "templates/classic/tracker/tracker.hbs"].map((path) => [path, readFileSync(templateSource(path), "utf8")] as const);
    for (const [path, text] of templates) {
      expect(text, path).toMatch(/localize "STC\.Classic\.Health\.State" level=\(localize (health\.woundLevelKey|woundKey)\)/);
      expect(text, path).not.toMatch(/\{\{localize (health\.woundLevelKey|woundKey)\}\}/);
    }
  });

  it("a sentence that names a character in the third person does not turn to the reader: not «{combatant}: сейчас не ваша очередь»", () => {
    const turns = new RegExp(`\\{(${NAMES})\\}[^.]*(?<!\\p{L})(ваш\\p{L}*|вам|вас|вы)(?!\\p{L})`, "iu");
    expect(listed(entries.filter(([, value]) => turns.test(value)))).toEqual([]);
  });
});

describe("one word for one thing within a ruleset", () => {
  const metKeys = entries.filter(([key]) => /^STC\.(Met\.|Error\.Met)/.test(key));
  const streamlinedKeys = (key: string) => /^(STC\.(Streamlined\.|Error\.Streamlined)|TYPES\.ChatMessage\.streamlined)/.test(key);

  it("Classic (and what every ruleset shares) calls a turn «ход», never «раунд»", () => {
    const classic = entries.filter(([key]) => !streamlinedKeys(key) && !metKeys.some(([met]) => met === key) && !/^STC\.Setting\.Ruleset\./.test(key));
    expect(listed(classic.filter(([, value]) => /(?<!\p{L})раунд/iu.test(value)))).toEqual([]);
  });

  it("Mind's Eye Theatre calls its turn «раунд», never «ход» (seed 003 says turn and round for the one span)", () => {
    expect(metKeys.length).toBeGreaterThan(100);
    expect(listed(metKeys.filter(([, value]) => /(?<!\p{L})ход(а|у|ом|е|ы|ов|ам)?(?!\p{L})/iu.test(value)))).toEqual([]);
  });

  it("Streamlined counts Health and damage in «пункты», never «очки» (glossary: Health points)", () => {
    expect(listed(entries.filter(([key, value]) => streamlinedKeys(key) && /(?<!\p{L})очк\p{L}*/iu.test(value)))).toEqual([]);
  });

  it("a dice pool names its traits as the sheet does, in the nominative: «Сила + Драка», not «Силы + Драки»", () => {
    const traits = new Set([...ru].filter(([key]) => /^STC\.(?:Classic\.)?Trait\.\w+$/.test(key)).map(([, value]) => value));
    expect(traits.size).toBeGreaterThan(30);
    const stemOf = (word: string) => word.slice(0, Math.max(3, word.length - 2)).toLowerCase();
    const stems = new Map([...traits].map((trait) => [stemOf(trait), trait]));
    const found = entries.filter(([, value]) =>
      [...value.matchAll(/(\p{L}+)[\s\u00a0]+\+[\s\u00a0]+(\p{L}+)/gu)].some((match) =>
        [match[1] ?? "", match[2] ?? ""].some((word) => stems.has(stemOf(word)) && !traits.has(word) && ![...traits].some((trait) => trait.startsWith(word))),
      ),
    );
    expect(listed(found)).toEqual([]);
  });

  it("labels of one list share a part of speech: effect kinds are nouns, a weapon's effects and the chronicle's buttons verbs", () => {
    const firstWords = (pattern: RegExp) => entries.filter(([key]) => pattern.test(key)).map(([key, value]) => [key, value.split(/[\s:]/u)[0] ?? ""] as [string, string]);
    const verb = /(ть|ться|ет|ит|ёт|ют|ут|ат|ят)$/u;
    // The maneuver form's effect kinds name a thing («Обезоруживание», «Сбивание с ног»), «Нет» the empty choice.
    const kinds = firstWords(/^STC\.(?:Classic\.)?Maneuver\.EffectKind\.(?!none$)\w+$/);
    expect(kinds.length).toBeGreaterThan(4);
    expect(listed(kinds.filter(([, first]) => verb.test(first)))).toEqual([]);
    // The combat tab says what a weapon or maneuver does («Обезоруживает», «Хватает»).
    const effects = firstWords(/^STC\.(?:Classic\.)?Sheet\.Effect\.\w+$/);
    expect(effects.length).toBeGreaterThan(4);
    expect(listed(effects.filter(([, first]) => !/(ет|ит|ёт)$/u.test(first)))).toEqual([]);
    // The chronicle's buttons beside each other: what to do («Исцелиться кровью», «Регенерировать», «Сменить облик»).
    const buttons = firstWords(/^STC\.(?:Classic\.)?Chronicle\.Sheet\.(HealWithBlood|Regenerate|ChangeForm|EndFrenzy|Raise|UsePower|Grant|Correct)$/);
    expect(buttons.length).toBe(8);
    expect(listed(buttons.filter(([, first]) => !/(ть|ться)$/u.test(first)))).toEqual([]);
  });

  it("the chart a piece of armor comes from names it as the item does", () => {
    for (const level of [1, 2, 3, 4, 5]) {
      const inParentheses = (text: string | undefined) => /\(([^)]*)\)/.exec(text ?? "")?.[1];
      for (const lang of [en, ru]) expect(inParentheses(lang.get(`STC.Classic.Item.Source.v20Armour${level}`)), `armor ${level}`).toBe(inParentheses(lang.get(`STC.Item.Names.armourClass${level}`)));
    }
  });
});

describe("typography", () => {
  it("no abbreviated word: «оп.», «клан.», «куб.», «авт.»", () => {
    const abbreviated = /(?<!\p{L})(оп|клан|куб|авт|ур|п|ед|шт|очк|дисц|спец|сл|усп)\.(?!\p{L})/u;
    expect(listed(entries.filter(([, value]) => abbreviated.test(value)))).toEqual([]);
  });

  it("«со» before a word that starts with с, з, ш or ж and a consonant: «со Здоровьем 0», not «с Здоровьем»", () => {
    expect(listed(entries.filter(([, value]) => /(?<!\p{L})с[\s\u00a0]+[сзшжСЗШЖ][бвгджзйклмнпрстфхцчшщ]/u.test(value)))).toEqual([]);
  });

  it("a number is not a noun: «каждая десятка», not «каждая 10»", () => {
    // «каждые 3 метра» counts metres; «каждая 10 считается» makes the face a noun.
    expect(listed(entries.filter(([, value]) => /(?<!\p{L})кажд(ая|ый|ое|ую)[\s\u00a0]+\d/u.test(value)))).toEqual([]);
  });

  it("a modifier reads as its value and what it changes: «+1 к запасу», «−2 к сложности», not «кубики: +1»", () => {
    const modifiers = ["STC.Classic.Chain.Dice", "STC.Classic.Chain.DifficultyChange", "STC.Classic.Sheet.Term.difficulty"];
    for (const key of modifiers) expect(ru.get(key), key).toMatch(/^\{value\}[\s\u00a0]/u);
    const automatic = entries.filter(([key]) => key.startsWith("STC.Classic.Chain.Automatic."));
    expect(automatic.map(([key]) => key.split(".").pop()).sort()).toEqual(["few", "many", "one", "other"]);
    for (const [key, value] of automatic) expect(value, key).toMatch(/^\{value\}[\s\u00a0]автоматическ/u);
  });

  it("a number keeps to what it counts: «−1 кубик», «5 кубиков», «+2 к сложности» join with a no-break space", () => {
    // A signed modifier, or a plural group's count before its noun (not before «из»: «6 из 7 уровней»).
    const groupForm = /\.(one|few|many|other)$/;
    const loose = entries.filter(
      ([key, value]) =>
        /[−+]\{\w+\} /u.test(value) ||
        (/^STC\.(?:Classic\.)?(Sheet\.Term|Chain\.(Dice|DifficultyChange|Automatic))\b/.test(key) && /^\{value\} /u.test(value)) ||
        (groupForm.test(key) && /\{(count|dice|levels|cost|rounds|max|value)\} (?!(из|и|в|на|с|к|по|за)(?!\p{L}))\p{L}/u.test(value)),
    );
    expect(listed(loose)).toEqual([]);
  });

  it("a plural group's other form, the one a fraction takes, is the genitive singular, its adjective too: «1,5 кубика», «1,5 автоматического успеха»", () => {
    // A genitive plural («кубиков», «автоматических») reads right after 5, never after 1,5. «все {count}» counts whole things.
    const others = entries.filter(([key]) => key.endsWith(".other") && ru.has(key.replace(/other$/, "many")));
    expect(others.length).toBeGreaterThan(30);
    const plural = /(?<!все[\s\u00a0]+)\{\w+\}[\s\u00a0]+(\p{L}+[\s\u00a0]+)?\p{L}+(ых|их|ов|ей)(?!\p{L})/u;
    expect(listed(others.filter(([, value]) => plural.test(value)))).toEqual([]);
  });

  it("where the English starts with a capital, the Russian does too (an option among options, a label)", () => {
    const found = entries.filter(([key, value]) => {
      const english = en.get(key) ?? "";
      return /^\p{Lu}\p{Ll}/u.test(english) && /^\p{Ll}/u.test(value);
    });
    expect(listed(found)).toEqual([]);
  });
});
