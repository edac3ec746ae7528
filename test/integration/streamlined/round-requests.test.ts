import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestPlan } from "../../../src/rulesets/streamlined/requests/turn-plan";
import { initSystem } from "../documents/setup";
import { forgeRequest, sentRequests } from "../stand-in/requests";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { BEGIN_FACES, playStreamlined, resetWorld, seedFight, snapshot } from "./round-fixtures";

playStreamlined();
beforeAll(initSystem);
beforeEach(resetWorld);

async function begun() {
  const fight = await seedFight();
  standIn.dice.script(BEGIN_FACES);
  await fight.combat.startCombat();
  return fight;
}

describe("Streamlined's round requests: who asks, what they send, what is stored", () => {
  it("a player's plan for the Storyteller's Boris, on Boris's turn, is refused on the Storyteller's client and writes nothing", async () => {
    const { combat, id } = await begun();
    actAs(gm);
    expect(await forgeRequest("streamlinedTurnNext", { combatId: combat.id, seenCurrent: id("ana") })).toEqual({ ok: true, value: null });
    expect(combat.combatant?.name).toBe("Boris");
    const before = snapshot(combat);
    standIn.database.reset();
    actAs(player);
    expect(await requestPlan(combat, id("boris"), ["attack"])).toEqual({ ok: false, key: "STC.Error.NotYourCombatant", data: { combatant: id("boris") } });
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "warning", message: "Only the owner of Boris or the Storyteller may do that." });
    expect(sentRequests().at(-1)).toMatchObject({ from: player.id, name: "streamlinedTurnPlan", payload: { combatantId: id("boris"), kinds: ["attack"] } });
    expect(standIn.database.writes.filter((write) => write.documentName === "Combat")).toEqual([]);
    expect(snapshot(combat)).toBe(before);
  });

  it("forged payloads are refused field by field with nothing changed", async () => {
    const { combat, id } = await begun();
    const before = snapshot(combat);
    standIn.database.reset();
    actAs(player);
    const plan = (payload: unknown) => forgeRequest("streamlinedTurnPlan", payload);
    await expect(plan({ combatId: combat.id, combatantId: id("ana"), kinds: ["fly"] })).resolves.toEqual({ ok: false, key: "STC.Error.RequestUnreadable", data: { field: "kinds" } });
    await expect(plan({ combatId: combat.id, combatantId: id("ana"), kinds: "attack" })).resolves.toEqual({ ok: false, key: "STC.Error.RequestUnreadable", data: { field: "kinds" } });
    await expect(plan({ combatId: combat.id, combatantId: { toString: "x" }, kinds: [] })).resolves.toEqual({ ok: false, key: "STC.Error.RequestUnreadable", data: { field: "combatantId" } });
    await expect(plan({ combatId: combat.id, combatantId: id("ana"), kinds: [], userId: gm.id })).resolves.toEqual({ ok: false, key: "STC.Error.RequestFieldUnknown", data: { field: "userId" } });
    await expect(plan({ combatId: combat.id, combatantId: id("ana") })).resolves.toEqual({ ok: false, key: "STC.Error.RequestUnreadable", data: { field: "kinds" } });
    await expect(plan({ combatId: "gone", combatantId: id("ana"), kinds: [] })).resolves.toEqual({ ok: false, key: "STC.Error.CombatUnknown", data: {} });
    await expect(plan({ combatId: combat.id, combatantId: "nobody", kinds: [] })).resolves.toEqual({ ok: false, key: "STC.Error.CombatantUnknown", data: { combatant: "nobody" } });
    await expect(forgeRequest("streamlinedTurnReorder", { combatId: combat.id, ids: [id("boris"), 7] })).resolves.toEqual({ ok: false, key: "STC.Error.RequestUnreadable", data: { field: "ids" } });
    await expect(forgeRequest("streamlinedTurnBegin", { combatId: combat.id })).resolves.toEqual({ ok: false, key: "STC.Error.StorytellerOnly", data: {} });
    await expect(forgeRequest("streamlinedTurnEndRound", { combatId: combat.id })).resolves.toEqual({ ok: false, key: "STC.Error.StorytellerOnly", data: {} });
    // A second "end turn" for a turn already over does not end the next one.
    await expect(forgeRequest("streamlinedTurnNext", { combatId: combat.id, seenCurrent: id("boris") })).resolves.toEqual({ ok: false, key: "STC.Error.TurnAlreadyMoved", data: {} });
    // The Storyteller is told of each refusal of another user's request.
    expect(standIn.notifications.messages.filter((message) => message.type === "warning").length).toBeGreaterThanOrEqual(11);
    expect(standIn.database.writes.filter((write) => write.documentName === "Combat")).toEqual([]);
    expect(snapshot(combat)).toBe(before);
    // The player's own combatant, on its turn, with a well-formed plan: accepted.
    await expect(plan({ combatId: combat.id, combatantId: id("ana"), kinds: ["attack", "attack"] })).resolves.toEqual({ ok: true, value: null });
  });

  it("a fight begins once: a second begin is refused and rolls no dice", async () => {
    const { combat } = await begun();
    const before = snapshot(combat);
    actAs(gm);
    await combat.startCombat();
    expect(standIn.notifications.messages.at(-1)?.message).toBe("The fight has already begun: initiative is rolled once.");
    expect(snapshot(combat)).toBe(before);
  });

  it("a damaged round is refused with a translated message and the old one kept", async () => {
    const { combat } = await begun();
    const before = JSON.stringify(combat.streamlinedRound);
    actAs(gm);
    for (const damaged of [
      { ruleset: "streamlined", round: 0, order: [], tieOrder: [], current: null, passed: [], left: [], over: false },
      { ruleset: "classic", round: 1, order: [], tieOrder: [], current: null, passed: [], left: [], over: false },
      { ...combat.streamlinedRound, order: [{ id: "x", side: null, initiative: { combatantId: "y", pool: 1, faces: [11], successes: 0, tableIndex: 0 }, evading: false, plan: null }] },
      { ...combat.streamlinedRound, current: 42 },
    ]) {
      expect(await combat.update({ "system.streamlined": damaged })).toBeUndefined();
      expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "error", message: expect.stringContaining("The stored round is damaged; it was not changed.") });
      expect(JSON.stringify(combat.streamlinedRound)).toBe(before);
    }
  });
});
