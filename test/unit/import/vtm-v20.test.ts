import { describe, expect, it } from "vitest";
import { exported, imported, ratings } from "./fixtures";

/**
 * Characters exported from The-Final-Artificer's Foundry-VTM-V20 0.3.0 (Foundry 13): its `vampire` and `mortal`
 * actors. Every expected value below is read off the fixture by hand.
 */

describe("a VTM-V20 vampire (Teodor Lenz, Gangrel of the 10th generation)", () => {
  const { character, unplaced, source, sourceVersion } = imported("vtm-v20-vampire");
  const system = character.system;

  it("keeps its Attributes and Abilities, which carry this system's own keys", () => {
    expect([source, sourceVersion, system.creature]).toEqual(["vtm-v20", "0.3.0", "vampire"]);
    expect(ratings(system.attributes)).toEqual({ strength: 3, dexterity: 3, stamina: 4, charisma: 2, manipulation: 2, appearance: 2, perception: 3, intelligence: 2, wits: 3 });
    expect(ratings(system.abilities)).toEqual({ alertness: 2, athletics: 3, brawl: 3, intimidation: 2, streetwise: 1, animalKen: 2, drive: 4, melee: 1, stealth: 2, survival: 3, occult: 1 });
  });

  it("reads Willpower as max and value, the track from its levels (1 bashing, 2 lethal), Humanity, blood and generation", () => {
    expect(system.willpower).toEqual({ permanent: 6, current: 5 });
    expect(system.health).toEqual({ bashing: 1, lethal: 1, aggravated: 0 });
    expect(system.morality).toEqual({ path: "", value: 6 });
    expect(system.virtues).toEqual({ conscience: 3, selfControl: 2, courage: 4 });
    expect(system.vampire).toEqual({ generation: 10, clan: "Gangrel", sire: "Old Hettie" });
    expect(system.blood).toEqual({ current: 8 });
    expect(system.profile).toEqual({ concept: "Long-haul trucker", nature: "Loner", demeanor: "Survivor", chronicle: "Rust Belt by Night" });
  });

  it("turns 15 earned and 3 left into a grant of 15 and a spend of 12", () => {
    expect(system.experience).toEqual({ log: [{ kind: "grant", amount: 15, note: "VTM-V20" }, { kind: "spend", amount: 12, note: "VTM-V20" }] });
  });

  it("makes Fortitude and Celerity the combat numbers; Animalism's two learned powers power items, the rest its description", () => {
    expect(system.disciplines).toEqual({ fortitude: 2, celerity: 1 });
    const animalism = character.items.find((item) => item.name === "Animalism");
    expect(animalism?.system).toEqual({
      identifier: "animalism",
      description:
        "<p>Kinship with the beasts.</p>" +
        "<h4>●●● Quell the Beast</h4><p>Cow or soothe the Beast in another.</p><p><code>attributes.manipulation + abilities.intimidation; 7</code></p>" +
        "<h4>●●●● Subsume the Spirit</h4><p>Ride inside an animal's body.</p><p><code>attributes.manipulation + abilities.animalKen; 8; 1 Willpower</code></p>",
      rating: 2,
      belongsTo: "",
      inClan: false,
    });
    const powers = character.items.filter((item) => item.type === "power").map((item) => [item.name, item.system.level, item.system.belongsTo, item.system.roll]);
    expect(powers).toEqual([
      ["Feral Whispers", 1, "animalism", { first: "manipulation", second: "animalKen", difficulty: 6 }],
      ["Beckoning", 2, "animalism", { first: "charisma", second: "survival", difficulty: 6 }],
    ]);
  });

  it("reads its damage formulas: Str+1 is Strength + 1, 6 is six dice at a range of 35", () => {
    const item = (name: string) => character.items.find((entry) => entry.name === name)?.system;
    expect(item("Hunting Knife")).toEqual({
      identifier: "hunting-knife", description: "<p>Bone-handled, well kept.</p>", kind: "melee", damage: { attribute: "strength", bonus: 1, type: "lethal" },
      damageSource: "edged", difficulty: 6, concealment: "jacket", equipped: true,
    });
    expect(item("Heavy Revolver")).toEqual({
      identifier: "heavy-revolver", description: "", kind: "ranged", damage: { attribute: "", bonus: 6, type: "lethal" }, damageSource: "ranged",
      difficulty: 6, concealment: "jacket", equipped: false, range: 35, clip: 6, chambered: false, rate: 2, automatic: false,
    });
    expect(item("Reinforced Jacket")).toEqual({ identifier: "reinforced-jacket", description: "", rating: 1, dexterityPenalty: 0, equipped: true });
  });

  it("a Merit of negative cost is a Flaw; a Background keeps its notes in the description", () => {
    const item = (name: string) => character.items.find((entry) => entry.name === name)?.system;
    expect(item("Catlike Balance")).toEqual({ identifier: "catlike-balance", description: "<p>Never loses her footing.</p>", kind: "merit", points: 1 });
    expect(item("Nightmares")).toEqual({ identifier: "nightmares", description: "", kind: "flaw", points: 1 });
    expect(item("Herd")).toEqual({ identifier: "herd", description: "<p>Vessels who feed the character willingly.</p><p>A biker gang out of Gary.</p>", rating: 2 });
  });

  it("lists the player, the money, the custom attack, the Merits' kinds and the equipment as without a place", () => {
    expect(character.notes).toEqual([
      { headingKey: "STC.Classic.Import.Notes.Biography", html: "<p>Drove the I-80 for twenty years, then one night never stopped.</p>" },
      { headingKey: "STC.Classic.Import.Notes.Notes", html: "<p>Hates the Prince's ghouls.</p>" },
    ]);
    expect(unplaced.map((field) => field.field)).toEqual([
      "system.player",
      "system.money.dollars",
      "system.customAttacks",
      "items[Catlike Balance].system.meritType",
      "items[Nightmares].system.meritType",
      "items[equipment: Road atlas]",
    ]);
    expect(unplaced[5]).toEqual({ field: "items[equipment: Road atlas]", value: '{"quantity":"1","description":"<p>Dog-eared, every truck stop circled.</p>"}', reason: "noPlace" });
  });

  it("a 3rd generation, above this system's table, is placed at the 4th and reported", () => {
    const file = exported("vtm-v20-vampire");
    Object.assign(file.system as object, { generation: 3 });
    const { character, unplaced } = imported(file);
    expect(character.system.vampire?.generation).toBe(4);
    expect(unplaced).toContainEqual({ field: "system.generation", value: "3", reason: "outOfRange", placed: "4" });
  });

  it("a capacity of 17+1 is a clip of 17 and one in the chamber; a rate of 3* is automatic", () => {
    const file = exported("vtm-v20-vampire");
    const revolver = (file.items as { name: string; system: Record<string, unknown> }[]).find((item) => item.name === "Heavy Revolver");
    Object.assign(revolver?.system ?? {}, { capacity: "17+1", rate: "3*" });
    const { character } = imported(file);
    expect(character.items.find((item) => item.name === "Heavy Revolver")?.system).toMatchObject({ clip: 17, chambered: true, rate: 3, automatic: true });
  });
});

describe("a VTM-V20 mortal (Ruth Abrams)", () => {
  const { character, unplaced } = imported("vtm-v20-mortal");

  it("is a mortal with her Humanity, Willpower and track; everything has its place", () => {
    const system = character.system;
    expect(system.creature).toBe("mortal");
    expect(system.willpower).toEqual({ permanent: 3, current: 3 });
    expect(system.health).toEqual({ bashing: 1, lethal: 0, aggravated: 0 });
    expect(system.morality).toEqual({ path: "", value: 8 });
    expect(system.vampire).toBeUndefined();
    expect(ratings(system.abilities)).toEqual({ alertness: 1, athletics: 1, empathy: 2, subterfuge: 1, etiquette: 2, firearms: 1, academics: 2, computer: 1, investigation: 2, law: 3 });
    expect(character.items.map((item) => [item.type, item.name])).toEqual([["weapon", "Pepper spray"], ["background", "Contacts"]]);
    expect(unplaced).toEqual([]);
  });
});
