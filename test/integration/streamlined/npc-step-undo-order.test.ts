import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isAttackMessage } from "../../../src/rulesets/streamlined/chat/documents";
import { isStreamlinedNpcStepMessage } from "../../../src/rulesets/streamlined/chat/npc-step-run";
import { undoStreamlinedNpcStep } from "../../../src/rulesets/streamlined/chat/npc-step-undo";
import { replayRecord } from "../../../src/rulesets/streamlined/chat/record";
import { requestStreamlinedNpcStep } from "../../../src/rulesets/streamlined/requests/npc-step";
import { requestPlan } from "../../../src/rulesets/streamlined/requests/turn-plan";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { character, faces, health, resetTable, setUpStreamlined, writes } from "./fixtures";
import { makeStreamlinedCombat } from "./round-fixtures";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

const messages = () => standInGame.messages as unknown as ChatMessage.Implementation[];

/*
 * The whole step's undo takes its chains back last first (src/chat/npc-step/undo.ts): a target two attacks of the
 * step struck gets back what the second found, then what the first found. Taken first first, the first chain's
 * undo would find the target changed since by the second and be refused.
 */
describe("the NPC step's undo of the whole step (Streamlined)", () => {
  it("two attacks on one target: both applied, then the step's undo puts the target back as it was, each card marked", async () => {
    const brute = await character("Brute", null, { attributes: { strength: 4, dexterity: 4, stamina: 2 }, abilities: { brawl: 4 } });
    const informant = await character("Informant", null, { attributes: { dexterity: 2, wits: 2, stamina: 2 }, abilities: { awareness: 2 } });
    const combat = await makeStreamlinedCombat([brute, informant]);
    const id = (actorId: string | null) => combat.combatants.find((combatant) => combatant.actorId === actorId)?.id ?? "";
    // Initiative: the Brute's dice all 10s, the informant's all 1s: the Brute acts first.
    faces(10, 10, 10, 10, 1, 1, 1, 1);
    actAs(gm);
    await combat.startCombat();
    expect(await requestPlan(combat, id(brute.id), ["attack", "attack"], [id(informant.id), id(informant.id)])).toEqual({ ok: true, value: null });
    const before = health(informant);
    // Two actions: 8 − 2 = 6 attack dice (8, 8 and four 1s: 2 successes); the informant's Defense, Wits 2 +
    // Awareness 2 = 4 dice, all 1s; margin 2, so 2 dice of damage (8, 8): 2 points. Twice.
    const oneAttack = [8, 8, 1, 1, 1, 1, 1, 1, 1, 1, 8, 8];
    faces(...oneAttack, ...oneAttack);
    expect((await requestStreamlinedNpcStep({ combatId: combat.id ?? "", round: 1, combatantId: id(brute.id) })).ok).toBe(true);
    const step = messages().find(isStreamlinedNpcStepMessage);
    if (!step) throw new Error("No step card.");
    const chains = step.system.records.map((record) => messages().find((message) => message.id === record.messageId)).filter(isAttackMessage);
    expect(chains.map((chain) => replayRecord(chain).next)).toEqual(["done", "done"]);
    expect(standIn.dice.queue).toEqual([]);
    expect(health(informant)).toEqual({ current: 1, max: 5, damage: { bashing: 4, lethal: 0, aggravated: 0 } });
    expect(writes("Actor", "update").filter((write) => JSON.stringify(write).includes(informant.id ?? "none"))).toHaveLength(2);

    expect(await undoStreamlinedNpcStep(step)).toEqual({ ok: true, value: null });
    expect(health(informant)).toEqual(before);
    expect(chains.map((chain) => chain.system.undoneBy)).toEqual([gm.id, gm.id]);
    expect(step.system.undoneBy).toBe(gm.id);
  });
});
