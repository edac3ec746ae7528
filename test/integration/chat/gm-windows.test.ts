import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { claimAnsweringWindow } from "../../../src/queries/primary-window";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { combatantOf, makeActor, makeCombat } from "../combat/fixtures";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { closeWindow, enterWindow, StandInUser, USER_ROLES, type StandInWindow } from "../stand-in/user";
import { forgeRequest } from "../stand-in/requests";
import { attack, chainOf, press } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain, writes } from "./fixtures";

/*
 * Foundry sends a query to every window the receiving user has open and takes the first answer. A Storyteller
 * with two windows must still roll and write each step once: one window answers, the other stays silent.
 */

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, dodge: 2 } };

beforeAll(setUpChain);
beforeEach(resetTable);
afterEach(() => {
  for (const window of [...gm.windows]) closeWindow(window);
  Reflect.deleteProperty(globalThis, "navigator");
});

/** The Storyteller's two windows, each having asked for the answering lock at `ready`, in the order opened. */
async function twoWindows(): Promise<[StandInWindow, StandInWindow]> {
  const first = gm.openWindow("laptop");
  const second = gm.openWindow("tablet");
  for (const window of [first, second]) {
    enterWindow(window);
    claimAnsweringWindow(gm.id);
  }
  Reflect.deleteProperty(globalThis, "navigator");
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [first, second];
}

const warnings = () => standIn.notifications.messages.filter((entry) => entry.type === "warning").map((entry) => entry.message);

describe("a Storyteller with two windows open", () => {
  it("answers a player's step once: one roll, one write of the card, no refusal on either screen", async () => {
    await twoWindows();
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    standIn.database.reset();
    standIn.notifications.clear();
    // Alistair dodges: a defence is chosen on the Storyteller's client, which rolls the dodge there.
    const result = await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [9, 2, 2, 2, 2]);
    expect(result).toEqual({ ok: true, value: null });
    // The dodge was rolled once: its pool's dice were taken from the five scripted, and no more.
    const pool = chainOf(message).defence?.roll.pool ?? 0;
    expect(pool).toBeGreaterThan(0);
    expect(standIn.dice.queue).toHaveLength(5 - pool);
    expect(writes("ChatMessage", "update")).toHaveLength(1);
    expect(message.system.chainAnswers.filter((answer) => answer.step === "defenceChoice")).toHaveLength(1);
    expect(warnings()).toEqual([]);
  });

  it("when the answering window closes, the other one answers", async () => {
    const [laptop] = await twoWindows();
    closeWindow(laptop);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    const result = await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    expect(result).toEqual({ ok: true, value: null });
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
    for (const name of ["declare", "hold", "stepIn", "advance", "spendDefence", "chainStart", "chainStep", "grappleEscape", "clinchDamage"]) {
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
