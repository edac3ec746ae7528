import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importReportContext } from "../../src/rulesets/classic/apps/import/report-context";
import { importExport } from "../../src/rulesets/classic/import/import-export";
import { closeBrowser, expectPicture, pageErrors, renderTemplate, showHtml, translate, type Lang } from "./harness";

afterAll(closeBrowser);

/** The Garou of the import's fixtures: four fields have no place, one of them a form's change. */
function garouReport() {
  const outcome = importExport(JSON.parse(readFileSync(resolve(import.meta.dirname, "../fixtures/import/wod20-garou.json"), "utf8")));
  if (!outcome.ok) throw new Error("The fixture was refused.");
  return { source: outcome.source, sourceVersion: outcome.sourceVersion, file: "fvtt-Actor-kasia-wolan.json", name: outcome.character.name, unplaced: outcome.unplaced };
}

const words: Record<Lang, { button: string; title: string; character: string; heading: string; formChange: string; kept: string; none: string }> = {
  en: {
    button: "Import characters",
    title: "Imported from WoD20",
    character: "Kasia Wolan, a character of WoD20 3.3.0",
    heading: "4 fields of the file have no place here:",
    formChange: "a form's change, which this system's rules make themselves",
    kept: "They are kept in the character's biography.",
    none: "Every field of the file has its place on this sheet.",
  },
  ru: {
    button: "Импорт персонажей",
    title: "Импорт из WoD20",
    character: "Kasia Wolan, персонаж WoD20 3.3.0",
    heading: "4 поля файла не нашли здесь места:",
    formChange: "изменение облика, которое правила этой системы вносят сами",
    kept: "Они сохранены в биографии персонажа.",
    none: "У каждого поля файла есть место на этом листе.",
  },
};

describe.each<Lang>(["en", "ru"])("the import in %s", (lang) => {
  it("the Actors directory's button says what it does and hides its file picker", async () => {
    const html = `<header class="directory-header"><div class="header-actions action-buttons flexrow">${renderTemplate("classic/import/directory-button.hbs", {}, lang)}</div></header>`;
    const page = await showHtml(html, { lang });
    const button = page.locator(".stc-import-button");
    await expect(button.textContent()).resolves.toBe(` ${words[lang].button}`);
    await expect(button.getAttribute("data-tooltip")).resolves.toBe(translate(lang, "STC.Classic.Import.ButtonHint"));
    await expect(page.locator(".stc-import-input").isVisible()).resolves.toBe(false);
    await expect(page.locator(".stc-import-input").getAttribute("multiple")).resolves.toBe("");
    await expectPicture(page, `import-button-${lang}`, { height: [18, 30] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("the report card names the character and lists each field without a place with its reason", async () => {
    const context = importReportContext(garouReport(), (key, data) => translate(lang, key, data));
    const page = await showHtml(renderTemplate("classic/import/report.hbs", context, lang), { lang, width: 324 });
    await expect(page.locator(".stc-card-title").textContent()).resolves.toBe(words[lang].title);
    await expect(page.locator(".stc-import-character").textContent()).resolves.toBe(words[lang].character);
    await expect(page.locator(".stc-import-heading").textContent()).resolves.toBe(words[lang].heading);
    const rows = page.locator(".stc-import-row");
    await expect(rows.count()).resolves.toBe(4);
    await expect(page.locator(".stc-import-field").allTextContents()).resolves.toEqual([
      "system.packname",
      "system.packtotem",
      "items[Claws].system.attack",
      "items[Bonus: Crinos - Strength bonus]",
    ]);
    await expect(rows.nth(3).locator(".stc-import-reason").textContent()).resolves.toBe(words[lang].formChange);
    await expect(page.locator(".stc-import-kept").textContent()).resolves.toBe(words[lang].kept);
    // A long field name wraps inside the chat's 324 px column instead of widening the card.
    const overflow = await page.locator(".stc-import-report").evaluate((card) => card.scrollWidth - card.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectPicture(page, `import-report-${lang}`, { height: [300, 390], width: 308 });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("a file whose every field has its place says so", async () => {
    const context = importReportContext({ ...garouReport(), unplaced: [] }, (key, data) => translate(lang, key, data));
    const page = await showHtml(renderTemplate("classic/import/report.hbs", context, lang), { lang, theme: "dark" });
    await expect(page.locator(".stc-import-none").textContent()).resolves.toBe(words[lang].none);
    await expect(page.locator(".stc-import-row").count()).resolves.toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
