import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { requestNpcStep } from "../../../src/rulesets/classic/requests/npc-step";
import { requestStep } from "../../../src/rulesets/classic/requests/chain-step";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { isNpcStepMessage, npcStepContinuations, type NpcStepMessage } from "../../../src/rulesets/classic/chat/npc-step-run";
import { undoNpcStep, undoNpcStepChain } from "../../../src/rulesets/classic/chat/npc-step-undo";
import { isChainMessage, type ChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { forgeRequest } from "../stand-in/requests";
import { combatantOf, makeActor, makeCombat, resetStandIn, seedStats, type SystemActor, type SystemCombat } from "../combat/fixtures";
import { chainOf } from "./attack";
import { setUpChain, writes } from "./fixtures";

/**
 * The Storyteller's NPC step through the request channel: David and Michael (the Storyteller's) act in one step;
 * David attacks Alistair (a player's), Michael attacks Xavier (the Storyteller's, who declared a dodge).
 */
beforeAll(setUpChain);
beforeEach(async () => {
  resetStandIn();
  installRoundBridge();
  await standIn.settings.set("storyteller-combat", "classic.storytellerRollsItself", true);
});

type Key = "A" | "D" | "M" | "X";

async function fight(): Promise<{ combat: SystemCombat; actors: Record<Key, SystemActor>; id: (key: Key) => string; turnKey: string }> {
  const actors = {
    A: await makeActor("Alistair", { owner: player.id }),
    D: await makeActor("David", { type: "npc" }),
    M: await makeActor("Michael", { type: "npc" }),
    X: await makeActor("Xavier", { type: "npc", system: seedStats() }),
  };
  const combat = await makeCombat([actors.A, actors.D, actors.M, actors.X]);
  const id = (key: Key) => combatantOf(combat, actors[key]);
  // Dexterity 3 + Wits 3 and a die each: Alistair 11, David and Michael 15 (one step, 002 ¶2), Xavier 8.
  standIn.dice.script([5, 9, 9, 2]);
  await combat.startCombat();
  for (const [key, actions] of [
    ["X", [{ kind: "defence", defence: "dodge", pool: 6 }]],
    ["A", [{ kind: "defence", defence: "dodge", pool: 6 }]],
    ["D", [{ kind: "attack", targetId: id("A"), pool: 6 }]],
    ["M", [{ kind: "attack", targetId: id("X"), pool: 6 }]],
  ] as const) {
    actAs(key === "A" ? player : gm);
    expect(await requestDeclare(combat, id(key), { actions: [...actions] }), key).toEqual({ ok: true, value: null });
  }
  actAs(gm);
  const state = combat.roundState;
  expect(state?.phase).toBe("action");
  expect(state?.queue[0]?.combatantIds.sort()).toEqual([id("D"), id("M")].sort());
  return { combat, actors, id, turnKey: state?.queue[0]?.key ?? "" };
}

const health = (actor: SystemActor) => {
  const { bashing, lethal, aggravated } = actor.system.health as unknown as { bashing: number; lethal: number; aggravated: number };
  return { bashing, lethal, aggravated };
};
const stepCards = (): NpcStepMessage[] => standInGame.messages.filter((message) => isNpcStepMessage(message as never)) as unknown as NpcStepMessage[];
const chainCard = (id: string): ChainMessage => {
  const message = standInGame.messages.find((entry) => entry.id === id);
  if (!isChainMessage(message as never)) throw new Error(`No chain card ${id}.`);
  return message as unknown as ChainMessage;
};

/**
 * The dice of the step, in the order it rolls them: David's 6 punch dice (3 successes: a hit, then Alistair's player
 * is asked); Michael's 6 (4 successes); Xavier's declared dodge, 6 dice (1 success); Michael's damage, Strength 4 + 2
 * extra successes (2 successes); Xavier's soak, Stamina 2 (none): 2 bashing levels on Xavier.
 */
const STEP_DICE = [8, 8, 8, 2, 2, 2, 8, 8, 8, 8, 2, 2, 8, 2, 2, 2, 2, 2, 8, 8, 2, 2, 2];

describe("the Storyteller's NPC step (Classic)", () => {
  it("one request: each NPC acting now attacks its declared target; the NPC target's declared dodge, damage and soak are rolled and written; the player's target waits for its player", async () => {
    const { combat, actors, turnKey } = await fight();
    const before = { A: health(actors.A), X: health(actors.X) };
    standIn.database.reset();
    standIn.dice.script(STEP_DICE);
    const answer = await requestNpcStep(combat.id ?? "", turnKey);
    expect(answer.ok).toBe(true);
    expect(standIn.dice.queue).toEqual([]);
    const [step] = stepCards();
    if (!step) throw new Error("No step card.");
    expect(step.system.records.map((record) => record.refusal)).toEqual([null, null]);
    const [david, michael] = step.system.records.map((record) => chainCard(record.messageId));
    if (!david || !michael) throw new Error("The step has not two chains.");
    expect(chainOf(david).next).toBe("defenceChoice");
    expect(chainOf(michael).next).toBe("done");
    expect(chainOf(michael).defenceChoice?.kind).toBe("dodge");
    expect(health(actors.X)).toEqual({ ...before.X, bashing: 2 });
    expect(health(actors.A)).toEqual(before.A);
    // Xavier is written once: the chain's one write of its target.
    expect(writes("Actor", "update").filter((write) => JSON.stringify(write).includes(actors.X.id ?? "none")).length).toBe(1);
    // Xavier's declared dodge is spent in the round.
    expect(combat.roundState?.combatants.find((entry) => entry.id === combatantOf(combat, actors.X))?.actions[0]?.state).toBe("spent");

    // Alistair's player answers David's chain; the Storyteller's client carries it to the end, as the step would have.
    actAs(player);
    standIn.dice.script([2, 2, 2, 2, 2, 2, 8, 8, 8, 8, 8, 8, 2, 2]);
    expect(await requestStep(david, { step: "defenceChoice", seen: david.system.chainAnswers.length, defence: { kind: "dodge" } })).toEqual({ ok: true, value: null });
    actAs(gm);
    await npcStepContinuations();
    // The damage was the Storyteller's to roll; the soak is the player's again (their own dice).
    expect(chainOf(david).next).toBe("soakRoll");
    expect(chainOf(david).damage?.result.net).toBeGreaterThan(0);
    actAs(player);
    expect(await requestStep(david, { step: "soakRoll", seen: david.system.chainAnswers.length })).toEqual({ ok: true, value: null });
    actAs(gm);
    await npcStepContinuations();
    expect(chainOf(david).next).toBe("done");
    expect(health(actors.A).bashing).toBeGreaterThan(before.A.bashing);
    standIn.dice.reset();
  });

  it("undo of one chain leaves the other; undo of the whole step puts every target back exactly", async () => {
    const { combat, actors, turnKey } = await fight();
    const before = { A: health(actors.A), X: health(actors.X) };
    standIn.dice.script(STEP_DICE);
    expect((await requestNpcStep(combat.id ?? "", turnKey)).ok).toBe(true);
    const [step] = stepCards();
    if (!step) throw new Error("No step card.");
    const [david, michael] = step.system.records.map((record) => chainCard(record.messageId));
    if (!david || !michael) throw new Error("The step has not two chains.");
    actAs(player);
    standIn.dice.script([2, 2, 2, 2, 2, 2, 8, 8, 8, 8, 8, 8, 2, 2]);
    await requestStep(david, { step: "defenceChoice", seen: david.system.chainAnswers.length, defence: { kind: "dodge" } });
    actAs(gm);
    await npcStepContinuations();
    actAs(player);
    await requestStep(david, { step: "soakRoll", seen: david.system.chainAnswers.length });
    actAs(gm);
    standIn.dice.reset();
    const struck = health(actors.A);
    expect(struck).not.toEqual(before.A);

    expect(await undoNpcStepChain(step, michael.id ?? "")).toEqual({ ok: true, value: null });
    expect(health(actors.X)).toEqual(before.X);
    expect(health(actors.A)).toEqual(struck);
    expect(david.system.undoneBy).toBe("");

    expect(await undoNpcStep(step)).toEqual({ ok: true, value: null });
    expect(health(actors.A)).toEqual(before.A);
    expect(health(actors.X)).toEqual(before.X);
    expect(step.system.undoneBy).toBe(gm.id);
    // Undone, the turn's attacks are free again: the step can be asked for anew.
    standIn.dice.script(STEP_DICE);
    expect((await requestNpcStep(combat.id ?? "", turnKey)).ok).toBe(true);
    expect(stepCards().filter((card) => !card.system.undoneBy)).toHaveLength(1);
  });

  it("refused in words, nothing written: a player's request, a replayed step, a forged payload, a turn moved on", async () => {
    const { combat, turnKey } = await fight();
    standIn.database.reset();
    const written = () => writes("ChatMessage", "create").filter((write) => (write as { data?: { type?: string }[] }).data?.[0]?.type !== "request");
    actAs(player);
    expect(await requestNpcStep(combat.id ?? "", turnKey)).toMatchObject({ ok: false, key: "STC.Error.StorytellerOnly" });
    expect(await forgeRequest("classicNpcStep", { combatId: combat.id, turnKey, extra: 1 })).toMatchObject({ ok: false, key: "STC.Error.NpcStepForged", data: { field: "extra" } });
    expect(await forgeRequest("classicNpcStep", { combatId: combat.id, turnKey: { toString: "t1" } })).toMatchObject({ ok: false, key: "STC.Error.NpcStepForged", data: { field: "turnKey" } });
    expect(await forgeRequest("classicNpcStep", { combatId: "nosuchcombat0001", turnKey })).toMatchObject({ ok: false, key: "STC.Error.StorytellerOnly" });
    expect(written()).toEqual([]);
    expect(writes("Actor")).toEqual([]);
    expect(standIn.notifications.of("warning").join(" ")).toContain("Only the Storyteller may do that.");

    actAs(gm);
    expect(await requestNpcStep(combat.id ?? "", "t999")).toMatchObject({ ok: false, key: "STC.Error.TurnAlreadyMoved" });
    expect(await requestNpcStep("nosuchcombat0001", turnKey)).toMatchObject({ ok: false, key: "STC.Error.CombatUnknown" });
    expect(written()).toEqual([]);
    standIn.dice.script(STEP_DICE);
    expect((await requestNpcStep(combat.id ?? "", turnKey)).ok).toBe(true);
    standIn.database.reset();
    // The same step again (a second press, a replayed request): refused, nothing rolled or written.
    expect(await requestNpcStep(combat.id ?? "", turnKey)).toMatchObject({ ok: false, key: "STC.Error.NpcStepResolved" });
    expect(writes("ChatMessage")).toEqual([]);
    expect(writes("Actor")).toEqual([]);
    expect(standIn.notifications.of("warning").join(" ")).toContain("The NPCs of this turn have already attacked");
  });
});
