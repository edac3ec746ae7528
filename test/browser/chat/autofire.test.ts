// The attack dialog with an automatic weapon's modes of fire, and a spray's cards, drawn from the system's own
// context code and templates with the compiled CSS (V20 core, Chapter Six: Combat, Firearms).
import { actAs, gm, standIn } from "../../integration/stand-in/install";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAttackForm } from "../../../src/rulesets/classic/apps/attack-dialog";
import { chainCardContext } from "../../../src/rulesets/classic/chat/card-context";
import { chainCardInput } from "../../../src/rulesets/classic/chat/render";
import { setUpChain } from "../../integration/chat/fixtures";
import { StandInI18n } from "../../integration/stand-in/i18n";
import { closeBrowser, expectPicture, pageErrors, renderTemplate, showHtml, translate, type Lang } from "../harness";
import { finishedSpray, sprayTable } from "../spray-fixture";

afterAll(closeBrowser);
beforeAll(setUpChain);

/** The chat sidebar's width inside Foundry's chat log. */
const SIDEBAR = 324;

function useLanguage(lang: Lang): void {
  Object.assign(standIn.i18n, new StandInI18n(lang));
}

describe.each(["en", "ru"] as const)("automatic fire in the attack dialog and a spray's cards (%s)", (lang) => {
  const say = (key: string, data?: Record<string, string | number>) => translate(lang, key, data);

  it("V20 Firearms: the dialog offers the SMG's four modes, opens on a spray over the three targeted tokens, and reads a change of mode", async () => {
    useLanguage(lang);
    try {
      const { dialog } = await sprayTable(say("STC.Classic.Equipment.smallSmg.Name"));
      const context = dialog.dialogContext();
      const page = await showHtml(`<form class="stc-attack-dialog">${renderTemplate("classic/chat/attack-fields.hbs", context, lang)}${renderTemplate("classic/chat/attack-summary.hbs", context, lang)}</form>`, {
        lang,
        width: 420,
        rootClass: "stc-attack-dialog",
      });
      const modes = page.locator("select[name=fireMode] option");
      await expect(modes.allTextContents()).resolves.toEqual(["single", "burst", "fullAuto", "spray"].map((mode) => say(`STC.Classic.Attack.FireMode.${mode}`)));
      await expect(page.locator("select[name=fireMode]").inputValue()).resolves.toBe("spray");
      await expect(page.locator(".stc-spray-targets").textContent()).resolves.toBe(say("STC.Classic.Attack.SprayTargets", { names: "Alistair, Michael, Thug" }));
      // The summary names the spray's dice and difficulty: 3 + 2 + 10 = 15 dice at 8.
      const summary = (await page.locator("#root").innerText()).replace(/\s+/g, " ");
      expect(summary).toContain(say("STC.Classic.Combat.Modifier.spray", { rounds: 31 }));
      await page.locator("select[name=fireMode]").selectOption("burst");
      const entries = await page.evaluate(() => [...new FormData(document.querySelector("form") as HTMLFormElement).entries()].map(([key, value]) => [key, String(value)]));
      const form = new FormData();
      for (const [key, value] of entries) form.append(key ?? "", value ?? "");
      expect(readAttackForm(form, dialog.values).fireMode).toBe("burst");
      await expectPicture(page, `attack-dialog-fire-modes-${lang}`, { height: [380, 720] });
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    } finally {
      useLanguage("en");
    }
  });

  it("V20 Firearms, Spray: three cards at the 324 px sidebar, each its target's share, defense, damage and soak, none taller than 360 px", async () => {
    useLanguage(lang);
    try {
      const cards = await finishedSpray(say("STC.Classic.Equipment.smallSmg.Name"));
      actAs(gm);
      const html = cards.map((card) => `<div class="stc-spray-line" style="width: ${SIDEBAR}px">${renderTemplate("classic/chat/attack-chain.hbs", chainCardContext(chainCardInput(card), say), lang)}</div>`).join("");
      const page = await showHtml(html, { lang, width: SIDEBAR + 16 });
      const lines = page.locator(".stc-chain-spray");
      await expect(lines.count()).resolves.toBe(3);
      await expect(lines.nth(0).textContent()).resolves.toBe(say("STC.Classic.Chain.Spray.Share", { index: 1, of: 3, share: 2, count: 7 }));
      await expect(lines.nth(0).getAttribute("title")).resolves.toBe(say("STC.Classic.Equipment.smallSmg.Name"));
      await expect(page.locator(".stc-chain-title, .stc-card-title").allTextContents()).resolves.toEqual(["Alistair", "Michael", "Thug"].map((target) => say("STC.Classic.Chain.Title", { attacker: "David", target })));
      await expect(page.locator(".stc-chain-outcome").allTextContents()).resolves.toEqual([1, 2, 3].map(() => say("STC.Classic.Combat.Outcome.damaged")));
      // Alistair: one level after his dodge; Michael: one after his soak; the thug: two.
      const boxes = page.locator(".stc-spray-line");
      const lethal = await Promise.all([0, 1, 2].map((index) => boxes.nth(index).locator(".stc-chain-box.box-lethal").count()));
      expect(lethal).toEqual([1, 1, 2]);
      for (const index of [0, 1, 2]) {
        const box = await page.locator(".stc-chain-card").nth(index).boundingBox();
        expect(box?.width).toBe(SIDEBAR);
        expect(box?.height ?? 999, `card ${String(index)} ${lang}`).toBeLessThanOrEqual(360);
      }
      await expectPicture(page, `spray-cards-${lang}`, { height: [400, 1080] });
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    } finally {
      useLanguage("en");
    }
  });
});
