import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { streamlinedTrackerInput } from "../../../src/rulesets/streamlined/apps/tracker/combat-tracker";
import { streamlinedTrackerContext } from "../../../src/rulesets/streamlined/apps/tracker/tracker-context";
import { isAttackMessage, type AttackMessage } from "../../../src/rulesets/streamlined/chat/documents";
import type { StreamlinedNpcStepCardContext } from "../../../src/rulesets/streamlined/chat/npc-step-card";
import { isStreamlinedNpcStepMessage, streamlinedNpcStepContinuations, type StreamlinedNpcStepMessage } from "../../../src/rulesets/streamlined/chat/npc-step-run";
import { undoStreamlinedNpcStep, undoStreamlinedNpcStepChain } from "../../../src/rulesets/streamlined/chat/npc-step-undo";
import { replayRecord } from "../../../src/rulesets/streamlined/chat/record";
import { streamlinedRoundOf } from "../../../src/rulesets/streamlined/data/combat/round-data";
import { requestStep } from "../../../src/rulesets/streamlined/requests/attack-step";
import { requestStreamlinedNpcStep } from "../../../src/rulesets/streamlined/requests/npc-step";
import { requestPlan } from "../../../src/rulesets/streamlined/requests/turn-plan";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { forgeRequest } from "../stand-in/requests";
import { armour, character, faces, health, players, resetTable, setUpStreamlined, writes } from "./fixtures";
import { makeStreamlinedCombat } from "./round-fixtures";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

/*
 * The Storyteller's NPC step in Streamlined, through the request channel: the Brute (the Storyteller's) acts first
 * and plans three attacks: on Kasia (Anna's), on the informant (the Storyteller's), and one with no target.
 * Three actions: −4 on each, so the Brute's Strength 4 + Brawl 4 = 8 dice are 4.
 */
async function fight() {
  const brute = await character("Brute", null, { attributes: { strength: 4, dexterity: 4, stamina: 2 }, abilities: { brawl: 4 } });
  const kasia = await character("Kasia", players.anna, { attributes: { dexterity: 2, wits: 2, stamina: 2 }, abilities: { awareness: 2 } });
  const informant = await character("Informant", null, { attributes: { dexterity: 2, wits: 2, stamina: 2 }, abilities: { awareness: 2 } }, [armour("Leather jacket", 2)]);
  const combat = await makeStreamlinedCombat([brute, kasia, informant]);
  const id = (actorId: string | null) => combat.combatants.find((combatant) => combatant.actorId === actorId)?.id ?? "";
  // Initiative: the Brute 4 dice, all 10s; Kasia and the informant 4 dice each, no success. The Brute acts first.
  faces(10, 10, 10, 10, 1, 1, 1, 1, 1, 1, 1, 1);
  actAs(gm);
  await combat.startCombat();
  expect(await requestPlan(combat, id(brute.id), ["attack", "attack", "attack"], [id(kasia.id), id(informant.id), ""])).toEqual({ ok: true, value: null });
  return { brute, kasia, informant, combat, id, payload: { combatId: combat.id ?? "", round: 1, combatantId: id(brute.id) } };
}

/**
 * The step's dice: on Kasia 4 dice (10, 10, 1, 1: 4 successes), then her player's Defense; on the informant 4 dice
 * (8, 8, 8, 1: 3), his Defense pool of Wits 2 + Awareness 2 + half his jacket 1 = 5 rolled by the Storyteller's
 * client (all 1s: none), margin 3, 3 dice of damage (8, 8, 8: 3 points).
 */
const STEP_DICE = [10, 10, 1, 1, 8, 8, 8, 1, 1, 1, 1, 1, 1, 8, 8, 8];

function stepCards(): StreamlinedNpcStepMessage[] {
  return (standInGame.messages as unknown as ChatMessage.Implementation[]).filter(isStreamlinedNpcStepMessage);
}

/** The step's card as the Storyteller's client draws it (the card model's own context). */
const contextOf = (step: StreamlinedNpcStepMessage) => step.system.cardContext() as StreamlinedNpcStepCardContext;

function chainCard(messageId: string): AttackMessage {
  const message = standInGame.messages.find((entry) => entry.id === messageId) as unknown as ChatMessage.Implementation | undefined;
  if (!isAttackMessage(message)) throw new Error(`No attack card ${messageId}.`);
  return message;
}

const offered = (combat: Awaited<ReturnType<typeof fight>>["combat"], user: typeof gm) => streamlinedTrackerContext(streamlinedTrackerInput(combat as never, user as never)).canNpcStep;

describe("the Storyteller's NPC step (Streamlined)", () => {
  it("one request makes each planned attack with a target through the single attack's chain; the Storyteller's target is rolled and written once, the player's waits for its Defense", async () => {
    const { kasia, informant, combat, payload } = await fight();
    expect([offered(combat, gm), offered(combat, players.anna)]).toEqual([true, false]);
    standIn.database.reset();
    faces(...STEP_DICE);
    const answer = await requestStreamlinedNpcStep(payload);
    expect(answer.ok).toBe(true);
    expect(standIn.dice.queue).toEqual([]);
    const [step] = stepCards();
    if (!step) throw new Error("No step card.");
    expect(step.system.records.map((record) => [record.actionIndex, record.refusal?.key ?? null])).toEqual([
      [1, null],
      [2, null],
      [3, "STC.Streamlined.NpcStep.Skipped.noTarget"],
    ]);
    const [onKasia, onInformant] = step.system.records.map((record) => (record.messageId ? chainCard(record.messageId) : null));
    if (!onKasia || !onInformant) throw new Error("The step has not two chains.");
    expect(replayRecord(onKasia).next).toBe("defenceRoll");
    expect(replayRecord(onKasia).attackPool).toBe(4);
    expect(replayRecord(onInformant).next).toBe("done");
    expect(health(informant)).toEqual({ current: 2, max: 5, damage: { bashing: 3, lethal: 0, aggravated: 0 } });
    // The informant is written once, by his chain; Kasia not yet.
    expect(writes("Actor", "update").map((write) => JSON.stringify(write).includes(informant.id ?? "none"))).toEqual([true]);
    expect(health(kasia).current).toBe(5);
    // The card, in words: one line a planned attack, the one with no target skipped.
    const context = contextOf(step);
    expect(context.title).toBe("Brute's turn: the Storyteller's attacks");
    expect(context.summary).toBe("Attacks finished: 1 of 2");
    expect(context.lines.map((line) => [line.title, line.status])).toEqual([
      ["Brute → Kasia", "waits for the player (Kasia): Defense roll"],
      ["Brute → Informant", "Health lost: 3"],
      ["Brute, action 3: an attack", "skipped: the plan named no target"],
    ]);
    expect(context.lines[1]?.details).toEqual(["Attack roll: 3 successes", "Defense roll: 0 successes", "Damage roll: 3 successes"]);
    // Made, the turn is resolved: no button.
    expect(offered(combat, gm)).toBe(false);

    // Anna rolls Kasia's Defense (4 dice, none); the Storyteller's client rolls the damage as the step would have.
    actAs(players.anna);
    // Her 4 dice all 1s: none; then the damage, 4 dice (8, 8, 1, 1): 2 points.
    faces(1, 1, 1, 1, 8, 8, 1, 1);
    expect(await requestStep(onKasia, "defenceRoll")).toEqual({ ok: true, value: null });
    actAs(gm);
    await streamlinedNpcStepContinuations();
    expect(replayRecord(onKasia).next).toBe("done");
    expect(health(kasia)).toEqual({ current: 3, max: 5, damage: { bashing: 2, lethal: 0, aggravated: 0 } });
    expect(contextOf(step).summary).toBe("Attacks finished: 2 of 2");
    expect(standIn.dice.queue).toEqual([]);
  });

  it("a player's step, a forged one, a replay and a turn that moved on are refused in words, with nothing written", async () => {
    const { combat, payload, id, kasia } = await fight();
    standIn.database.reset();
    actAs(players.anna);
    expect(await forgeRequest("streamlinedNpcStep", payload)).toEqual({ ok: false, key: "STC.Error.StorytellerOnly", data: {} });
    expect(await forgeRequest("streamlinedNpcStep", { ...payload, round: "1" })).toEqual({ ok: false, key: "STC.Error.NpcStepForged", data: { field: "round" } });
    actAs(gm);
    expect(await requestStreamlinedNpcStep({ ...payload, combatantId: id(kasia.id) })).toEqual({ ok: false, key: "STC.Error.TurnAlreadyMoved", data: {} });
    expect(await requestStreamlinedNpcStep({ ...payload, round: 2 })).toEqual({ ok: false, key: "STC.Error.TurnAlreadyMoved", data: {} });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("That turn is already over; the tracker shows who acts now.");
    expect(writes("Actor")).toEqual([]);
    expect((standInGame.messages as unknown as ChatMessage.Implementation[]).filter((message) => isStreamlinedNpcStepMessage(message) || isAttackMessage(message))).toEqual([]);
    faces(...STEP_DICE);
    expect((await requestStreamlinedNpcStep(payload)).ok).toBe(true);
    const count = standInGame.messages.length;
    const updates = writes("Actor", "update").length;
    expect(await forgeRequest("streamlinedNpcStep", payload)).toEqual({ ok: false, key: "STC.Error.NpcStepResolved", data: {} });
    expect([standInGame.messages.length, writes("Actor", "update").length]).toEqual([count, updates]);
    expect(combat.streamlinedRound?.current).toBe(payload.combatantId);
  });

  it("undo of one chain puts its target back exactly; undo of the whole step the rest; the step may then be made again", async () => {
    const { kasia, informant, combat, payload } = await fight();
    const before = { kasia: health(kasia), informant: health(informant) };
    faces(...STEP_DICE);
    expect((await requestStreamlinedNpcStep(payload)).ok).toBe(true);
    const [step] = stepCards();
    if (!step) throw new Error("No step card.");
    const [onKasia, onInformant] = step.system.records.map((record) => record.messageId);
    expect(await undoStreamlinedNpcStepChain(step, onInformant ?? "")).toEqual({ ok: true, value: null });
    expect(health(informant)).toEqual(before.informant);
    expect(contextOf(step).lines[1]?.status).toBe("undone");
    // Kasia's chain still waits for her Defense: the whole step's undo closes it so nobody answers it later.
    expect(await undoStreamlinedNpcStep(step)).toEqual({ ok: true, value: null });
    expect(chainCard(onKasia ?? "").system.undoneBy).toBe(gm.id);
    expect(health(kasia)).toEqual(before.kasia);
    expect(step.system.undoneBy).toBe(gm.id);
    expect(contextOf(step)).toMatchObject({ canUndo: false, undone: true });
    // A chain undone refuses its Defense roll.
    actAs(players.anna);
    expect(await requestStep(chainCard(onKasia ?? ""), "defenceRoll")).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.Undone" });
    actAs(gm);
    expect(await undoStreamlinedNpcStep(step)).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.Undone" });
    expect(offered(combat, gm)).toBe(true);
  });

  it("a planned attack's target: kept in the round, a stranger refused in words, and a round stored before targets reads unchanged", async () => {
    const { combat, id, kasia, informant, brute } = await fight();
    const planned = combat.streamlinedRound?.order.find((entry) => entry.id === id(brute.id))?.plan?.actions;
    expect(planned?.map((action) => action.targetId ?? null)).toEqual([id(kasia.id), id(informant.id), null]);
    actAs(gm);
    const next = await forgeRequest("streamlinedTurnNext", { combatId: combat.id, seenCurrent: id(brute.id) });
    expect(next).toEqual({ ok: true, value: null });
    const before = JSON.stringify(combat.streamlinedRound);
    standIn.database.reset();
    actAs(players.anna);
    expect(await requestPlan(combat, id(kasia.id), ["attack"], ["nobody0000000000"])).toEqual({ ok: false, key: "STC.Error.StreamlinedPlanTargetUnknown", data: { target: "nobody0000000000" } });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("The planned attack's target nobody0000000000 is not another combatant of this fight. Nothing was changed.");
    expect(await requestPlan(combat, id(kasia.id), ["attack"], [id(kasia.id)])).toMatchObject({ ok: false, key: "STC.Error.StreamlinedPlanTargetUnknown" });
    expect(await forgeRequest("streamlinedTurnPlan", { combatId: combat.id, combatantId: id(kasia.id), kinds: ["draw"], targets: [id(brute.id)] })).toEqual({ ok: false, key: "STC.Error.RequestUnreadable", data: { field: "targets" } });
    expect(writes("Combat")).toEqual([]);
    expect(JSON.stringify(combat.streamlinedRound)).toBe(before);
    // A round stored before plans named targets: its actions have none, and it reads as it was.
    const older = JSON.parse(before) as { order: { plan: { actions: Record<string, unknown>[] } | null }[] };
    for (const entry of older.order) for (const action of entry.plan?.actions ?? []) delete action.targetId;
    expect(streamlinedRoundOf({ system: { streamlined: older } })).toEqual(older);
  });
});
