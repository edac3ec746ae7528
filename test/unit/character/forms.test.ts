import { describe, expect, it } from "vitest";
import { attributesInForm, isInBreedForm } from "../../../src/rulesets/classic/rules/character/forms";
import { filledLevels, isIncapacitated, woundLevel, woundPenalty } from "../../../src/rulesets/classic/rules/health/wounds";
import type { Attribute } from "../../../src/rules/character/traits";

const rated: Record<Attribute, number> = {
  strength: 3, dexterity: 3, stamina: 3, charisma: 2, manipulation: 2, appearance: 3, perception: 3, intelligence: 2, wits: 3,
};

describe("Garou forms (W20 core form table, rules map Maneuvers)", () => {
  it("Homid changes nothing", () => expect(attributesInForm(rated, "homid")).toEqual(rated));
  it("Glabro: Strength +2, Stamina +2, Manipulation −2, Appearance −1", () => {
    expect(attributesInForm(rated, "glabro")).toMatchObject({ strength: 5, stamina: 5, manipulation: 0, appearance: 2, dexterity: 3 });
  });
  it("Crinos: Strength +4, Dexterity +1, Stamina +3, Manipulation −3 (never below 0), Appearance 0", () => {
    expect(attributesInForm(rated, "crinos")).toMatchObject({ strength: 7, dexterity: 4, stamina: 6, manipulation: 0, appearance: 0 });
  });
  it("Hispo: Strength +3, Dexterity +2, Stamina +3, Manipulation −3", () => {
    expect(attributesInForm(rated, "hispo")).toMatchObject({ strength: 6, dexterity: 5, stamina: 6, manipulation: 0, appearance: 3 });
  });
  it("Lupus: Strength +1, Dexterity +2, Stamina +2, Manipulation −3", () => {
    expect(attributesInForm(rated, "lupus")).toMatchObject({ strength: 4, dexterity: 5, stamina: 5, manipulation: 0 });
  });
  it("breed form: Homid for homid-born, Crinos for metis, Lupus for lupus-born", () => {
    expect(isInBreedForm("homid", "homid")).toBe(true);
    expect(isInBreedForm("metis", "crinos")).toBe(true);
    expect(isInBreedForm("lupus", "lupus")).toBe(true);
    expect(isInBreedForm("metis", "homid")).toBe(false);
  });
});

describe("wound levels and penalties (V20 core health track; 000 §5)", () => {
  it.each([
    [0, null, 0],
    [1, "bruised", 0],
    [2, "hurt", -1],
    [3, "injured", -1],
    [4, "wounded", -2],
    [5, "mauled", -2],
    [6, "crippled", -5],
  ] as const)("%i levels: %s, penalty %i", (levels, level, penalty) => {
    const health = { bashing: levels, lethal: 0, aggravated: 0 };
    expect(woundLevel(health)).toBe(level);
    expect(woundPenalty(health)).toBe(penalty);
    expect(isIncapacitated(health)).toBe(false);
  });

  it("seven levels is incapacitated", () => {
    const health = { bashing: 2, lethal: 3, aggravated: 2 };
    expect(woundLevel(health)).toBe("incapacitated");
    expect(isIncapacitated(health)).toBe(true);
  });

  it("a half-filled level does not count yet (000 §4.2)", () => {
    const health = { bashing: 1.5, lethal: 0, aggravated: 0 };
    expect(filledLevels(health)).toBe(1);
    expect(woundPenalty(health)).toBe(0);
  });

  it("wound penalties set aside (ignoresWoundPenalties, which frenzy sets) are 0 (000 §5)", () => {
    expect(woundPenalty({ bashing: 0, lethal: 6, aggravated: 0 }, true)).toBe(0);
  });
});
