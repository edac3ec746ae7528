import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { actAs, gm, standIn } from "../stand-in/install";
import { attack, chainOf, press } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3 } };
const SCENE = "scene00000000001";

type Listener = (message: ChatMessage.Implementation, html: HTMLElement) => void;
let listener: Listener | null = null;
let hookId: number | null = null;

function listen(fn: Listener): void {
  listener = fn;
  hookId = Hooks.on("renderChatMessageHTML", (message, html) => listener?.(message as ChatMessage.Implementation, html));
}

beforeAll(setUpChain);
beforeEach(resetTable);
afterEach(() => {
  if (hookId !== null) Hooks.off("renderChatMessageHTML", hookId);
  hookId = null;
  listener = null;
});

describe("a module listening on renderChatMessageHTML sees the chain card drawn", () => {
  it("the hook's HTML already holds the card and the characters' names", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 8, 2, 2, 2]);
    expect(isChainMessage(message)).toBe(true);
    const seen: { content: string; cards: number }[] = [];
    listen((rendered, html) => {
      if (rendered.id !== message.id) return;
      const content = html.querySelector(".message-content");
      seen.push({ content: content?.textContent ?? "", cards: content?.querySelectorAll(".stc-chain-card").length ?? 0 });
    });
    const html = await (message as unknown as ChatMessage.Implementation).renderHTML();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.content).toContain("David");
    expect(seen[0]?.content).toContain("Alistair");
    expect(seen[0]?.cards).toBe(1);
    // What the hook saw is what is returned, and the message's stored content is left as it was.
    expect(html.querySelector(".message-content")?.textContent).toBe(seen[0]?.content);
    expect(message.content).toBe("");
  });
});

describe("a name that reads as enricher syntax", () => {
  it("stays text in the card: no text node Foundry enriches holds an inline roll or a link to make", async () => {
    const david = await character("[[/r 1d100]]", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("@UUID[Actor.abc]{Alistair}", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 8, 2, 2, 2]);
    const html = await (message as unknown as ChatMessage.Implementation).renderHTML();
    const content = html.querySelector(".message-content");
    const texts: string[] = [];
    const walk = (node: Node): void => {
      if (node.nodeType === 3) texts.push(node.textContent ?? "");
      node.childNodes.forEach(walk);
    };
    if (content) walk(content);
    expect(texts.some((text) => /\[\[|@\w+\[/.test(text))).toBe(false);
    // Read as a whole, the names are there as they were typed.
    expect(content?.textContent).toContain("[[/r 1d100]]");
    expect(content?.textContent).toContain("@UUID[Actor.abc]{Alistair}");
  });
});

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
