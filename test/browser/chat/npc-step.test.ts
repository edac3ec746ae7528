// The Storyteller's NPC step as drawn: its summary card, from a step run through the integration layer's stand-in
// (installed first: the system's data models read Foundry's globals when they load), and the tracker's button.
import "../../integration/stand-in/install";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackerContext } from "../../../src/rulesets/classic/apps/tracker/tracker-context";
import { setUpChain } from "../../integration/chat/fixtures";
import { stepCardContext } from "../../integration/chat/npc-step-fixtures";
import { closeBrowser, expectPicture, pageErrors, renderTemplate, showHtml, translate, type Lang } from "../harness";
import { seedRoundDeclared, trackerInputFor } from "../tracker/fixtures";

afterAll(closeBrowser);
beforeAll(setUpChain);

/** The chat sidebar's width inside Foundry's chat log. */
const SIDEBAR = 324;

describe.each<Lang>(["en", "ru"])("the NPC step, drawn in %s", (lang) => {
  const say = (key: string, data?: Record<string, string | number>) => translate(lang, key, data);

  it("the summary card: one line a chain, each opening on its steps by keyboard, the undo of each and of the whole step; it fits the sidebar", async () => {
    const html = renderTemplate("classic/chat/npc-step-card.hbs", await stepCardContext(lang), lang);
    const page = await showHtml(`<div class="stc-readme-card" style="width: ${SIDEBAR}px">${html}</div>`, { lang, width: SIDEBAR + 16 });
    await expect(page.locator(".stc-card-title").textContent()).resolves.toBe(say("STC.Classic.NpcStep.Title"));
    await expect(page.locator(".stc-npc-step-line").count()).resolves.toBe(2);
    await expect(page.locator(".stc-npc-step-pair").allTextContents()).resolves.toEqual(["David → Alistair", "Michael → Xavier"]);
    await expect(page.locator(".stc-npc-step-line").evaluateAll((lines) => lines.map((line) => (line as HTMLElement).dataset.state))).resolves.toEqual(["waiting", "done"]);
    await expect(page.locator(".stc-npc-step-status").first().textContent()).resolves.toBe(say("STC.Classic.NpcStep.Line.WaitsForPlayer", { name: "Alistair", step: say("STC.Classic.Combat.Step.defenceChoice") }));
    const levels = lang === "en" ? "2 health levels" : "2\u00a0уровня здоровья";
    await expect(page.locator(".stc-npc-step-status").nth(1).textContent()).resolves.toBe(say("STC.Classic.Chain.Card.DamageTaken.bashing", { levels }));
    await expect(page.locator(".stc-npc-step-summary").textContent()).resolves.toBe(lang === "en" ? "1 of 2 attacks finished" : "Завершено 1 из 2\u00a0нападений");
    // Closed, each line is one line of text: the details and the line's undo are hidden until it opens.
    await expect(page.locator(".stc-npc-step-details").first().isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-action="npcStepUndo"]').textContent()).resolves.toBe(say("STC.Classic.NpcStep.UndoAll"));
    const closed = await expectPicture(page, `npc-step-card-${lang}`, { selector: ".stc-npc-step-card", width: SIDEBAR, height: [100, 360] });
    expect(closed.height).toBeLessThanOrEqual(360);
    // By keyboard: Tab reaches the first line, Enter opens it on its steps and its own undo.
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.closest(".stc-npc-step-line")?.getAttribute("data-state"))).resolves.toBe("waiting");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("details[open]").count()).resolves.toBe(1);
    const opened = page.locator(".stc-npc-step-line").nth(1);
    await expect(opened.locator(".stc-npc-step-details li").allTextContents()).resolves.toEqual([
      say("STC.Classic.NpcStep.Detail", { step: say("STC.Classic.Combat.Step.attackRoll"), value: 4 }),
      say("STC.Classic.NpcStep.Detail", { step: say("STC.Classic.Combat.Step.defenceChoice"), value: say("STC.Classic.Combat.Defence.dodge") }),
      say("STC.Classic.NpcStep.Detail", { step: say("STC.Classic.Combat.Step.defenceRoll"), value: 1 }),
      say("STC.Classic.NpcStep.Detail", { step: say("STC.Classic.Combat.Step.damageRoll"), value: 2 }),
      say("STC.Classic.NpcStep.Detail", { step: say("STC.Classic.Combat.Step.soakRoll"), value: 0 }),
    ]);
    await expect(opened.locator('[data-action="npcStepUndoChain"]').isVisible()).resolves.toBe(true);
    await expectPicture(page, `npc-step-card-open-${lang}`, { selector: ".stc-npc-step-card", width: SIDEBAR, height: [150, 460] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("the tracker's button: the Storyteller's alone, in the action phase, reached by keyboard", async () => {
    const state = seedRoundDeclared();
    const draw = (isGM: boolean) => {
      const stc = trackerContext({ ...trackerInputFor({ ...state, phase: "action", actionNumber: 1 }, { lang, isGM }), npcAttacks: 1 });
      return renderTemplate("classic/tracker/footer.hbs", { stc }, lang);
    };
    const page = await showHtml(draw(true), { lang, width: 300, rootClass: "stc-tracker" });
    const button = page.locator('[data-action="stcNpcStep"]');
    await expect(button.textContent()).resolves.toBe(say("STC.Classic.NpcStep.Button"));
    await expect(button.getAttribute("data-tooltip-text")).resolves.toBe(say("STC.Classic.NpcStep.ButtonHint"));
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action)).resolves.toBe("stcNpcStep");
    await expectPicture(page, `npc-step-button-${lang}`, { selector: ".stc-tracker-controls", height: [20, 160] });
    await page.setContent(draw(false));
    await expect(page.locator('[data-action="stcNpcStep"]').count()).resolves.toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
