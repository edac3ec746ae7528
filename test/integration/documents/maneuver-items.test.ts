import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { made, refusalOf } from "../stand-in/document";
import { maneuverOf, maneuverSourceOf } from "../../../src/rulesets/classic/data/item/maneuver-source";
import { weaponOf } from "../../../src/rulesets/classic/data/item/weapon-of";
import type { WeaponSource } from "../../../src/rulesets/classic/data/item/source";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { findManeuver, MANEUVERS } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { plainManeuver } from "../../../src/rulesets/classic/rules/maneuvers/plain";
import { StandInI18n } from "../stand-in/i18n";
import { standIn } from "../stand-in/install";
import { StandInItem } from "../stand-in/item";
import { initSystem } from "./setup";

beforeAll(initSystem);
beforeEach(() => {
  standIn.database.reset();
  standIn.notifications.clear();
});

async function maneuverItem(system: Record<string, unknown> = {}): Promise<StandInItem> {
  return made(await StandInItem.create({ name: "Maneuver", type: "maneuver", system }));
}

describe("the maneuver item holds the rules' maneuver format", () => {
  it("a new maneuver is the plain bare-handed attack, with identifier and description", async () => {
    const item = await maneuverItem();
    expect(item.system.toObject()).toEqual(maneuverSourceOf(plainManeuver(""), ""));
    expect(maneuverOf({ id: item.id, name: "My haymaker", system: item.system.toObject() })).toEqual(plainManeuver("my-haymaker"));
  });

  it.each(MANEUVERS.map((maneuver) => [maneuver.id, maneuver] as const))("the catalogue's %s is accepted and read back exactly", async (_id, maneuver) => {
    const item = await maneuverItem(maneuverSourceOf(maneuver, "<p>From the book.</p>") as unknown as Record<string, unknown>);
    expect(item.system.toObject()).toEqual(maneuverSourceOf(maneuver, "<p>From the book.</p>"));
    expect(maneuverOf({ id: item.id, name: item.name, system: item.system })).toEqual(maneuver);
  });

  it("a catalogue maneuver can be changed into another in one update, leaving nothing of the old one", async () => {
    const item = await maneuverItem(maneuverSourceOf(findManeuver("w20Claw")) as unknown as Record<string, unknown>);
    const disarm = maneuverSourceOf(findManeuver("vtmDisarm"));
    const { objectReplacement } = await import("../../../src/data/fields/object-replacement");
    const before = item.system.toObject();
    await item.update({ system: Object.fromEntries(Object.entries(disarm).map(([key, value]) => [key, objectReplacement(before[key], value)])) });
    expect(item.system.toObject()).toEqual(disarm);
  });
});

describe("a bad maneuver is refused with the rules' message naming the field; the old value is kept", () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ["damage bonus past the table", { "system.damage": { plus: 40 } }, /system\.damage\.plus: expected -5 to 20, got 40/],
    ["an unknown damage kind", { "system.damage": { kind: "lots" } }, /system\.damage\.kind: expected one of attribute, weapon, fixed, none, special, got "lots"/],
    ["a roll with an unknown ability", { "system.rolls": [{ attribute: "dexterity", ability: "kungFu" }] }, /system\.rolls\[0\]\.ability/],
    ["no roll at all", { "system.rolls": [] }, /system\.rolls: expected at least one roll/],
    ["an absolute difficulty of 12", { "system.difficulty.kind": "absolute", "system.difficulty.value": 12 }, /system\.difficulty\.value: expected 2 to 10, got 12/],
    ["a fractional relative difficulty", { "system.difficulty.value": 1.5 }, /system\.difficulty\.value: expected a whole number, got 1.5/],
    ["a prerequisite of an unknown kind", { "system.prerequisites": [{ kind: "moonIsFull" }] }, /system\.prerequisites\[0\]\.kind/],
    ["an effect with a Stamina difficulty of 1", { "system.effect": { kind: "lowBlow", staminaDifficulty: 1 } }, /system\.effect\.staminaDifficulty: expected 2 to 10, got 1/],
    ["an unknown damage type by form", { "system.damageType": { byForm: { crinos: "fire" } } }, /system\.damageType\.byForm\.crinos/],
  ];

  it.each(cases)("%s", async (_what, changes, message) => {
    const item = await maneuverItem(maneuverSourceOf(findManeuver("w20Punch"), "<p>Keep me.</p>") as unknown as Record<string, unknown>);
    const before = item.toObject();
    standIn.database.reset();
    const failure = new Error(await refusalOf(item.update({ ...changes, name: "Renamed" })));
    expect((failure as Error).message).toMatch(/This maneuver's data is not valid/);
    expect((failure as Error).message).toMatch(message);
    expect(item.toObject()).toEqual(before);
    expect(item.name).toBe("Maneuver");
    expect(standIn.database.writes).toHaveLength(0);
  });

  it("a field that is wrong on its own is refused by the field, before the whole is read", async () => {
    const item = await maneuverItem();
    await expect(item.update({ "system.poolModifier": 11 })).resolves.toBeUndefined();
    expect(standIn.notifications.messages.at(-1)?.message).toMatch(/11 is outside -10–10/);
    expect(standIn.database.writes.filter((write) => write.action === "update")).toHaveLength(0);
  });

  it("a bad maneuver cannot be created either", async () => {
    await expect(StandInItem.create({ name: "Maneuver", type: "maneuver", system: { damage: { kind: "fixed", dice: 99 } } })).resolves.toBeUndefined();
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "error", message: expect.stringMatching(/system\.damage\.dice: expected 0 to 30, got 99/) });
    expect(standIn.database.writes).toHaveLength(0);
  });

  it("the message is in the table's language", async () => {
    const item = await maneuverItem();
    const russian = new StandInI18n("ru");
    const original = { format: standIn.i18n.format.bind(standIn.i18n), localize: standIn.i18n.localize.bind(standIn.i18n) };
    standIn.i18n.format = russian.format.bind(russian);
    standIn.i18n.localize = russian.localize.bind(russian);
    try {
      const failure = new Error(await refusalOf(item.update({ "system.damage": { plus: 40 } })));
      expect((failure as Error).message).toContain("system.damage.plus");
      expect((failure as Error).message).toContain("от -5 до 20");
      expect((failure as Error).message).toContain("Данные приёма неверны");
    } finally {
      standIn.i18n.format = original.format;
      standIn.i18n.localize = original.localize;
    }
  });
});

describe("the weapon item carries what the rules' weapon reads", () => {
  it("a new weapon: blunt, no silver, no chambered round, no automatic fire", async () => {
    const item = made(await StandInItem.create({ name: "Stick", type: "weapon" }));
    expect(item.system.toObject()).toMatchObject({ damageSource: "blunt", silver: false, chambered: false, automatic: false });
  });

  it("weaponOf reads the core chart's sword and heavy pistol as the rules hold them", async () => {
    const sword = made(await StandInItem.create({ name: "Sword", type: "weapon", system: { identifier: "sword", damage: { attribute: "strength", bonus: 2, type: "lethal" }, damageSource: "edged", concealment: "trenchcoat" } }));
    expect(weaponOf({ id: sword.id, system: sword.system.toObject() as unknown as WeaponSource })).toEqual({ ...findWeapon("sword"), id: sword.id, source: "sword", difficulty: 6 });
    const pistol = made(await StandInItem.create({
      name: "Heavy pistol",
      type: "weapon",
      system: { identifier: "heavyPistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, damageSource: "ranged", range: 30, rate: 3, clip: 7, chambered: true, concealment: "jacket" },
    }));
    expect(weaponOf({ id: pistol.id, system: pistol.system.toObject() as unknown as WeaponSource })).toEqual({ ...findWeapon("heavyPistol"), id: pistol.id, source: "heavyPistol", difficulty: 6 });
  });

  it("a silver klaive keeps its silver", async () => {
    const klaive = made(await StandInItem.create({ name: "Klaive", type: "weapon", system: { identifier: "klaive", damage: { attribute: "strength", bonus: 2, type: "aggravated" }, damageSource: "klaive", silver: true, concealment: "jacket" } }));
    expect(weaponOf({ id: klaive.id, system: klaive.system.toObject() as unknown as WeaponSource })).toEqual({ ...findWeapon("klaive"), id: klaive.id, source: "klaive", difficulty: 6 });
  });

  it("refuses an unknown damage source and keeps the weapon", async () => {
    const item = made(await StandInItem.create({ name: "Stick", type: "weapon" }));
    await expect(item.update({ "system.damageSource": "laser" })).resolves.toBeUndefined();
    expect(standIn.notifications.messages.at(-1)?.message).toMatch(/not a valid choice/);
    expect((item.system.toObject() as unknown as WeaponSource).damageSource).toBe("blunt");
  });
});
