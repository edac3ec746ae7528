import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLASSIC_MIGRATION_STEPS as MIGRATION_STEPS } from "../../../src/rulesets/classic/migrations/steps";
import { migrateDocument, stepsAfter } from "../../../src/migrations/steps";
import { migrateWorld } from "../../../src/migrations/runner";
import { currentSchemaVersion } from "../../../src/migrations/world-steps";
import { StandInActor } from "../stand-in/actor";
import { StandInCompendium } from "../stand-in/compendium";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { StandInItem } from "../stand-in/item";
import { StandInUser, USER_ROLES } from "../stand-in/user";
import { initSystem } from "./setup";

type Fixture = { actors: Record<string, unknown>[]; items: Record<string, unknown>[]; pack: Record<string, unknown>[] };
const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../fixtures/schema-v1/world.json"), "utf8")) as Fixture;

beforeAll(initSystem);
beforeEach(async () => {
  standInGame.actors.clear();
  standInGame.items.clear();
  standInGame.packs.length = 0;
  standIn.notifications.clear();
  actAs(gm);
  await standIn.settings.set("storyteller-combat", "schemaVersion", 0);
  // Documents of the older shape load as Foundry loads them: missing fields take their defaults.
  for (const actor of fixture.actors) standInGame.actors.add(new StandInActor(structuredClone(actor)));
  for (const item of fixture.items) standInGame.items.add(new StandInItem(structuredClone(item)));
  standInGame.packs.push(
    new StandInCompendium("world.gear", "Item", { packageType: "world" }, fixture.pack.map((item) => new StandInItem(structuredClone(item)))),
    new StandInCompendium("storyteller-combat.maneuvers", "Item", { packageType: "system" }, [new StandInItem({ name: "Clinch", type: "maneuver" })]),
  );
  standIn.database.reset();
});

describe("the migration steps", () => {
  it("version 2 fills a blank identifier from the name and keeps one already set", () => {
    const version2 = MIGRATION_STEPS.filter((step) => step.version === 2);
    expect(migrateDocument({ name: "Switchblade Knife", type: "weapon", system: { identifier: "" } }, "item", version2)).toEqual({ "system.identifier": "switchblade-knife" });
    expect(migrateDocument({ name: "Leather Jacket", type: "armor", system: { identifier: "jacket" } }, "item", version2)).toBeNull();
    expect(migrateDocument({ name: "Потенция", type: "power", system: { identifier: "" } }, "item", version2)).toEqual({ "system.identifier": "потенция" });
  });

  it("only steps after the world's version run", () => {
    expect(stepsAfter(0, MIGRATION_STEPS).map((step) => step.version)).toEqual([2, 3, 4]);
    expect(stepsAfter(currentSchemaVersion(), MIGRATION_STEPS)).toEqual([]);
  });
});

describe("the migration runner", () => {
  it("migrates world actors, their items, world items and world compendia, and records the version", async () => {
    const report = await migrateWorld();
    expect(report).toMatchObject({ from: 0, to: currentSchemaVersion(), failures: [] });
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(currentSchemaVersion());
    const hans = standInGame.actors.get("oldactor00000001");
    const knife = hans?.items.get("olditem000000001");
    expect((knife?.system.toObject() as { identifier: string }).identifier).toBe("switchblade-knife");
    expect((hans?.items.get("olditem000000002")?.system.toObject() as { identifier: string }).identifier).toBe("jacket");
    expect((standInGame.items.get("olditem000000003")?.system.toObject() as { identifier: string }).identifier).toBe("potence-prowess");
    const pack = standInGame.packs[0];
    expect((pack?.documents[0]?.system.toObject() as { identifier: string }).identifier).toBe("heavy-pistol");
    // The pack was unlocked for the work and locked again; the system's own pack was left alone.
    expect(pack?.lockHistory).toEqual([false, true]);
    expect(pack?.locked).toBe(true);
    expect(standInGame.packs[1]?.lockHistory).toEqual([]);
    // One embedded write for Hans's items, one for each world item and pack item that changed.
    expect(standIn.database.writesTo("Item").map((write) => write.ids.length)).toEqual([1, 1, 1, 1]);
    expect(standIn.database.writesTo("Actor")).toHaveLength(0);
    const progress = standIn.notifications.messages.find((message) => message.options.progress === true);
    // Foundry 13's progress notice reads `update({ pct })` and closes itself at 100%.
    expect(progress?.progress.at(-1)).toBe(1);
    expect(progress?.closed).toBe(true);
    expect(standIn.notifications.messages.at(-1)?.type).toBe("success");
  });

  it("loses nothing: names, biographies and descriptions are as they were", async () => {
    await migrateWorld();
    for (const old of fixture.actors) {
      const actor = standInGame.actors.get(String(old._id));
      expect(actor?.name).toBe(old.name);
      expect((actor?.system.toObject() as { biography: string }).biography).toBe((old.system as { biography: string }).biography);
      for (const oldItem of old.items as Record<string, unknown>[]) {
        const item = actor?.items.get(String(oldItem._id));
        expect(item?.name).toBe(oldItem.name);
        expect((item?.system.toObject() as { description: string }).description).toBe((oldItem.system as { description: string }).description);
      }
    }
    expect((standInGame.items.get("olditem000000003")?.system.toObject() as { description: string }).description).toBe("<p>Strength.</p>");
  });

  it("runs once: a second run finds nothing to do", async () => {
    await migrateWorld();
    standIn.database.reset();
    await migrateWorld();
    expect(standIn.database.writes).toHaveLength(0);
  });

  it("waits for a Gamemaster: an Assistant GM who is the active Storyteller does not migrate the world", async () => {
    const assistant = new StandInUser("assistant0000001", "Assistant", USER_ROLES.ASSISTANT);
    standInGame.users.add(assistant);
    gm.active = false;
    try {
      actAs(assistant);
      expect(assistant.isActiveGM).toBe(true);
      expect(await migrateWorld()).toBeNull();
      expect(standIn.database.writes).toHaveLength(0);
      expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(0);
    } finally {
      gm.active = true;
      standInGame.users.delete(assistant.id);
      actAs(gm);
    }
  });

  it("runs only on the active GM's client", async () => {
    actAs(player);
    expect(await migrateWorld()).toBeNull();
    expect(standIn.database.writes).toHaveLength(0);
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(0);
  });

  it("does not record the new version when a document fails, and relocks the pack", async () => {
    const pack = standInGame.packs[0];
    const document = pack?.documents[0];
    if (document) document.update = async () => Promise.reject(new Error("disk full"));
    const report = await migrateWorld();
    expect(report?.failures).toEqual(["Compendium world.gear: disk full"]);
    expect(pack?.locked).toBe(true);
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(0);
    expect(standIn.notifications.messages.at(-1)?.type).toBe("error");
  });
});
