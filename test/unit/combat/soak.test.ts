import { describe, expect, it } from "vitest";
import { DAMAGE_SOURCE_IDS, resolveDamageType } from "../../../src/rulesets/classic/rules/combat/damage-sources";
import { bestSoakIndex, SOAK_TABLE, soakProfileOf, soakRolls, soakTraitsOf, type SoakPartId, type SoakProfile } from "../../../src/rulesets/classic/rules/combat/soak";
import { buildRoll } from "../../../src/rulesets/classic/rules/combat/roll-plan";
import { fighter, garou, options } from "./fixtures";

type Cell = [SoakProfile, "bashing" | "lethal" | "aggravated" | "sunlight" | "silver", [SoakPartId[], number][], string];

/** The soak table as the seeds state it, written out again here so the data cannot drift from them. */
const CELLS: Cell[] = [
  ["mortal", "bashing", [[["stamina", "armour"], 6]], "000 §4 mortals: bashing Stamina + armour"],
  ["mortal", "lethal", [[["armour"], 6]], "000 §4 mortals: lethal armour only"],
  ["mortal", "aggravated", [], "000 §4 mortals: aggravated none"],
  ["mortal", "sunlight", [], "sunlight does not touch a mortal"],
  ["mortal", "silver", [[["armour"], 6]], "silver is an ordinary lethal weapon to a mortal"],
  ["exceptionalHuman", "bashing", [[["stamina", "armour"], 6]], "004 table: as a mortal"],
  ["exceptionalHuman", "lethal", [[["armour"], 6], [["stamina", "armour"], 8]], "004 Damage: lethal soak difficulty 8 for exceptional humans"],
  ["exceptionalHuman", "aggravated", [], "004 table: aggravated, Garou only"],
  ["exceptionalHuman", "sunlight", [], "sunlight does not touch a human"],
  ["exceptionalHuman", "silver", [[["armour"], 6], [["stamina", "armour"], 8]], "silver as lethal"],
  ["ghoul", "bashing", [[["stamina", "fortitude", "armour"], 6]], "V20: a ghoul soaks as a mortal, plus Fortitude"],
  ["ghoul", "lethal", [[["fortitude", "armour"], 6]], "V20: lethal with Fortitude + armour"],
  ["ghoul", "aggravated", [], "rules map: Fortitude on bashing and lethal only"],
  ["ghoul", "sunlight", [], "sunlight does not burn a ghoul"],
  ["ghoul", "silver", [[["fortitude", "armour"], 6]], "silver as lethal"],
  ["vampire", "bashing", [[["stamina", "fortitude", "armour"], 6]], "000 §4 vampires: bashing Stamina + Fortitude + armour"],
  ["vampire", "lethal", [[["stamina", "fortitude", "armour"], 6]], "000 §4 vampires: lethal Stamina + Fortitude + armour"],
  ["vampire", "aggravated", [[["fortitude", "armour"], 6]], "000 §4 vampires: aggravated (not sunlight) Fortitude + armour"],
  ["vampire", "sunlight", [[["fortitude"], 6]], "000 §4 vampires: sunlight Fortitude only"],
  ["vampire", "silver", [[["stamina", "fortitude", "armour"], 6]], "silver is no bane to a vampire"],
  ["garou", "bashing", [[["stamina", "armour"], 6]], "004 Soaking: Stamina"],
  ["garou", "lethal", [[["stamina", "armour"], 6]], "004 Damage: lethal 6 for supernaturals"],
  ["garou", "aggravated", [[["stamina", "armour"], 6]], "004 Damage: aggravated 6 for Garou out of breed form"],
  ["garou", "sunlight", [[["stamina", "armour"], 6]], "never reached: sunlight does not hurt Garou"],
  ["garou", "silver", [], "004 Damage: silver aggravated is not soaked"],
  ["garouBreedForm", "bashing", [[["stamina", "armour"], 6]], "004 Damage: bashing 6 for all"],
  ["garouBreedForm", "lethal", [[["armour"], 6]], "rules map: no Stamina against lethal in breed form"],
  ["garouBreedForm", "aggravated", [], "004 Damage: no aggravated soak in breed form"],
  ["garouBreedForm", "sunlight", [], "never reached"],
  ["garouBreedForm", "silver", [], "004 Damage: silver is never soaked by Garou"],
];

describe("the soak table, one cell per test (000 §4, 004 Soaking and Damage)", () => {
  it.each(CELLS)("%s against %s (%#): %s", (profile, key, expected) => {
    const rows = SOAK_TABLE[profile][key];
    expect(rows.map((row) => [row.parts, row.difficulty])).toEqual(expected);
  });

  it("the table has no cell the test does not name", () => {
    const named = new Set(CELLS.map(([profile, key]) => `${profile}/${key}`));
    for (const profile of Object.keys(SOAK_TABLE) as SoakProfile[]) {
      for (const key of Object.keys(SOAK_TABLE[profile])) expect(named.has(`${profile}/${key}`), `${profile}/${key}`).toBe(true);
    }
  });
});

describe("soak pools from a character (000 §4, 000 §5, 004 Soaking)", () => {
  it("a vampire with Stamina 3, Fortitude 2 and armour 1 soaks bashing with 6 dice, aggravated with 3, sunlight with 2", () => {
    const traits = soakTraitsOf(fighter("v", { creature: "vampire", attributes: { stamina: 3 }, disciplines: { celerity: 0, fortitude: 2, potence: 0 }, armour: { rating: 1, dexterityPenalty: 0 } }));
    expect(soakRolls(traits, "bashing")[0]?.pool).toBe(6);
    expect(soakRolls(traits, "aggravated")[0]?.pool).toBe(3);
    expect(soakRolls(traits, "sunlight")[0]?.pool).toBe(2);
    expect(soakRolls(traits, "bashing")[0]?.kind).toBe("soak");
  });

  it("soak takes no wound penalty (000 §5): a badly hurt mortal still soaks with Stamina + armour", () => {
    const traits = soakTraitsOf(fighter("m", { attributes: { stamina: 3 }, health: { bashing: 0, lethal: 6, aggravated: 0 } }));
    const roll = soakRolls(traits, "bashing")[0];
    expect(roll?.pool).toBe(3);
    expect(roll?.modifiers).toEqual([]);
  });

  it("a Garou soaks with the Stamina of its form (Crinos Stamina +3; W20 core)", () => {
    expect(soakTraitsOf(garou("g", "crinos")).stamina).toBe(5);
  });

  it("breed form decides the Garou row: metis in Crinos, homid in Homid, lupus in Lupus", () => {
    expect(soakProfileOf(garou("m", "crinos", "metis"))).toBe("garouBreedForm");
    expect(soakProfileOf(garou("h", "homid", "homid"))).toBe("garouBreedForm");
    expect(soakProfileOf(garou("l", "lupus", "lupus"))).toBe("garouBreedForm");
    expect(soakProfileOf(garou("h2", "crinos", "homid"))).toBe("garou");
  });

  it("an exceptional human soaks lethal the better way: armour at 6 with heavy armour, Stamina + armour at 8 without", () => {
    const armoured = soakTraitsOf(fighter("e", { creature: "exceptionalHuman", attributes: { stamina: 2 }, armour: { rating: 4, dexterityPenalty: 2 } }));
    const bare = soakTraitsOf(fighter("e", { creature: "exceptionalHuman", attributes: { stamina: 3 } }));
    expect(bestSoakIndex(soakRolls(armoured, "lethal"))).toBe(0);
    expect(bestSoakIndex(soakRolls(bare, "lethal"))).toBe(1);
    expect(bestSoakIndex([])).toBe(-1);
  });

  it("004 Soaking: of two or more ways with the same soak expected, the first one listed is taken", () => {
    const way = (id: SoakPartId, dice: number, difficulty: number) => buildRoll("soak", [{ id, dice }], [], { baseDifficulty: difficulty });
    expect(bestSoakIndex([way("armour", 3, 6), way("stamina", 3, 6)])).toBe(0);
    expect(bestSoakIndex([way("armour", 3, 6), way("stamina", 3, 6), way("fortitude", 3, 6)])).toBe(0);
    // A worse way first: the first of the two better ones.
    expect(bestSoakIndex([way("armour", 2, 6), way("stamina", 3, 6), way("fortitude", 3, 6)])).toBe(1);
  });
});

describe("damage types by source and target (000 §3.3, 004 Damage)", () => {
  const v20 = options();
  const revised = options({ firearmsVsVampires: "bashingUnlessHead" });
  const type = (sourceId: (typeof DAMAGE_SOURCE_IDS)[number], target: "mortal" | "vampire" | "garou" | "ghoul", o = v20, headShot = false) =>
    resolveDamageType({ sourceId, target, headShot }, o)?.type ?? null;

  it("brawl is bashing (000 §3.3, 004 Damage)", () => expect(type("brawl", "mortal")).toBe("bashing"));
  it("blunt weapons are bashing (000 §3.3)", () => expect(type("blunt", "vampire")).toBe("bashing"));
  it("edged weapons are lethal (000 §3.3)", () => expect(type("edged", "mortal")).toBe("lethal"));
  it("firearms are lethal to mortals (000 §3.3, 004 Damage)", () => expect(type("ranged", "mortal")).toBe("lethal"));
  it("firearms are lethal to vampires under firearmsVsVampires: lethal (V20, the default)", () => expect(type("ranged", "vampire")).toBe("lethal"));
  it("firearms are bashing to vampires under bashingUnlessHead (000 §3.3)", () => expect(type("ranged", "vampire", revised)).toBe("bashing"));
  it("a shot at a vampire's head stays lethal under bashingUnlessHead (000 §3.3)", () => expect(type("ranged", "vampire", revised, true)).toBe("lethal"));
  it("bashingUnlessHead touches only vampires (000 §3.3)", () => expect(type("ranged", "mortal", revised)).toBe("lethal"));
  it("fire is aggravated to all (000 §3.3, 004 Damage)", () => {
    for (const target of ["mortal", "vampire", "garou", "ghoul"] as const) expect(type("fire", target)).toBe("aggravated");
  });
  it("acid is aggravated to mortals (000 §3.3, 004 Damage), lethal to vampires", () => {
    expect(type("acid", "mortal")).toBe("aggravated");
    expect(type("acid", "vampire")).toBe("lethal");
  });
  it("toxic waste is aggravated (004 Damage)", () => expect(type("toxicWaste", "garou")).toBe("aggravated"));
  it("sunlight is aggravated to vampires, soaked as sunlight; it does not hurt others (000 §3.3, §4)", () => {
    expect(resolveDamageType({ sourceId: "sunlight", target: "vampire" }, v20)).toMatchObject({ type: "aggravated", soakKey: "sunlight" });
    expect(resolveDamageType({ sourceId: "sunlight", target: "mortal" }, v20)).toBeNull();
    expect(resolveDamageType({ sourceId: "sunlight", target: "garou" }, v20)).toBeNull();
  });
  it("Garou claws and fangs and vampire fangs are aggravated (004 Damage)", () => {
    expect(type("garouClaws", "mortal")).toBe("aggravated");
    expect(type("garouFangs", "vampire")).toBe("aggravated");
    expect(type("vampireFangs", "garou")).toBe("aggravated");
  });
  it("a klaive is aggravated (W20 core)", () => expect(type("klaive", "mortal")).toBe("aggravated"));
  it("silver is aggravated to Garou and soaked as silver (004 Damage); to others the weapon's own type", () => {
    expect(resolveDamageType({ type: "lethal", sourceId: "edged", silver: true, target: "garou" }, v20)).toMatchObject({ type: "aggravated", soakKey: "silver" });
    expect(resolveDamageType({ type: "lethal", sourceId: "edged", silver: true, target: "vampire" }, v20)).toMatchObject({ type: "lethal", soakKey: "lethal" });
  });
  it("every source row has been named above", () => {
    expect([...DAMAGE_SOURCE_IDS].sort()).toEqual(
      ["acid", "blunt", "brawl", "edged", "fire", "garouClaws", "garouFangs", "klaive", "ranged", "sunlight", "toxicWaste", "vampireFangs"].sort(),
    );
  });
});
