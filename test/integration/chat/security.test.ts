import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { PLAIN_ATTACK_VALUES } from "../../../src/rulesets/classic/apps/attack-form";
import { requestEscape } from "../../../src/rulesets/classic/requests/grapple-escape";
import { startClinchDamage } from "../../../src/rulesets/classic/requests/clinch-damage";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import { MAX_REQUEST_CHARS } from "../../../src/data/chat/request";
import { STALE_REQUEST_MS } from "../../../src/queries/request-message";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { forgeRequest, sentRequests } from "../stand-in/requests";
import { StandInChatMessage } from "../stand-in/chat-message";
import type { StandInUser } from "../stand-in/user";
import { attack, chainOf, press } from "./attack";
import { character, chainMessage, faces, inRound, maneuverItem, placeToken, players, resetTable, scriptedRound, setUpChain, target, writes } from "./fixtures";

/*
 * Every attack a hostile player can make from the browser console of an unmodified client, as the real author
 * of an attack, its real defender, a third player, and a player claiming the Storyteller's user id. Each is
 * refused, changes nothing in the world, and the Storyteller hears of it.
 */

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2, dodge: 2 } };

async function duel() {
  const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch"), maneuverItem("w20Grapple", "Grapple")]);
  const alistair = await character("Alistair", players.alistair, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
  const michael = await character("Michael", players.michael, FIGHTER);
  return { david, alistair, michael, tokens: { david: placeToken(david), alistair: placeToken(alistair), michael: placeToken(michael) } };
}
type Duel = Awaited<ReturnType<typeof duel>>;

/** David punches Alistair and hits with two successes: the card now waits for Alistair's defence. */
async function punchAwaitingDefence(c: Duel) {
  const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 9, 2, 2, 2, 2]);
  settle();
  return message;
}

/** Forgets what was written and said so far: a test then reads only what the forgery did. */
function settle(): void {
  standIn.database.reset();
  standIn.notifications.clear();
  actAs(gm);
}

/** The warnings the Storyteller was shown about refused requests and forged cards. */
function toldStoryteller(): string[] {
  return standIn.notifications.messages.filter((entry) => entry.type === "warning" && /^A request (from .+ )?was refused|wrote an attack card/.test(entry.message)).map((entry) => entry.message);
}

/** Each hostile role, as the user whose client sends the forgery. */
const ROLES: [string, () => StandInUser][] = [
  ["the attack's author", () => players.david],
  ["the real defender", () => players.alistair],
  ["a third player", () => players.michael],
];

/** Runs `forgery` as `user`, then checks the world is as it was and the Storyteller was told. */
async function refusedAs(user: StandInUser, forgery: () => Promise<unknown>): Promise<unknown> {
  actAs(user);
  const answer = await forgery();
  actAs(gm);
  expect(answer).toMatchObject({ ok: false });
  expect(standIn.database.writes).toEqual([]);
  return answer;
}

beforeAll(setUpChain);
beforeEach(resetTable);

describe("the chain's record is written by the Storyteller's client alone", () => {
  it("a player's attack is written by the Storyteller's client, which records who began it", async () => {
    const c = await duel();
    const message = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 9, 2, 2, 2, 2]);
    expect(message.author?.id).toBe(gm.id);
    expect(message.system.startedBy).toBe(players.david.id);
    // The player's client only asked: one request, naming the documents and the dialog's choices, no numbers.
    expect(sentRequests().map((request) => [request.from, request.name, Object.keys(request.payload as object)])).toEqual([[players.david.id, "classicChainStart", ["attacker", "target", "itemId", "values"]]]);
  });

  it.each(ROLES)("%s cannot rewrite a card's answers, start, options or undo mark, nor delete it (attacks 1, 2, 5)", async (_role, who) => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    const card = JSON.stringify((message as unknown as StandInChatMessage).toObject());
    actAs(who());
    const forged = [
      { "system.answers": [{ step: "attackRoll", kind: "faces", faces: [10, 10, 10, 10, 10, 10], by: who().id }] },
      { "system.start": { ...message.system.start, situation: { round: 0, opponents: 1, position: "front", storyteller: { dice: 10, difficulty: -5, damageDice: 20 } } } },
      { "system.options": { ...message.system.options, stunRule: "never" } },
      { "system.undoneBy": gm.id },
      { "system.target": { actorId: c.michael.id, tokenUuid: "" } },
    ];
    for (const change of forged) await expect(message.update(change as never)).rejects.toThrow(/lacks permission/);
    await expect(message.delete()).rejects.toThrow(/lacks permission/);
    actAs(gm);
    expect(JSON.stringify((message as unknown as StandInChatMessage).toObject())).toBe(card);
    expect(standInGame.messages).toContain(message);
    expect(standIn.database.writes).toEqual([]);
  });

  it("a card a player writes from scratch, every answer filled in, is never applied, and the Storyteller is told (attack 4)", async () => {
    const c = await duel();
    const honest = await punchAwaitingDefence(c);
    actAs(players.david);
    const source = (honest as unknown as StandInChatMessage).toObject();
    const made = await StandInChatMessage.implementation.create({
      type: "classicAttack",
      system: {
        ...(source.system as object),
        startedBy: players.david.id,
        // Its attack thrown as the honest card's was, then taken as far as the player likes.
        answers: [...honest.system.chainAnswers, { step: "defenceChoice", kind: "defence", choice: { kind: "none" }, by: players.alistair.id }],
      },
    });
    const forgedCard = chainMessage(made);
    expect(forgedCard.author?.id).toBe(players.david.id);
    // The stand-in runs the creator's hooks; the Storyteller's client receives the same creation.
    actAs(gm);
    Hooks.callAll("createChatMessage", forgedCard as never, {} as never, players.david.id);
    expect(toldStoryteller()).toEqual(["David's player wrote an attack card of their own: it is not a record, and nothing on it will be acted on."]);
    settle();
    const health = { ...c.alistair.system.stats.health };
    // Asking the Storyteller's client to apply it, as its author or anyone else, is refused.
    for (const [, who] of ROLES) {
      await refusedAs(who(), () => forgeRequest("classicChainStep", { messageId: forgedCard.id, step: "damageRoll", seen: 2 }));
    }
    expect(c.alistair.system.stats.health).toEqual(health);
    expect(toldStoryteller()).toHaveLength(3);
    expect(toldStoryteller()[0]).toContain("This card was not written by the Storyteller's client");
    // Everyone's card shows it as it reads, said to be no record, with no button to press.
    actAs(players.alistair);
    const context = chainCardContextOf(forgedCard);
    expect(context.error).toBe("This card was not written by the Storyteller's client; nothing on it can be acted on.");
    expect(context.steps.map((step) => step.step)).toEqual(["attackRoll", "defenceChoice"]);
    expect(context.pending).toBeNull();
    expect(context.buttons).toEqual([]);
    // Nor does it use or give back anyone's round action.
    actAs(gm);
    expect(await undoChain(forgedCard)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.NotStorytellers" });
  });
});

describe("steps are asked of the Storyteller's client, which checks who asks", () => {
  it.each(ROLES)("%s cannot send faces, successes or a result with a step (attack 1)", async (_role, who) => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    const honest = { messageId: message.id, step: "defenceChoice", seen: 1, defence: { kind: "none", opponents: 1 } };
    for (const forged of [{ ...honest, faces: [10, 10, 10] }, { ...honest, net: 0 }, { ...honest, faces: { length: 5 } }, { ...honest, step: "apply", current: { health: { bashing: 0, lethal: 0, aggravated: 0 }, statuses: [] } }]) {
      expect(await refusedAs(who(), () => forgeRequest("classicChainStep", forged))).toMatchObject({ key: "STC.Classic.Chain.Error.Forged" });
    }
    expect(message.system.chainAnswers).toHaveLength(1);
    expect(toldStoryteller()).toHaveLength(4);
    expect(toldStoryteller()[0]).toContain(who().name);
  });

  it("only the defender's owner answers the defence; the author and a third player are refused (attack 1)", async () => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    const defence = { messageId: message.id, step: "defenceChoice", seen: 1, defence: { kind: "none", opponents: 1 } };
    for (const who of [players.david, players.michael]) {
      expect(await refusedAs(who, () => forgeRequest("classicChainStep", defence))).toMatchObject({ key: "STC.Classic.Chain.Error.NotYours" });
    }
    expect(toldStoryteller()).toHaveLength(2);
    actAs(players.alistair);
    expect(await forgeRequest("classicChainStep", defence)).toEqual({ ok: true, value: null });
    expect(chainOf(message).next).toBe("damageRoll");
    // Only David rolls his damage; the Storyteller's client rolls it, for him.
    settle();
    for (const who of [players.alistair, players.michael]) {
      expect(await refusedAs(who, () => forgeRequest("classicChainStep", { messageId: message.id, step: "damageRoll", seen: 2 }))).toMatchObject({ key: "STC.Classic.Chain.Error.NotYours" });
    }
  });

  it("a claimed Storyteller id buys nothing: a user id in a payload is refused, and a request in the Storyteller's name cannot be written (attack 8)", async () => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    const defence = { messageId: message.id, step: "defenceChoice", seen: 1, defence: { kind: "none", opponents: 1 } };
    expect(await refusedAs(players.michael, () => forgeRequest("classicChainStep", { ...defence, userId: gm.id }))).toMatchObject({ key: "STC.Classic.Chain.Error.Forged", data: { field: "userId" } });
    actAs(players.michael);
    await expect(forgeRequest("classicChainStep", defence, { author: gm.id })).rejects.toThrow(/lacks permission/);
    await expect(forgeRequest("classicChainStart", { attacker: { actorId: c.alistair.id, tokenUuid: c.tokens.alistair.document.uuid }, target: { actorId: c.david.id, tokenUuid: c.tokens.david.document.uuid }, itemId: "", values: {} }, { author: gm.id })).rejects.toThrow(/lacks permission/);
    actAs(gm);
    expect(message.system.chainAnswers).toHaveLength(1);
    expect(standIn.database.writes).toEqual([]);
  });

  it("a replayed request is taken once, and a step already taken is stale (attack 1)", async () => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    actAs(players.alistair);
    const honest = { messageId: message.id, step: "defenceChoice", seen: 1, defence: { kind: "none", opponents: 1 } };
    expect(await forgeRequest("classicChainStep", honest)).toEqual({ ok: true, value: null });
    settle();
    expect(await refusedAs(players.alistair, () => forgeRequest("classicChainStep", honest))).toMatchObject({ key: "STC.Classic.Chain.Error.Stale" });
    // The same request message asked for again: it was deleted once read.
    const requestId = standIn.database.requestWrites.find((write) => write.action === "create")?.ids[0];
    actAs(players.alistair);
    expect(await gm.query("storyteller-combat.request", { requestId })).toMatchObject({ ok: false, key: "STC.Error.RequestUnknown" });
    actAs(gm);
    expect(message.system.chainAnswers.filter((answer) => answer.step === "defenceChoice")).toHaveLength(1);
    expect(c.alistair.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
  });

  it("malformed and oversized requests are refused with a reason, never thrown (attack 9)", async () => {
    await duel();
    settle();
    actAs(players.michael);
    const answers = [
      await forgeRequest("classicChainStep", null, { raw: "{not json" }),
      await forgeRequest("noSuchRequest", {}),
      await forgeRequest("classicChainStep", { messageId: { toString: "x" }, step: "apply", seen: 0 }),
      await forgeRequest("classicChainStep", {}, { raw: JSON.stringify({ messageId: "x".repeat(MAX_REQUEST_CHARS) }) }),
      await gm.query("storyteller-combat.request", { requestId: "stc0000000000999" }),
      await gm.query("storyteller-combat.request", { requestId: { toString: 5 } }),
    ];
    actAs(gm);
    // The channel's own refusals come back marked, for the sending client to raise in its own words.
    expect(answers.map((answer) => (answer as { key: string }).key)).toEqual(["STC.Error.RequestUnreadable", "STC.Error.RequestUnreadable", "STC.Classic.Chain.Error.Forged", "STC.Error.RequestTooLarge", "STC.Error.RequestUnknown", "STC.Error.RequestUnreadable"]);
    expect(standIn.database.writes).toEqual([]);
    expect(toldStoryteller()).toHaveLength(6);
    // Every request message read was deleted: none is left for any client to carry.
    expect(standInGame.messages.filter((message) => message.type === "request")).toEqual([]);
  });
});

describe("request messages never pile up in the world", () => {
  it("one no query came for is deleted a minute after the Storyteller's client saw it, whatever the sender's clock said; a fresh one stays", async () => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    actAs(players.michael);
    // Michael's clock is an hour off: ahead when he wrote the first, behind when he wrote the second.
    const request = (payload: object, timestamp: number) =>
      StandInChatMessage.implementation.create({ type: "request", whisper: [gm.id], timestamp, system: { request: "classicChainStep", payload: JSON.stringify(payload) } });
    const abandoned = await request({ messageId: message.id, step: "apply", seen: 1 }, Date.now() + 60 * 60_000);
    // A minute and a little later by the Storyteller's own clock, a second arrives.
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, "now").mockImplementation(() => realNow() + STALE_REQUEST_MS + 1_000);
    try {
      const pending = await request({ messageId: message.id, step: "apply", seen: 1 }, realNow() - 60 * 60_000);
      // Any request answered sweeps: Alistair's honest defence.
      actAs(players.alistair);
      expect(await forgeRequest("classicChainStep", { messageId: message.id, step: "defenceChoice", seen: 1, defence: { kind: "none", opponents: 1 } })).toEqual({ ok: true, value: null });
      actAs(gm);
      const left = standInGame.messages.filter((entry) => entry.type === "request");
      expect(left).toEqual([pending]);
      expect(left).not.toContain(abandoned);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("an attack is built on the Storyteller's client from the documents (attacks 2, 3, 4)", () => {
  it("what the player's client claims of the weapon, the characters, the options and the Storyteller's adjustment is not read", async () => {
    const c = await duel();
    actAs(players.david);
    target(players.david, c.tokens.alistair);
    const dialog = await openAttack(c.david as never, c.david.items.getName("Punch") as never);
    if (!dialog) throw new Error("The dialog did not open.");
    // A modified client changes everything it gathered: Alistair nearly dead, David a giant, Stun only dazing.
    const setup = structuredClone(dialog.setup);
    setup.target.health = { bashing: 0, lethal: 6, aggravated: 0 };
    setup.attacker.attributes.strength = 10;
    setup.options = { ...setup.options, stunRule: "dazed" };
    setup.storyteller = true;
    faces(8, 9, 2, 2, 2, 2);
    const result = await launchAttack(setup, { ...dialog.values, storytellerDice: 10, storytellerDamage: 20 }, dialog.refs);
    expect(result.ok).toBe(true);
    const chain = chainOf(chainMessage(standInGame.messages.at(-1)));
    expect(chain.plan.target.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
    expect(chain.plan.attacker.attributes.strength).toBe(3);
    expect(chain.options.stunRule).toBe("stun"); // the world's setting
    // A player's Storyteller modifiers are not taken: six dice (Dexterity 3 + Brawl 3), no more.
    expect(chain.attack?.roll.pool).toBe(6);
  });

  it.each(ROLES)("%s cannot begin a chain with fields the dialog never sends, or values it never offers", async (_role, who) => {
    const c = await duel();
    settle();
    const punch = c.david.items.getName("Punch")?.id ?? "";
    const honest = { attacker: { actorId: c.david.id, tokenUuid: c.tokens.david.document.uuid }, target: { actorId: c.alistair.id, tokenUuid: c.tokens.alistair.document.uuid }, itemId: punch };
    const values = { ...defaultValues(), opponents: 1 };
    for (const forged of [
      { ...honest, values, start: { attacker: {} } },
      { ...honest, values, options: { stunRule: "never" } },
      { ...honest, values: { ...values, opponents: 99 } },
      { ...honest, values: { ...values, storytellerDice: 1e9 } },
      { ...honest, values: { ...values, conditions: ["x".repeat(100)] } },
      { ...honest, values: { ...values, extra: true } },
    ]) {
      expect(await refusedAs(who(), () => forgeRequest("classicChainStart", forged))).toMatchObject({ key: "STC.Classic.Chain.Error.Forged" });
    }
    expect(standInGame.messages.filter((message) => message.type === "classicAttack")).toEqual([]);
  });

  it("a player attacks only with a character they own, at a token they can see on their scene", async () => {
    const c = await duel();
    const punch = c.david.items.getName("Punch")?.id ?? "";
    const values = defaultValues();
    const ref = (actor: { id: string }, token?: { document: { uuid: string } }) => ({ actorId: actor.id, tokenUuid: token?.document.uuid ?? "" });
    const [jacket] = await c.david.createEmbeddedDocuments("Item", [{ name: "Jacket", type: "armor" }]);
    settle();
    // Michael's player sends David's attack.
    expect(await refusedAs(players.michael, () => forgeRequest("classicChainStart", { attacker: ref(c.david, c.tokens.david), target: ref(c.alistair, c.tokens.alistair), itemId: punch, values }))).toMatchObject({ key: "STC.Error.NotOwner" });
    // A hidden token, a token on another scene, an actor with no token at all, a token of another actor.
    c.tokens.michael.document.hidden = true;
    const elsewhere = placeToken(c.alistair, "sceneElsewhere01");
    for (const targetRef of [ref(c.michael, c.tokens.michael), ref(c.alistair, elsewhere), ref(c.alistair)]) {
      expect(await refusedAs(players.david, () => forgeRequest("classicChainStart", { attacker: ref(c.david, c.tokens.david), target: targetRef, itemId: punch, values }))).toMatchObject({ key: "STC.Classic.Chain.Error.TargetUnseen" });
    }
    expect(await refusedAs(players.david, () => forgeRequest("classicChainStart", { attacker: ref(c.david, c.tokens.david), target: { actorId: c.michael.id, tokenUuid: c.tokens.alistair.document.uuid }, itemId: punch, values }))).toMatchObject({ ok: false });
    // An item that is not David's.
    const alistairsPunch = c.alistair.items.getName("Punch")?.id ?? "";
    expect(await refusedAs(players.david, () => forgeRequest("classicChainStart", { attacker: ref(c.david, c.tokens.david), target: ref(c.alistair, c.tokens.alistair), itemId: alistairsPunch, values }))).toMatchObject({ key: "STC.Classic.Chain.Error.ItemUnknown" });
    // An item of David's that is neither a weapon nor a maneuver.
    expect(await refusedAs(players.david, () => forgeRequest("classicChainStart", { attacker: ref(c.david, c.tokens.david), target: ref(c.alistair, c.tokens.alistair), itemId: jacket?.id ?? "", values }))).toMatchObject({ key: "STC.Classic.Chain.Error.ItemUnknown" });
    expect(standInGame.messages.filter((message) => message.type === "classicAttack")).toEqual([]);
    expect(toldStoryteller()).toHaveLength(7);
  });

  it("out of turn, or a second attack with the same action, is refused on the Storyteller's side (attacks 4, 5)", async () => {
    const c = await duel();
    settle();
    const punch = c.david.items.getName("Punch")?.id ?? "";
    const payload = { attacker: { actorId: c.david.id, tokenUuid: c.tokens.david.document.uuid }, target: { actorId: c.alistair.id, tokenUuid: c.tokens.alistair.document.uuid }, itemId: punch, values: defaultValues() };
    scriptedRound({ turns: { [c.david.id]: { kind: "refused", reasonKey: "STC.Classic.Chain.NotYourTurn", data: { name: "David" } } } });
    expect(await refusedAs(players.david, () => forgeRequest("classicChainStart", payload))).toMatchObject({ key: "STC.Classic.Chain.NotYourTurn" });
    scriptedRound({ turns: { [c.david.id]: { kind: "action", combatantId: "david", actionIndex: 0, actionKey: "1:david:0", penalty: 0 } } });
    actAs(players.david);
    faces(8, 9, 2, 2, 2, 2);
    expect(await forgeRequest("classicChainStart", payload)).toMatchObject({ ok: true });
    settle();
    expect(await refusedAs(players.david, () => forgeRequest("classicChainStart", payload))).toMatchObject({ key: "STC.Classic.Chain.ActionUsed" });
  });
});

describe("grapples: once per action, on the Storyteller's side (attack 7)", () => {
  async function clinched(c: Duel) {
    scriptedRound({ turns: { [c.david.id]: { kind: "action", combatantId: "david", actionIndex: 0, actionKey: "1:david:0", penalty: 0 } } });
    inRound(1);
    const message = await attack(players.david, c.david, "Grapple", c.tokens.alistair, { grappleMode: "clinch" }, [8, 8, 2, 2, 2, 2]);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    expect(c.alistair.system.stats.statuses.map((status) => status.id)).toEqual(["held"]);
    return message;
  }

  it("a clinch's damage is dealt once per action of the holder, and only the holder's owner may ask", async () => {
    const c = await duel();
    const grapple = await clinched(c);
    scriptedRound({ turns: { [c.david.id]: { kind: "action", combatantId: "david", actionIndex: 0, actionKey: "2:david:0", penalty: 0 }, [c.alistair.id]: { kind: "action", combatantId: "alistair", actionIndex: 0, actionKey: "2:alistair:0", penalty: 0 } } });
    inRound(2);
    settle();
    expect(await refusedAs(players.michael, () => forgeRequest("classicClinchDamage", { messageId: grapple.id }))).toMatchObject({ key: "STC.Error.NotOwner" });
    actAs(players.david);
    faces(9, 9, 2);
    expect(await startClinchDamage(grapple)).toEqual({ ok: true, value: null });
    const clinch = chainMessage(standInGame.messages.at(-1));
    expect(clinch.system.roundAction).toBe("2:david:0");
    settle();
    expect(await refusedAs(players.david, () => forgeRequest("classicClinchDamage", { messageId: grapple.id }))).toMatchObject({ key: "STC.Classic.Chain.ActionUsed" });
    expect(standInGame.messages.filter((message) => message.type === "classicAttack")).toHaveLength(2);
  });

  it("an attempt to break free takes the held character's action: a second in the same action is refused", async () => {
    const c = await duel();
    const grapple = await clinched(c);
    scriptedRound({ turns: { [c.alistair.id]: { kind: "action", combatantId: "alistair", actionIndex: 0, actionKey: "2:alistair:0", penalty: 0 } } });
    inRound(2);
    settle();
    actAs(players.alistair);
    // Alistair's 6 dice: one success; David's: three. Still held.
    faces(9, 2, 2, 2, 2, 2, 9, 9, 9, 2, 2, 2);
    expect(await requestEscape(grapple)).toEqual({ ok: true, value: null });
    expect(standInGame.messages.at(-1)?.type).toBe("classicEscape");
    settle();
    expect(await refusedAs(players.alistair, () => forgeRequest("classicGrappleEscape", { messageId: grapple.id }))).toMatchObject({ key: "STC.Classic.Chain.ActionUsed" });
    expect(await refusedAs(players.michael, () => forgeRequest("classicGrappleEscape", { messageId: grapple.id }))).toMatchObject({ key: "STC.Classic.Chain.Error.NotYours" });
  });
});

describe("a sheet edited mid-chain (attack 7)", () => {
  it("the defender soaks with the traits they have when the soak is rolled, and the chain goes on", async () => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.david, message, { step: "damageRoll" }, [8, 8, 8, 2]);
    // Alistair's owner raises his Stamina between damage and soak: he soaks with four dice, not two.
    actAs(players.alistair);
    await c.alistair.update({ "system.attributes.stamina.value": 4 });
    expect(await press(players.alistair, message, { step: "soakRoll" }, [8, 8, 2, 2])).toEqual({ ok: true, value: null });
    const chain = chainOf(message);
    expect(chain.soak?.roll?.pool).toBe(4);
    expect(chain.soak?.soaked).toBe(2);
    expect(c.alistair.system.stats.health.bashing).toBe(1);
  });

  it("undo restores what the Storyteller's card recorded, and a damaged record is refused, not thrown (attack 6)", async () => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.david, message, { step: "damageRoll" }, [8, 8, 2, 2]);
    await press(players.alistair, message, { step: "soakRoll" }, [2, 2]);
    expect(c.alistair.system.stats.health.bashing).toBe(2);
    // A record damaged on the Storyteller's side (a module, a bad import): the undo says so and writes nothing.
    const answers = message.system.chainAnswers;
    actAs(gm);
    await message.update({ "system.answers": [...answers.slice(0, 2), { step: "damageRoll", kind: "faces", faces: "many" }] } as never);
    settle();
    expect(await undoChain(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.RecordInvalid" });
    expect(writes("Actor")).toEqual([]);
    await message.update({ "system.answers": answers } as never);
    expect(await undoChain(message)).toEqual({ ok: true, value: null });
    expect(c.alistair.system.stats.health.bashing).toBe(0);
  });
});

/** The dialog's values as it opens on a punch. */
const defaultValues = () => ({ ...PLAIN_ATTACK_VALUES, conditions: [] });
