import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { packSources } from "../../../scripts/packs/pack-documents";
import { BASIC_MANEUVER_IDS } from "../../../src/rulesets/classic/data/actor/basic-maneuvers";
import { giveBasicManeuvers } from "../../../src/rulesets/classic/documents/basic-maneuvers";
import { StandInActor } from "../stand-in/actor";
import { StandInCompendium } from "../stand-in/compendium";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { StandInItem } from "../stand-in/item";
import { initSystem } from "./setup";

const brawl = packSources().find((pack) => pack.name === "maneuvers-brawl");

/** What the hook's writes leave once they have run (the hook does not wait for them). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(initSystem);
beforeEach(() => {
  standInGame.actors.clear();
  standInGame.packs.length = 0;
  standInGame.packs.push(new StandInCompendium("storyteller-combat.maneuvers-brawl", "Item", { packageType: "system" }, (brawl?.documents ?? []).map((item) => new StandInItem(structuredClone(item) as never))));
  actAs(gm);
  standIn.database.reset();
});

const maneuvers = (actor: StandInActor) => actor.items.filter((item) => item.type === "maneuver").map((item) => String((item.system as unknown as { identifier: string }).identifier));

describe("a new Classic character has the basic maneuvers", () => {
  it("a character and a Storyteller character are given punch, kick, clinch and hold from the brawl compendium, once", async () => {
    // Each creation's own writes settle before the next, so the writes come in one order on every data layer.
    const character = await StandInActor.create({ name: "Nadia", type: "character" });
    await settled();
    const npc = await StandInActor.create({ name: "Ghoul", type: "npc" });
    await settled();
    expect(maneuvers(character as StandInActor)).toEqual([...BASIC_MANEUVER_IDS]);
    expect(maneuvers(npc as StandInActor)).toEqual([...BASIC_MANEUVER_IDS]);
    expect((character as StandInActor).items.getName("Punch")?.flags["storyteller-combat"]).toMatchObject({ sourceName: "Punch" });
    // A second announcement of the same creation (another client's, or the same again) gives nothing more.
    await giveBasicManeuvers(character as never, "someone-else");
    await giveBasicManeuvers(character as never, gm.id);
    expect(maneuvers(character as StandInActor)).toEqual([...BASIC_MANEUVER_IDS]);
  });

  it("a duplicate or an import that already carries maneuvers keeps its own", async () => {
    const copied = await StandInActor.create({ name: "Nadia (copy)", type: "character", items: [{ name: "Claw", type: "maneuver", system: { identifier: "vtmClaw" } }] });
    await settled();
    expect(maneuvers(copied as StandInActor)).toEqual(["vtmClaw"]);
  });
});
