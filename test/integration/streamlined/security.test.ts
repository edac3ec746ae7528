import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attackCardContextOf } from "../../../src/rulesets/streamlined/chat/render";
import { launchAttack } from "../../../src/rulesets/streamlined/requests/attack-start";
import { requestStep } from "../../../src/rulesets/streamlined/requests/attack-step";
import { isAttackMessage } from "../../../src/rulesets/streamlined/chat/documents";
import { StandInChatMessage } from "../stand-in/chat-message";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { forgeRequest } from "../stand-in/requests";
import { armour, character, faces, health, heldBy, lastCard, placeToken, players, resetTable, setUpStreamlined, target, writes } from "./fixtures";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

const FIGHTER = { attributes: { strength: 3, dexterity: 2, stamina: 2 }, abilities: { brawl: 3, athletics: 1 } };

describe("what the Storyteller's client refuses", () => {
  it("a forged start (an extra field) is refused with a translated message and nothing changes", async () => {
    const kasia = await character("Kasia", players.anna, FIGHTER);
    const informant = await character("Informant", players.boris, FIGHTER);
    const token = placeToken(informant);
    actAs(players.anna);
    const answer = await forgeRequest("streamlinedAttackStart", {
      attacker: { actorId: kasia.id, tokenUuid: "" },
      target: { actorId: informant.id, tokenUuid: token.document.uuid },
      itemId: "",
      kind: "attack",
      surprised: false,
      successes: 10,
    });
    expect(answer).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.Forged", data: { field: "successes" } });
    // The Storyteller is told, in words.
    expect(standIn.notifications.messages.at(-1)?.message).toContain("its field successes is not one the system sends");
    expect(standInGame.messages.filter((message) => message.type !== "request")).toHaveLength(0);
    expect(writes("Actor", "update")).toHaveLength(0);
  });

  it("a player cannot attack with a character they do not own", async () => {
    const kasia = await character("Kasia", players.anna, FIGHTER);
    const informant = await character("Informant", players.boris, FIGHTER);
    actAs(players.boris);
    const answer = await forgeRequest("streamlinedAttackStart", {
      attacker: { actorId: kasia.id, tokenUuid: "" },
      target: { actorId: informant.id, tokenUuid: placeToken(informant).document.uuid },
      itemId: "",
      kind: "attack",
      surprised: false,
    });
    expect(answer).toMatchObject({ ok: false, key: "STC.Error.NotOwner" });
    expect(standInGame.messages.filter((message) => message.type !== "request")).toHaveLength(0);
  });

  it("a player cannot attack with an item that is no weapon (their own armour)", async () => {
    const kasia = await character("Kasia", players.anna, FIGHTER, [armour("Leather jacket", 2)]);
    const informant = await character("Informant", players.boris, FIGHTER);
    const jacket = kasia.items.getName("Leather jacket");
    actAs(players.anna);
    const answer = await forgeRequest("streamlinedAttackStart", {
      attacker: { actorId: kasia.id, tokenUuid: "" },
      target: { actorId: informant.id, tokenUuid: placeToken(informant).document.uuid },
      itemId: jacket?.id ?? "",
      kind: "attack",
      surprised: false,
    });
    expect(answer).toEqual({ ok: false, key: "STC.Streamlined.Chain.Error.ItemUnknown", data: { name: "Kasia" } });
    expect(standInGame.messages.filter((message) => message.type !== "request")).toHaveLength(0);
  });

  it("001 Grapples: a player cannot try to break free for a held character they do not own", async () => {
    const kasia = await character("Kasia", players.anna, FIGHTER);
    const informant = await character("Informant", players.boris, FIGHTER);
    await informant.update({ "system.streamlined.heldBy.actorId": kasia.id });
    standIn.database.reset();
    const { requestEscape } = await import("../../../src/rulesets/streamlined/requests/escape");
    actAs(players.anna);
    expect(await requestEscape(informant as never)).toEqual({ ok: false, key: "STC.Error.NotOwner", data: { name: "Informant" } });
    expect(heldBy(informant)).toEqual({ actorId: kasia.id, tokenUuid: "" });
    expect(standIn.database.writes).toEqual([]);
    expect(standInGame.messages.filter((message) => message.type !== "request")).toHaveLength(0);
  });

  it("a player cannot attack a hidden token", async () => {
    const kasia = await character("Kasia", players.anna, FIGHTER);
    const informant = await character("Informant", players.boris, FIGHTER);
    const token = placeToken(informant);
    token.document.hidden = true;
    actAs(players.anna);
    target(players.anna, token);
    expect(await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false })).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.TargetUnseen" });
  });

  it("a step forged by the attacker's player for the defender's roll is refused; a stale press does nothing", async () => {
    const kasia = await character("Kasia", players.anna, FIGHTER);
    const informant = await character("Informant", players.boris, FIGHTER);
    actAs(players.anna);
    target(players.anna, placeToken(informant));
    faces(8, 8, 8, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    const card = lastCard();
    expect(await forgeRequest("streamlinedAttackStep", { messageId: card.id, step: "defenceRoll", seen: 1 })).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.NotYours" });
    actAs(players.boris);
    // A press on the card as it was before the attack roll (seen 0) is stale.
    expect(await forgeRequest("streamlinedAttackStep", { messageId: card.id, step: "defenceRoll", seen: 0 })).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.Stale" });
    expect(card.system.answerRecords).toHaveLength(1);
    expect(writes("Actor", "update")).toHaveLength(0);
  });

  it("a card written by a player is never acted on and draws read-only with a warning", async () => {
    const kasia = await character("Kasia", players.anna, FIGHTER);
    const informant = await character("Informant", players.boris, FIGHTER);
    actAs(players.anna);
    target(players.anna, placeToken(informant));
    faces(8, 8, 8, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    const honest = lastCard() as unknown as StandInChatMessage;
    // Boris writes a copy of the card in his own name, as any player can from the console.
    actAs(players.boris);
    const source = structuredClone(honest.toObject()) as Record<string, unknown>;
    Reflect.deleteProperty(source, "_id");
    const forged = await StandInChatMessage.create({ ...source, author: players.boris.id });
    if (!isAttackMessage(forged as unknown as ChatMessage.Implementation)) throw new Error("The forged card was not made.");
    const card = forged as unknown as Parameters<typeof requestStep>[0];
    expect(card.author?.id).toBe(players.boris.id);
    const context = attackCardContextOf(card);
    expect(context.warning).toBe("This card was not written by the Storyteller's client: nothing on it is acted on.");
    expect(context.pending?.button).toBeNull();
    expect(await requestStep(card, "defenceRoll")).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.NotStorytellers" });
    expect(await forgeRequest("streamlinedAttackStep", { messageId: card.id, step: "defenceRoll", seen: 1 })).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.NotStorytellers" });
    expect(health(informant).current).toBe(5);
    actAs(gm);
    expect(attackCardContextOf(card).undo).toBe(false);
  });
});
