import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { redrawCards } from "../../../src/chat/redraw";
import { actAs, gm, standIn } from "../stand-in/install";
import { attack } from "./attack";
import { character, placeToken, players, resetTable, setUpChain } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };
const WAITS = "No Storyteller is logged in";

/** Just what the chat log's message element offers the card: its id, its content, and listeners counted. */
class ShownMessage {
  readonly dataset: Record<string, string>;
  readonly content = {
    innerHTML: "",
    dataset: {} as Record<string, string>,
    listeners: 0,
    addEventListener(): void {
      this.listeners += 1;
    },
  };
  constructor(messageId: string) {
    this.dataset = { messageId };
  }
  querySelector(selector: string) {
    return selector === ".message-content" ? this.content : null;
  }
}

function chatLog(...shown: ShownMessage[]): ParentNode {
  return { querySelectorAll: (selector: string) => (selector === "[data-message-id]" ? shown : []) } as unknown as ParentNode;
}

/** Work a hook started without waiting for it. */
async function settled(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
}

beforeAll(setUpChain);
beforeEach(resetTable);
afterEach(() => {
  gm.active = true;
  Reflect.deleteProperty(globalThis, "document");
});

describe("a chain card on screen follows the Storyteller logging in and out", () => {
  it("drawn again when a Storyteller connects: the waiting note goes, the buttons keep one listener", async () => {
    const david = await character("David", players.david, FIGHTER);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, null, placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    const card = new ShownMessage(message.id ?? "");
    const other = new ShownMessage("not-a-chain");
    gm.active = false;
    actAs(players.alistair);
    expect(await redrawCards(chatLog(card, other))).toBe(1);
    expect(card.content.innerHTML).toContain(WAITS);
    expect(other.content.innerHTML).toBe("");

    gm.active = true;
    Object.assign(globalThis, { document: chatLog(card) });
    standIn.hooks.callAll("userConnected", gm, true);
    await settled(() => !card.content.innerHTML.includes(WAITS));
    expect(card.content.innerHTML).not.toContain(WAITS);
    expect(card.content.innerHTML).toContain("data-action=\"chainStep\"");
    expect(card.content.listeners).toBe(1);
  });

  it("a player connecting does not redraw anything", async () => {
    const david = await character("David", players.david, FIGHTER);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, null, placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    const card = new ShownMessage(message.id ?? "");
    Object.assign(globalThis, { document: chatLog(card) });
    standIn.hooks.callAll("userConnected", players.michael, true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(card.content.innerHTML).toBe("");
  });
});
