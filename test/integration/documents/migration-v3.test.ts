import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { maneuverOf, maneuverSourceOf } from "../../../src/rulesets/classic/data/item/maneuver-source";
import { weaponOf } from "../../../src/rulesets/classic/data/item/weapon-of";
import type { WeaponSource } from "../../../src/rulesets/classic/data/item/source";
import { migrateWorld } from "../../../src/migrations/runner";
import { CLASSIC_MIGRATION_STEPS as MIGRATION_STEPS } from "../../../src/rulesets/classic/migrations/steps";
import { migrateDocument, stepsAfter } from "../../../src/migrations/steps";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { plainManeuver } from "../../../src/rulesets/classic/rules/maneuvers/plain";
import { currentSchemaVersion } from "../../../src/migrations/world-steps";
import { StandInActor } from "../stand-in/actor";
import { StandInCompendium } from "../stand-in/compendium";
import type { StandInDocument } from "../stand-in/document";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { StandInItem } from "../stand-in/item";
import { initSystem } from "./setup";

type Stored = { _id: string; name: string; type: string; system: Record<string, unknown> };
type Fixture = { actors: (Stored & { items: Stored[] })[]; items: Stored[]; pack: Stored[] };
const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../fixtures/schema-v2/world.json"), "utf8")) as Fixture;

beforeAll(initSystem);
beforeEach(async () => {
  standInGame.actors.clear();
  standInGame.items.clear();
  standInGame.packs.length = 0;
  standIn.notifications.clear();
  actAs(gm);
  await standIn.settings.set("storyteller-combat", "schemaVersion", 2);
  // Loaded as Foundry loads older documents: the fields they lack take their defaults.
  for (const actor of fixture.actors) standInGame.actors.add(new StandInActor(structuredClone(actor)));
  for (const item of fixture.items) standInGame.items.add(new StandInItem(structuredClone(item)));
  standInGame.packs.push(new StandInCompendium("world.armoury", "Item", { packageType: "world" }, fixture.pack.map((item) => new StandInItem(structuredClone(item)))));
  standIn.database.reset();
});

/** Every item of the fixture, found again in the world after the migration. */
function migratedItems(): { old: Stored; item: StandInDocument }[] {
  const out: { old: Stored; item: StandInDocument }[] = [];
  for (const actor of fixture.actors) {
    for (const old of actor.items) {
      const item = standInGame.actors.get(actor._id)?.items.get(old._id);
      if (item) out.push({ old, item });
    }
  }
  for (const old of fixture.items) {
    const item = standInGame.items.get(old._id);
    if (item) out.push({ old, item });
  }
  for (const old of fixture.pack) {
    const item = standInGame.packs[0]?.documents.find((document) => document.id === old._id);
    if (item) out.push({ old, item });
  }
  return out;
}

describe("migration step 3: weapons the rules can use, maneuvers in the rules' format", () => {
  it("runs after version 2, before step 4", () => {
    expect(stepsAfter(2, MIGRATION_STEPS).map((step) => step.version)).toEqual([3, 4]);
    expect(currentSchemaVersion()).toBe(4);
  });

  it.each([
    ["a lethal melee weapon", { kind: "melee", damage: { attribute: "strength", bonus: 1, type: "lethal" } }, "edged"],
    ["a bashing melee weapon", { kind: "melee", damage: { attribute: "strength", bonus: 2, type: "bashing" } }, "blunt"],
    ["an aggravated melee weapon", { kind: "melee", damage: { attribute: "strength", bonus: 2, type: "aggravated" } }, "edged"],
    ["a ranged weapon", { kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" } }, "ranged"],
    ["a thrown blade", { kind: "thrown", damage: { attribute: "strength", bonus: 1, type: "lethal" } }, "edged"],
    ["a thrown rock", { kind: "thrown", damage: { attribute: "strength", bonus: 0, type: "bashing" } }, "blunt"],
  ])("%s gets its damage source from its kind and type", (_what, system, source) => {
    expect(migrateDocument({ name: "W", type: "weapon", system: { identifier: "w", ...system } }, "item", stepsAfter(2, MIGRATION_STEPS))).toEqual({ "system.damageSource": source });
  });

  it("a maneuver named by the catalogue gets the catalogue's data; any other the plain bare-handed attack", () => {
    const claw = migrateDocument({ name: "Claw", type: "maneuver", system: { identifier: "w20Claw", description: "x" } }, "item", stepsAfter(2, MIGRATION_STEPS));
    expect(claw?.["system.damageType"]).toEqual(findManeuver("w20Claw").damageType);
    expect(claw?.["system.forms"]).toEqual(findManeuver("w20Claw").forms);
    expect(claw).not.toHaveProperty("system.identifier");
    expect(claw).not.toHaveProperty("system.description");
    const own = migrateDocument({ name: "Haymaker", type: "maneuver", system: { identifier: "haymaker", description: "x" } }, "item", stepsAfter(2, MIGRATION_STEPS));
    expect(own?.["system.rolls"]).toEqual(plainManeuver("haymaker").rolls);
  });

  it("a world at version 1 goes through steps 2 and 3 in order: the identifier made in step 2 is read by step 3", () => {
    const changes = migrateDocument({ name: "W20 Claw", type: "maneuver", system: { identifier: "" } }, "item", MIGRATION_STEPS);
    expect(changes?.["system.identifier"]).toBe("w20-claw");
    expect(changes?.["system.rolls"]).toEqual(plainManeuver("").rolls);
  });

  it("migrates the world: weapons read by the rules, maneuvers exactly in the rules' format, in one write per batch", async () => {
    const report = await migrateWorld();
    expect(report).toMatchObject({ from: 2, to: 4, failures: [] });
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(4);
    const mara = standInGame.actors.get("v2actor000000001");
    const sources = (id: string) => (mara?.items.get(id)?.system.toObject() as unknown as WeaponSource | undefined)?.damageSource;
    expect(["v2item0000000001", "v2item0000000002", "v2item0000000003", "v2item0000000004", "v2item0000000005"].map(sources)).toEqual(["edged", "blunt", "ranged", "edged", "edged"]);
    // Exactly the format: no key left over from the defaults the old item loaded with.
    for (const { old, item } of migratedItems().filter((entry) => entry.old.type === "maneuver")) {
      const identifier = String(old.system.identifier);
      const expected = maneuverSourceOf(["w20Claw", "vtmDisarm", "w20Grapple", "w20BodySlam"].includes(identifier) ? findManeuver(identifier) : plainManeuver(identifier), String(old.system.description));
      expect(item.system.toObject(), old.name).toEqual(expected);
      expect(maneuverOf({ id: item.id, name: item.name, system: item.system.toObject() }).id).toBe(identifier);
    }
    // Mara's items in one embedded write; each world item and pack item in its own. What already loads as the
    // migration would write it (a bashing weapon's "blunt", the plain maneuver's defaults) is not written again.
    expect(standIn.database.writesTo("Item").map((write) => write.ids.length)).toEqual([5, 1, 1, 1]);
    expect(standIn.database.writesTo("Actor")).toHaveLength(0);
  });

  it("loses nothing: every field the older items had is as it was, and names and biographies too", async () => {
    await migrateWorld();
    for (const { old, item } of migratedItems()) {
      expect(item.name).toBe(old.name);
      expect(item.system.toObject(), old.name).toMatchObject(old.system);
    }
    const mara = standInGame.actors.get("v2actor000000001");
    expect((mara?.system.toObject() as { biography: string }).biography).toBe("<p>Sired in <em>Prague</em>.</p>");
  });

  it("after the migration the sheet's combat numbers read every weapon and maneuver", async () => {
    await migrateWorld();
    const mara = standInGame.actors.get("v2actor000000001") as (StandInActor & { system: StorytellerActorData }) | undefined;
    const attacks = mara?.system.derived.combat.attacks ?? [];
    expect(attacks.map((attack) => attack.key)).toEqual(["unarmed", ...(fixture.actors[0]?.items ?? []).map((item) => item._id)]);
    expect(attacks.filter((attack) => !attack.available)).toEqual([]);
    // The stiletto is equipped: it is the weapon in hand.
    expect(mara?.system.derived.combat.inHand).toBe("v2item0000000001");
    const colt = mara?.items.get("v2item0000000003");
    expect(weaponOf({ id: colt?.id ?? null, system: colt?.system.toObject() as unknown as WeaponSource })).toMatchObject({ category: "ranged", damage: 5, range: 30, clip: 7, damageSource: "ranged" });
  });

  it("runs once", async () => {
    await migrateWorld();
    standIn.database.reset();
    await migrateWorld();
    expect(standIn.database.writes).toHaveLength(0);
  });
});
