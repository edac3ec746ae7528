import { describe, expect, it } from "vitest";
import { exported, imported, ratings } from "./fixtures";

/**
 * Characters exported from JohanFalt's WoD20 system in three of its shapes: 7.2.5 (Foundry 14; pools under
 * `advantages`, abilities in one list), 3.3.0 (Foundry 11; `advantages`, abilities grouped by talent, skill and
 * knowledge) and 2.1.5 (Foundry 10; Willpower and the blood pool at the top of `system`). Every expected value below
 * is read off the fixture by hand.
 */

describe("a WoD20 7.2.5 vampire (Ilse Varga, Brujah of the 11th generation)", () => {
  const { character, unplaced, source, sourceVersion } = imported("wod20-vampire");
  const system = character.system;

  it("is a Classic vampire with the file's name, portrait and token", () => {
    expect([source, sourceVersion]).toEqual(["wod20", "7.2.5"]);
    expect(system.creature).toBe("vampire");
    expect(character.name).toBe("Ilse Varga");
    expect(character.img).toBe("worlds/nights/portraits/ilse-varga.webp");
    expect(character.token).toEqual({ name: "Ilse", src: "worlds/nights/tokens/ilse-varga.webp", actorLink: true });
  });

  it("keeps every Attribute and Ability with its specialty", () => {
    expect(ratings(system.attributes)).toEqual({ strength: 3, dexterity: 4, stamina: 3, charisma: 2, manipulation: 2, appearance: 3, perception: 3, intelligence: 2, wits: 3 });
    expect(ratings(system.abilities)).toEqual({
      alertness: 2, athletics: 2, brawl: 3, dodge: 2, empathy: 1, intimidation: 2, leadership: 1, streetwise: 2, subterfuge: 1,
      drive: 1, firearms: 1, melee: 2, stealth: 1, investigation: 1, law: 1, occult: 1, politics: 2,
    });
    expect(system.abilities?.brawl).toEqual({ value: 3, specialty: "Dirty fighting" });
  });

  it("keeps Willpower, the track, the Virtues, Humanity, the generation, clan, sect, sire and blood", () => {
    expect(system.willpower).toEqual({ permanent: 5, current: 4 });
    expect(system.health).toEqual({ bashing: 1, lethal: 1, aggravated: 0 });
    expect(system.virtues).toEqual({ conscience: 2, selfControl: 3, courage: 4 });
    expect(system.morality).toEqual({ path: "", value: 6 });
    expect(system.vampire).toEqual({ generation: 11, clan: "Brujah", sect: "Anarch", sire: "Konstantin" });
    expect(system.blood).toEqual({ current: 9 });
    expect(system.profile).toEqual({ concept: "Union organiser", nature: "Rebel", demeanor: "Caregiver" });
  });

  it("makes Disciplines discipline items, Celerity and Potence the combat numbers, Awe a power of Presence", () => {
    expect(system.disciplines).toEqual({ celerity: 2, potence: 3 });
    const disciplines = character.items.filter((item) => item.type === "discipline").map((item) => [item.name, item.system.rating]);
    expect(disciplines).toEqual([["Celerity", 2], ["Potence", 3], ["Presence", 1]]);
    expect(character.items.find((item) => item.name === "Awe")?.system).toEqual({
      identifier: "awe",
      description: "<p>Draws a crowd's attention and goodwill.</p>",
      kind: "discipline",
      level: 1,
      belongsTo: "presence",
      cost: {},
      roll: { first: "charisma", second: "performance", difficulty: 7 },
    });
  });

  it("makes its weapons and armour this system's: a knife at Strength + 1 lethal, a pistol of 4 dice, a jacket of 1", () => {
    const system = (name: string) => character.items.find((item) => item.name === name)?.system;
    expect(system("Switchblade")).toEqual({
      identifier: "switchblade", description: "", kind: "melee", damage: { attribute: "strength", bonus: 1, type: "lethal" },
      damageSource: "edged", difficulty: 4, concealment: "pocket", equipped: true,
    });
    expect(system("Glock 19")).toEqual({
      identifier: "glock-19", description: "", kind: "ranged", damage: { attribute: "", bonus: 4, type: "lethal" }, damageSource: "ranged",
      difficulty: 6, concealment: "jacket", equipped: false, range: 20, rate: 3, clip: 17, automatic: false,
    });
    expect(system("Leather jacket")).toEqual({ identifier: "leather-jacket", description: "", rating: 1, dexterityPenalty: 0, equipped: true });
  });

  it("makes its features Backgrounds, a Merit and a Flaw, and its experience items the log", () => {
    const features = character.items.filter((item) => item.type === "background" || item.type === "merit").map((item) => [item.type, item.name, item.system.rating ?? item.system.points, item.system.kind ?? null]);
    expect(features).toEqual([
      ["background", "Contacts", 3, null],
      ["background", "Resources", 2, null],
      ["merit", "Eat Food", 1, "merit"],
      ["merit", "Nightmares", 1, "flaw"],
    ]);
    expect(system.experience).toEqual({ log: [{ kind: "grant", amount: 12, note: "Sessions 1-4" }, { kind: "spend", amount: 4, note: "Streetwise 1 to 2" }] });
  });

  it("gathers the sheet's text fields for the biography and lists every field without a place", () => {
    expect(character.notes).toEqual([
      { headingKey: "STC.Classic.Import.Notes.Appearance", html: "<p>Close-cropped hair, a union pin on her jacket.</p>" },
      { headingKey: "STC.Classic.Import.Notes.Background", html: "<p>Embraced in 1994 after a dock strike went wrong.</p>" },
      { headingKey: "STC.Classic.Import.Notes.Notes", html: "<p>Owes Konstantin a boon.</p>" },
    ]);
    expect(unplaced).toEqual([
      { field: "system.player", value: "Mirela", reason: "noPlace" },
      { field: "system.money.carried", value: "40", reason: "noPlace" },
      { field: "system.abilities.intuition.value", value: "1", reason: "noPlace" },
      { field: "items[Item: Union card]", value: '{"description":"<p>Local 17, dues paid.</p>","difficulty":"6"}', reason: "noPlace" },
    ]);
  });
});

describe("a WoD20 3.3.0 Garou (Kasia Wolan, Get of Fenris Ahroun in Crinos)", () => {
  const { character, unplaced } = imported("wod20-garou");
  const system = character.system;

  it("reads its grouped abilities, its pools under advantages and its breed and auspice as the sheet wrote them", () => {
    expect(system.creature).toBe("garou");
    expect(ratings(system.attributes)).toEqual({ strength: 3, dexterity: 3, stamina: 3, charisma: 2, manipulation: 1, appearance: 2, perception: 3, intelligence: 2, wits: 3 });
    expect(ratings(system.abilities)).toEqual({
      alertness: 2, athletics: 2, brawl: 3, dodge: 2, intimidation: 2, primalUrge: 2, animalKen: 1, melee: 2, survival: 2, enigmas: 1, medicine: 1, occult: 1, rituals: 1,
    });
    expect(system.abilities?.melee).toEqual({ value: 2, specialty: "Klaives" });
    expect(system.willpower).toEqual({ permanent: 4, current: 4 });
    expect(system.health).toEqual({ bashing: 0, lethal: 2, aggravated: 1 });
  });

  it("is in Crinos with its Rage, Gnosis, Renown, rank and tribe; the rated Attributes are kept, not its Crinos totals", () => {
    expect(system.garou).toEqual({
      breed: "homid",
      auspice: "ahroun",
      form: "crinos",
      tribe: "Get of Fenris",
      rank: 2,
      rage: { permanent: 5, current: 4 },
      gnosis: { permanent: 3, current: 3 },
      renown: { glory: { permanent: 4, temporary: 2 }, honor: { permanent: 2, temporary: 5 }, wisdom: { permanent: 1, temporary: 0 } },
    });
    // A Garou's sheet carries Virtues and a Path at 0, unshown: this system's defaults stay.
    expect(system.virtues).toBeUndefined();
    expect(system.morality).toBeUndefined();
  });

  it("makes the klaive a weapon, its claws the W20 claw maneuver, its Gifts and rite learned powers, its fetish a fetish", () => {
    expect(character.items.map((item) => [item.type, item.name])).toEqual([
      ["weapon", "Klaive"],
      ["maneuver", "Claws"],
      ["power", "Razor Claws"],
      ["power", "Sense Wyrm"],
      ["power", "Rite of Cleansing"],
      ["fetish", "Fang Dagger"],
      ["background", "Pure Breed"],
      ["background", "Kinfolk"],
    ]);
    const item = (name: string) => character.items.find((entry) => entry.name === name);
    expect(item("Klaive")?.system).toMatchObject({ kind: "melee", damage: { attribute: "strength", bonus: 2, type: "aggravated" }, difficulty: 6, equipped: true });
    expect(item("Claws")?.system).toMatchObject({ identifier: "w20Claw", rolls: [{ attribute: "dexterity", ability: "brawl" }] });
    expect(item("Razor Claws")?.system).toMatchObject({ kind: "gift", level: 1, cost: { rage: 1 } });
    expect(item("Razor Claws")?.flags).toEqual({ "storyteller-combat": { learned: true } });
    expect(item("Sense Wyrm")?.system.roll).toEqual({ first: "perception", second: "occult", difficulty: 6 });
    expect(item("Rite of Cleansing")?.system).toMatchObject({ kind: "rite", level: 1 });
    expect(item("Fang Dagger")?.system).toEqual({ identifier: "fang-dagger", description: "<p>A dagger of wolf's fang bound with a spirit of war.</p>", level: 2, gnosis: 6, attuned: false });
    expect([item("Pure Breed")?.system.rating, item("Kinfolk")?.system.rating]).toEqual([3, 2]);
  });

  it("reports the pack, the claws' own numbers and the form's change kept as an item", () => {
    expect(unplaced).toEqual([
      { field: "system.packname", value: "Thunder's Edge", reason: "noPlace" },
      { field: "system.packtotem", value: "Grandfather Thunder", reason: "noPlace" },
      { field: "items[Claws].system.attack", value: "dexterity + brawl, strength + 1 aggravated, 6", reason: "noPlace" },
      { field: "items[Bonus: Crinos - Strength bonus]", value: '{"parentid":"crinos","type":"attribute_buff","value":"4","settingtype":"strength"}', reason: "formChanges" },
    ]);
  });
});

describe("a WoD20 2.1.5 mortal (Daniel Okafor)", () => {
  const { character, unplaced } = imported("wod20-mortal");
  const system = character.system;

  it("reads Willpower at the top of its data and abilities grouped, Technology counted once", () => {
    expect(system.creature).toBe("mortal");
    expect(system.willpower).toEqual({ permanent: 4, current: 3 });
    expect(system.health).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
    expect(ratings(system.abilities)).toEqual({ alertness: 2, athletics: 1, brawl: 1, empathy: 2, streetwise: 1, drive: 3, firearms: 2, melee: 1, investigation: 1, medicine: 3, science: 1 });
    expect(system.abilities?.medicine).toEqual({ value: 3, specialty: "Trauma" });
    expect(system.vampire).toBeUndefined();
    expect(system.blood).toBeUndefined();
  });

  it("makes its shotgun 8 fixed dice and its crowbar Strength + 1 bashing; a Flaw keeps its details", () => {
    const item = (name: string) => character.items.find((entry) => entry.name === name)?.system;
    expect(item("Remington 870")).toMatchObject({ kind: "ranged", damage: { attribute: "", bonus: 8, type: "lethal" }, range: 20, rate: 1, clip: 5, concealment: "trenchcoat", equipped: true });
    expect(item("Crowbar")).toMatchObject({ kind: "melee", damage: { attribute: "strength", bonus: 1, type: "bashing" }, damageSource: "blunt" });
    expect(item("Phobia (Blood)")).toEqual({ identifier: "phobia-blood", description: "<p>Freezes at the sight of a lot of it, oddly enough.</p>", kind: "flaw", points: 2 });
    expect(character.notes).toEqual([{ headingKey: "STC.Classic.Import.Notes.Background", html: "<p>Has seen two things in the alleys behind St. Jude&#39;s he cannot explain.</p>" }]);
    expect(unplaced).toEqual([
      { field: "system.abilities.skill.research.value", value: "1", reason: "noPlace" },
      { field: "items[Remington 870].system.istwohanded", value: "true", reason: "noPlace" },
    ]);
  });
});

describe("what a WoD20 file holds that has no place here, or not within this system's range", () => {
  it("a generation past the table, damage past seven levels and a track of other than seven are kept in the report", () => {
    const file = exported("wod20-vampire");
    const system = file.system as Record<string, Record<string, unknown> & { damage?: Record<string, number> }>;
    Object.assign(file.system as object, { generation: 5, generationmod: 2 });
    Object.assign(system.health?.damage ?? {}, { bashing: 3, lethal: 3, aggravated: 3 });
    Object.assign(system.health?.bruised ?? {}, { value: 2 });
    const { character, unplaced } = imported(file);
    expect(character.system.vampire?.generation).toBe(4);
    expect(character.system.health).toEqual({ bashing: 1, lethal: 3, aggravated: 3 });
    expect(unplaced.slice(0, 3)).toEqual([
      { field: "system.health.bruised.value", value: "2", reason: "noPlace" },
      { field: "system.health.damage", value: '{"bashing":3,"lethal":3,"aggravated":3}', reason: "outOfRange", placed: '{"bashing":1,"lethal":3,"aggravated":3}' },
      { field: "system.generation", value: "3", reason: "outOfRange", placed: "4" },
    ]);
  });

  it("a current Willpower above the permanent is brought to it, and the original kept", () => {
    const file = exported("wod20-vampire");
    Object.assign(((file.system as Record<string, Record<string, unknown>>).advantages ?? {}).willpower as object, { temporary: 7 });
    const { character, unplaced } = imported(file);
    expect(character.system.willpower).toEqual({ permanent: 5, current: 5 });
    expect(unplaced[0]).toEqual({ field: "system.advantages.willpower.temporary", value: "7", reason: "outOfRange", placed: "5" });
  });

  it("a Path of Enlightenment by its key, Conviction and Instinct by their labels", () => {
    const file = exported("wod20-vampire");
    const advantages = (file.system as Record<string, Record<string, Record<string, Record<string, unknown>>>>).advantages ?? {};
    Object.assign(advantages.path ?? {}, { label: "wod.advantages.path.night" });
    Object.assign(advantages.virtues?.conscience ?? {}, { label: "wod.advantages.virtue.conviction" });
    Object.assign(advantages.virtues?.selfcontrol ?? {}, { label: "wod.advantages.virtue.instinct" });
    const { character } = imported(file);
    expect(character.system.morality).toEqual({ path: "Path of Night", value: 6 });
    expect(character.system.virtues).toEqual({ conscience: 2, conscienceKind: "conviction", selfControl: 3, selfControlKind: "instinct", courage: 4 });
  });

  it("a ghoul is a Mortal of the ghoul variant, with the vitae its sheet holds", () => {
    const file = exported("wod20-mortal");
    Object.assign(((file.system as Record<string, Record<string, unknown>>).settings ?? {}), { variant: "ghoul" });
    Object.assign(((file.system as Record<string, Record<string, unknown>>).bloodpool ?? {}), { temporary: 3, max: 5 });
    const { character } = imported(file);
    expect(character.system.creature).toBe("ghoul");
    expect(character.system.blood).toEqual({ current: 3, ghoulMax: 5 });
  });

  it("a Spirit is imported as a mortal, its kind and its Rage, Gnosis and Essence reported", () => {
    const spirit = {
      name: "Whisper-in-Ash",
      type: "Spirit",
      system: { willpower: { permanent: 6, temporary: 6 }, rage: { permanent: 4, temporary: 4 }, gnosis: { permanent: 7, temporary: 5 }, essence: { temporary: 20, max: 20 }, health: { damage: { bashing: 0, lethal: 0, aggravated: 0 } } },
      items: [],
      _stats: { systemId: "worldofdarkness", systemVersion: "1.2.0" },
    };
    const { character, unplaced } = imported(spirit);
    expect(character.system.creature).toBe("mortal");
    expect(character.system.willpower).toEqual({ permanent: 6, current: 6 });
    expect(unplaced).toEqual([
      { field: "type", value: "Spirit", reason: "noPlace" },
      { field: "system.rage.permanent", value: "4", reason: "noPlace" },
      { field: "system.rage.temporary", value: "4", reason: "noPlace" },
      { field: "system.gnosis.permanent", value: "7", reason: "noPlace" },
      { field: "system.gnosis.temporary", value: "5", reason: "noPlace" },
      { field: "system.essence.temporary", value: "20", reason: "noPlace" },
    ]);
  });
});

describe("a clan, sect or tribe of WoD20's own list, or written in", () => {
  it("a custom clan is the name written; a name written while a listed clan is chosen is reported, not lost", () => {
    const file = exported("wod20-vampire");
    Object.assign(file.system as object, { clan: "custom", custom: { clan: "Salubri", sect: "Old notes" } });
    const { character, unplaced } = imported(file);
    expect(character.system.vampire).toMatchObject({ clan: "Salubri", sect: "Anarch" });
    expect(unplaced).toContainEqual({ field: "system.custom.sect", value: "Old notes", reason: "noPlace" });
  });
});
