import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyRollMode, currentRollMode, rollMessageOptions } from "../../../src/compat";
import { rollTraitPool } from "../../../src/rulesets/classic/dice/roll-trait";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { initSystem } from "../documents/setup";
import { StandInChatMessage } from "../stand-in/chat-message";
import { actAs, gm, player, standIn, standInGame, standInGeneration } from "../stand-in/install";
import { combatantOf, makeActor, makeCombat, resetStandIn } from "./fixtures";

/*
 * Who sees a card, under the Foundry generation the stand-in plays (the integration layer runs under 13 and 14).
 * Foundry 13 applies a `rollMode` create option only to messages with rolls; Foundry 14 reads message modes.
 */

beforeAll(initSystem);
beforeEach(async () => {
  resetStandIn();
  await standIn.settings.set("storyteller-combat", "classic.rerollEachRound", false);
});

const storytellers = () => [...standInGame.users].filter((user) => user.isGM).map((user) => user.id);

describe(`the hidden combatants' initiative card (Foundry ${standInGeneration})`, () => {
  it("is whispered to the Storytellers when it carries dice", async () => {
    const shadeActor = await makeActor("Shade", { type: "npc" });
    const combat = await makeCombat([await makeActor("Ada", { owner: player.id }), shadeActor]);
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: combatantOf(combat, shadeActor), hidden: true }]);
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    const [open, hidden] = standInGame.messages;
    expect(open?.whisper).toEqual([]);
    expect(open?.content).toContain("Ada");
    expect(open?.content).not.toContain("Shade");
    expect(hidden?.content).toContain("Shade");
    expect(hidden?.whisper).toEqual(storytellers());
    expect(hidden?.isContentVisibleTo(player)).toBe(false);
  });

  it("is whispered to the Storytellers when it carries no dice: the die kept from the first round", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const shadeActor = await makeActor("Shade", { type: "npc" });
    const combat = await makeCombat([ada, shadeActor]);
    const shade = { id: combatantOf(combat, shadeActor) };
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: shade.id, hidden: true }]);
    standIn.dice.script([9, 1]);
    await combat.startCombat();
    await requestDeclare(combat, shade.id, { actions: [] });
    await requestDeclare(combat, combatantOf(combat, ada), { actions: [] });
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect(standIn.dice.queue).toEqual([]);
    const cards = standInGame.messages.filter((message) => message.content.includes("Shade"));
    expect(cards).toHaveLength(2);
    expect(cards[1]?.rolls).toHaveLength(0);
    for (const card of cards) {
      expect(card.whisper).toEqual(storytellers());
      expect(card.isContentVisibleTo(player)).toBe(false);
    }
  });

  it("is whispered to the Storytellers when its die was rolled before the fight", async () => {
    const ada = await makeActor("Ada", { owner: player.id });
    const shadeActor = await makeActor("Shade", { type: "npc" });
    const combat = await makeCombat([ada, shadeActor]);
    const shade = { id: combatantOf(combat, shadeActor) };
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: shade.id, hidden: true }]);
    standIn.dice.script([4]);
    await combat.rollInitiative(shade.id);
    standIn.dice.script([9]);
    await combat.startCombat();
    const cards = standInGame.messages.filter((message) => message.content.includes("Shade"));
    expect(cards).toHaveLength(2);
    expect(cards.at(-1)?.rolls).toHaveLength(0);
    for (const card of cards) expect(card.isContentVisibleTo(player)).toBe(false);
  });
});

describe(`a roll the user whispers stays whispered (Foundry ${standInGeneration})`, () => {
  const values = { first: "dexterity" as const, second: "brawl" as const, difficulty: "6", extraDice: "0", specialty: false, willpower: false };

  it("from the roll dialog", async () => {
    const actor = await makeActor("Alistair", { owner: player.id });
    actAs(player);
    standIn.dice.script([6, 7, 1, 2, 10, 3]);
    await rollTraitPool(actor as never, values, "gmroll", StandInChatMessage.getSpeaker({ actor }));
    const [message] = standInGame.messages;
    expect(message?.rolls).toHaveLength(1);
    expect(message?.whisper).toEqual(storytellers());
    actAs(gm);
  });

  it("the mode the user picked in the chat log is read from the generation's own setting", async () => {
    await standIn.settings.set("core", standInGeneration >= 14 ? "messageMode" : "rollMode", standInGeneration >= 14 ? "self" : "selfroll");
    expect(currentRollMode()).toBe("selfroll");
    expect(rollMessageOptions("gmroll")).toEqual(standInGeneration >= 14 ? { messageMode: "gm" } : { rollMode: "gmroll" });
    expect(applyRollMode({ content: "x" }, "gmroll")).toMatchObject({ whisper: storytellers(), blind: false });
  });
});
