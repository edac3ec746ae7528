import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openStreamlinedAttack } from "../../../src/rulesets/streamlined/apps/attack-dialog";
import { attackCardContextOf } from "../../../src/rulesets/streamlined/chat/render";
import { launchAttack } from "../../../src/rulesets/streamlined/requests/attack-start";
import { requestStep } from "../../../src/rulesets/streamlined/requests/attack-step";
import { undoAttack } from "../../../src/rulesets/streamlined/chat/undo";
import { replayRecord } from "../../../src/rulesets/streamlined/chat/record";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { sentRequests } from "../stand-in/requests";
import { armour, character, faces, health, heldBy, lastCard, placeToken, players, resetTable, setUpStreamlined, target, weapon, writes } from "./fixtures";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

/** Kasia (Anna's): Strength 3 + Brawl 3 = 6 dice bare-handed; a knife +1 on Dexterity 2 + Melee 2. */
const KASIA = { attributes: { strength: 3, dexterity: 2, stamina: 2 }, abilities: { brawl: 3, melee: 2 } };
/**
 * The informant (Boris's): Dexterity 2 + Athletics 1 = 3 against Wits 2 + Awareness 2 = 4, so 4 dice, + half his
 * leather +2 = 1: a Defense pool of 5. Stamina 2: Health 5.
 */
const INFORMANT = { attributes: { dexterity: 2, wits: 2, stamina: 2 }, abilities: { athletics: 1, awareness: 2 } };

async function kasiaAndInformant() {
  const kasia = await character("Kasia", players.anna, KASIA, [weapon("Knife", { modifier: 1, attribute: "dexterity", skill: "melee", damageType: "lethal" })]);
  const informant = await character("Informant", players.boris, INFORMANT, [armour("Leather jacket", 2)]);
  return { kasia, informant, token: placeToken(informant) };
}

describe("a Streamlined attack through the request channel", () => {
  it("001 Attacking and Defending: A attacks B's character, B rolls Defense, A rolls damage, Health is written", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    const dialog = await openStreamlinedAttack(kasia as never, "");
    if (!dialog) throw new Error("The attack dialog did not open.");
    expect(dialog.choices).toEqual({ kind: "attack", itemId: "", surprised: false });
    // 6 dice: 10 is two successes, 8 and 7 one each, 3, 2, 1 nothing (no botch): 4 successes.
    faces(10, 8, 7, 3, 2, 1);
    expect(await dialog.roll()).toMatchObject({ ok: true });
    const card = lastCard();
    expect(card.author?.id).toBe(gm.id);
    actAs(players.boris);
    expect(attackCardContextOf(card).pending).toMatchObject({ step: "defenceRoll", button: "Roll Defense" });
    // Defense pool 5: one 6 is 1 success. Margin 4 − 1 = 3.
    faces(6, 2, 3, 4, 5);
    expect(await requestStep(card, "defenceRoll")).toEqual({ ok: true, value: null });
    expect(replayRecord(card).defence).toMatchObject({ pool: 5, base: "witsAwareness", baseDice: 4, armourDice: 1 });
    actAs(players.anna);
    // Damage pool = margin 3 + weapon modifier 0 = 3 dice: 9, 6, 7 are 3 successes, 3 points of bashing.
    faces(9, 6, 7);
    expect(await requestStep(card, "damageRoll")).toEqual({ ok: true, value: null });
    expect(health(informant)).toEqual({ current: 2, max: 5, damage: { bashing: 3, lethal: 0, aggravated: 0 } });
    expect(writes("Actor", "update")).toHaveLength(1);
    const context = attackCardContextOf(card);
    expect(context.health).toBe("Informant: Health 2 of 5");
    expect(context.outcome?.text).toBe("A hit, margin 3: bashing damage to Informant; Health lost: 3.");
    expect(context.lines.map((line) => line.text)).toEqual([
      "Kasia: Strength + Brawl, dice pool 6; successes: 4",
      "Informant: Wits + Awareness + armor 1, Defense pool 5; successes: 1",
      "margin 3 + weapon modifier 0, dice pool 3; successes: 3",
    ]);
    expect(context.pending).toBeNull();
    expect(standIn.dice.queue).toEqual([]);
    // Each press went to the Storyteller's client as a request in the player's own name.
    expect(sentRequests().map((request) => [request.name, request.from])).toEqual([
      ["streamlinedAttackStart", players.anna.id],
      ["streamlinedAttackStep", players.boris.id],
      ["streamlinedAttackStep", players.anna.id],
    ]);
  });

  it("001 Attacking and Defending: a weapon's modifier is added to the margin and its damage type is written", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    // Knife: Dexterity 2 + Melee 2 = 4 dice: 8, 8, 9, 1 = 3 successes.
    faces(8, 8, 9, 1);
    expect(await launchAttack(kasia as never, { itemId: kasia.items.getName("Knife")?.id ?? "", kind: "attack", surprised: false })).toMatchObject({ ok: true });
    const card = lastCard();
    actAs(players.boris);
    faces(2, 2, 2, 2, 2);
    await requestStep(card, "defenceRoll");
    // Margin 3 − 0 = 3, + knife 1: 4 dice, 10 6 1 1 = 3 successes of lethal.
    actAs(players.anna);
    faces(10, 6, 1, 1);
    await requestStep(card, "damageRoll");
    expect(health(informant)).toEqual({ current: 2, max: 5, damage: { bashing: 0, lethal: 3, aggravated: 0 } });
  });

  it("001 Attacking and Defending: a tie is a standoff; nothing lands and the target is not written", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    faces(6, 7, 1, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    const card = lastCard();
    actAs(players.boris);
    faces(6, 9, 2, 2, 2);
    await requestStep(card, "defenceRoll");
    const context = attackCardContextOf(card);
    expect(context.outcome).toEqual({ id: "standoff", text: "A standoff: nothing lands." });
    expect(context.health).toBe("Informant: Health 5 of 5");
    expect(context.pending).toBeNull();
    expect(writes("Actor", "update")).toHaveLength(0);
    expect(health(informant).current).toBe(5);
  });

  it("001 Evading, Surprise, and Armor: surprised, the target rolls no Defense and the attack goes straight to damage", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    actAs(gm);
    target(gm, token);
    // The Storyteller attacks with Kasia, the informant surprised: 6 dice, 3 successes, margin 3 − 0.
    faces(6, 6, 6, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: true });
    const card = lastCard();
    expect(replayRecord(card).defence).toMatchObject({ pool: 0, rolls: false, armourDice: 0 });
    expect(replayRecord(card).next).toBe("damageRoll");
    faces(6, 1, 1);
    await requestStep(card, "damageRoll");
    expect(health(informant).current).toBe(4);
    expect(attackCardContextOf(card).lines[1]?.text).toBe("Informant is surprised: no Defense pool, no armor.");
  });

  it("001 Evading, Surprise, and Armor: a player cannot call surprise; the refusal is translated and nothing is written", async () => {
    const { kasia, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    const answer = await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: true });
    expect(answer).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.SurpriseStoryteller" });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Only the Storyteller says that a target is surprised.");
    expect(standInGame.messages).toHaveLength(0);
  });

  it("001 Grapples: a won grapple holds the target (stored on it) and deals no damage; the escape frees it", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    // Strength 3 + Brawl 3 = 6 dice, 2 successes; the Defense pool rolls none: margin 2, held.
    faces(7, 7, 1, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "grapple", surprised: false });
    actAs(players.boris);
    faces(1, 1, 1, 1, 1);
    await requestStep(lastCard(), "defenceRoll");
    expect(attackCardContextOf(lastCard()).outcome).toEqual({ id: "held", text: "Informant is held by Kasia." });
    expect(informant.system).toMatchObject({ streamlined: { heldBy: { actorId: kasia.id } } });
    expect(health(informant).current).toBe(5);
    // Held, the informant cannot attack back (001: struggling, shouting or waiting only).
    const kasiaToken = placeToken(kasia);
    target(players.boris, kasiaToken);
    expect(await launchAttack(informant as never, { itemId: "", kind: "attack", surprised: false })).toMatchObject({ ok: false, key: "STC.Error.StreamlinedHeldAction" });
    const { requestEscape } = await import("../../../src/rulesets/streamlined/requests/escape");
    // Escape: the better of Strength 1 + Brawl 0 and Dexterity 2 + Athletics 1 = 3 dice against Kasia's grip,
    // Strength 3 + Brawl 3 = 6. A tie keeps the grip: 1 success each.
    faces(6, 1, 1, 6, 1, 1, 1, 1, 1);
    expect(await requestEscape(informant as never)).toMatchObject({ ok: true, value: { freed: false } });
    expect(informant.system).toMatchObject({ streamlined: { heldBy: { actorId: kasia.id } } });
    // 10 + 6 = 3 successes against 1: free.
    faces(10, 6, 1, 6, 1, 1, 1, 1, 1);
    expect(await requestEscape(informant as never)).toMatchObject({ ok: true, value: { freed: true } });
    expect(informant.system).toMatchObject({ streamlined: { heldBy: { actorId: "" } } });
  });

  it("001 Damage and the Downed: a killing blow on a downed target has no defence and is aggravated past 0", async () => {
    const kasia = await character("Kasia", players.anna, KASIA);
    // Health 5, all of it lost: downed.
    const informant = await character("Informant", players.boris, { ...INFORMANT, streamlined: { health: { bashing: 5 } } });
    actAs(players.anna);
    target(players.anna, placeToken(informant));
    // 6 dice: 2 successes; no Defense (helpless); damage pool margin 2 + 0: 2 dice, both successes.
    faces(8, 8, 1, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "killingBlow", surprised: false });
    const card = lastCard();
    expect(replayRecord(card).next).toBe("damageRoll");
    faces(9, 9);
    await requestStep(card, "damageRoll");
    expect(informant.system).toMatchObject({ streamlined: { health: { bashing: 5, aggravated: 0, pastZero: 2, dead: false } } });
    expect(attackCardContextOf(card).outcome?.text).toBe("A killing blow: aggravated damage past 0 — 2.");
  });

  it("001 Damage and the Downed: under the world's option that any point past 0 kills, the killing blow kills, and the card says so", async () => {
    const kasia = await character("Kasia", players.anna, KASIA);
    const informant = await character("Informant", players.boris, { ...INFORMANT, streamlined: { health: { lethal: 5 } } });
    await standIn.settings.set("storyteller-combat", "streamlined.deathAfter", "anyPoint");
    try {
      actAs(players.anna);
      target(players.anna, placeToken(informant));
      // 1 success: margin 1, damage pool 1 die, 1 success: one aggravated point past 0.
      faces(6, 1, 1, 1, 1, 1);
      await launchAttack(kasia as never, { itemId: "", kind: "killingBlow", surprised: false });
      faces(7);
      await requestStep(lastCard(), "damageRoll");
      expect(informant.system).toMatchObject({ streamlined: { health: { pastZero: 1, dead: true } } });
      const context = attackCardContextOf(lastCard());
      expect(context.outcome?.text).toBe("A killing blow: aggravated damage past 0 — 1. Informant is dead.");
      expect(context.health).toBe("Informant: dead");
    } finally {
      await standIn.settings.set("storyteller-combat", "streamlined.deathAfter", "fullHealth");
    }
  });

  it("001 Damage and the Downed: a killing blow on a standing target is refused and no card is written", async () => {
    const { kasia, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    expect(await launchAttack(kasia as never, { itemId: "", kind: "killingBlow", surprised: false })).toMatchObject({ ok: false, key: "STC.Error.StreamlinedKillingBlowNotDowned" });
    expect(standInGame.messages).toHaveLength(0);
  });

  it("a target no player owns: the Storyteller rolls its Defense and its Health is written", async () => {
    const kasia = await character("Kasia", players.anna, KASIA);
    const thug = await character("Thug", null, { attributes: { dexterity: 2, stamina: 1 }, abilities: { athletics: 2 } });
    actAs(players.anna);
    target(players.anna, placeToken(thug));
    faces(8, 8, 8, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    const card = lastCard();
    // The player may not roll the Thug's Defense: refused here, nothing sent.
    expect(await requestStep(card, "defenceRoll")).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.NotYours" });
    actAs(gm);
    // Dexterity 2 + Athletics 2 = 4 dice, none: margin 3; damage 3 dice, 2 successes. Health 4 → 2.
    faces(1, 1, 1, 1);
    await requestStep(card, "defenceRoll");
    actAs(players.anna);
    faces(6, 6, 1);
    await requestStep(card, "damageRoll");
    expect(health(thug)).toMatchObject({ current: 2, max: 4 });
    expect(attackCardContextOf(card).health).toBe("Thug: Health 2 of 4");
  });

  it("undo: the Storyteller gives the target back its Health in one write; a second undo is refused", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    faces(8, 8, 8, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    const card = lastCard();
    actAs(players.boris);
    faces(1, 1, 1, 1, 1);
    await requestStep(card, "defenceRoll");
    actAs(players.anna);
    faces(6, 6, 6);
    await requestStep(card, "damageRoll");
    expect(health(informant).current).toBe(2);
    // A player cannot undo.
    expect(await undoAttack(card)).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.StorytellerOnly" });
    actAs(gm);
    standIn.database.reset();
    expect(attackCardContextOf(card).undo).toBe(true);
    expect(await undoAttack(card)).toEqual({ ok: true, value: null });
    expect(health(informant)).toEqual({ current: 5, max: 5, damage: { bashing: 0, lethal: 0, aggravated: 0 } });
    expect(writes("Actor", "update")).toHaveLength(1);
    expect(attackCardContextOf(card)).toMatchObject({ undo: false, undone: "The Storyteller undid this result.", health: "Informant: Health 5 of 5" });
    expect(await undoAttack(card)).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.Undone" });
  });

  it("undo is refused when a later attack hit the target since, so that attack is not lost", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    // 3 successes against none, then 3 damage: Health 5 → 2.
    faces(8, 8, 8, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    const first = lastCard();
    actAs(players.boris);
    faces(1, 1, 1, 1, 1);
    await requestStep(first, "defenceRoll");
    actAs(players.anna);
    faces(6, 6, 6);
    await requestStep(first, "damageRoll");
    // 2 successes against none, then 1 damage: Health 2 → 1.
    faces(8, 8, 1, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    const second = lastCard();
    actAs(players.boris);
    faces(1, 1, 1, 1, 1);
    await requestStep(second, "defenceRoll");
    actAs(players.anna);
    faces(6, 1);
    await requestStep(second, "damageRoll");
    expect(health(informant)).toEqual({ current: 1, max: 5, damage: { bashing: 4, lethal: 0, aggravated: 0 } });
    actAs(gm);
    standIn.database.reset();
    expect(await undoAttack(first)).toEqual({ ok: false, key: "STC.Streamlined.Chain.Error.TargetChanged", data: { name: "Informant" } });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Informant has changed since this result: undo the later one first.");
    expect(health(informant)).toEqual({ current: 1, max: 5, damage: { bashing: 4, lethal: 0, aggravated: 0 } });
    expect(standIn.database.writes).toEqual([]);
    // The later one first, then the earlier: each gives back what it took.
    expect(await undoAttack(second)).toEqual({ ok: true, value: null });
    expect(health(informant)).toEqual({ current: 2, max: 5, damage: { bashing: 3, lethal: 0, aggravated: 0 } });
    expect(await undoAttack(first)).toEqual({ ok: true, value: null });
    expect(health(informant)).toEqual({ current: 5, max: 5, damage: { bashing: 0, lethal: 0, aggravated: 0 } });
  });

  it("001 Grapples: undoing a grapple is refused once a later grapple by the same attacker holds the target again", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    const { requestEscape } = await import("../../../src/rulesets/streamlined/requests/escape");
    const grapple = async () => {
      actAs(players.anna);
      target(players.anna, token);
      faces(7, 7, 1, 1, 1, 1);
      await launchAttack(kasia as never, { itemId: "", kind: "grapple", surprised: false });
      actAs(players.boris);
      faces(1, 1, 1, 1, 1);
      await requestStep(lastCard(), "defenceRoll");
      return lastCard();
    };
    const first = await grapple();
    expect(heldBy(informant)).toEqual({ actorId: kasia.id, tokenUuid: "" });
    // He breaks free (3 successes against 1), and Kasia grabs him again.
    actAs(players.boris);
    faces(10, 6, 1, 6, 1, 1, 1, 1, 1);
    expect(await requestEscape(informant as never)).toMatchObject({ ok: true, value: { freed: true } });
    const second = await grapple();
    expect(heldBy(informant)).toEqual({ actorId: kasia.id, tokenUuid: "" });
    actAs(gm);
    standIn.database.reset();
    expect(await undoAttack(first)).toEqual({ ok: false, key: "STC.Streamlined.Chain.Error.TargetChanged", data: { name: "Informant" } });
    expect(heldBy(informant)).toEqual({ actorId: kasia.id, tokenUuid: "" });
    expect(standIn.database.writes).toEqual([]);
    // The later grapple's own undo frees him.
    expect(await undoAttack(second)).toEqual({ ok: true, value: null });
    expect(heldBy(informant)).toBeNull();
  });

  it("001 Grapples: undoing a grapple is refused once a later grapple by another attacker holds the target", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    const vera = await character("Vera", players.anna, KASIA);
    const { requestEscape } = await import("../../../src/rulesets/streamlined/requests/escape");
    const grapple = async (attacker: typeof kasia) => {
      actAs(players.anna);
      target(players.anna, token);
      faces(7, 7, 1, 1, 1, 1);
      await launchAttack(attacker as never, { itemId: "", kind: "grapple", surprised: false });
      actAs(players.boris);
      faces(1, 1, 1, 1, 1);
      await requestStep(lastCard(), "defenceRoll");
      return lastCard();
    };
    const first = await grapple(kasia);
    actAs(players.boris);
    faces(10, 6, 1, 6, 1, 1, 1, 1, 1);
    expect(await requestEscape(informant as never)).toMatchObject({ ok: true, value: { freed: true } });
    await grapple(vera);
    expect(heldBy(informant)).toEqual({ actorId: vera.id, tokenUuid: "" });
    actAs(gm);
    standIn.database.reset();
    expect(await undoAttack(first)).toEqual({ ok: false, key: "STC.Streamlined.Chain.Error.TargetChanged", data: { name: "Informant" } });
    expect(heldBy(informant)).toEqual({ actorId: vera.id, tokenUuid: "" });
    expect(standIn.database.writes).toEqual([]);
  });

  it("undo is refused when the target's Health was changed by hand since the result, and when a held target broke free since", async () => {
    const { kasia, informant, token } = await kasiaAndInformant();
    actAs(players.anna);
    target(players.anna, token);
    faces(8, 8, 8, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    const hit = lastCard();
    actAs(players.boris);
    faces(1, 1, 1, 1, 1);
    await requestStep(hit, "defenceRoll");
    actAs(players.anna);
    faces(6, 6, 6);
    await requestStep(hit, "damageRoll");
    // The Storyteller marks one more point on the sheet: Health 2 → 1.
    actAs(gm);
    await informant.update({ "system.streamlined.health.bashing": 4 });
    expect(health(informant).current).toBe(1);
    standIn.database.reset();
    expect(await undoAttack(hit)).toEqual({ ok: false, key: "STC.Streamlined.Chain.Error.TargetChanged", data: { name: "Informant" } });
    expect(health(informant).current).toBe(1);
    expect(standIn.database.writes).toEqual([]);

    // A grapple, then the escape: there is no hold left for the undo to take back.
    actAs(players.anna);
    faces(7, 7, 1, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "grapple", surprised: false });
    const hold = lastCard();
    actAs(players.boris);
    faces(1, 1, 1, 1, 1);
    await requestStep(hold, "defenceRoll");
    const { requestEscape } = await import("../../../src/rulesets/streamlined/requests/escape");
    faces(10, 6, 1, 6, 1, 1, 1, 1, 1);
    expect(await requestEscape(informant as never)).toMatchObject({ ok: true, value: { freed: true } });
    actAs(gm);
    standIn.database.reset();
    expect(await undoAttack(hold)).toEqual({ ok: false, key: "STC.Streamlined.Chain.Error.TargetChanged", data: { name: "Informant" } });
    expect(standIn.database.writes).toEqual([]);
    expect(hold.system.undoneBy).toBe("");
  });
});

describe("Dice So Nice on a Streamlined card", () => {
  it("is asked to show each roll to everyone, with the card's message", async () => {
    const shown: { faces: number[]; synchronize: boolean; messageId: string | null }[] = [];
    const dice3d = {
      showForRoll: async (roll: { dice: { results: { result: number }[] }[] }, _user: unknown, synchronize: boolean, _whisper: unknown, _blind: boolean, messageId: string | null) => {
        shown.push({ faces: roll.dice.flatMap((term) => term.results.map((result) => result.result)), synchronize, messageId });
        return true;
      },
    };
    Object.assign(standInGame, { dice3d });
    try {
      const { kasia, token } = await kasiaAndInformant();
      actAs(players.anna);
      target(players.anna, token);
      const dialog = await openStreamlinedAttack(kasia as never, "");
      faces(10, 8, 7, 3, 2, 1);
      expect(await dialog?.roll()).toMatchObject({ ok: true });
      actAs(players.boris);
      faces(6, 2, 3, 4, 5);
      expect(await requestStep(lastCard(), "defenceRoll")).toEqual({ ok: true, value: null });
      // Each roll is made on the card, which the dice are shown with.
      expect(shown).toEqual([
        { faces: [10, 8, 7, 3, 2, 1], synchronize: true, messageId: lastCard().id },
        { faces: [6, 2, 3, 4, 5], synchronize: true, messageId: lastCard().id },
      ]);
    } finally {
      Reflect.deleteProperty(standInGame, "dice3d");
    }
  });
});
