import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { registerHandlebarsHelpers } from "../../src/apps/handlebars-helpers";
import { numeral } from "../../src/apps/numbers";
import { formKey } from "../../src/apps/plural";
import { PARTIAL_TEMPLATES } from "../../src/rulesets/classic/apps/partials";
import type { SheetTranslator } from "../../src/rulesets/classic/apps/context/combat-view";
import { readLanguage, templateSource } from "../../scripts/system-files";

export type Lang = "en" | "ru";
type Tree = { [key: string]: string | Tree };

const root = resolve(import.meta.dirname, "../..");
export const outputFolder = resolve(root, "test-output");

const languages: Record<Lang, Tree> = {
  en: readLanguage("en") as Tree,
  ru: readLanguage("ru") as Tree,
};

function lookUp(lang: Lang, key: string): string | undefined {
  let cursor: string | Tree | undefined = languages[lang];
  for (const part of key.split(".")) cursor = typeof cursor === "object" ? cursor[part] : undefined;
  return typeof cursor === "string" ? cursor : undefined;
}

/** A key in the language, formatted with its data; a plural group in the form its count takes, as the system's translator picks it. */
export function translate(lang: Lang, key: string, data: Record<string, unknown> = {}): string {
  const text = lookUp(lang, formKey(key, data, lang, (candidate) => lookUp(lang, candidate) !== undefined)) ?? key;
  return text.replace(/{(\w+)}/g, (whole, name: string) => {
    const value = data[name];
    return !(name in data) ? whole : typeof value === "number" ? numeral(value, lang) : String(value);
  });
}

/** The translator a sheet's context gets from `game.i18n`, reading the system's language files. */
export function i18nFor(lang: Lang): SheetTranslator {
  return {
    has: (key) => translate(lang, key) !== key,
    localize: (key) => translate(lang, key),
    format: (key, data) => translate(lang, key, data),
    lang,
  };
}

/**
 * A Handlebars environment with Foundry's `localize` helper (a key, formatted with the hash when one is
 * given, as Foundry's helper does) reading the system's own language files.
 */
export function handlebarsFor(lang: Lang): typeof Handlebars {
  const env = Handlebars.create();
  env.registerHelper("localize", (key: string, options: Handlebars.HelperOptions) => translate(lang, key, options.hash as Record<string, unknown>));
  // The system's own helpers and partials, registered as the system registers them at init.
  registerHandlebarsHelpers(env);
  // The system's plural helper reads Foundry's game.i18n; here it reads the same language files.
  env.registerHelper("stcPlural", (key: string, options: Handlebars.HelperOptions) => translate(lang, key, options.hash as Record<string, unknown>));
  for (const path of PARTIAL_TEMPLATES) env.registerPartial(path, readFileSync(templateSource(path), "utf8"));
  return env;
}

export function renderTemplate(name: string, context: object, lang: Lang): string {
  const source = readFileSync(templateSource(`templates/${name}`), "utf8");
  return handlebarsFor(lang).compile(source, { strict: false })(context);
}

let browser: Browser | undefined;
let context: BrowserContext | undefined;
/** Pages a test has closed, ready for the next `showHtml`: a new page costs a renderer and far more time than new content. */
const idle: Page[] = [];
const errorsOf = new WeakMap<Page, string[]>();
const widthOf = new WeakMap<Page, number>();

export async function openBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject("browserEndpoint"));
  return browser;
}

export async function closeBrowser(): Promise<void> {
  idle.length = 0;
  await context?.close();
  context = undefined;
  await browser?.close();
  browser = undefined;
}

/**
 * A page of this file's browser context. One a test closed is used again: `close()` hands it back, and the next
 * `showHtml` writes a new document into it (listeners, focus and the window's state are the new document's).
 */
async function freshPage(width: number): Promise<Page> {
  const reused = idle.pop();
  if (reused) {
    if (widthOf.get(reused) !== width) await reused.setViewportSize({ width, height: 200 });
    widthOf.set(reused, width);
    // A page behind another is a background tab, whose animation frames Chromium throttles to about one a
    // second: every click and screenshot, which wait for frames, would crawl.
    await reused.bringToFront();
    return reused;
  }
  context ??= await (await openBrowser()).newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 200 });
  widthOf.set(page, width);
  page.on("pageerror", (error) => errorsOf.get(page)?.push(error.message));
  page.on("dialog", (dialog) => {
    errorsOf.get(page)?.push(`dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const close = page.close.bind(page);
  Object.assign(page, {
    close: async (options?: Parameters<Page["close"]>[0]): Promise<void> => {
      if (page.isClosed() || !context) return close(options);
      // Where a fresh page's mouse is, so nothing stays hovered into the next test's screenshots.
      await page.mouse.move(0, 0);
      idle.push(page);
    },
  });
  return page;
}

/** A page holding the given HTML with the compiled system CSS, in Foundry's light or dark theme. */
export async function showHtml(html: string, options: { lang: Lang; theme?: "light" | "dark"; width?: number; rootClass?: string }): Promise<Page> {
  const page = await freshPage(options.width ?? 420);
  const errors: string[] = [];
  errorsOf.set(page, errors);
  const theme = options.theme ?? "light";
  await page.setContent(
    `<!doctype html><html lang="${options.lang}"><head><meta charset="utf-8"><style>${inject("systemCss")}
body { margin: 0; padding: 8px; font-family: "DejaVu Sans", sans-serif; background: var(--stc-paper-shade); }</style></head>
<body class="theme-${theme}"><div id="root" class="storyteller-combat ${options.rootClass ?? ""}">${html}</div>
<script>${ACTION_RECORDER}</script></body></html>`,
  );
  return page;
}

export function pageErrors(page: Page): string[] {
  return errorsOf.get(page) ?? [];
}

/**
 * Whether the pictures are kept in test-output/ for a person to look at (`STC_SCREENSHOTS=1`). What a picture must
 * show is asserted either way; writing each one costs about a quarter of the browser layer's time, so a plain run
 * leaves them out.
 */
const keepScreenshots = Boolean(process.env.STC_SCREENSHOTS);

/** Keeps a picture of the page's drawn part in test-output/, when pictures are kept. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!keepScreenshots) return;
  mkdirSync(outputFolder, { recursive: true });
  await page.locator("#root").screenshot({ path: resolve(outputFolder, `${name}.png`) });
}

/** What a picture of part of a page shows, as Chromium laid it out. */
export interface Picture {
  /** The part's size in CSS pixels, rounded. */
  width: number;
  height: number;
  /**
   * Each drawn element whose content is wider than its box (a word cut or spilling out; an ellipsis on purpose
   * and what it cuts short excepted), or that reaches past the part's left or right edge: its tag, classes, first words and the pixels it
   * reaches beyond.
   */
  overflowing: string[];
  /** Each drawn element that holds text of its own but is drawn with no width or height (squeezed to nothing). */
  squeezed: string[];
  /** The page's paper behind the part, as CSS gives it (the theme's). */
  paper: string;
}

/**
 * Lays out and measures the part of the page `selector` names (the whole drawn page by default), and leaves its
 * screenshot in test-output/ for a person to look at when pictures are kept (`STC_SCREENSHOTS=1`).
 */
async function picture(page: Page, name: string, options: { selector?: string } = {}): Promise<Picture> {
  const part = page.locator(options.selector ?? "#root");
  if (keepScreenshots) {
    mkdirSync(outputFolder, { recursive: true });
    await part.screenshot({ path: resolve(outputFolder, `${name}.png`) });
  }
  return part.evaluate((element) => {
    const describe = (node: Element) => {
      const classes = [...node.classList].filter((name) => name.startsWith("stc-") || name === "tab").join(".");
      const words = (node.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ""} "${words}"`;
    };
    const frame = element.getBoundingClientRect();
    const overflowing: string[] = [];
    const squeezed: string[] = [];
    for (const node of element.querySelectorAll("*")) {
      if (!(node instanceof HTMLElement) || node.closest("svg")) continue;
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      const drawn = node.getClientRects().length > 0 && style.visibility !== "hidden";
      if (!drawn) continue;
      const ownText = [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? "").trim() !== "");
      // Visually hidden text for screen readers is 1 px by design.
      const forReaders = style.position === "absolute" && box.width <= 1 && box.height <= 1;
      if (ownText && !forReaders && (box.width < 1 || box.height < 1)) squeezed.push(describe(node));
      const spill = node.clientWidth > 0 && style.textOverflow !== "ellipsis" ? node.scrollWidth - node.clientWidth : 0;
      // Part of a line an ellipsis cuts short on purpose reaches past it unseen.
      let cut = false;
      for (let above = node.parentElement; above && above !== element && !cut; above = above.parentElement) cut = getComputedStyle(above).textOverflow === "ellipsis";
      const outside = !forReaders && !cut && box.width > 0 ? Math.max(box.right - frame.right, frame.left - box.left) : 0;
      const beyond = Math.round(Math.max(spill, outside));
      if (beyond > 0.5) overflowing.push(`${describe(node)} +${beyond}px`);
    }
    const paper = getComputedStyle(document.body).backgroundColor;
    return { width: Math.round(frame.width), height: Math.round(frame.height), overflowing, squeezed, paper };
  });
}


/**
 * Takes the picture of a part of the page and checks what it must show: something drawn, between `height`'s
 * bounds in CSS pixels (and `width` wide when given), nothing reaching beyond its box or the part's edges, no text
 * squeezed to nothing.
 */
export async function expectPicture(
  page: Page,
  name: string,
  expected: { height: [number, number]; width?: number; selector?: string },
): Promise<Picture> {
  const shot = await picture(page, name, expected);
  expect(shot.overflowing, `${name}: what reaches beyond its box`).toEqual([]);
  expect(shot.squeezed, `${name}: text squeezed to nothing`).toEqual([]);
  expect(shot.height, `${name}: height`).toBeGreaterThanOrEqual(expected.height[0]);
  expect(shot.height, `${name}: height`).toBeLessThanOrEqual(expected.height[1]);
  if (expected.width !== undefined) expect(shot.width, `${name}: width`).toBe(expected.width);
  return shot;
}

/**
 * Records what Foundry's ApplicationV2 would dispatch: a click on (or inside) a `[data-action]` element, and
 * keys pressed on a focused dot group, each with the datasets the sheet's handler reads.
 */
const ACTION_RECORDER = `
window.stcActions = [];
document.addEventListener("click", (event) => {
  const target = event.target.closest("[data-action]");
  if (!target || target.disabled) return;
  const group = target.closest(".stc-dots");
  window.stcActions.push({ action: target.dataset.action, data: { ...target.dataset }, group: group ? { ...group.dataset } : null });
});
document.addEventListener("keydown", (event) => {
  const group = event.target.closest && event.target.closest(".stc-dots");
  if (!group) return;
  window.stcActions.push({ action: "dotKey", key: event.key, data: {}, group: { ...group.dataset } });
});`;

export interface RecordedAction {
  action: string;
  key?: string;
  data: Record<string, string>;
  group: Record<string, string> | null;
}

export async function recordedActions(page: Page): Promise<RecordedAction[]> {
  return page.evaluate(() => (window as unknown as { stcActions: RecordedAction[] }).stcActions);
}
