import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { made } from "../stand-in/document";
import { itemDisplayName } from "../../../src/data/item/display-name";
import { StandInActor } from "../stand-in/actor";
import { standIn } from "../stand-in/install";
import { StandInItem } from "../stand-in/item";
import { StandInI18n } from "../stand-in/i18n";
import { initSystem } from "./setup";

beforeAll(initSystem);
beforeEach(() => {
  standIn.database.reset();
  standIn.notifications.clear();
});

describe("item types", () => {
  it("a weapon: kind, damage as attribute + N, type, difficulty, range, rate, clip, concealment", async () => {
    const knife = made(await StandInItem.create({ name: "Knife", type: "weapon", system: { identifier: "knife", damage: { attribute: "strength", bonus: 1, type: "lethal" } } }));
    expect(knife.system.toObject()).toMatchObject({
      identifier: "knife",
      kind: "melee",
      damage: { attribute: "strength", bonus: 1, type: "lethal" },
      difficulty: 6,
      concealment: "pocket",
      equipped: false,
    });
    const pistol = made(await StandInItem.create({ name: "Heavy pistol", type: "weapon", system: { kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, range: 30, rate: 3, clip: 8, concealment: "jacket" } }));
    expect(pistol.system.toObject()).toMatchObject({ kind: "ranged", damage: { attribute: "", bonus: 5 }, range: 30, rate: 3, clip: 8 });
  });

  it("weapons and armour of the older shape, without a source, still load: the source defaults to none", async () => {
    const club = made(await StandInItem.create({ name: "Club", type: "weapon", system: { identifier: "club", damage: { attribute: "strength", bonus: 2, type: "bashing" } } }));
    expect(club.system.toObject()).toMatchObject({ identifier: "club", source: "" });
    const vest = made(await StandInItem.create({ name: "Vest", type: "armor", system: { identifier: "armourClass3", rating: 3, dexterityPenalty: 1 } }));
    expect(vest.system.toObject()).toMatchObject({ rating: 3, source: "" });
    const cited = made(await StandInItem.create({ name: "Axe", type: "weapon", system: { source: "V20 core, melee weapons chart" } }));
    expect(cited.system.toObject()).toMatchObject({ source: "V20 core, melee weapons chart" });
  });

  it("armour and powers", async () => {
    const vest = made(await StandInItem.create({ name: "Vest", type: "armor", system: { rating: 3, dexterityPenalty: 1 } }));
    expect(vest.system.toObject()).toMatchObject({ rating: 3, dexterityPenalty: 1, equipped: false });
    const power = made(await StandInItem.create({ name: "Claws", type: "power", system: { kind: "gift", roll: { first: "dexterity", second: "brawl", difficulty: 7 } } }));
    expect(power.system.toObject()).toMatchObject({ kind: "gift", level: 1, roll: { first: "dexterity", second: "brawl", difficulty: 7 } });
    expect(standIn.database.writesTo("Item")).toHaveLength(2);
  });

  it.each([
    ["weapon", "system.difficulty", 11, /11 is outside 2–10/],
    ["weapon", "system.kind", "laser", /not a valid choice/],
    ["weapon", "system.damage.type", "fire", /not a valid choice/],
    ["weapon", "system.clip", -2, /-2 is outside 0–200/],
    ["armor", "system.rating", 6, /6 is outside 0–5/],
    ["power", "system.roll.first", "karate", /not a valid choice/],
  ])("a %s refuses %s = %j and keeps its data", async (type, path, value, message) => {
    const item = made(await StandInItem.create({ name: "Thing", type }));
    const before = item.toObject();
    standIn.database.reset();
    // Foundry shows the validation error and resolves undefined; it does not throw (ClientDatabaseBackend).
    await expect(item.update({ [path]: value })).resolves.toBeUndefined();
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "error", message: expect.stringMatching(message) });
    expect(item.toObject()).toEqual(before);
    expect(standIn.database.writes).toHaveLength(0);
  });

  it("embedded items update in one write; an item that fails validation is left out, the others are written", async () => {
    const actor = made(await StandInActor.create({ name: "Lucita", type: "npc" }));
    const [club, vest] = (await actor.createEmbeddedDocuments("Item", [
      { name: "Club", type: "weapon" },
      { name: "Vest", type: "armor" },
    ])) as StandInItem[];
    standIn.database.reset();
    const written = await actor.updateEmbeddedDocuments("Item", [
      { _id: club?.id, "system.damage.bonus": 2 },
      { _id: vest?.id, "system.rating": 9 },
    ]);
    expect(written).toEqual([club]);
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "error", message: expect.stringMatching(/9 is outside 0–5/) });
    expect((club?.system.toObject() as { damage: { bonus: number } }).damage.bonus).toBe(2);
    expect((vest?.system.toObject() as { rating: number }).rating).toBe(1);
    expect(standIn.database.writes).toHaveLength(1);
    standIn.database.reset();
    await actor.updateEmbeddedDocuments("Item", [
      { _id: club?.id, "system.damage.bonus": 3 },
      { _id: vest?.id, "system.equipped": true },
    ]);
    expect(standIn.database.writes).toHaveLength(1);
    expect((actor.system as unknown as { derived: { armour: { rating: number } } }).derived.armour.rating).toBe(1);
  });

  it("every item has a stable identifier field", async () => {
    for (const type of ["weapon", "armor", "power", "maneuver"]) {
      const item = made(await StandInItem.create({ name: "Thing", type }));
      expect((item.system.toObject() as { identifier: string }).identifier).toBe("");
    }
  });
});

describe("compendium item names in the table's language", () => {
  const russian = new StandInI18n("ru");
  it("an item that kept its compendium name shows the translated name", () => {
    expect(itemDisplayName({ name: "Knife", identifier: "knife", sourceName: "Knife" }, russian)).toBe("Нож");
    expect(itemDisplayName({ name: "Knife", identifier: "knife", sourceName: "Knife" }, new StandInI18n("en"))).toBe("Knife");
  });
  it("a compendium maneuver is named as the rules' maneuver is", () => {
    expect(itemDisplayName({ name: "Claw", identifier: "w20Claw", sourceName: "Claw" }, russian)).toBe("Удар когтями");
  });
  it("a renamed item keeps the table's own name", () => {
    expect(itemDisplayName({ name: "Grandpa's knife", identifier: "knife", sourceName: "Knife" }, russian)).toBe("Grandpa's knife");
  });
  it("an item made at the table, or with no translation, shows its name", () => {
    expect(itemDisplayName({ name: "Knife", identifier: "knife", sourceName: null }, russian)).toBe("Knife");
    expect(itemDisplayName({ name: "Spork", identifier: "spork", sourceName: "Spork" }, russian)).toBe("Spork");
  });
});
