import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { StandInActor } from "../stand-in/actor";
import { refusalOf } from "../stand-in/document";
import { standIn } from "../stand-in/install";
import { initSystem } from "../documents/setup";
import { classicModulesRunDuring } from "./classic-reach";

beforeAll(initSystem);
beforeEach(() => standIn.database.reset());

type ClassicActor = StandInActor & { system: StorytellerActorData };

describe("a Classic world derives, checks and migrates a character with Classic's code", () => {
  it("a write of a vampire's wounds runs Classic's derivation and gives its numbers", async () => {
    const actor = (await StandInActor.create({
      type: "character",
      name: "Lucita",
      system: { creature: "vampire", vampire: { generation: 8 }, blood: { current: 9 }, attributes: { dexterity: { value: 4 }, wits: { value: 3 } } },
    })) as ClassicActor;
    const reached = await classicModulesRunDuring(() => actor.update({ "system.health.lethal": 3 }));
    expect(Object.keys(reached)).toEqual(expect.arrayContaining(["src/rulesets/classic/data/actor/base.ts", "src/rulesets/classic/data/actor/derived.ts", "src/rulesets/classic/data/actor/gather-stats.ts"]));
    // Three lethal levels: Injured, −1 die; the token bar shows four of seven levels left.
    expect(actor.system.derived).toMatchObject({ woundLevel: "injured", woundPenalty: -1, filledLevels: 3, health: { value: 4, max: 7 }, blood: { max: 15, perTurn: 3 } });
    expect(actor.system.health).toMatchObject({ lethal: 3, value: 4, max: 7 });
    expect(actor.system.stats.attributes.dexterity).toBe(4);
  });

  it("its joint check still refuses a current Willpower above the permanent rating", async () => {
    const actor = (await StandInActor.create({ type: "character", name: "Hans", system: { willpower: { permanent: 3, current: 3 } } })) as ClassicActor;
    expect(await refusalOf(actor.update({ "system.willpower.current": 5 }))).toContain("Current Willpower (5) cannot be above 3.");
    expect(actor.system.willpower.current).toBe(3);
  });
});
