import { describe, expect, it } from "vitest";
import { unenriched } from "../../../src/chat/unenriched";

/** The text nodes of an HTML string, as an enricher walks them: what lies between one tag and the next. */
const textNodes = (html: string): string[] => [...html.matchAll(/>([^<]+)</g)].map((match) => match[1] ?? "");

describe("a card's text, kept from Foundry's enrichers", () => {
  const card = '<div class="stc-card" data-step="soakRoll"><h3>[[/r 1d100]] attacks @UUID[Actor.abc]{Bob}</h3><p title="[[x]]">Waiting for &amp;Reference[stunned].</p></div>';

  it("leaves no text node an enricher could match: no [[…]], no @Word[…], no &Word[…]", () => {
    for (const text of textNodes(unenriched(card))) {
      expect(text).not.toMatch(/\[\[/);
      expect(text).not.toMatch(/@\w+\[/);
      expect(text).not.toMatch(/\[[^\]<]*\]/);
    }
  });

  it("changes no tag and no attribute, and reads the same once drawn", () => {
    const out = unenriched(card);
    expect(out.match(/<[^>]+>/g)?.filter((tag) => tag !== "<wbr>")).toEqual(card.match(/<[^>]+>/g));
    expect(out.replace(/<wbr>/g, "")).toBe(card);
    expect(unenriched("<p>Alistair</p>")).toBe("<p>Alistair</p>");
  });
});
