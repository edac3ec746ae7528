import { describe, expect, it } from "vitest";
import { planAttack, type AttackInput } from "../../../src/rulesets/classic/rules/combat/attack";
import { classicErrorText } from "../../../src/rulesets/classic/rules/error-names";
import { checkCharacterStats } from "../../../src/rulesets/classic/rules/character/check-stats";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";
import { expectRulesError } from "../errors-helper";
import { fighter, garou, options } from "../combat/fixtures";
import { translator } from "../lang-translator";

const situation = { round: 1, multipleActionPenalty: 0 } as AttackInput["situation"];
const attackOn = (target: CharacterStats, attacker: CharacterStats = fighter("A")) => () => planAttack({ attacker, target, method: { kind: "unarmed" }, situation }, options());
const status = (id: string): StatusEffect => ({ id, sinceRound: 1, expiresAfterRound: 1 }) as unknown as StatusEffect;

describe("the rules refuse a character no sheet could hold, naming why (never a TypeError)", () => {
  it("an unknown status on the target", () => {
    const error = expectRulesError(attackOn(fighter("T", { statuses: [status("petrified")] })), "StatusUnknown");
    expect(classicErrorText(error, translator("ru"))).toBe("Нет состояния с идентификатором petrified.");
  });

  it("an unknown kind of creature, on either side", () => {
    expectRulesError(attackOn(fighter("T", { creature: "dragon" as CharacterStats["creature"] })), "CreatureUnknown");
    expectRulesError(attackOn(fighter("T"), fighter("A", { creature: "dragon" as CharacterStats["creature"] })), "CreatureUnknown");
  });

  it("an unknown Garou form", () => {
    const wolf = garou("W", "crinos");
    expectRulesError(attackOn(fighter("T"), { ...wolf, garou: { ...(wolf.garou as NonNullable<CharacterStats["garou"]>), form: "dragon" as "crinos" } }), "FormUnknown");
  });

  it("current Willpower, blood or Rage above the permanent rating (V20 / W20 core)", () => {
    const error = expectRulesError(attackOn(fighter("Mira", { willpower: { permanent: 3, current: 7 } })), "StatsCurrentAbovePermanent");
    expect(classicErrorText(error, translator("en"))).toBe("Mira: current Willpower (7) is above the permanent rating (3).");
    expect(classicErrorText(error, translator("ru"))).toBe("Mira: текущее значение «Сила воли» (7) выше постоянного (3).");
    expectRulesError(attackOn(fighter("V", { creature: "vampire", blood: { permanent: 10, current: 11 } })), "StatsCurrentAbovePermanent");
    const wolf = garou("W", "homid");
    expectRulesError(attackOn(fighter("T"), { ...wolf, garou: { ...(wolf.garou as NonNullable<CharacterStats["garou"]>), rage: { permanent: 3, current: 9 } } }), "StatsCurrentAbovePermanent");
  });

  it("a trait outside its range, or not a whole number", () => {
    const error = expectRulesError(attackOn(fighter("T", { attributes: { strength: 50 } })), "StatsOutOfRange");
    expect(classicErrorText(error, translator("en"))).toBe("T: Strength must be a whole number from 0 to 10, not 50.");
    expectRulesError(attackOn(fighter("T", { abilities: { brawl: 2.5 } })), "StatsOutOfRange");
    expectRulesError(attackOn(fighter("T", { willpower: { permanent: 1e9, current: 1 } })), "StatsOutOfRange");
  });

  it("a status with a nonsense round", () => {
    const bad = { id: "stunned", sinceRound: -3, expiresAfterRound: 1 } as StatusEffect;
    expectRulesError(attackOn(fighter("T", { statuses: [bad] })), "StatsStatusInvalid");
  });

  it("more damage than the track holds", () => {
    expectRulesError(attackOn(fighter("T", { health: { bashing: 5, lethal: 5, aggravated: 0 } })), "HealthOverTrack");
  });

  it("a forged value is shown short, whatever its length", () => {
    const error = expectRulesError(attackOn(fighter("T", { statuses: [status("x".repeat(10_000))] })), "StatusUnknown");
    expect(String(error.data.value).length).toBeLessThanOrEqual(40);
  });

  it("an ordinary character passes unchanged", () => {
    const vampire = fighter("T", { creature: "vampire", blood: { permanent: 10, current: 4 }, willpower: { permanent: 5, current: 2 } });
    const before = structuredClone(vampire);
    expect(checkCharacterStats(vampire)).toBe(vampire);
    expect(() => attackOn(vampire)()).not.toThrow();
    expect(vampire).toEqual(before);
    expect(vampire.blood).toEqual({ permanent: 10, current: 4 });
    expect(vampire.willpower).toEqual({ permanent: 5, current: 2 });
  });
});
