import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { requestHold } from "../../../src/rulesets/classic/requests/hold";
import { requestStepIn } from "../../../src/rulesets/classic/requests/step-in";
import { initSystem } from "../documents/setup";
import { forgeRequest, sentRequests } from "../stand-in/requests";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { combatantOf, resetStandIn, seedCombatants } from "./fixtures";

beforeAll(initSystem);
beforeEach(resetStandIn);

/** 000 §1.6's five, begun: the player owns Alistair, Tony and Gordon; the Storyteller plays David and Michael. */
async function begun() {
  const seeded = await seedCombatants();
  standIn.dice.script([6, 5, 5, 9, 2]);
  await seeded.combat.startCombat();
  return { ...seeded, id: (key: "A" | "T" | "G" | "D" | "M") => combatantOf(seeded.combat, seeded.actors[key]) };
}

const snapshot = (value: { toObject(): unknown }) => JSON.stringify(value.toObject());

describe("players act only for their own combatants; the Storyteller for anyone", () => {
  it("a player's declaration for the Storyteller's Michael is refused with a message and writes nothing", async () => {
    const { combat, id } = await begun();
    const before = snapshot(combat);
    standIn.database.reset();
    actAs(player);
    const outcome = await requestDeclare(combat, id("M"), { actions: [] });
    expect(outcome).toEqual({ ok: false, key: "STC.Error.NotYourCombatant", data: { combatant: id("M") } });
    // The message names Michael, not his id, in the table's language.
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "warning", message: "Only the owner of Michael or the Storyteller may do that." });
    expect(standIn.database.writes).toEqual([]);
    expect(snapshot(combat)).toBe(before);
    // The request went to the Storyteller's client, which refused it there, knowing who sent it from the request's author.
    expect(sentRequests().at(-1)).toMatchObject({ from: player.id, name: "classicDeclare", payload: { combatantId: id("M") } });
    expect(gm.queries.at(-1)?.name).toBe("storyteller-combat.request");
  });

  it("the player cannot write the Combat directly either: Foundry refuses a player's update", async () => {
    const { combat } = await begun();
    actAs(player);
    await expect(combat.update({ "system.state": null })).rejects.toThrow(/lacks permission/);
  });

  it("a player may not hold or step in for someone else's combatant, nor end another's turn", async () => {
    const { combat, id } = await begun();
    // Declarations: the Storyteller declares for everyone (he may), so the actions begin with David's kick.
    for (const key of ["M", "G", "T", "A", "D"] as const) {
      expect(await requestDeclare(combat, id(key), { actions: [{ kind: "attack", targetId: key === "A" ? id("D") : id("A") }] })).toMatchObject({ ok: true });
    }
    expect(combat.combatant?.name).toBe("David");
    const before = snapshot(combat);
    standIn.database.reset();
    actAs(player);
    expect(await requestHold(combat, id("D"), { kind: "condition", text: "wait" })).toMatchObject({ ok: false, key: "STC.Error.NotYourCombatant" });
    expect(await requestStepIn(combat, id("D"), "after")).toMatchObject({ ok: false, key: "STC.Error.NotYourCombatant" });
    expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: false, key: "STC.Error.NotYourTurnToEnd", data: { current: id("D") } });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Only the Storyteller or the owner of David may end this action.");
    expect(standIn.database.writes).toEqual([]);
    expect(snapshot(combat)).toBe(before);
    // The Storyteller ends David's turn; then Alistair's owner may hold Alistair's action.
    actAs(gm);
    expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toMatchObject({ ok: true });
    actAs(player);
    expect(await requestHold(combat, id("A"), { kind: "moment", position: "after", combatantId: id("T") })).toMatchObject({ ok: true });
    expect(combat.roundState?.held).toEqual([expect.objectContaining({ combatantId: id("A"), note: { kind: "moment", position: "after", combatantId: id("T") } })]);
  });

  it("a request naming an unknown combat, a spoofed payload, or a claimed user id is refused", async () => {
    const { combat, id } = await begun();
    actAs(player);
    await expect(forgeRequest("classicDeclare", { combatId: "gone", combatantId: id("A"), declaration: { actions: [] } })).resolves.toMatchObject({ ok: false, key: "STC.Error.CombatUnknown" });
    await expect(forgeRequest("classicDeclare", { combatId: combat.id, combatantId: id("M"), declaration: "<script>" })).resolves.toEqual({ ok: false, key: "STC.Error.RequestUnreadable", data: { field: "declaration" } });
    await expect(forgeRequest("classicDeclare", { combatId: combat.id, combatantId: id("M"), declaration: { actions: [] } })).resolves.toMatchObject({ ok: false, key: "STC.Error.NotYourCombatant" });
    // A user id in the payload is no field of the request: it is refused, and the player stays the player.
    await expect(forgeRequest("classicDeclare", { combatId: combat.id, userId: gm.id, combatantId: id("M"), declaration: { actions: [] } })).resolves.toEqual({ ok: false, key: "STC.Error.RequestFieldUnknown", data: { field: "userId" } });
    // Nor can the request message be written in the Storyteller's name: Foundry's server refuses it.
    await expect(forgeRequest("classicDeclare", { combatId: combat.id, combatantId: id("M"), declaration: { actions: [] } }, { author: gm.id })).rejects.toThrow(/lacks permission/);
    actAs(gm);
    // The Storyteller's own payload is checked by the rules all the same.
    await expect(requestDeclare(combat, id("M"), { actions: "all of them" })).resolves.toMatchObject({ ok: false, key: "STC.Error.DeclarationActionsInvalid" });
    await expect(requestDeclare(combat, id("M"), { actions: [{ kind: "attack", targetId: id("A"), pool: -3 }] })).resolves.toMatchObject({ ok: false, key: "STC.Error.ActionPoolInvalid" });
    expect(combat.roundState?.combatants.every((entry) => entry.declaration === null)).toBe(true);
  });

  it("a declaration the rules refuse gets their message and changes nothing, even from the Storyteller", async () => {
    const { combat, id } = await begun();
    const before = snapshot(combat);
    standIn.database.reset();
    // Michael declares out of turn? No: it is his turn; an attack on himself is the bad part.
    const outcome = await requestDeclare(combat, id("M"), { actions: [{ kind: "attack", targetId: id("M") }] });
    expect(outcome).toMatchObject({ ok: false, key: "STC.Error.AttackTargetSelf" });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Michael cannot attack themselves.");
    expect(standIn.database.writes).toEqual([]);
    expect(snapshot(combat)).toBe(before);
    // And out of turn: David is the fastest, so he declares last.
    expect(await requestDeclare(combat, id("D"), { actions: [] })).toMatchObject({ ok: false, key: "STC.Error.DeclarationOutOfTurn", data: { combatant: id("D"), current: id("M") } });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("It is not David's turn to declare: waiting for Michael.");
  });

  it("with no Storyteller logged in, a request says so and nothing is written", async () => {
    const { combat, id } = await begun();
    // Michael has declared, so Gordon's declaration, his player's, would be in turn.
    expect(await requestDeclare(combat, id("M"), { actions: [] })).toMatchObject({ ok: true });
    const before = snapshot(combat);
    standIn.database.reset();
    actAs(player);
    gm.active = false;
    try {
      expect(await requestDeclare(combat, id("G"), { actions: [] })).toMatchObject({ ok: false, key: "STC.Error.NoActiveGm" });
    } finally {
      gm.active = true;
    }
    expect(standIn.database.writes).toEqual([]);
    expect(standIn.database.requestWrites).toEqual([]);
    expect(snapshot(combat)).toBe(before);
  });
});
