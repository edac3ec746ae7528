import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { attackDialogContext } from "../../../src/rulesets/classic/apps/attack-form";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { forgeRequest, sentRequests } from "../stand-in/requests";
import { attack, chainOf, press } from "./attack";
import { chainMessage, character, faces, placeToken, players, resetTable, setUpChain, target, weaponItem } from "./fixtures";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";

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

/** David's burst at Alistair: 3 of 7 dice at 7 hit; Alistair takes it undefended; 6 damage dice, 3 succeed. */
async function burst(c: Table) {
  const message = await attack(players.david, c.david, "Small SMG", c.tokens.alistair, { fireMode: "burst" }, [9, 8, 7, 2, 2, 2, 2]);
  await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
  await press(players.david, message, { step: "damageRoll" }, [6, 6, 6, 2, 2, 2]);
  return message;
}

beforeAll(setUpChain);
beforeEach(resetTable);

describe("V20 Chapter Six, Firearms: the attack dialog offers the modes the weapon has", () => {
  it("an automatic weapon offers single shot, burst and full auto; the burst's dice and difficulty are named", async () => {
    const c = await table();
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    const dialog = await openAttack(c.david as never, smgOf(c) as never);
    if (!dialog) throw new Error("no dialog");
    const context = attackDialogContext(dialog.setup, { ...dialog.values, fireMode: "burst" }, t);
    expect(context.fireModes?.map((choice) => choice.label)).toEqual(["Single shot", "Three-round burst", "Full auto", "Spray"]);
    expect(context.roll?.modifiers).toContainEqual({ label: "Three-round burst", value: "+2 to the pool, +1 difficulty" });
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

describe("a weapon stored before its rounds were counted", () => {
  it("loads with no count, which the rules read as a full clip with the chambered round; nothing is rewritten", async () => {
    const c = await table();
    // The older shape: a weapon's system with every field but `loaded`, as the world stored it.
    const source = (smgOf(c) as unknown as { toObject(): { system: Record<string, unknown> } }).toObject().system;
    expect(Object.hasOwn(SMG.system as object, "loaded")).toBe(false);
    expect(source.loaded).toBeNull();
    expect(loaded(c)).toBeNull();
    const { weaponOf } = await import("../../../src/rulesets/classic/data/item/weapon-of");
    const weapon = weaponOf({ id: smgOf(c).id, system: smgOf(c).system as never });
    expect(weapon).not.toHaveProperty("loaded");
    const { clipCapacity } = await import("../../../src/rulesets/classic/rules/combat/autofire");
    expect(weapon.category === "ranged" ? clipCapacity(weapon) : 0).toBe(31);
    expect(standIn.database.writes).toEqual([]);
  });
});

describe("V20 Chapter Six, Firearms: a burst through the request channel", () => {
  it("rolls 7 dice at 7, takes three rounds from the clip, and plays the same chain to the target's track", async () => {
    const c = await table();
    const message = await burst(c);
    const chain = chainOf(message);
    expect(sentRequests()[0]?.payload).toMatchObject({ values: { fireMode: "burst" } });
    expect(chain.plan.roll.pool).toBe(7);
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
    expect(await undoChain(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.Undone" });
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
    expect(await undoChain(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.ClipChanged" });
    expect(standIn.database.writes).toEqual([]);
    expect(c.alistair.system.stats.health).toEqual(health);
  });
});

describe("V20 Chapter Six, Firearms: a forged or replayed request is refused and writes nothing", () => {
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
    const answer = await forgeRequest("classicChainStart", payload);
    actAs(gm);
    expect(standIn.database.writes).toEqual([]);
    expect(standInGame.messages.filter((message) => message.type === "classicAttack")).toEqual([]);
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
    expect(await refused({ ...payload, values: { ...payload.values, fireMode: "minigun" } })).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.Forged", data: { field: "values.fireMode" } });
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
    const message = await attack(players.david, c.david, "Small SMG", c.tokens.alistair, { fireMode: "burst" }, [9, 8, 7, 2, 2, 2, 2]);
    const defence = { messageId: message.id, step: "defenceChoice", seen: 1, defence: { kind: "none", opponents: 1 } };
    actAs(players.alistair);
    expect(await forgeRequest("classicChainStep", defence)).toEqual({ ok: true, value: null });
    standIn.database.reset();
    actAs(players.alistair);
    expect(await forgeRequest("classicChainStep", defence)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.Stale" });
    actAs(gm);
    expect(standIn.database.writes).toEqual([]);
    expect(loaded(c)).toBe(28);
  });
});

describe("V20 Chapter Six, Firearms, Spray: one roll over three targets, each defending and soaking on its own card", () => {
  async function crowd() {
    const c = await table();
    // A vampire soaks lethal damage (V20 core): Michael's soak is his own step on his own card.
    const michael = await character("Michael", players.michael, { ...SHOOTER, creature: "vampire" });
    const thug = await character("Thug", null, { ...SHOOTER, health: { bashing: 0, lethal: 1, aggravated: 0 } });
    standIn.database.reset();
    return { ...c, michael, thug, more: { michael: placeToken(michael), thug: placeToken(thug) } };
  }
  type Crowd = Awaited<ReturnType<typeof crowd>>;

  const sprayCards = () => standInGame.messages.filter((message) => message.type === "classicAttack").map((message) => chainMessage(message));

  /** David sprays Alistair, Michael and the Thug: 15 dice at 8, seven 9s, so 2 successes each (the seventh is lost). */
  async function spray(c: Crowd) {
    actAs(players.david);
    target(players.david, c.tokens.alistair, c.more.michael, c.more.thug);
    const dialog = await openAttack(c.david as never, smgOf(c) as never);
    if (!dialog) throw new Error("no dialog");
    expect(dialog.values.fireMode).toBe("spray");
    expect(dialog.dialogContext().sprayTargets).toBe("Alistair, Michael, Thug");
    faces(9, 9, 9, 9, 9, 9, 9, 2, 2, 2, 2, 2, 2, 2, 2);
    const result = await launchAttack(dialog.setup, dialog.values, dialog.refs);
    expect(result.ok).toBe(true);
    return sprayCards();
  }

  it("each card takes 2 of the 7 successes; each target answers its own defense, damage and soak; the clip is emptied once", async () => {
    const c = await crowd();
    const [onAlistair, onMichael, onThug] = await spray(c);
    if (!onAlistair || !onMichael || !onThug) throw new Error("three cards expected");
    expect(sentRequests().map((request) => [request.name, (request.payload as { targets?: unknown[] }).targets?.length])).toEqual([["classicChainStart", 2]]);
    for (const card of [onAlistair, onMichael, onThug]) {
      const chain = chainOf(card);
      expect(chain.attack?.result.net).toBe(7);
      expect(chain.plan.roll.pool).toBe(15);
      expect(chain.next).toBe("defenceChoice");
    }
    expect(chainCardContextOf(onMichael).spray).toBe("spray 2/3: 2 of 7 successes");
    expect(loaded(c)).toBe(0);
    // Alistair dodges one success away; Michael and the Thug take theirs.
    await press(players.alistair, onAlistair, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [9, 2, 2, 2]);
    await press(players.michael, onMichael, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(gm as never, onThug, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    expect(chainOf(onAlistair).hit).toEqual({ attack: 2, cancelled: 1, net: 1, automatic: false });
    expect(chainOf(onMichael).hit?.net).toBe(2);
    // Damage: 4 dice (+0) on Alistair, 5 (+1) on the others.
    await press(players.david, onAlistair, { step: "damageRoll" }, [7, 2, 2, 2]);
    await press(players.david, onMichael, { step: "damageRoll" }, [7, 7, 2, 2, 2]);
    await press(players.david, onThug, { step: "damageRoll" }, [7, 7, 7, 2, 2]);
    expect(chainOf(onMichael).next).toBe("soakRoll");
    await press(players.michael, onMichael, { step: "soakRoll" }, [8, 2]);
    expect(chainOf(onMichael).soak).toMatchObject({ soaked: 1, left: 1 });
    expect([onAlistair, onMichael, onThug].map((card) => chainOf(card).outcome)).toEqual(["damaged", "damaged", "damaged"]);
    expect(c.alistair.system.stats.health.lethal).toBe(1);
    expect(c.michael.system.stats.health.lethal).toBe(1);
    expect(c.thug.system.stats.health.lethal).toBe(4);
  });

  it("one undo puts back all three targets and the clip exactly, and marks every card of the spray", async () => {
    const c = await crowd();
    const before = [c.alistair, c.michael, c.thug].map((actor) => structuredClone(actor.system.stats));
    const [onAlistair, onMichael, onThug] = await spray(c);
    if (!onAlistair || !onMichael || !onThug) throw new Error("three cards expected");
    await press(players.alistair, onAlistair, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.michael, onMichael, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(gm as never, onThug, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    for (const card of [onAlistair, onMichael, onThug]) await press(players.david, card, { step: "damageRoll" }, [7, 7, 2, 2, 2]);
    await press(players.michael, onMichael, { step: "soakRoll" }, [2, 2]);
    actAs(gm);
    expect(await undoChain(onMichael)).toEqual({ ok: true, value: null });
    expect([c.alistair, c.michael, c.thug].map((actor) => actor.system.stats)).toEqual(before);
    expect(loaded(c)).toBeNull();
    expect([onAlistair, onMichael, onThug].map((card) => card.system.undoneBy)).toEqual([gm.id, gm.id, gm.id]);
    expect(await undoChain(onAlistair)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.Undone" });
  });

  it("a forged target list is refused whole, and nothing is written: twice the same target, the attacker, a hidden token, a burst with targets, too many", async () => {
    const c = await crowd();
    actAs(players.david);
    target(players.david, c.tokens.alistair, c.more.michael);
    const dialog = await openAttack(c.david as never, smgOf(c) as never);
    if (!dialog) throw new Error("no dialog");
    const honest = { attacker: ref(c.david, c.tokens.david), target: ref(c.alistair, c.tokens.alistair), itemId: dialog.setup.use.itemId, values: dialog.values };
    const michael = ref(c.michael, c.more.michael);
    c.more.thug.document.hidden = true;
    const forgeries: [unknown, string][] = [
      [{ ...honest, targets: [ref(c.alistair, c.tokens.alistair)] }, "STC.Classic.Chain.Error.Forged"],
      [{ ...honest, targets: [ref(c.david, c.tokens.david)] }, "STC.Classic.Chain.TargetSelf"],
      [{ ...honest, targets: [ref(c.thug, c.more.thug)] }, "STC.Classic.Chain.Error.TargetUnseen"],
      [{ ...honest, values: { ...honest.values, fireMode: "burst" }, targets: [michael] }, "STC.Classic.Chain.Error.Forged"],
      [{ ...honest, targets: Array.from({ length: 6 }, () => michael) }, "STC.Classic.Chain.Error.Forged"],
      [{ ...honest, targets: [{ actorId: c.michael.id }] }, "STC.Classic.Chain.Error.Forged"],
    ];
    for (const [payload, key] of forgeries) {
      standIn.database.reset();
      actAs(players.david);
      expect(await forgeRequest("classicChainStart", payload)).toMatchObject({ ok: false, key });
      actAs(gm);
      expect(standIn.database.writes).toEqual([]);
    }
    expect(sprayCards()).toEqual([]);
    expect(loaded(c)).toBeNull();
  });

  it("another mode with several tokens targeted is refused on the player's client, and nothing is sent", async () => {
    const c = await crowd();
    actAs(players.david);
    target(players.david, c.tokens.alistair, c.more.michael);
    const dialog = await openAttack(c.david as never, smgOf(c) as never);
    if (!dialog) throw new Error("no dialog");
    expect(await launchAttack(dialog.setup, { ...dialog.values, fireMode: "burst" }, dialog.refs)).toMatchObject({ ok: false, key: "STC.Classic.Attack.Error.OneTargetForMode" });
    expect(sentRequests()).toEqual([]);
  });
});
