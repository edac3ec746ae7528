import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { attackDialogContext } from "../../../src/rulesets/classic/apps/attack-form";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { forgeRequest, sentRequests } from "../stand-in/requests";
import { attack, chainOf, press } from "./attack";
import { character, placeToken, players, resetTable, setUpChain, target, weaponItem } from "./fixtures";

/*
 * V20 core, Chapter Six "Combat", Firearms: the three-round burst and full auto, asked for through the attack
 * dialog and the one start request, played through the same chain and undone with the clip.
 */

const SHOOTER = { attributes: { dexterity: 3, stamina: 2, perception: 2 }, abilities: { firearms: 2, dodge: 1 } };
const SMG = weaponItem("Small SMG", { identifier: "smallSmg", kind: "ranged", damage: { attribute: "", bonus: 4, type: "lethal" }, damageSource: "ranged", range: 25, rate: 3, clip: 30, chambered: true, automatic: true, concealment: "jacket" });
const PISTOL = weaponItem("Heavy pistol", { identifier: "heavyPistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, damageSource: "ranged", range: 30, rate: 3, clip: 7, concealment: "jacket" });

async function table() {
  const david = await character("David", players.david, SHOOTER, [SMG, PISTOL]);
  const alistair = await character("Alistair", players.alistair, SHOOTER);
  standIn.database.reset();
  return { david, alistair, tokens: { david: placeToken(david), alistair: placeToken(alistair) } };
}
type Table = Awaited<ReturnType<typeof table>>;

const smgOf = (c: Table) => {
  const item = c.david.items.getName("Small SMG");
  if (!item) throw new Error("no SMG");
  return item;
};
const loaded = (c: Table) => (smgOf(c).system as unknown as { loaded: number | null }).loaded;
const ref = (actor: { id: string }, token: { document: { uuid: string } }) => ({ actorId: actor.id, tokenUuid: token.document.uuid });
const t = (key: string, data?: Record<string, unknown>) => standIn.i18n.format(key, data as never);

/** David's burst at Alistair: 3 of 6 dice at 7 hit; Alistair takes it undefended; 6 damage dice, 3 succeed. */
async function burst(c: Table) {
  const message = await attack(players.david, c.david, "Small SMG", c.tokens.alistair, { fireMode: "burst" }, [9, 8, 7, 2, 2, 2]);
  await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
  await press(players.david, message, { step: "damageRoll" }, [6, 6, 6, 2, 2, 2]);
  return message;
}

beforeAll(setUpChain);
beforeEach(resetTable);

describe("V20 core, Firearms: the attack dialog offers the modes the weapon has", () => {
  it("an automatic weapon offers single shot, burst and full auto; the burst's dice and difficulty are named", async () => {
    const c = await table();
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    const dialog = await openAttack(c.david as never, smgOf(c) as never);
    if (!dialog) throw new Error("no dialog");
    const context = attackDialogContext(dialog.setup, { ...dialog.values, fireMode: "burst" }, t);
    expect(context.fireModes?.map((choice) => choice.label)).toEqual(["Single shot", "Three-round burst", "Full auto", "Spray"]);
    expect(context.roll?.modifiers).toContainEqual({ label: "Three-round burst", value: "+1 to the pool, +1 difficulty" });
    expect(context.error).toBeNull();
  });

  it("a weapon without automatic fire offers no choice of mode", async () => {
    const c = await table();
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    const dialog = await openAttack(c.david as never, c.david.items.getName("Heavy pistol") as never);
    if (!dialog) throw new Error("no dialog");
    expect(attackDialogContext(dialog.setup, dialog.values, t).fireModes).toBeNull();
  });
});

describe("V20 core, Firearms: a burst through the request channel", () => {
  it("rolls 6 dice at 7, takes three rounds from the clip, and plays the same chain to the target's track", async () => {
    const c = await table();
    const message = await burst(c);
    const chain = chainOf(message);
    expect(sentRequests()[0]?.payload).toMatchObject({ values: { fireMode: "burst" } });
    expect(chain.plan.roll.pool).toBe(6);
    expect(chain.plan.roll.difficulty).toBe(7);
    expect(chain.plan.fire).toEqual({ mode: "burst", rounds: 3 });
    expect(chain.hit?.net).toBe(3);
    expect(chain.outcome).toBe("damaged");
    // 30 + 1 chambered, three fired.
    expect(loaded(c)).toBe(28);
    expect(c.alistair.system.stats.health.lethal).toBe(3);
  });

  it("the undo puts back the target and the clip exactly as they were (an uncounted clip stays uncounted)", async () => {
    const c = await table();
    const before = structuredClone(c.alistair.system.stats);
    const message = await burst(c);
    actAs(gm);
    expect(chainCardContextOf(message).buttons.map((button) => button.action)).toEqual(["chainUndo"]);
    expect(await undoChain(message)).toEqual({ ok: true, value: null });
    expect(c.alistair.system.stats.health).toEqual(before.health);
    expect(c.alistair.system.stats.statuses).toEqual(before.statuses);
    expect(loaded(c)).toBeNull();
    expect(await undoChain(message)).toMatchObject({ ok: false, key: "STC.Chain.Error.Undone" });
  });

  it("a missed full auto still empties the clip, and its undo gives the nine rounds back", async () => {
    const c = await table();
    actAs(gm);
    await smgOf(c).update({ "system.loaded": 9 });
    const message = await attack(players.david, c.david, "Small SMG", c.tokens.alistair, { fireMode: "fullAuto" }, Array<number>(15).fill(2));
    const chain = chainOf(message);
    expect(chain.plan.roll.pool).toBe(15);
    expect(chain.plan.roll.difficulty).toBe(8);
    expect(chain.outcome).toBe("miss");
    expect(loaded(c)).toBe(0);
    actAs(gm);
    expect(await undoChain(message)).toEqual({ ok: true, value: null });
    expect(loaded(c)).toBe(9);
  });

  it("an undo after the weapon was reloaded is refused and changes nothing", async () => {
    const c = await table();
    const message = await burst(c);
    actAs(gm);
    await smgOf(c).update({ "system.loaded": 31 });
    const health = { ...c.alistair.system.stats.health };
    standIn.database.reset();
    expect(await undoChain(message)).toMatchObject({ ok: false, key: "STC.Chain.Error.ClipChanged" });
    expect(standIn.database.writes).toEqual([]);
    expect(c.alistair.system.stats.health).toEqual(health);
  });
});

describe("V20 core, Firearms: a forged or replayed request is refused and writes nothing", () => {
  async function honestPayload(c: Table, itemName: string) {
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    const dialog = await openAttack(c.david as never, c.david.items.getName(itemName) as never);
    if (!dialog) throw new Error("no dialog");
    return { attacker: ref(c.david, c.tokens.david), target: ref(c.alistair, c.tokens.alistair), itemId: dialog.setup.use.itemId, values: dialog.values };
  }

  async function refused(payload: unknown) {
    standIn.database.reset();
    actAs(players.david);
    const answer = await forgeRequest("chainStart", payload);
    actAs(gm);
    expect(standIn.database.writes).toEqual([]);
    expect(standInGame.messages.filter((message) => message.type === "attack")).toEqual([]);
    return answer;
  }

  it("a mode the weapon lacks (a burst from a pistol) is refused by the rules", async () => {
    const c = await table();
    const payload = await honestPayload(c, "Heavy pistol");
    expect(await refused({ ...payload, values: { ...payload.values, fireMode: "burst" } })).toMatchObject({ ok: false, key: "STC.Error.FireModeUnavailable" });
  });

  it("a mode no dialog offers is a forgery", async () => {
    const c = await table();
    const payload = await honestPayload(c, "Small SMG");
    expect(await refused({ ...payload, values: { ...payload.values, fireMode: "minigun" } })).toMatchObject({ ok: false, key: "STC.Chain.Error.Forged", data: { field: "values.fireMode" } });
  });

  it("a burst with two rounds loaded is refused, in the reader's words", async () => {
    const c = await table();
    actAs(gm);
    await smgOf(c).update({ "system.loaded": 2 });
    const payload = await honestPayload(c, "Small SMG");
    const answer = await refused({ ...payload, values: { ...payload.values, fireMode: "burst" } });
    expect(answer).toMatchObject({ ok: false, key: "STC.Error.ClipTooEmpty", data: { loaded: 2, needed: 3 } });
    expect(loaded(c)).toBe(2);
  });

  it("a step pressed again once taken is stale: the clip and the target are not touched twice", async () => {
    const c = await table();
    const message = await attack(players.david, c.david, "Small SMG", c.tokens.alistair, { fireMode: "burst" }, [9, 8, 7, 2, 2, 2]);
    const defence = { messageId: message.id, step: "defenceChoice", seen: 1, defence: { kind: "none", opponents: 1 } };
    actAs(players.alistair);
    expect(await forgeRequest("chainStep", defence)).toEqual({ ok: true, value: null });
    standIn.database.reset();
    actAs(players.alistair);
    expect(await forgeRequest("chainStep", defence)).toMatchObject({ ok: false, key: "STC.Chain.Error.Stale" });
    actAs(gm);
    expect(standIn.database.writes).toEqual([]);
    expect(loaded(c)).toBe(28);
  });
});
