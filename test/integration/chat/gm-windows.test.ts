import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SYSTEM_ID } from "../../../src/constants";
import { windowId } from "../../../src/queries/answering-window";
import { REQUEST_QUERY } from "../../../src/queries/registry";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { requestStep } from "../../../src/rulesets/classic/requests/chain-step";
import { combatantOf, makeActor, makeCombat } from "../combat/fixtures";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { closeWindow, inWindow, sentQueries, StandInUser, USER_ROLES } from "../stand-in/user";
import { forgeRequest } from "../stand-in/requests";
import { afterEveryWindowCouldAnswer, answeredBy, closeStorytellerWindows, openStorytellerWindows, TWO_WINDOWS, type TwoWindows } from "../storyteller-windows";
import { attack, chainOf, press } from "./attack";
import { character, faces, maneuverItem, placeToken, players, resetTable, setUpChain, writes } from "./fixtures";

/*
 * Foundry sends a query to every window the receiving user has open and takes the first answer. A Storyteller
 * with two windows, in a secure context or not, on one device or two, must still roll and write each step once:
 * one window answers, and the other never does, so its refusal is never what the player hears.
 */

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, dodge: 2 } };

beforeAll(setUpChain);
beforeEach(resetTable);
afterEach(closeStorytellerWindows);

const warnings = () => standIn.notifications.messages.filter((entry) => entry.type === "warning").map((entry) => entry.message);
const requestWrites = () => standIn.database.requestWrites.map((write) => `${write.action} ${write.ids.join()}`);

describe.each(Object.keys(TWO_WINDOWS) as TwoWindows[])("a Storyteller with %s", (setup) => {
  it("answers a player's step from one window: one roll, one write of the card, that window's answer, and a retry does nothing", async () => {
    const [, named] = await openStorytellerWindows(setup);
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    standIn.database.reset();
    standIn.notifications.clear();
    const asked = sentQueries.length;
    const seen = message.system.chainAnswers.length;
    // Alistair dodges: a defence is chosen on the Storyteller's client, which rolls the dodge there.
    const result = await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [9, 2, 2, 2, 2]);
    expect(result).toEqual({ ok: true, value: null });
    const [created] = standIn.database.requestWrites;
    expect(warnings()).toEqual([]);
    // The same request asked again is refused by the window that took it, and by it alone.
    actAs(players.alistair);
    expect(await gm.query(REQUEST_QUERY, { requestId: created?.ids[0] })).toMatchObject({ ok: false, key: "STC.Error.RequestUnknown" });
    await afterEveryWindowCouldAnswer();
    // One window answered each, the one asked first; the other never said a word, not even a refusal.
    expect(sentQueries.slice(asked).map(answeredBy)).toEqual([[named?.name], [named?.name]]);
    // The dodge was rolled once: its pool's dice were taken from the five scripted, and no more.
    const pool = chainOf(message).defence?.roll.pool ?? 0;
    expect(pool).toBeGreaterThan(0);
    expect(standIn.dice.queue).toHaveLength(5 - pool);
    expect(writes("ChatMessage", "update")).toHaveLength(1);
    expect(message.system.chainAnswers.filter((answer) => answer.step === "defenceChoice")).toHaveLength(1);
    // The request message was written once and deleted once: by the window that answered.
    expect(requestWrites()).toEqual([`create ${created?.ids[0]}`, `delete ${created?.ids[0]}`]);

    // Pressed again as the card was then: one window refuses it, and nothing more is rolled or written.
    standIn.dice.reset();
    faces(9, 9, 9, 9, 9);
    const again = sentQueries.length;
    expect(await requestStep(message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 }, seen })).toMatchObject({ ok: false });
    await afterEveryWindowCouldAnswer();
    expect(sentQueries.slice(again).map(answeredBy)).toEqual([[named?.name]]);
    expect(standIn.dice.queue).toHaveLength(5);
    expect(writes("ChatMessage", "update")).toHaveLength(1);
    // Each refusal was told once (the stand-in's screens are one list): the Storyteller by the window that refused
    // it, the player by their own client; the silent window told no one.
    expect(warnings()).toEqual([
      "A request was refused: The request is gone or was already answered; nothing was changed.",
      "A request from Alistair's player was refused: This card has moved on since it was drawn (Defense choice); nothing was done.",
      "This card has moved on since it was drawn (Defense choice); nothing was done.",
    ]);
  }, 20_000);

  it("a query naming a request no one ever sent is refused, by every window alike", async () => {
    await openStorytellerWindows(setup);
    standIn.database.reset();
    actAs(players.alistair);
    const asked = sentQueries.length;
    await expect(gm.query(REQUEST_QUERY, { requestId: "neverSent0000001" })).resolves.toMatchObject({ ok: false, key: "STC.Error.RequestUnknown" });
    await afterEveryWindowCouldAnswer();
    expect(sentQueries[asked]?.answers.map((entry) => entry.answer)).toEqual([expect.objectContaining({ key: "STC.Error.RequestUnknown" }), expect.objectContaining({ key: "STC.Error.RequestUnknown" })]);
    expect(standIn.database.writes).toEqual([]);
  }, 10_000);

  it("when the window asked first closes, the other one answers, once, and is asked first from then on", async () => {
    const [first, named] = await openStorytellerWindows(setup);
    if (!first || !named) throw new Error("two windows");
    closeWindow(named);
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const asked = sentQueries.length;
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    const result = await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    expect(result).toEqual({ ok: true, value: null });
    expect(sentQueries.slice(asked).map(answeredBy)).toEqual([[first.name], [first.name]]);
    expect(gm.getFlag(SYSTEM_ID, "answeringWindow")).toBe(inWindow(first, () => windowId()));
    expect(warnings()).toEqual([]);
  });
});

describe("what comes back from the Storyteller's client is always a refusal the player can read", () => {
  it("an error thrown while the Storyteller's client works is a translated refusal, and nothing changes", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const combat = await makeCombat([ada, await makeActor("Ben")]);
    standIn.dice.script([1, 9]);
    await combat.startCombat();
    const state = JSON.stringify(combat.roundState);
    const update = vi.spyOn(combat, "update").mockRejectedValue(new Error("the socket closed"));
    try {
      actAs(player);
      const outcome = await requestDeclare(combat, combatantOf(combat, ada), { actions: [] });
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: false, key: "STC.Error.RequestFailed" });
      expect(standIn.notifications.messages.at(-1)?.message).toBe("The Storyteller's client could not do this (the socket closed); nothing was changed.");
    } finally {
      update.mockRestore();
      actAs(gm);
    }
    expect(JSON.stringify(combat.roundState)).toBe(state);
  });

  it.each([null, 42, "declare", [], { combatId: 7 }])("a malformed payload (%j) is refused, never thrown", async (payload) => {
    actAs(player);
    for (const name of ["classicDeclare", "classicHold", "classicStepIn", "classicAdvance", "classicSpendDefence", "classicChainStart", "classicChainStep", "classicGrappleEscape", "classicClinchDamage"]) {
      await expect(forgeRequest(name, payload), name).resolves.toMatchObject({ ok: false });
    }
    actAs(gm);
  });
});

describe("an Assistant GM", () => {
  it("is the active Storyteller only while no Gamemaster is connected, as Foundry picks it", () => {
    const assistant = new StandInUser("assistant0000001", "Assistant", USER_ROLES.ASSISTANT);
    standInGame.users.add(assistant);
    try {
      expect(standInGame.users.activeGM).toBe(gm);
      gm.active = false;
      expect(standInGame.users.activeGM).toBe(assistant);
    } finally {
      gm.active = true;
      standInGame.users.delete(assistant.id);
    }
  });
});
