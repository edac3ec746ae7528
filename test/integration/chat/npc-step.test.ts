import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestNpcStep } from "../../../src/rulesets/classic/requests/npc-step";
import { requestStep } from "../../../src/rulesets/classic/requests/chain-step";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { npcStepContinuations } from "../../../src/rulesets/classic/chat/npc-step-run";
import { undoNpcStep, undoNpcStepChain } from "../../../src/rulesets/classic/chat/npc-step-undo";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { forgeRequest } from "../stand-in/requests";
import { asUser, combatantOf, resetStandIn } from "../combat/fixtures";
import { trackerInput } from "../../../src/rulesets/classic/apps/tracker/tracker-input";
import { trackerContext } from "../../../src/rulesets/classic/apps/tracker/tracker-context";
import { chainOf } from "./attack";
import { setUpChain, writes } from "./fixtures";
import { chainCard, fight, health, stepCards, STEP_DICE } from "./npc-step-fixtures";

/** The Storyteller's NPC step through the request channel, in the fight of ./npc-step-fixtures.ts. */
beforeAll(setUpChain);
beforeEach(async () => {
  resetStandIn();
  installRoundBridge();
  await standIn.settings.set("storyteller-combat", "classic.storytellerRollsItself", true);
});

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
    // The tracker offers the Storyteller the step, and a player nothing.
    const offered = (user: typeof gm) => trackerContext(trackerInput(combat, asUser(user))).canNpcStep;
    expect([offered(gm), offered(player)]).toEqual([true, false]);
    standIn.dice.script(STEP_DICE);
    expect((await requestNpcStep(combat.id ?? "", turnKey)).ok).toBe(true);
    // Made, the turn's NPC attacks are used: no button.
    expect(offered(gm)).toBe(false);
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
    expect(offered(gm)).toBe(true);
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
