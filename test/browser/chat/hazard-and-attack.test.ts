// The dialogs and the card run their Foundry layer against the integration layer's stand-in (installed first: the
// system's data models read Foundry's globals when they load); what is drawn is the real templates with the compiled CSS.
import { actAs, gm, standIn, standInGame } from "../../integration/stand-in/install";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAttack, readAttackForm } from "../../../src/rulesets/classic/apps/attack-dialog";
import { HazardDialog } from "../../../src/rulesets/classic/apps/hazard-dialog";
import { hazardDialogContext, readHazardForm } from "../../../src/rulesets/classic/apps/hazard-form";
import { hazardCardContext, type HazardMessage } from "../../../src/rulesets/classic/chat/hazard-card";
import { sendHazardDamage } from "../../../src/rulesets/classic/requests/hazard-damage";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { StandInI18n } from "../../integration/stand-in/i18n";
import { combatantOf, resetStandIn, seedCombatants } from "../../integration/combat/fixtures";
import { character, faces, maneuverItem, placeToken, players, resetTable, setUpChain, target } from "../../integration/chat/fixtures";
import { player } from "../../integration/stand-in/install";
import { closeBrowser, expectPicture, pageErrors, renderTemplate, showHtml, translate, type Lang } from "../harness";

afterAll(closeBrowser);
beforeAll(setUpChain);

function useLanguage(lang: Lang): void {
  Object.assign(standIn.i18n, new StandInI18n(lang));
}

/** The page's form fields, as a form's submit reads them. */
async function formOf(page: Page): Promise<FormData> {
  const entries = await page.evaluate(() => [...new FormData(document.querySelector("form") as HTMLFormElement).entries()].map(([key, value]) => [key, String(value)]));
  const form = new FormData();
  for (const [key, value] of entries) form.append(key ?? "", value ?? "");
  return form;
}

/**
 * The page in Foundry's light and dark themes (one page, the theme class switched): in each, drawn within `height`
 * and nothing reaching beyond, on the theme's own paper.
 */
async function bothThemes(page: Page, name: string, lang: Lang, height: [number, number]): Promise<void> {
  const papers: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((theme) => (document.body.className = `theme-${theme}`), theme);
    papers.push((await expectPicture(page, `${name}-${lang}-${theme}`, { height })).paper);
  }
  expect(papers[1]).not.toBe(papers[0]);
}

/** 000 §2.11's fight, begun and declared: David may kick now, with no token targeted. */
async function fight() {
  resetStandIn();
  installRoundBridge();
  const { combat, actors } = await seedCombatants();
  actAs(gm);
  await actors.D.createEmbeddedDocuments("Item", [maneuverItem("vtmKick", "Kick")]);
  const id = (key: keyof typeof actors) => combatantOf(combat, actors[key]);
  standIn.dice.script([6, 5, 5, 9, 2]);
  await combat.startCombat();
  for (const [key, actions] of [
    ["M", [{ kind: "defence", defence: "parry", pool: 5 }]],
    ["G", [{ kind: "attack", targetId: id("M"), pool: 2 }]],
    ["T", [{ kind: "defence", defence: "dodge", pool: 6 }]],
    ["A", [{ kind: "attack", targetId: id("D"), pool: 6 }]],
    ["D", [{ kind: "attack", targetId: id("A"), pool: 6 }]],
  ] as const) {
    actAs(["A", "T", "G"].includes(key) ? player : gm);
    expect(await requestDeclare(combat, id(key), { actions: [...actions] }), key).toEqual({ ok: true, value: null });
  }
  actAs(gm);
  return { actors, id };
}

describe.each(["en", "ru"] as const)("the attack dialog's combatant choice and ambush, the hazard dialog and its card (%s)", (lang) => {
  it("000 §2.1: with no token targeted the dialog names the fight's combatants and offers the ambush; ticking it is read back", async () => {
    useLanguage(lang);
    const { actors, id } = await fight();
    target(gm as never);
    const dialog = await openAttack(actors.D as never, actors.D.items.getName("Kick") as never);
    if (!dialog) throw new Error("The dialog did not open without a target.");
    const context = dialog.dialogContext();
    const page = await showHtml(`<form class="stc-attack-dialog">${renderTemplate("classic/chat/attack-fields.hbs", context, lang)}${renderTemplate("classic/chat/attack-summary.hbs", context, lang)}</form>`, {
      lang,
      width: 420,
      rootClass: "stc-attack-dialog",
    });
    // Everyone in the fight but David himself, the first chosen.
    await expect(page.locator("select[name=combatantId] option").allTextContents()).resolves.toEqual(["Alistair", "Tony", "Gordon", "Michael"]);
    await expect(page.locator("select[name=combatantId]").inputValue()).resolves.toBe(id("A"));
    const ambush = page.locator("input[name=ambush]");
    await expect(ambush.isVisible()).resolves.toBe(true);
    await expect(page.locator("label", { has: ambush }).textContent()).resolves.toContain(translate(lang, "STC.Classic.Attack.Ambush"));
    await ambush.check();
    await page.locator("select[name=combatantId]").selectOption(id("T"));
    const form = await formOf(page);
    expect(form.get("combatantId")).toBe(id("T"));
    expect(readAttackForm(form, dialog.values).ambush).toBe(true);
    await bothThemes(page, "attack-dialog-untargeted", lang, [410, 540]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("000 §4, V20 core fire chart: the hazard dialog names the tokens; what it deals, its card shows with the soak and each result", async () => {
    useLanguage(lang);
    resetTable();
    const vampire = await character("Lucita", players.alistair, { creature: "vampire", attributes: { stamina: 3 }, disciplines: { fortitude: 2 } });
    const mortal = await character("Hans", null, { attributes: { stamina: 2 } });
    const tokens = [placeToken(vampire), placeToken(mortal)];
    actAs(gm);
    const dialog = new HazardDialog(tokens.map((token) => token.document) as never, []);
    const t = (key: string, data?: Record<string, string | number>) => translate(lang, key, data);
    const page = await showHtml(`<form>${renderTemplate("classic/chat/hazard-dialog.hbs", hazardDialogContext(dialog.values, dialog.choices, t), lang)}</form>`, {
      lang,
      width: 440,
      rootClass: "stc-hazard-dialog",
    });
    await expect(page.locator(".stc-hazard-tokens label").allTextContents()).resolves.toEqual(["Lucita", "Hans"]);
    // A bonfire at a torch's heat, on both.
    await page.locator("select[name=kind]").selectOption("fire");
    await page.locator("input[name=tokens]").nth(0).check();
    await page.locator("input[name=tokens]").nth(1).check();
    dialog.values = readHazardForm(await formOf(page), dialog.values, dialog.choices.map((token) => token.uuid));
    // The dialog draws the fire's rows once the kind is chosen, as it does on every change.
    await page.evaluate((html) => ((document.querySelector("form") as HTMLFormElement).innerHTML = html), renderTemplate("classic/chat/hazard-dialog.hbs", hazardDialogContext(dialog.values, dialog.choices, t), lang));
    await page.locator("select[name=heat]").selectOption("torch");
    await page.locator("select[name=size]").selectOption("bonfire");
    dialog.values = readHazardForm(await formOf(page), dialog.values, dialog.choices.map((token) => token.uuid));
    expect(dialog.values).toMatchObject({ kind: "fire", heat: "torch", size: "bonfire" });
    await expect(page.locator("select[name=heat] option:checked").textContent()).resolves.toBe(t("STC.Classic.Hazard.Heat.torch"));
    await bothThemes(page, "hazard-dialog", lang, [140, 180]);
    expect(pageErrors(page)).toEqual([]);

    // Lucita soaks with Fortitude 2 at 5 (a 7 and a 3: one level of two); Hans cannot soak fire.
    faces(7, 3);
    expect(await sendHazardDamage(dialog.payload())).toMatchObject({ ok: true });
    const message = standInGame.messages.at(-1) as unknown as HazardMessage;
    const card = hazardCardContext(message, { isGM: true }, t, lang);
    // The card in the chat sidebar, drawn in the same page.
    await page.evaluate((html) => {
      const root = document.querySelector("#root") as HTMLElement;
      root.className = "storyteller-combat";
      root.innerHTML = html;
    }, renderTemplate("classic/chat/hazard-card.hbs", card, lang));
    await page.setViewportSize({ width: 340, height: 200 });
    const targets = page.locator(".stc-hazard-target");
    await expect(targets.locator(".stc-hazard-name").allTextContents()).resolves.toEqual(["Lucita", "Hans"]);
    // Only Lucita rolls a soak, with her two dice and one success; each result names the character and the damage.
    await expect(targets.nth(0).locator(".stc-chain-step-title").allTextContents()).resolves.toEqual([t("STC.Classic.Hazard.SoakRoll")]);
    await expect(targets.nth(0).locator(".stc-die").allTextContents()).resolves.toEqual(["7", "3"]);
    await expect(targets.nth(0).locator(".stc-pool-difficulty").textContent()).resolves.toBe("5");
    await expect(targets.nth(0).locator(".stc-net").textContent()).resolves.toBe("1");
    await expect(targets.nth(1).locator(".stc-chain-step").count()).resolves.toBe(0);
    const results = await targets.locator(".stc-hazard-result").allTextContents();
    expect(results[0]).toContain("Lucita");
    expect(results[1]).toContain("Hans");
    // The damage type sits inside the sentence, lowercase.
    expect(results).toEqual(
      lang === "en"
        ? ["2 health levels, not rolled. Lucita takes 1 health level (aggravated).", "2 health levels, not rolled. Hans takes 2 health levels (aggravated)."]
        : ["2\u00a0уровня здоровья, без броска. Lucita теряет 1\u00a0уровень здоровья (губительные).", "2\u00a0уровня здоровья, без броска. Hans теряет 2\u00a0уровня здоровья (губительные)."],
    );
    await expect(page.locator("[data-action=hazardUndo]").isVisible()).resolves.toBe(true);
    await bothThemes(page, "hazard-card", lang, [270, 376]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
