import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateWorld } from "../../../src/migrations/runner";
import { CLASSIC_MIGRATION_STEPS as MIGRATION_STEPS } from "../../../src/rulesets/classic/migrations/steps";
import { schemaVersionOf, type MigrationStep } from "../../../src/migrations/steps";
import { currentSchemaVersion } from "../../../src/migrations/world-steps";
import { StandInActor } from "../stand-in/actor";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { StandInItem } from "../stand-in/item";
import { placeToken, tokens } from "../stand-in/token";
import { initSystem } from "./setup";

type Stored = { _id: string; name: string; type: string; system: Record<string, unknown> };
type Fixture = { actors: (Stored & { items: Stored[] })[]; items: Stored[] };
const shapes = [1, 2].map((version) => ({
  version,
  fixture: JSON.parse(readFileSync(resolve(import.meta.dirname, `../../fixtures/schema-v${version}/world.json`), "utf8")) as Fixture,
}));

/** The first weapon a fixture's actors carry, as that schema version stored it. */
function oldWeapon(fixture: Fixture): Stored {
  const weapon = fixture.actors.flatMap((actor) => actor.items).find((item) => item.type === "weapon");
  if (!weapon) throw new Error("the fixture has no weapon");
  return structuredClone(weapon);
}

/** What the migration makes of that weapon, read from the world item it would become. */
const migratedField = (version: number) => (version === 1 ? "identifier" : "damageSource");

async function loadWorld(version: number, fixture: Fixture): Promise<void> {
  standInGame.actors.clear();
  standInGame.items.clear();
  standInGame.packs.length = 0;
  tokens.clear();
  standIn.notifications.clear();
  actAs(gm);
  await standIn.settings.set("storyteller-combat", "schemaVersion", version);
  // Loaded as Foundry loads older documents: the fields they lack take their defaults.
  for (const actor of fixture.actors) standInGame.actors.add(new StandInActor(structuredClone(actor)));
  for (const item of fixture.items) standInGame.items.add(new StandInItem(structuredClone(item)));
}

beforeAll(initSystem);
beforeEach(() => standIn.database.reset());

describe("the schema version is the newest migration step's", () => {
  it("the world's version is the newest step of every installed ruleset: Classic's version 4", () => {
    expect(currentSchemaVersion()).toBe(4);
    expect(currentSchemaVersion()).toBe(Math.max(...MIGRATION_STEPS.map((step) => step.version)));
    const next: MigrationStep = { version: currentSchemaVersion() + 1, item: () => null };
    expect(schemaVersionOf([...MIGRATION_STEPS, next])).toBe(currentSchemaVersion() + 1);
    expect(schemaVersionOf([])).toBe(1);
  });
});

describe.each(shapes)("the migration runner on a world of schema version $version", ({ version, fixture }) => {
  beforeEach(() => loadWorld(version, fixture));

  it("migrates an unlinked token's own actor data (its delta), written to the token and not to the world actor", async () => {
    const base = standInGame.actors.get(fixture.actors[0]?._id ?? "");
    if (!base) throw new Error("no actor");
    const weapon = { ...oldWeapon(fixture), _id: "deltaitem0000001", name: "Delta Blade" };
    const unlinked = placeToken(base, "scene00000000001", { linked: false }).document;
    unlinked.delta = { items: [weapon] };
    placeToken(base, "scene00000000001");
    standIn.database.reset();
    const report = await migrateWorld();
    expect(report).toMatchObject({ from: version, to: currentSchemaVersion(), tokens: 1, failures: [] });
    const stored = (unlinked.delta.items as Stored[] | undefined)?.find((item) => item._id === weapon._id);
    expect(stored?.system[migratedField(version)]).toBe(version === 1 ? "delta-blade" : "edged");
    expect(standIn.database.writes.filter((write) => write.documentName === "Item" && write.ids.includes(weapon._id))).toHaveLength(1);
    expect(standInGame.actors.get(base.id)?.items.get(weapon._id)).toBeUndefined();
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(currentSchemaVersion());
  });

  it("migrates the items of an actor that failed validation at load", async () => {
    const weapon = { ...oldWeapon(fixture), _id: "invaliditem00001", name: "Old Blade" };
    const source = { _id: "invalidactor0001", name: "Broken", type: "character", system: { vampire: { generation: 99 } }, items: [weapon] };
    expect(() => new StandInActor(structuredClone(source))).toThrow();
    let built: StandInActor | null = null;
    standInGame.actors.addInvalid(source._id, () => (built ??= new StandInActor(structuredClone(source), { strict: false })));
    const report = await migrateWorld();
    expect(report?.failures).toEqual([]);
    expect((built as StandInActor | null)?.items.get(weapon._id)?.system.toObject()[migratedField(version)]).toBe(version === 1 ? "old-blade" : "edged");
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(currentSchemaVersion());
  });

  /*
   * Foundry builds a document it set aside at load as a temporary copy its collection does not hold, each field
   * that fails falling back to its initial value: the server saves the copy's update, but the client finds no
   * document to update and resolves `undefined`. That is no refusal: the migration is recorded, and the version.
   */
  it("an item that failed validation at load is migrated from what Foundry falls back to, and the version recorded", async () => {
    const source = { ...oldWeapon(fixture), _id: "invaliditem00003", name: "Odd Blade", system: { ...oldWeapon(fixture).system, identifier: "", difficulty: "very" } };
    expect(() => new StandInItem(structuredClone(source))).toThrow();
    standInGame.items.addInvalid(source._id, () => new StandInItem(structuredClone(source), { strict: false }));
    const report = await migrateWorld();
    expect(report?.failures).toEqual([]);
    expect(standIn.database.writes.filter((write) => write.ids.includes(source._id))).toEqual([expect.objectContaining({ action: "update", documentName: "Item" })]);
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(currentSchemaVersion());
  });

  it("an item that failed validation and still fails is a failure, nothing is written and the version is not recorded", async () => {
    // A blank name has no initial value to fall back to: the copy stays invalid.
    const source = { ...oldWeapon(fixture), _id: "invaliditem00002", name: "", system: { ...oldWeapon(fixture).system, identifier: "", kind: "ranged" } };
    expect(() => new StandInItem(structuredClone(source))).toThrow();
    standInGame.items.addInvalid(source._id, () => new StandInItem(structuredClone(source), { strict: false }));
    const report = await migrateWorld();
    expect(report?.failures).toEqual([expect.stringContaining("(invalid): the item is still invalid after the migration")]);
    expect(standIn.database.writes.filter((write) => write.ids.includes(source._id))).toEqual([]);
    expect(standIn.settings.get("storyteller-combat", "schemaVersion")).toBe(version);
  });
});
