import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { requestRaise } from "../../../src/rulesets/classic/requests/chronicle-raise";
import { StandInActor } from "../stand-in/actor";
import { made } from "../stand-in/document";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { initSystem } from "./setup";

/*
 * A path of Thaumaturgy names the Discipline it belongs to. It was stored as `system.parent`, which is every
 * Foundry data model's own read-only member: on Foundry's own data layer no Discipline could be built, so none
 * could be created and those already in a world were dropped at load, and Celerity never reached the numbers.
 * The field is `belongsTo` now; data of the older shape is read through the model's migration.
 */

interface DisciplineSystem {
  identifier: string;
  rating: number;
  belongsTo: string;
  inClan: boolean;
}
type Item = { id: string; name: string; type: string; system: { toObject(): object }; update(changes: object): Promise<unknown> };
type Actor = StandInActor & { system: StorytellerActorData; items: { contents: Item[]; get(id: string): Item | undefined } };

const stored = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../fixtures/disciplines-before-belongs-to/actor.json"), "utf8")) as Record<string, unknown>;
const disciplineOf = (item: Item | undefined) => item?.system.toObject() as (DisciplineSystem & Record<string, unknown>) | undefined;

beforeAll(initSystem);
beforeEach(() => {
  standInGame.actors.clear();
  standIn.database.reset();
  standIn.notifications.clear();
  actAs(gm);
});

async function loadedEtrius(): Promise<Actor> {
  const actor = made(await StandInActor.create({ ...structuredClone(stored), ownership: { default: 0, [player.id]: 3 } })) as unknown as Actor;
  return actor;
}

describe("Disciplines", () => {
  it("one is created on a character from nothing, rated, and its rating reaches the combat rules", async () => {
    const actor = made(await StandInActor.create({ name: "Lucita", type: "character", system: { creature: "vampire", vampire: { generation: 9 } } })) as unknown as Actor;
    const [celerity] = (await actor.createEmbeddedDocuments("Item", [{ name: "Celerity", type: "discipline", system: { identifier: "celerity", rating: 2 } }])) as unknown as Item[];
    expect(disciplineOf(celerity)).toMatchObject({ identifier: "celerity", rating: 2, belongsTo: "", inClan: false });
    // The actor's number follows in a write of its own, after the create (documents/combat-disciplines.ts).
    await vi.waitFor(() => expect(actor.system.stats.disciplines.celerity).toBe(2));
  });

  it("stored with the older `parent`, every one of them loads: the path names its Discipline, nothing else moves (fixture of schema 3)", async () => {
    const actor = await loadedEtrius();
    expect(actor.items.contents.map((item) => item.name)).toEqual(["Thaumaturgy", "Path of Blood", "Celerity"]);
    const path = disciplineOf(actor.items.get("v3disc0000000002"));
    expect(path).toMatchObject({ identifier: "path-of-blood", rating: 3, belongsTo: "thaumaturgy", inClan: true });
    expect(path).not.toHaveProperty("parent");
    expect(disciplineOf(actor.items.get("v3disc0000000001"))?.belongsTo).toBe("");
    // Celerity's item drives the number the rules read.
    expect(actor.system.stats.disciplines.celerity).toBe(1);
  });

  it("a write naming the older field (an old macro's) lands in the new one", async () => {
    const actor = await loadedEtrius();
    const celerity = actor.items.get("v3disc0000000003");
    await celerity?.update({ "system.parent": "thaumaturgy" });
    expect(disciplineOf(celerity)).toMatchObject({ belongsTo: "thaumaturgy" });
    expect(disciplineOf(celerity)).not.toHaveProperty("parent");
  });

  it("raised with experience from the sheet: an in-clan 1 → 2 costs 1 × 5 (V20 Experience chart) and Celerity follows", async () => {
    const actor = await loadedEtrius();
    actAs(player);
    expect(await requestRaise(actor as never, "item.v3disc0000000003")).toEqual({ ok: true, value: null });
    expect(disciplineOf(actor.items.get("v3disc0000000003"))?.rating).toBe(2);
    expect(actor.system.stats.disciplines.celerity).toBe(2);
  });
});
