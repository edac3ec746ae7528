import { afterAll, describe, expect, it } from "vitest";
import { closeBrowser, pageErrors, renderTemplate, showHtml, translate, type Lang } from "../harness";

afterAll(closeBrowser);

/** Each ruleset's tracker with nobody in the fight: the least of the context its template reads. */
const EMPTY: [string, object][] = [
  ["classic/tracker/tracker.hbs", { stc: { phaseKey: "STC.Classic.Tracker.Phase.initiative", phaseData: {}, hintKey: "STC.Classic.Tracker.Hint.initiative", hasCombatants: false } }],
  ["streamlined/tracker/tracker.hbs", { stc: { begun: false, hintKey: "STC.Streamlined.Tracker.Hint.initiative", hasCombatants: false } }],
  ["met/tracker/tracker.hbs", { met: { title: "", hasCombatants: false } }],
];

describe("an empty combat tracker says how to add characters", () => {
  it.each(EMPTY.flatMap(([template, context]) => (["en", "ru"] as Lang[]).map((lang) => [template, lang, context] as const)))("%s in %s", async (template, lang, context) => {
    const page = await showHtml(renderTemplate(template, context, lang), { lang });
    const lines = await page.locator(".stc-empty").allTextContents();
    expect(lines.map((line) => line.trim())).toEqual([translate(lang, "STC.Tracker.NoCombatants"), translate(lang, "STC.Tracker.HowToAdd")]);
    expect(await page.locator(".stc-how-to-add").isVisible()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
