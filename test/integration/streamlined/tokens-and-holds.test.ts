import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestEscape } from "../../../src/rulesets/streamlined/requests/escape";
import { isEscapeMessage } from "../../../src/rulesets/streamlined/chat/documents";
import { attackCardContextOf, escapeCardContextOf } from "../../../src/rulesets/streamlined/chat/render";
import { launchAttack } from "../../../src/rulesets/streamlined/requests/attack-start";
import { requestStep } from "../../../src/rulesets/streamlined/requests/attack-step";
import { undoAttack } from "../../../src/rulesets/streamlined/chat/undo";
import { healthOf, heldByOf } from "../../../src/rulesets/streamlined/data/read";
import { actAs, gm, standInGame } from "../stand-in/install";
import { forgeRequest } from "../stand-in/requests";
import { character, faces, health, lastCard, placeToken, players, resetTable, setUpStreamlined, target, writes } from "./fixtures";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

const KASIA = { attributes: { strength: 3, stamina: 2 }, abilities: { brawl: 3 } };

describe("tokens and holds", () => {
  it("an unlinked token's own actor takes the hit; the world actor it was made from is untouched", async () => {
    const kasia = await character("Kasia", players.anna, KASIA);
    const thug = await character("Thug", null, { attributes: { dexterity: 1, stamina: 2 } });
    const token = placeToken(thug, "scene00000000001", { linked: false });
    actAs(players.anna);
    target(players.anna, token);
    // 6 dice, 3 successes; the thug's Defense pool, Dexterity 1 + Athletics 0 or Wits 1 + Awareness 0: 1 die, none.
    faces(8, 8, 8, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false });
    actAs(gm);
    faces(1);
    await requestStep(lastCard(), "defenceRoll");
    actAs(players.anna);
    faces(6, 6, 1);
    await requestStep(lastCard(), "damageRoll");
    const synthetic = token.document.actor;
    if (!synthetic) throw new Error("The token has no actor.");
    expect(healthOf(synthetic).damage.bashing).toBe(2);
    expect(healthOf(thug).damage.bashing).toBe(0);
    expect(writes("ActorDelta", "update")).toHaveLength(1);
    expect(writes("Actor", "update")).toHaveLength(0);
    expect(attackCardContextOf(lastCard()).health).toBe("Thug: Health 3 of 5");
  });

  it("001 Grapples: the escape is shown on its own card; only the held character's owner may try it", async () => {
    const kasia = await character("Kasia", players.anna, KASIA);
    const informant = await character("Informant", players.boris, { attributes: { dexterity: 2 }, abilities: { athletics: 1 }, streamlined: { heldBy: { actorId: "", tokenUuid: "" } } });
    actAs(gm);
    await informant.update({ "system.streamlined.heldBy.actorId": kasia.id });
    actAs(players.anna);
    expect(await forgeRequest("streamlinedEscape", { held: { actorId: informant.id, tokenUuid: "" } })).toMatchObject({ ok: false, key: "STC.Error.NotOwner" });
    actAs(players.boris);
    // Dexterity 2 + Athletics 1 = 3 dice, 2 successes, against Strength 3 + Brawl 3 = 6 dice, 1 success.
    faces(9, 9, 1, 6, 1, 1, 1, 1, 1);
    expect(await requestEscape(informant as never)).toMatchObject({ ok: true, value: { freed: true } });
    const card = standInGame.messages.at(-1) as unknown as ChatMessage.Implementation;
    if (!isEscapeMessage(card)) throw new Error("No escape card.");
    expect(card.author?.id).toBe(gm.id);
    const context = escapeCardContextOf(card);
    expect(context.outcome).toEqual({ id: "freed", text: "Informant breaks free." });
    expect(context.lines.map((line) => line.text)).toEqual(["Informant: dice pool 3; successes: 2", "Kasia: dice pool 6; successes: 1"]);
    expect(heldByOf(informant)).toBeNull();
    // Free, there is no grip to escape from.
    expect(await requestEscape(informant as never)).toMatchObject({ ok: false, key: "STC.Error.StreamlinedNotHeld" });
  });

  it("001 Grapples: the Storyteller's undo of a won grapple lets the target go", async () => {
    const kasia = await character("Kasia", players.anna, KASIA);
    const informant = await character("Informant", players.boris, {});
    actAs(players.anna);
    target(players.anna, placeToken(informant));
    faces(7, 7, 1, 1, 1, 1);
    await launchAttack(kasia as never, { itemId: "", kind: "grapple", surprised: false });
    actAs(players.boris);
    // Dexterity 1 + Athletics 0 = Wits 1 + Awareness 0: 1 die.
    faces(1);
    await requestStep(lastCard(), "defenceRoll");
    expect(heldByOf(informant)?.actorId).toBe(kasia.id);
    actAs(gm);
    expect(await undoAttack(lastCard())).toEqual({ ok: true, value: null });
    expect(heldByOf(informant)).toBeNull();
    expect(health(informant).current).toBe(4);
  });

  it("a grapple with a weapon is refused: 001 makes it a Brawl attack", async () => {
    const kasia = await character("Kasia", players.anna, KASIA, [{ name: "Knife", type: "weapon", system: { streamlined: { modifier: 1 } } }]);
    const informant = await character("Informant", players.boris, {});
    actAs(players.anna);
    target(players.anna, placeToken(informant));
    const knife = kasia.items.getName("Knife");
    expect(await launchAttack(kasia as never, { itemId: knife?.id ?? "", kind: "grapple", surprised: false })).toMatchObject({ ok: false, key: "STC.Streamlined.Chain.Error.GrappleBareHanded" });
    expect(standInGame.messages.filter((message) => message.type !== "request")).toHaveLength(0);
  });
});
