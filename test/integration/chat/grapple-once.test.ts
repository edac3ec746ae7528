import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestEscape } from "../../../src/rulesets/classic/requests/grapple-escape";
import { startClinchDamage } from "../../../src/rulesets/classic/requests/clinch-damage";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { attack, press } from "./attack";
import { character, faces, inRound, maneuverItem, placeToken, players, resetTable, setUpChain, writes } from "./fixtures";

const BRAWLER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };

async function grappled(mode: "hold" | "clinch") {
  const david = await character("David", players.david, BRAWLER, [maneuverItem("w20Grapple", "Grapple")]);
  const alistair = await character("Alistair", players.alistair, BRAWLER);
  const token = placeToken(alistair);
  placeToken(david);
  const message = await attack(players.david, david, "Grapple", token, { grappleMode: mode }, [8, 8, 2, 2, 2, 2]);
  await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
  return { david, alistair, message };
}

beforeAll(setUpChain);
beforeEach(() => {
  resetTable();
  inRound(1);
});

describe("a grapple's tries take the turn's action, once a turn", () => {
  it("004 Grapple: a second attempt to break free in one turn is refused on the Storyteller's client, writing nothing; the next turn may try", async () => {
    const c = await grappled("hold");
    inRound(2);
    actAs(players.alistair);
    // Alistair 1 success against David's 2: still held.
    faces(9, 2, 2, 2, 2, 2, 9, 9, 2, 2, 2, 2);
    expect(await requestEscape(c.message)).toEqual({ ok: true, value: null });
    expect(c.alistair.system.stats.statuses.map((status) => status.id)).toEqual(["held"]);
    standIn.database.reset();
    standIn.notifications.clear();
    const messages = standInGame.messages.length;
    actAs(players.alistair);
    expect(await requestEscape(c.message)).toMatchObject({ ok: false, key: "STC.Error.GrappleEscapeTried", data: { name: "Alistair", holder: "David" } });
    expect(standIn.notifications.of("warning")).toContain("Alistair has already tried to break free of David this turn.");
    expect(standInGame.messages).toHaveLength(messages);
    expect(writes("Actor")).toEqual([]);
    expect(writes("ChatMessage", "create")).toEqual([]);
    expect(standIn.dice.queue).toEqual([]);

    inRound(3);
    actAs(players.alistair);
    faces(9, 9, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    expect(await requestEscape(c.message)).toEqual({ ok: true, value: null });
    expect(c.alistair.system.stats.statuses).toEqual([]);
  });

  it("000 §2.8, 004 Grapple: a clinch hurts once a turn; a second press in the same turn is refused and writes nothing", async () => {
    const c = await grappled("clinch");
    inRound(2);
    actAs(players.david);
    faces(9, 9, 2);
    expect(await startClinchDamage(c.message)).toEqual({ ok: true, value: null });
    const messages = standInGame.messages.length;
    standIn.database.reset();
    actAs(players.david);
    expect(await startClinchDamage(c.message)).toMatchObject({ ok: false, key: "STC.Error.ClinchDamageDealt", data: { name: "Alistair", holder: "David" } });
    expect(standInGame.messages).toHaveLength(messages);
    expect(writes("ChatMessage", "create")).toEqual([]);
    // The Storyteller is held to it as well.
    actAs(gm);
    expect(await startClinchDamage(c.message)).toMatchObject({ ok: false, key: "STC.Error.ClinchDamageDealt" });
    inRound(3);
    actAs(players.david);
    faces(9, 2, 2);
    expect(await startClinchDamage(c.message)).toEqual({ ok: true, value: null });
    expect(standInGame.messages).toHaveLength(messages + 1);
  });
});
