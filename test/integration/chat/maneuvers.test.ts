import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { requestEscape } from "../../../src/rulesets/classic/requests/grapple-escape";
import { startClinchDamage } from "../../../src/rulesets/classic/requests/clinch-damage";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { escapeCardContext } from "../../../src/rulesets/classic/chat/escape-card";
import type { GrappleEscapeData } from "../../../src/rulesets/classic/data/chat/grapple-escape";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { attack, chainOf, press } from "./attack";
import { character, inRound, faces, maneuverItem, placeToken, players, resetTable, setUpChain, target, weaponItem, writes, type SystemActor } from "./fixtures";

const BRAWLER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2, melee: 3, subterfuge: 3 } };
const SWORD = weaponItem("Sword", { identifier: "sword", kind: "melee", damage: { attribute: "strength", bonus: 2, type: "lethal" }, concealment: "trenchcoat" });
const KNIFE = weaponItem("Knife", { identifier: "knife", kind: "melee", damage: { attribute: "strength", bonus: 1, type: "lethal" }, concealment: "jacket" });
const PISTOL = weaponItem("Heavy pistol", { identifier: "heavyPistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, range: 30, rate: 3, clip: 7, concealment: "jacket" });
const MANEUVERS = [
  ["w20Disarm", "Disarm"],
  ["w20Grapple", "Grapple"],
  ["w20Sweep", "Sweep"],
  ["w20Blinding", "Blinding"],
  ["w20BodySlam", "Body slam"],
  ["w20Curbstomp", "Curbstomp"],
  ["w20LowBlow", "Low blow"],
  ["w20PistolWhip", "Pistol whip"],
  ["w20Claw", "Claw"],
  ["w20Bite", "Bite"],
  ["vtmBite", "Fangs"],
].map(([identifier, name]) => maneuverItem(identifier ?? "", name ?? ""));

async function fighters(attacker: Partial<typeof BRAWLER> & { creature?: string; garou?: Record<string, unknown> } = {}) {
  const david = await character("David", players.david, { ...BRAWLER, ...attacker }, [...MANEUVERS, SWORD, PISTOL]);
  const alistair = await character("Alistair", players.alistair, BRAWLER, [KNIFE]);
  standIn.database.reset();
  return { david, alistair, token: placeToken(alistair), davidToken: placeToken(david) };
}

const statusIds = (actor: SystemActor) => actor.system.stats.statuses.map((status) => status.id);
const held = (actor: SystemActor, name: string) => actor.items.getName(name)?.system as unknown as { equipped: boolean };

/** Alistair takes the attack undefended; the rest of the chain is pressed by each side with the faces given. */
async function undefended(message: Awaited<ReturnType<typeof attack>>) {
  return press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
}

beforeAll(setUpChain);
beforeEach(() => {
  resetTable();
  inRound(1);
});

describe("maneuver effects through the chain", () => {
  it("disarm: more successes than the target's Strength knock its weapon away, in the same write as the rest", async () => {
    const c = await fighters();
    const message = await attack(players.david, c.david, "Disarm", c.token, { weaponId: c.david.items.getName("Sword")?.id ?? "" }, [9, 9, 9, 9, 2, 2]);
    await undefended(message);
    expect(chainOf(message).outcome).toBe("disarmed");
    expect(held(c.alistair, "Knife").equipped).toBe(false);
    expect(c.alistair.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
    // One request for the target (its item's change is the only one), nothing for anyone else.
    expect(standIn.database.requestsTouching(c.alistair.id)).toHaveLength(1);
    expect(standIn.database.requestsTouching(c.david.id)).toEqual([]);
    actAs(players.alistair);
    expect(chainCardContextOf(message).events).toEqual(["The target's weapon is knocked away."]);
  });

  it("disarm: a botch costs the attacker its own weapon", async () => {
    const c = await fighters();
    const message = await attack(players.david, c.david, "Disarm", c.token, { weaponId: c.david.items.getName("Sword")?.id ?? "" }, [1, 2, 2, 2, 2, 2]);
    expect(chainOf(message).outcome).toBe("botch");
    expect(held(c.david, "Sword").equipped).toBe(false);
    expect(held(c.alistair, "Knife").equipped).toBe(true);
  });

  it("disarm needs a weapon in the attacker's hand and one in the target's: refused by the rules otherwise", async () => {
    const c = await fighters();
    actAs(players.david);
    target(players.david, c.token);
    const dialog = await openAttack(c.david as never, c.david.items.getName("Disarm") as never);
    if (!dialog) throw new Error("no dialog");
    expect(await launchAttack(dialog.setup, { ...dialog.values, weaponId: "" }, dialog.refs)).toMatchObject({ ok: false, key: "STC.Error.ManeuverNeedsWeapon" });
    expect(standInGame.messages).toHaveLength(0);
  });

  it("grapple as a hold: the target is held; it may try to break free, and two more successes reverse the hold", async () => {
    const c = await fighters();
    const message = await attack(players.david, c.david, "Grapple", c.token, { grappleMode: "hold" }, [8, 8, 2, 2, 2, 2]);
    await undefended(message);
    expect(chainOf(message).outcome).toBe("effectOnly");
    expect(c.alistair.system.stats.statuses).toEqual([{ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: c.david.id }]);
    actAs(players.alistair);
    expect(chainCardContextOf(message).buttons.map((button) => button.action)).toEqual(["grappleEscape"]);
    actAs(players.david);
    expect(chainCardContextOf(message).buttons).toEqual([]); // a hold deals no damage: no clinch button

    inRound(2);
    standIn.database.reset();
    actAs(players.alistair);
    // Alistair's Strength + Brawl (6 dice): 3 successes; David's: 1. Beaten by two: the hold is reversed.
    faces(9, 9, 9, 2, 2, 2, 9, 2, 2, 2, 2, 2);
    expect(await requestEscape(message)).toEqual({ ok: true, value: null });
    expect(statusIds(c.alistair)).toEqual([]);
    expect(c.david.system.stats.statuses).toEqual([{ id: "held", sinceRound: 2, expiresAfterRound: null, sourceId: c.alistair.id }]);
    const escape = standInGame.messages.at(-1);
    expect(escape?.type).toBe("classicEscape");
    const system = escape?.system as GrappleEscapeData;
    expect(escapeCardContext(system.escapeInput, system.escapeeFaces, system.holderFaces, (key, data) => standIn.i18n.format(key, data)).outcome?.label).toBe("Reverses the hold");
    // Each side written once; the escape's own card is the only message.
    expect(standIn.database.requestsTouching(c.alistair.id)).toHaveLength(1);
    expect(standIn.database.requestsTouching(c.david.id)).toHaveLength(1);
    expect(writes("ChatMessage", "create")).toHaveLength(1);
    // No longer held: a second try is refused.
    actAs(players.alistair);
    expect(await requestEscape(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.NotHeld" });
  });

  it("grapple as a clinch: Strength damage from the next turn, rolled by the holder, soaked by the held", async () => {
    const c = await fighters();
    const message = await attack(players.david, c.david, "Grapple", c.token, { grappleMode: "clinch" }, [8, 8, 2, 2, 2, 2]);
    await undefended(message);
    expect(c.alistair.system.stats.statuses).toEqual([{ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: c.david.id, value: 3 }]);
    actAs(players.david);
    expect(chainCardContextOf(message).buttons.map((button) => button.action)).toEqual(["clinchDamage"]);
    inRound(2);
    actAs(players.david);
    faces(9, 9, 2);
    expect(await startClinchDamage(message)).toEqual({ ok: true, value: null });
    const turn = standInGame.messages.at(-1);
    if (!turn) throw new Error("no clinch card");
    const clinch = chainOf(turn as never);
    expect(clinch.damage?.roll.pool).toBe(3);
    expect(clinch.next).toBe("soakRoll");
    await press(players.alistair, turn as never, { step: "soakRoll" }, [2, 2]);
    expect(c.alistair.system.stats.health.bashing).toBe(2);
  });

  it("sweep: the target rolls Dexterity + Athletics and goes down, losing its next action when it fails", async () => {
    const c = await fighters();
    const message = await attack(players.david, c.david, "Sweep", c.token, {}, [9, 9, 2, 2, 2, 2]);
    await undefended(message);
    expect(chainOf(message).next).toBe("effectRoll");
    await press(players.alistair, message, { step: "effectRoll" }, [2, 2, 2, 2, 2]);
    expect(c.alistair.system.stats.statuses).toEqual([{ id: "knockedDown", sinceRound: 1, expiresAfterRound: 2, sourceId: c.david.id, losesAction: true }]);
    expect(c.alistair.statuses.has("knockedDown")).toBe(true);
  });

  it("blinding: blinded one turn per success, two dice lost meanwhile", async () => {
    const c = await fighters();
    const message = await attack(players.david, c.david, "Blinding", c.token, {}, [9, 10, 2, 2, 2, 2]);
    await undefended(message);
    expect(c.alistair.system.stats.statuses).toEqual([{ id: "blinded", sinceRound: 1, expiresAfterRound: 3, value: 2 }]);
  });

  it("body slam needs a grapple held since an earlier turn; then it lands", async () => {
    const c = await fighters();
    actAs(players.david);
    target(players.david, c.token);
    const refused = await openAttack(c.david as never, c.david.items.getName("Body slam") as never);
    expect(refused?.dialogContext().error).toBe("Body slam needs a grapple on Alistair held since an earlier turn.");
    const grapple = await attack(players.david, c.david, "Grapple", c.token, { grappleMode: "hold" }, [8, 8, 2, 2, 2, 2]);
    await undefended(grapple);
    inRound(2);
    const slam = await attack(players.david, c.david, "Body slam", c.token, {}, [8, 8, 2, 2, 2, 2]);
    // A held target is not immobilised (004 Immobilization): it is offered a defence, and takes none.
    expect(chainOf(slam).next).toBe("defenceChoice");
    await undefended(slam);
    await press(players.david, slam, { step: "damageRoll" }, [8, 8, 8, 8, 8, 2]);
    await press(players.alistair, slam, { step: "soakRoll" }, [2, 2]);
    expect(c.alistair.system.stats.health.bashing).toBe(5);
  });

  it("curbstomp needs a stunned or held target", async () => {
    const c = await fighters();
    actAs(players.david);
    target(players.david, c.token);
    const dialog = await openAttack(c.david as never, c.david.items.getName("Curbstomp") as never);
    expect(dialog?.dialogContext().error).toBe("Curbstomp needs a stunned or immobilized target; Alistair is neither.");
    actAs(gm);
    await c.alistair.createEmbeddedDocuments("ActiveEffect", [{ name: "Stunned", statuses: ["stunned"], flags: { "storyteller-combat": { status: { sinceRound: 1, expiresAfterRound: 2 } } } }] as never);
    const stomp = await attack(players.david, c.david, "Curbstomp", c.token, {}, [8, 8, 2, 2, 2, 2]);
    expect(chainOf(stomp).plan.roll.modifiers.map((modifier) => modifier.id)).toContain("targetStunned");
    expect(chainOf(stomp).plan.damageType?.type).toBe("lethal");
  });

  it("low blow: stunned one turn per level taken, unless a Stamina roll at 8 succeeds", async () => {
    const c = await fighters();
    const message = await attack(players.david, c.david, "Low blow", c.token, {}, [8, 8, 2, 2, 2, 2]);
    await undefended(message);
    await press(players.david, message, { step: "damageRoll" }, [8, 2, 2, 2]);
    await press(players.alistair, message, { step: "soakRoll" }, [2, 2]);
    expect(chainOf(message).next).toBe("effectRoll");
    await press(players.alistair, message, { step: "effectRoll" }, [5, 5]);
    expect(c.alistair.system.stats.health.bashing).toBe(1);
    expect(c.alistair.system.stats.statuses).toEqual([{ id: "stunned", sinceRound: 1, expiresAfterRound: 2 }]);
  });

  it("pistol whip: a failed Stamina roll stuns, and it needs a gun or a bludgeon in hand", async () => {
    const c = await fighters();
    const message = await attack(players.david, c.david, "Pistol whip", c.token, { weaponId: c.david.items.getName("Heavy pistol")?.id ?? "" }, [8, 8, 2, 2, 2, 2]);
    await undefended(message);
    await press(players.david, message, { step: "damageRoll" }, [2, 2, 2, 2, 2, 2]);
    expect(chainOf(message).next).toBe("effectRoll");
    await press(players.alistair, message, { step: "effectRoll" }, [1, 3]);
    expect(c.alistair.system.stats.statuses).toEqual([{ id: "stunned", sinceRound: 1, expiresAfterRound: 3 }]);
  });

  it("claws by form: aggravated in Crinos, lethal in Lupus, refused in Homid; a vampire's fangs need a hold first", async () => {
    const crinos = await fighters({ creature: "garou", garou: { breed: "homid", form: "crinos" } });
    const slash = await attack(players.david, crinos.david, "Claw", crinos.token, {}, [8, 2, 2, 2, 2, 2, 2]);
    expect(chainOf(slash).plan.damageType?.type).toBe("aggravated");
    await crinos.david.update({ "system.garou.form": "lupus" });
    const lupus = await attack(players.david, crinos.david, "Claw", crinos.token, {}, [8, 2, 2, 2, 2, 2, 2, 2]);
    expect(chainOf(lupus).plan.damageType?.type).toBe("lethal");
    await crinos.david.update({ "system.garou.form": "homid" });
    actAs(players.david);
    target(players.david, crinos.token);
    expect((await openAttack(crinos.david as never, crinos.david.items.getName("Claw") as never))?.dialogContext().error).toBe("Claw cannot be used in Homid form.");
    expect((await openAttack(crinos.david as never, crinos.david.items.getName("Bite") as never))?.dialogContext().error).toBe("Bite cannot be used in Homid form.");
  });

  it("a vampire's bite is aggravated, and needs the target held first (000 §2.8)", async () => {
    const c = await fighters({ creature: "vampire" });
    actAs(players.david);
    target(players.david, c.token);
    expect((await openAttack(c.david as never, c.david.items.getName("Fangs") as never))?.dialogContext().error).toBe(
      "Fangs needs a clinch, hold or tackle on Alistair first.",
    );
    const grapple = await attack(players.david, c.david, "Grapple", c.token, { grappleMode: "hold" }, [8, 8, 2, 2, 2, 2]);
    await undefended(grapple);
    const bite = await attack(players.david, c.david, "Fangs", c.token, {}, [8, 2, 2, 2, 2, 2, 2, 2]);
    expect(chainOf(bite).plan.damageType?.type).toBe("aggravated");
  });
});
