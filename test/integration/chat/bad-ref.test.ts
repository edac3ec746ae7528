import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chainCardContextOf } from "../../../src/chat/render";
import { actAs, gm, standIn } from "../stand-in/install";
import { attack, chainOf, press } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3 } };
const SCENE = "scene0000000001";

beforeAll(setUpChain);
beforeEach(resetTable);

describe("a stored token reference that is no token UUID reads as a character gone", () => {
  it.each(["not a uuid", "Scene.x.Token", `Scene.${SCENE}.Bogus.abcdefabcdef0123`])("target token %j: the card draws on every client, and a step on it is refused in words", async (tokenUuid) => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair, SCENE), {}, [8, 8, 8, 2, 2, 2]);
    actAs(gm);
    await message.update({ "system.target.tokenUuid": tokenUuid } as never);
    expect(message.system.target.tokenUuid).toBe(tokenUuid);
    for (const viewer of [gm, players.david, players.alistair]) {
      actAs(viewer);
      const html = await (message as unknown as ChatMessage.Implementation).renderHTML();
      expect(html.querySelector(".stc-chain-card")?.textContent, viewer.name).toContain("Alistair");
      expect(chainCardContextOf(message)).toBeTruthy();
    }
    standIn.notifications.clear();
    const answers = message.system.chainAnswers.length;
    await press(gm, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    expect(message.system.chainAnswers).toHaveLength(answers);
    expect(chainOf(message).next).toBe("defenceChoice");
    expect(standIn.notifications.messages.map((entry) => entry.message)).toEqual(["A character in this attack no longer exists."]);
  });
});
