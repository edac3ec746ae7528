import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../../src/i18n";
import { standInHandlebars } from "../stand-in/handlebars";
import { StandInI18n } from "../stand-in/i18n";
import { standIn } from "../stand-in/install";
import { initSystem } from "../documents/setup";

beforeAll(initSystem);
afterEach(() => {
  Object.assign(standIn.i18n, new StandInI18n("en"));
});

/**
 * A count in the table's language through the system's own translator (src/i18n.ts, over game.i18n) and the
 * template helper init registers (`stcPlural`): the form Intl.PluralRules names for the count.
 */
describe("counts agree with their nouns in Foundry's language", () => {
  it("in Russian: 1 кубик, 3 кубика, 5 кубиков, 21 кубик; 2 хода; 5 документов", () => {
    Object.assign(standIn.i18n, new StandInI18n("ru"));
    const penalty = standInHandlebars.compile('{{stcPlural "STC.Classic.Action.Penalty" dice=n}}');
    expect([1, 3, 5, 21].map((n) => penalty({ n }))).toEqual(["−1\u00a0кубик", "−3\u00a0кубика", "−5\u00a0кубиков", "−21\u00a0кубик"]);
    expect(translate("STC.Classic.Combat.Modifier.aim", { rounds: 2 })).toBe("Прицеливание (2\u00a0хода)");
    expect(translate("STC.Migration.Failed", { count: 5 })).toMatch(/^Не удалось обновить 5\u00a0документов;/);
    // A key that is not a plural group reads as before.
    expect(translate("STC.Classic.Dice.Pool")).toBe("Запас кубиков");
  });

  it("in Russian a half level has a decimal comma and the genitive singular: 1,5 уровня здоровья; Здоровье: 6,5 из 7 уровней", () => {
    Object.assign(standIn.i18n, new StandInI18n("ru"));
    expect(translate("STC.Classic.Chain.Card.Levels", { count: 1.5 })).toBe("1,5\u00a0уровня здоровья");
    expect(translate("STC.Classic.Chain.Card.Levels", { count: 2 })).toBe("2\u00a0уровня здоровья");
    const left = standInHandlebars.compile('{{stcPlural "STC.Classic.Health.Left" count=max value=value max=max}}');
    expect(left({ value: 6.5, max: 7 })).toBe("Здоровье: 6,5 из 7\u00a0уровней");
    expect(left({ value: 1, max: 1 })).toBe("Здоровье: 1 из 1\u00a0уровня");
    expect(translate("STC.Classic.Tracker.Cap", { dice: 1.5 })).toBe("не больше 1,5\u00a0кубика");
    expect(translate("STC.Classic.Chain.Automatic", { value: "+2" })).toBe("+2\u00a0автоматических успеха");
  });

  it("in English: one die, two dice", () => {
    const damage = standInHandlebars.compile('{{stcPlural "STC.Sheet.DamageDice" dice=n}}');
    expect([1, 2].map((n) => damage({ n }))).toEqual(["1 die", "2 dice"]);
    expect(translate("STC.Migration.Failed", { count: 1 })).toMatch(/^1 document could not be updated;/);
    expect(translate("STC.Classic.Chain.Card.Levels", { count: 1.5 })).toBe("1.5 health levels");
  });
});
