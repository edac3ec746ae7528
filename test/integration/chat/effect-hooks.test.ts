import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import type { StandInActiveEffect } from "../stand-in/active-effect";
import { actAs, gm, standIn, standInGeneration } from "../stand-in/install";
import { attack, chainOf, press } from "./attack";
import { character, inRound, maneuverItem, placeToken, players, resetTable, setUpChain } from "./fixtures";

const BRAWLER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };

beforeAll(setUpChain);
beforeEach(() => {
  resetTable();
  inRound(1);
});

async function lowBlowLanded() {
  const david = await character("David", players.david, BRAWLER, [maneuverItem("w20LowBlow", "Low blow")]);
  const alistair = await character("Alistair", players.alistair, BRAWLER, []);
  const token = placeToken(alistair);
  standIn.database.reset();
  standIn.hooks.calls.length = 0;
  const message = await attack(players.david, david, "Low blow", token, {}, [8, 8, 2, 2, 2, 2]);
  await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
  await press(players.david, message, { step: "damageRoll" }, [8, 2, 2, 2]);
  await press(players.alistair, message, { step: "soakRoll" }, [2, 2]);
  await press(players.alistair, message, { step: "effectRoll" }, [5, 5]);
  expect(chainOf(message).outcome).toBeDefined();
  return { david, alistair, message };
}

const hooked = (hook: string) => standIn.hooks.calls.filter((call) => call.hook === hook).map((call) => call.args[0] as StandInActiveEffect);

describe(`status effects are Foundry's own documents when the chain writes them (Foundry ${standInGeneration})`, () => {
  it("a new status's effect passes preCreateActiveEffect and is announced with createActiveEffect", async () => {
    const { alistair } = await lowBlowLanded();
    expect(alistair.system.stats.health.bashing).toBe(1);
    const stunned = alistair.effects.find((effect) => effect.statuses.has("stunned"));
    expect(stunned).toBeDefined();
    expect(hooked("preCreateActiveEffect").map((effect) => effect.id)).toEqual([stunned?.id]);
    expect(hooked("createActiveEffect").map((effect) => effect.id)).toEqual([stunned?.id]);
  });

  it("a module that refuses the effect in preCreateActiveEffect keeps it off; the damage still lands", async () => {
    standIn.hooks.on("preCreateActiveEffect", () => false);
    const { alistair } = await lowBlowLanded();
    standIn.hooks.reset();
    expect(alistair.system.stats.health.bashing).toBe(1);
    expect(alistair.effects.contents).toEqual([]);
  });

  it("the target is written in one request on 14 (a batch); on 13 one update, then one call for the effects", async () => {
    const { alistair } = await lowBlowLanded();
    const requests = standIn.database.requestsTouching(alistair.id).map((request) => request.map((write) => `${write.action} ${write.documentName}`));
    if (standInGeneration === 14) expect(requests).toEqual([["update Actor", "create ActiveEffect"]]);
    else expect(requests).toEqual([["update Actor"], ["create ActiveEffect"]]);
  });

  it("undo deletes the effect the result created, announced with deleteActiveEffect", async () => {
    const { alistair, message } = await lowBlowLanded();
    const created = alistair.effects.contents.map((effect) => effect.id);
    actAs(gm);
    expect(await undoChain(message as never)).toEqual({ ok: true, value: null });
    expect(alistair.effects.contents).toEqual([]);
    expect(alistair.system.stats.health.bashing).toBe(0);
    expect(hooked("deleteActiveEffect").map((effect) => effect.id)).toEqual(created);
  });
});
