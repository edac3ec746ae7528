import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isChainMessage } from "../../../src/chat/documents";
import { attack } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3 } };

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
