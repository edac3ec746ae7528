import { describe, expect, it } from "vitest";
import { traitMaxForGeneration } from "../../../src/rulesets/classic/rules/character/generation";
import { traitMaximum } from "../../../src/rulesets/classic/rules/character/trait-max";
import { combatDisciplineOf, combatDisciplineWrites } from "../../../src/rulesets/classic/data/actor/combat-disciplines";
import { expectRulesError } from "../errors-helper";

describe("the generation table's trait maximum (V20 core)", () => {
  it.each([
    [4, 9],
    [5, 8],
    [6, 7],
    [7, 6],
    [8, 5],
    [9, 5],
    [10, 5],
    [13, 5],
    [15, 5],
  ])("generation %i buys traits up to %i dots", (generation, max) => {
    expect(traitMaxForGeneration(generation)).toBe(max);
    expect(traitMaximum("vampire", generation)).toBe(max);
  });

  it("is five for every creature but a vampire, whatever generation is stored", () => {
    for (const creature of ["mortal", "exceptionalHuman", "ghoul", "garou"] as const) expect(traitMaximum(creature, 4)).toBe(5);
  });

  it("refuses a generation the table does not list", () => {
    expectRulesError(() => traitMaxForGeneration(3), "GenerationUnknown");
    expectRulesError(() => traitMaxForGeneration(6.5), "GenerationUnknown");
  });
});

describe("Celerity, Fortitude and Potence: one rating, driven by their discipline items", () => {
  const stored = { celerity: 3, fortitude: 0, potence: 2 };
  const item = (identifier: string, rating: number, belongsTo = "") => ({ type: "discipline", system: { identifier, rating, belongsTo, inClan: false, description: "" } });

  it("only a discipline item named celerity, fortitude or potence, and not a path, rates one", () => {
    expect(combatDisciplineOf(item("celerity", 1))).toBe("celerity");
    expect(combatDisciplineOf(item("dominate", 1))).toBeNull();
    expect(combatDisciplineOf(item("potence", 1, "thaumaturgy"))).toBeNull();
    expect(combatDisciplineOf({ type: "power", system: { identifier: "celerity" } })).toBeNull();
  });

  it("an item newly naming one keeps the larger of its rating and the stored number, on both", () => {
    expect(combatDisciplineWrites(item("celerity", 1), stored, true)).toEqual({ actor: null, itemRating: 3 });
    expect(combatDisciplineWrites(item("fortitude", 2), stored, true)).toEqual({ actor: { "system.disciplines.fortitude": 2 }, itemRating: null });
  });

  it("afterwards the item's rating is copied, down as well as up", () => {
    expect(combatDisciplineWrites(item("potence", 1), stored, false)).toEqual({ actor: { "system.disciplines.potence": 1 }, itemRating: null });
    expect(combatDisciplineWrites(item("potence", 2), stored, false)).toEqual({ actor: null, itemRating: null });
  });
});
