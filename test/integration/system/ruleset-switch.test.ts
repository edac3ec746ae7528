import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messageCardOf } from "../../../src/chat/cards";
import { activeRulesetId, installedRulesets } from "../../../src/rulesets/registry";
import { initSystem } from "../documents/setup";
import { StandInActor } from "../stand-in/actor";
import { StandInChatMessage } from "../stand-in/chat-message";
import { actAs, gm, standIn } from "../stand-in/install";

/*
 * A world that played Streamlined and switched back to Classic: its stored records, in the shape Streamlined
 * writes them today (test/fixtures/rulesets/streamlined-card.json: a finished attack card, the character it hit
 * and its attacker), loaded into a world that plays Classic. Nothing of either ruleset's is lost, and the card
 * still draws. The other way round (a Classic card under Streamlined) is test/integration/chat/ruleset.test.ts.
 */
type Source = { system: Record<string, unknown> } & Record<string, unknown>;
const fixture = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../fixtures/rulesets/streamlined-card.json"), "utf8")) as {
  card: Source;
  target: Source;
  attacker: Source;
};

beforeAll(initSystem);
beforeEach(() => {
  standIn.database.reset();
  actAs(gm);
});

describe("a Streamlined world's records after the world switches to Classic", () => {
  it("the world plays Classic", () => expect(activeRulesetId()).toBe("classic"));

  it("a character keeps its Streamlined Health and its Classic data, and a Classic write leaves the Streamlined part as it was", async () => {
    const actor = await StandInActor.create(structuredClone(fixture.target));
    if (!actor) throw new Error("the stored character did not load");
    const stored = actor.toObject() as Source;
    expect(stored.system.streamlined).toEqual({ health: { bashing: 3, lethal: 0, aggravated: 0, pastZero: 0, dead: false }, heldBy: { actorId: "", tokenUuid: "" } });
    // A ruleset installed since the record was stored (Mind's Eye Theatre, and any the tests install beside it) adds
    // its own fields with their defaults; nothing else changes.
    const system = stored.system as Record<string, unknown>;
    const added = Object.keys(system).filter((key) => !Object.hasOwn(fixture.target.system, key));
    const partKeys = installedRulesets().flatMap((module) => Object.keys(module.modelParts.Actor?.character?.fields() ?? {}));
    expect(added).toContain("met");
    for (const key of added) expect(partKeys, key).toContain(key);
    expect(Object.fromEntries(Object.entries(system).filter(([key]) => !added.includes(key)))).toEqual(fixture.target.system);
    expect(system.met).toMatchObject({ traits: { physical: [], social: [], mental: [] }, lost: { physical: [], social: [], mental: [] } });
    await actor.update({ "system.health.lethal": 2, "system.willpower.current": 1 });
    const after = actor.toObject() as Source;
    expect(after.system.streamlined).toEqual(fixture.target.system.streamlined);
    expect(after.system.health).toMatchObject({ lethal: 2 });
    expect(after.system.attributes).toEqual(fixture.target.system.attributes);
  });

  it("the Streamlined card still draws, with the target's Health as it was applied", async () => {
    await StandInActor.create(structuredClone(fixture.target));
    await StandInActor.create(structuredClone(fixture.attacker));
    const message = new StandInChatMessage(structuredClone(fixture.card));
    const card = await messageCardOf(message as never);
    expect(card?.html).toContain("Informant: Health 2 of 5");
    expect(card?.html).not.toMatch(/STC\./);
  });
});
