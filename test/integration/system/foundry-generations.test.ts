import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type * as CompatModule from "../../../src/compat";
import { maneuverSourceOf } from "../../../src/rulesets/classic/data/item/maneuver-source";
import { speakerFor } from "../../../src/documents/speaker";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { StandInActor } from "../stand-in/actor";
import { StandInItem } from "../stand-in/item";
import { gm, standInGame, standInGeneration } from "../stand-in/install";
import { deprecatedUpdateKeys, operators, StandInForcedDeletion } from "../stand-in/operators";
import { initSystem } from "../documents/setup";

beforeAll(initSystem);

type Compat = typeof CompatModule;
const foundryData = (globalThis as unknown as { foundry: { data: Record<string, unknown> } }).foundry.data;
const playedGeneration = standInGame.release.generation;

/**
 * src/compat.ts as it answers under `generation`: the module is loaded afresh (it reads the generation once),
 * with `game.release.generation` and, for v14, `foundry.data.operators` as that Foundry has them.
 */
async function compatUnder(generation: 13 | 14): Promise<Compat> {
  standInGame.release.generation = generation;
  if (generation === 14) foundryData.operators = operators;
  else delete foundryData.operators;
  vi.resetModules();
  return import("../../../src/compat");
}

afterEach(() => {
  standInGame.release.generation = playedGeneration;
  if (playedGeneration === 14) foundryData.operators = operators;
  else delete foundryData.operators;
  vi.resetModules();
});

describe("compat: one function per behaviour that differs between Foundry v13 and v14", () => {
  it("reads the generation from game.release.generation", async () => {
    expect((await compatUnder(13)).foundryGeneration()).toBe(13);
    expect((await compatUnder(14)).foundryGeneration()).toBe(14);
  });

  it("deletes an object field's key with -=key on v13 and a ForcedDeletion on v14", async () => {
    expect((await compatUnder(13)).deletionEntry("attribute")).toEqual(["-=attribute", null]);
    const [key, value] = (await compatUnder(14)).deletionEntry("attribute");
    expect(key).toBe("attribute");
    expect(value).toBeInstanceOf(StandInForcedDeletion);
  });
});

describe(`Foundry v${standInGeneration}: the system's own code takes the generation's way`, () => {
  it("a maneuver edited into another drops the old keys with the generation's deletion, and nothing of it stays", async () => {
    deprecatedUpdateKeys.length = 0;
    const item = await StandInItem.create({ name: "Maneuver", type: "maneuver", system: maneuverSourceOf(findManeuver("w20Claw")) as unknown as Record<string, unknown> });
    if (!item) throw new Error("the maneuver item was not created");
    const { objectReplacement } = await import("../../../src/data/fields/object-replacement");
    const disarm = maneuverSourceOf(findManeuver("vtmDisarm"));
    const before = item.system.toObject();
    const changes = Object.fromEntries(Object.entries(disarm).map(([key, value]) => [key, objectReplacement(before[key], value)]));
    const written = JSON.stringify(changes);
    if (standInGeneration === 14) expect(written).not.toContain("-=");
    else expect(written).toContain("-=");
    await item.update({ system: changes });
    expect(item.system.toObject()).toEqual(disarm);
    expect(deprecatedUpdateKeys).toEqual([]);
  });

  it("a chat card speaks as a saved actor, and as the name of one not saved", async () => {
    const actor = await StandInActor.create({ name: "Hans", type: "character" });
    if (!actor) throw new Error("the actor was not created");
    expect(speakerFor(actor as unknown as Actor.Implementation)).toMatchObject({ actor: actor.id, alias: "Hans" });
    const unsaved = { id: null, name: "Ghost" } as unknown as Actor.Implementation;
    expect(speakerFor(unsaved)).toMatchObject({ actor: null, alias: "Ghost" });
    expect(speakerFor(null)).toMatchObject({ actor: null, alias: gm.name });
  });
});
