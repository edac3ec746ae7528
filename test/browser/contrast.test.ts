import { afterAll, describe, expect, it } from "vitest";
import { actorSheetContext } from "../../src/rulesets/classic/apps/context/actor-context";
import { rollDialogContext, type RollFormValues } from "../../src/rulesets/classic/apps/context/roll-request";
import { trackerContext } from "../../src/rulesets/classic/apps/tracker/tracker-context";
import { poolCardContext } from "../../src/rulesets/classic/dice/pool-card";
import { poolOdds } from "../../src/rulesets/classic/rules/dice/odds";
import { readPool } from "../../src/rulesets/classic/rules/dice/pool";
import { CLASSIC_DEFAULTS } from "../../src/rulesets/classic/rules/ruleset/options";
import { AA_TEXT, FOUNDRY_BACKGROUNDS, contrast, hex, over, parseColour, type Rgba } from "../unit/colour";
import { ITEMS, sheetInput } from "./fixtures";
import { closeBrowser, i18nFor, pageErrors, renderTemplate, screenshot, showHtml, type Lang } from "./harness";
import { seedRoundDeclared, trackerInputFor } from "./tracker/fixtures";

afterAll(closeBrowser);

/**
 * The cascade, not the stylesheet's tokens: what Chromium draws for the roll dialog, a pool card with successes
 * and 1s, a sheet's combat tab and headings, and the tracker on Foundry's own background, in each theme. Every
 * element with text of its own is read with its computed colour, over the backgrounds of it and its ancestors,
 * faded by any opacity on the way, as the eye sees it. A disabled control is exempt, as WCAG exempts it.
 */
const lang: Lang = "en";

function pieces(): string {
  const input = sheetInput(
    "Lucita",
    {
      creature: "vampire",
      attributes: { strength: { value: 2 }, dexterity: { value: 4, specialty: "Graceful" }, stamina: { value: 3 }, wits: { value: 3 } },
      abilities: { brawl: { value: 3 }, melee: { value: 4, specialty: "Knives" } },
      willpower: { permanent: 6, current: 5 },
      health: { bashing: 1, lethal: 1 },
      disciplines: { celerity: 3 },
      vampire: { generation: 8 },
    },
    ITEMS,
    { activeTab: "combat" },
  );
  const values: RollFormValues = { first: "dexterity", second: "melee", difficulty: "7", extraDice: "1", specialty: true, willpower: false };
  const dialog = rollDialogContext(input, values, CLASSIC_DEFAULTS, "publicroll");
  const spec = { pool: 6, difficulty: 6, kind: "action" as const, doubleTens: true };
  const card = poolCardContext(readPool([10, 1, 7, 1, 3, 8], spec), "Dexterity + Brawl", poolOdds(spec));
  const sheet = actorSheetContext({ ...input, i18n: i18nFor(lang) });
  const stc = trackerContext(trackerInputFor(seedRoundDeclared()));
  return [
    `<div class="storyteller-combat stc-roll-dialog"><form>${renderTemplate("classic/dialog/roll-fields.hbs", dialog, lang)}${renderTemplate("classic/dialog/roll-summary.hbs", dialog, lang)}</form></div>`,
    renderTemplate("classic/chat/pool-roll.hbs", card, lang),
    `<div class="storyteller-combat stc-sheet stc-character-sheet"><form class="stc-sheet-form">${["header", "combat"].map((part) => renderTemplate(`classic/actor/${part}.hbs`, sheet, lang)).join("")}</form></div>`,
    `<div class="storyteller-combat stc-tracker">${renderTemplate("classic/tracker/tracker.hbs", { stc }, lang)}${renderTemplate("classic/tracker/footer.hbs", { stc }, lang)}</div>`,
  ].join("");
}

interface Seen {
  where: string;
  text: string;
  colour: string;
  grounds: string[];
  opacity: number;
}

describe.each(["light", "dark"] as const)("text drawn in Foundry's %s theme", (theme) => {
  it("reaches 4.5:1 against what is behind it, the roll dialog's Roll button and the success dice among it", async () => {
    // The page's own background is the darkest Foundry draws in the light theme, the lightest in the dark one.
    const foundry = FOUNDRY_BACKGROUNDS[theme].at(-1) ?? "#fff";
    const page = await showHtml(`<style>body { background: ${foundry} !important; }</style>${pieces()}`, { lang, theme, width: 720 });
    const seen = await page.evaluate(() => {
      const out: { where: string; text: string; colour: string; grounds: string[]; opacity: number }[] = [];
      for (const element of document.querySelectorAll<HTMLElement>("#root *")) {
        const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? "").join("").trim();
        if (!own || element.closest("[disabled], option, script, style") || element.getClientRects().length === 0) continue;
        const grounds: string[] = [];
        let opacity = 1;
        for (let cursor: HTMLElement | null = element; cursor; cursor = cursor.parentElement) {
          const style = getComputedStyle(cursor);
          opacity *= parseFloat(style.opacity);
          grounds.push(style.backgroundColor);
          if (/^rgb\(/.test(style.backgroundColor)) break;
        }
        const classes = typeof element.className === "string" ? element.className : "";
        out.push({ where: `${element.tagName.toLowerCase()}${classes ? "." + classes.trim().split(/\s+/).join(".") : ""}`, text: own.slice(0, 40), colour: getComputedStyle(element).color, grounds, opacity });
      }
      return out;
    });
    expect(pageErrors(page)).toEqual([]);
    await screenshot(page, `contrast-${theme}`);
    await page.close();

    const failing: string[] = [];
    const ratios = new Map<string, number>();
    for (const item of seen as Seen[]) {
      // From the opaque background up, each translucent one over it.
      let ground: Rgba = parseColour(foundry) ?? { r: 255, g: 255, b: 255, a: 1 };
      for (const layer of [...item.grounds].reverse()) {
        const colour = parseColour(layer);
        if (colour && colour.a > 0) ground = over(colour, ground);
      }
      const text = parseColour(item.colour);
      if (!text) throw new Error(`unreadable colour ${item.colour} on ${item.where}`);
      const drawn = over({ ...text, a: text.a * item.opacity }, ground);
      const ratio = contrast(drawn, ground);
      ratios.set(item.where, Math.min(ratio, ratios.get(item.where) ?? Infinity));
      if (ratio < AA_TEXT) failing.push(`${item.where} "${item.text}": ${hex(drawn)} on ${hex(ground)} is ${ratio.toFixed(2)}:1`);
    }
    expect(seen.length).toBeGreaterThan(60);
    // The pairs the brief names are among those read.
    expect([...ratios.keys()].some((where) => where.includes("stc-roll-button"))).toBe(true);
    expect([...ratios.keys()].some((where) => where.includes("die-success"))).toBe(true);
    expect([...ratios.keys()].some((where) => /^h[234]/.test(where))).toBe(true);
    expect(failing).toEqual([]);
  });
});
