import { afterAll, describe, expect, it } from "vitest";
import { poolCardContext } from "../../src/rulesets/classic/dice/pool-card";
import { poolOdds } from "../../src/rulesets/classic/rules/dice/odds";
import { readPool, type DieStatus } from "../../src/rulesets/classic/rules/dice/pool";
import type { PoolSpec } from "../../src/rulesets/classic/rules/dice/pool-spec";
import { closeBrowser, expectPicture, pageErrors, renderTemplate, showHtml, translate, type Lang } from "./harness";

afterAll(closeBrowser);

/** Each case's dice as the card must mark them and its net, written out by hand from the rules. */
const cases: { name: string; faces: number[]; spec: PoolSpec; statuses: DieStatus[]; net: number; outcome: string }[] = [
  // 000 §2.11 A v D: Alistair's punch, six dice at difficulty 7.
  { name: "success", faces: [5, 2, 7, 7, 9, 2], spec: { pool: 6, difficulty: 7, kind: "action" }, statuses: ["failure", "failure", "success", "success", "success", "failure"], net: 3, outcome: "STC.Classic.Dice.Success" },
  // 000 §2.6 with doubled 10s: the 1 cancels the plain 6, and the 10 keeps its two successes.
  { name: "cancelled", faces: [10, 1, 6, 3], spec: { pool: 4, difficulty: 6, kind: "action", doubleTens: true }, statuses: ["success", "cancelling", "cancelled", "failure"], net: 2, outcome: "STC.Classic.Dice.Success" },
  { name: "botch", faces: [1, 4, 3], spec: { pool: 3, difficulty: 6, kind: "action" }, statuses: ["one", "failure", "failure"], net: 0, outcome: "STC.Classic.Dice.Botch" },
];

describe.each<Lang>(["en", "ru"])("the pool roll card in %s", (lang) => {
  it.each(cases)("shows each die, the net and the outcome: $name", async ({ name, faces, spec, statuses, net, outcome }) => {
    const result = readPool(faces, spec);
    const html = renderTemplate("classic/chat/pool-roll.hbs", poolCardContext(result, "Dexterity + Brawl", poolOdds(spec)), lang);
    const page = await showHtml(html, { lang, theme: name === "botch" ? "dark" : "light" });
    const dice = page.locator(".stc-die");
    await expect(dice.count()).resolves.toBe(faces.length);
    for (const [index, face] of faces.entries()) {
      const item = dice.nth(index);
      const status = statuses[index] ?? "";
      await expect(item.textContent()).resolves.toBe(String(face));
      await expect(item.getAttribute("data-status")).resolves.toBe(status);
      await expect(item.getAttribute("class")).resolves.toContain(`die-${status}`);
      await expect(item.getAttribute("data-tooltip")).resolves.toBe(translate(lang, `STC.Classic.Dice.Die.${status}`));
    }
    await expect(page.locator(".stc-net").textContent()).resolves.toBe(String(net));
    await expect(page.locator(".stc-outcome-label").textContent()).resolves.toBe(translate(lang, outcome));
    // The card has its look from the compiled CSS, not the browser's defaults.
    const dieBackground = await dice.first().evaluate((element) => getComputedStyle(element).clipPath);
    expect(dieBackground).toContain("polygon");
    // One line of dice, the net and the outcome: about 150 px in either language, nothing past its box.
    await expectPicture(page, `pool-card-${name}-${lang}`, { height: [135, 170], width: 404 });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("shows a hostile label as text", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const result = readPool([7], { pool: 1, difficulty: 6, kind: "action" });
    const page = await showHtml(renderTemplate("classic/chat/pool-roll.hbs", poolCardContext(result, hostile), lang), { lang });
    await expect(page.locator(".stc-card-title").textContent()).resolves.toBe(hostile);
    await expect(page.locator("img").count()).resolves.toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
