import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messageCardOf } from "../../../src/chat/cards";
import { activeRuleset } from "../../../src/rulesets/registry";
import { initSystem } from "../documents/setup";
import { standIn, standInGame } from "../stand-in/install";
import { toyStatsOf } from "../../rulesets/toy/data/read";
import { character, players, resetTable } from "./fixtures";

/*
 * A world playing a shipped ruleset (Classic, the setting's default) with the toy ruleset installed beside it: the
 * toy's part of the character is stored and kept through the other ruleset's writes, and its card still draws.
 */
beforeAll(async () => {
  await initSystem();
  for (const user of Object.values(players)) standInGame.users.add(user);
});
beforeEach(resetTable);

describe("a world playing another ruleset keeps the toy's character fields", () => {
  it("the world plays Classic, with the toy installed", () => {
    expect(activeRuleset()?.id).toBe("classic");
    expect(Object.keys(CONFIG.ChatMessage.dataModels)).toContain("toyAttack");
  });

  it("Grit and damage stay through the playing ruleset's writes", async () => {
    const anna = await character("Anna", players.anna, 4);
    await anna.update({ "system.toy.damage": 3 });
    const stored = structuredClone((anna.toObject().system as Record<string, unknown>).toy);
    expect(stored).toEqual({ grit: 4, damage: 3 });
    await anna.update({ "system.attributes.strength.value": 4, "system.willpower.current": 1 });
    await anna.update({ name: "Anna the Bold" });
    const after = anna.toObject().system as Record<string, unknown>;
    expect((after.attributes as Record<string, { value: number }>).strength?.value).toBe(4);
    expect(after.toy).toEqual(stored);
    expect(toyStatsOf(anna)).toEqual({ grit: 4, max: 7, health: 4 });
  });

  it("a card the toy made draws with its own template after the world switched", async () => {
    const anna = await character("Anna", players.anna, 2);
    const brute = await character("Brute", null, 3);
    const message = await ChatMessage.implementation.create({
      type: "toyAttack",
      system: { attacker: { actorId: anna.id, tokenUuid: "" }, target: { actorId: brute.id, tokenUuid: "" }, face: 8, hit: true, health: 5, startedBy: players.anna.id },
    } as ChatMessage.CreateData);
    if (!message) throw new Error("not created");
    const html = (await messageCardOf(message))?.html ?? "";
    expect(html).toContain("Anna attacks Brute");
    expect(html).toContain("A hit: Brute has 5 Health left.");
    expect(standIn.notifications.messages).toEqual([]);
  });
});
