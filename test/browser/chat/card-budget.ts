// The chat sidebar's budget for a card, measured over many cards at once: each card as the system draws it (its
// message's own model, template and context, for the user looking at it, in the table's language), laid out in one
// page at the sidebar's width.
import { mkdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect } from "vitest";
import { messageCardOf } from "../../../src/chat/cards";
import { actAs, standIn } from "../../integration/stand-in/install";
import { StandInI18n } from "../../integration/stand-in/i18n";
import type { StandInUser } from "../../integration/stand-in/user";
import { outputFolder, pageErrors, showHtml, type Lang } from "../harness";

/** The chat sidebar's width inside Foundry's chat log, and the height a card may take in it. */
export const SIDEBAR = 324;
export const CARD_BUDGET = 360;

export type View = "player" | "storyteller";

/** One card as one reader sees it at one stage. */
export interface DrawnCard {
  /** The kind of card: "Classic attack", "Classic hazard"… */
  type: string;
  /** What it was made with and where it stands: "vtmSweep, soak asked". */
  stage: string;
  lang: Lang;
  view: View;
  html: string;
}

export interface MeasuredCard extends DrawnCard {
  height: number;
  width: number;
}

/** Each language read once: reading the language files again for each card would cost more than drawing it. */
const translators = new Map<Lang, StandInI18n>();

export function useLanguage(lang: Lang): void {
  let i18n = translators.get(lang);
  if (!i18n) {
    i18n = new StandInI18n(lang);
    translators.set(lang, i18n);
  }
  Object.assign(standIn.i18n, i18n);
}

/** The card of `message` as `user` reads it in `lang`, drawn by the message's own model (src/chat/cards.ts). */
export async function drawnCard(message: unknown, user: StandInUser, lang: Lang): Promise<string> {
  actAs(user);
  useLanguage(lang);
  const card = await messageCardOf(message as ChatMessage.Implementation);
  if (!card) throw new Error("The message is not drawn as a card.");
  return card.html;
}

/**
 * Lays out every card of one language in one page, each at the sidebar's width as the chat log holds it, and
 * measures each card's own box (its root `.stc-card`).
 */
export async function measureCards(cards: readonly DrawnCard[], lang: Lang): Promise<MeasuredCard[]> {
  const mine = cards.filter((card) => card.lang === lang);
  // A card drawn the same for two readers is laid out once.
  const unique = [...new Set(mine.map((card) => card.html))];
  const html = unique.map((card) => `<div class="stc-measured" style="width: ${SIDEBAR}px; display: flow-root">${card}</div>`).join("");
  const page = await showHtml(html, { lang, width: SIDEBAR + 16 });
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".stc-measured")].map((frame) => {
      const card = frame.querySelector<HTMLElement>(".stc-card") ?? frame;
      const box = card.getBoundingClientRect();
      return { height: Math.round(box.height), width: Math.round(Math.max(box.width, card.scrollWidth)) };
    }),
  );
  expect(pageErrors(page)).toEqual([]);
  await page.close();
  expect(boxes).toHaveLength(unique.length);
  return mine.map((card) => ({ ...card, ...(boxes[unique.indexOf(card.html)] ?? { height: 0, width: 0 }) }));
}

/** Each card over the budget or wider than the sidebar, named by its type, stage, language and view. */
export function overBudget(measured: readonly MeasuredCard[]): string[] {
  return measured
    .filter((card) => card.height > CARD_BUDGET || card.width > SIDEBAR || card.height === 0)
    .map((card) => `${card.type}, ${card.stage}, ${card.lang}, ${card.view}: ${card.height} px high, ${card.width} px wide`);
}

/** The tallest card of each type, language and view, with its stage. */
export function tallest(measured: readonly MeasuredCard[]): Record<string, { height: number; stage: string }> {
  const out: Record<string, { height: number; stage: string }> = {};
  for (const card of measured) {
    const key = `${card.type} | ${card.lang} | ${card.view}`;
    if ((out[key]?.height ?? -1) < card.height) out[key] = { height: card.height, stage: card.stage };
  }
  return out;
}

/** Writes the tallest cards of one file to test-output/card-heights-<name>.json, for the README's table. */
export function recordTallest(name: string, measured: readonly MeasuredCard[]): void {
  mkdirSync(outputFolder, { recursive: true });
  const file = resolve(outputFolder, `card-heights-${name}.json`);
  const known = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...known, ...tallest(measured) }, null, 2)}\n`);
}
