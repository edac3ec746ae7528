import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messageCardOf } from "../../../src/chat/cards";
import { templateSource } from "../../../scripts/system-files";
import { activeRuleset } from "../../../src/rulesets/registry";
import { standInDocument } from "../stand-in/page";
import { StandInI18n } from "../stand-in/i18n";
import { actAs, standIn, standInGame } from "../stand-in/install";
import { forgeRequest } from "../stand-in/requests";
import { placeToken } from "../stand-in/token";
import { sentQueries } from "../stand-in/user";
import { isToyAttackMessage, type ToyAttackMessage } from "../../rulesets/toy/chat/documents";
import { toyStatsOf } from "../../rulesets/toy/data/read";
import { requestAttack } from "../../rulesets/toy/requests/attack";
import { character, players, ref, resetTable, setUpToy, writes } from "./fixtures";

/*
 * A world playing the toy ruleset (test/rulesets/toy/), the one the tests install beside the shipped three: its
 * attack runs through the system's request channel as any shipped ruleset's does, and its card is drawn by its
 * own model with its own template.
 */
beforeAll(setUpToy);
beforeEach(resetTable);

function lastCard(): ToyAttackMessage {
  const message = [...standInGame.messages].reverse().find((entry) => isToyAttackMessage(entry as unknown as ChatMessage.Implementation)) as unknown as ChatMessage.Implementation | undefined;
  if (!isToyAttackMessage(message)) throw new Error("No toy attack card was posted.");
  return message;
}

const toyCards = () => standInGame.messages.filter((entry) => isToyAttackMessage(entry as unknown as ChatMessage.Implementation));

describe("a world playing the toy ruleset", () => {
  it("plays it: its module is the world's", () => {
    expect(activeRuleset()?.id).toBe("toy");
  });

  it("a player's attack is asked of the Storyteller's client, which rolls, writes the target's Health once and posts the card", async () => {
    const anna = await character("Anna", players.anna, 2);
    const brute = await character("Brute", null, 3);
    const token = placeToken(brute);
    expect(toyStatsOf(brute)).toEqual({ grit: 3, max: 6, health: 6 });
    actAs(players.anna);
    standIn.dice.script([7]);
    const answer = await requestAttack(ref(anna), ref(brute, token));
    expect(answer).toEqual({ ok: true, value: { messageId: lastCard().id, hit: true } });
    // Through the channel: one query to the Storyteller, one update of the target.
    expect(sentQueries).toHaveLength(1);
    expect(writes("Actor", "update")).toHaveLength(1);
    expect(toyStatsOf(brute).health).toBe(5);
    expect(lastCard().system).toMatchObject({ face: 7, hit: true, health: 5, startedBy: players.anna.id });
    // The card, drawn by its model with its template (test/rulesets/toy/templates/attack-card.hbs).
    expect(lastCard().system.cardTemplate).toBe("systems/storyteller-combat/templates/toy/attack-card.hbs");
    expect(templateSource(lastCard().system.cardTemplate ?? "")).toMatch(/test\/rulesets\/toy\/templates\/attack-card\.hbs$/);
    const html = (await messageCardOf(lastCard() as never))?.html ?? "";
    expect(html).toContain("Anna attacks Brute");
    expect(html).toContain("A hit: Brute has 5 Health left.");
    expect(html).toContain('data-face="7"');
    expect(html).toContain('data-action="toyAttackAgain"');
  });

  it("a miss writes no Health and still posts its card", async () => {
    const anna = await character("Anna", players.anna, 2);
    const brute = await character("Brute", null, 1);
    const token = placeToken(brute);
    actAs(players.anna);
    standIn.dice.script([5]);
    expect(await requestAttack(ref(anna), ref(brute, token))).toMatchObject({ ok: true, value: { hit: false } });
    expect(writes("Actor", "update")).toEqual([]);
    expect(toyStatsOf(brute).health).toBe(4);
    expect((await messageCardOf(lastCard() as never))?.html).toContain("A miss: Brute keeps 4 Health.");
  });

  it("the card's button asks for the same attack again, through the same channel", async () => {
    const anna = await character("Anna", players.anna, 2);
    const brute = await character("Brute", null, 3);
    const token = placeToken(brute);
    actAs(players.anna);
    standIn.dice.script([9, 10]);
    await requestAttack(ref(anna), ref(brute, token));
    const holder = standInDocument.createElement("div");
    holder.innerHTML = (await messageCardOf(lastCard() as never))?.html ?? "";
    const button = holder.querySelector<HTMLButtonElement>('[data-action="toyAttackAgain"]');
    if (!button) throw new Error("no button");
    expect(await lastCard().system.pressed({ button, card: holder })).toMatchObject({ ok: true, value: { hit: true } });
    expect(toyCards()).toHaveLength(2);
    expect(sentQueries).toHaveLength(2);
    expect(toyStatsOf(brute).health).toBe(4);
  });

  it("a forged payload is refused with a translated message, and nothing is written", async () => {
    const anna = await character("Anna", players.anna, 2);
    const brute = await character("Brute", null, 3);
    const token = placeToken(brute);
    actAs(players.anna);
    standIn.dice.script([10]);
    expect(await forgeRequest("toyAttack", { attacker: ref(anna), target: { actorId: "not an id!", tokenUuid: "" } })).toEqual({ ok: false, key: "STC.Toy.Error.Forged", data: { field: "target.actorId" } });
    expect(await forgeRequest("toyAttack", { attacker: ref(anna), target: ref(brute, token), damage: 5 })).toEqual({ ok: false, key: "STC.Toy.Error.Forged", data: { field: "damage" } });
    // The Storyteller is told, in words, whose request was refused and why.
    expect(standIn.notifications.messages.map((entry) => entry.message)).toEqual([
      expect.stringContaining("The attack request was malformed (field target.actorId); nothing was done."),
      expect.stringContaining("The attack request was malformed (field damage); nothing was done."),
    ]);
    // Another player's character, and a target no token shows, are refused as well.
    expect(await forgeRequest("toyAttack", { attacker: ref(brute), target: ref(anna) })).toMatchObject({ ok: false, key: "STC.Error.NotOwner" });
    expect(await forgeRequest("toyAttack", { attacker: ref(anna), target: ref(brute) })).toEqual({ ok: false, key: "STC.Toy.Error.TargetUnseen", data: {} });
    expect(writes("Actor", "update")).toEqual([]);
    expect(toyCards()).toEqual([]);
    // No die was rolled for any of them.
    expect(standIn.dice.queue).toEqual([10]);
  });

  it("the refusal has its words in Russian too", () => {
    expect(new StandInI18n("ru").format("STC.Toy.Error.Forged", { field: "target" })).toBe("Запрос атаки искажён (поле target); ничего не сделано.");
  });
});
