import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateWorld } from "../../../src/migrations/runner";
import { migrateDocument, stepsAfter } from "../../../src/migrations/steps";
import { currentSchemaVersion, worldMigrationSteps } from "../../../src/migrations/world-steps";
import type { Source } from "../stand-in/document";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { initSystem } from "./setup";

type StoredMessage = Source & { _id: string; type: string; system: Source };
/** One stored card of each of Classic's chat subtypes, as a world of schema 3 holds them (made by play, then saved). */
const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../fixtures/schema-v3/messages.json"), "utf8")) as StoredMessage[];

/** Classic's card subtypes before and after they took its name, as system.json lists them now. */
const RENAMED = { attack: "classicAttack", escape: "classicEscape", hazard: "classicHazard", chronicle: "classicChronicle", importReport: "classicImportReport" } as const;

function loadWorld(messages: readonly StoredMessage[]): void {
  standInGame.messages.length = 0;
  standInGame.messages.clearInvalid();
  for (const message of messages) standInGame.messages.load(message);
}

beforeAll(initSystem);
beforeEach(async () => {
  standInGame.actors.clear();
  standInGame.items.clear();
  standInGame.packs.length = 0;
  standIn.notifications.clear();
  actAs(gm);
  await standIn.settings.set("storyteller-combat", "schemaVersion", 3);
  loadWorld(fixture);
  standIn.database.reset();
});

describe("migration step 4: Classic's chat cards take its name", () => {
  it("the fixture holds one card of each old subtype, and the world sets every one aside at load: Foundry no longer knows them", () => {
    expect(fixture.map((message) => message.type).sort()).toEqual(Object.keys(RENAMED).sort());
    expect(standInGame.messages).toHaveLength(0);
    expect([...standInGame.messages.invalidDocumentIds].sort()).toEqual(fixture.map((message) => message._id).sort());
  });

  it("runs after version 3, and brings the world to 4", () => {
    expect(stepsAfter(3, worldMigrationSteps()).map((step) => step.version)).toEqual([4]);
    expect(currentSchemaVersion()).toBe(4);
  });

  it("writes each card under Classic's name with its data whole, once, and records the version", async () => {
    const report = await migrateWorld();
    expect(report).toMatchObject({ from: 3, to: 4, messages: 5, failures: [] });
    const writes = standIn.database.writesTo("ChatMessage");
    expect(writes.map((write) => write.ids[0]).sort()).toEqual(fixture.map((message) => message._id).sort());
    for (const old of fixture) {
      const write = writes.find((candidate) => candidate.ids[0] === old._id);
      const { _id: written, ...changes } = write?.data[0] ?? {};
      expect(written ?? old._id, old.type).toBe(old._id);
      // The data whole: every stored value (Foundry's copy of an invalid card also fills a field added since with its default).
      expect(Object.keys(changes).sort(), old.type).toEqual(["==system", "type"]);
      expect(changes, old.type).toMatchObject({ type: RENAMED[old.type as keyof typeof RENAMED], "==system": old.system });
    }
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(4);
  });

  it("the world loaded again holds every card, valid, with nothing lost, and each draws its card in words", async () => {
    await migrateWorld();
    const saved = fixture.map((old) => {
      const write = standIn.database.writesTo("ChatMessage").find((candidate) => candidate.ids[0] === old._id);
      const changes = write?.data[0] as { type: string; "==system": Source };
      return { ...old, type: changes.type, system: changes["==system"] };
    });
    loadWorld(saved);
    expect(standInGame.messages.invalidDocumentIds.size).toBe(0);
    expect([...standInGame.messages].map((message) => message.type).sort()).toEqual(Object.values(RENAMED).sort());
    for (const message of standInGame.messages) {
      const old = fixture.find((candidate) => candidate._id === message.id);
      // Every stored value is kept; a field added since takes its default.
      expect(message.toObject().system, message.type).toMatchObject(old?.system ?? {});
      const html = await message.renderHTML();
      expect(html.textContent?.trim().length, message.type).toBeGreaterThan(10);
      expect(html.innerHTML, message.type).not.toMatch(/STC\./);
    }
  });

  it("a card already under its new name and another ruleset's card are left alone; a second run writes nothing", async () => {
    const steps = stepsAfter(3, worldMigrationSteps());
    expect(migrateDocument({ type: "classicAttack", system: { kind: "attack" } }, "message", steps)).toBeNull();
    expect(migrateDocument({ type: "streamlinedAttack", system: {} }, "message", steps)).toBeNull();
    expect(migrateDocument({ type: "base", system: {} }, "message", steps)).toBeNull();
    await migrateWorld();
    standIn.database.reset();
    expect(await migrateWorld()).toMatchObject({ from: 4, to: 4, messages: 0 });
    expect(standIn.database.writes).toHaveLength(0);
  });
});
