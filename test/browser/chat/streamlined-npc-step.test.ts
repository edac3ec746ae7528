// Streamlined's NPC step as drawn: its summary card from chains the rules played out, the tracker's button, and the
// plan form's target of each attack.
import { afterAll, describe, expect, it } from "vitest";
import { streamlinedNpcStepCardContext, type FoundStreamlinedChain } from "../../../src/rulesets/streamlined/chat/npc-step-card";
import type { StreamlinedNpcStepRecord } from "../../../src/rulesets/streamlined/data/npc-step";
import { streamlinedTrackerContext, type StreamlinedTrackerInput } from "../../../src/rulesets/streamlined/apps/tracker/tracker-context";
import { advanceStreamlined, beginStreamlinedAttack, resolveStreamlined, type StreamlinedAttackInput } from "../../../src/rulesets/streamlined/rules/chain";
import { freshHealth } from "../../../src/rulesets/streamlined/rules/health";
import { STREAMLINED_DEFAULTS } from "../../../src/rulesets/streamlined/rules/options";
import { STREAMLINED_ROUND } from "../../../src/rulesets/streamlined/rules/round";
import { scriptedD10 } from "../../../src/rules/dice/random";
import { fighter } from "../../unit/rulesets/streamlined/fixtures";
import { closeBrowser, expectPicture, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "../harness";

afterAll(closeBrowser);

/** The chat sidebar's width inside Foundry's chat log. */
const SIDEBAR = 324;

const brute = fighter("brute", { strength: 4 }, { brawl: 4 });
const kasia = fighter("kasia", { dexterity: 2, wits: 2, stamina: 2 }, { awareness: 2 });
const informant = fighter("informant", { dexterity: 2, wits: 2, stamina: 2 }, { awareness: 2 }, 2);
const attack = (target: typeof kasia): StreamlinedAttackInput => ({ kind: "attack", attacker: brute, target, attribute: "strength", skill: "brawl", weaponModifier: 0, damageType: "bashing", penalty: 4 });

/** The Brute's three planned attacks: Kasia's Defense still to roll; the informant hit for 3; one with no target. */
const RECORDS: StreamlinedNpcStepRecord[] = [
  { actionIndex: 1, messageId: "onKasia", targetId: "K", refusal: null },
  { actionIndex: 2, messageId: "onInformant", targetId: "I", refusal: null },
  { actionIndex: 3, messageId: "", targetId: "", refusal: { key: "STC.Streamlined.NpcStep.Skipped.noTarget", data: {} } },
];
const CHAINS: Record<string, FoundStreamlinedChain> = {
  onKasia: { kind: "chain", chain: advanceStreamlined(beginStreamlinedAttack(attack(kasia), STREAMLINED_DEFAULTS), { kind: "faces", faces: [10, 10, 1, 1] }), undone: false, targetPlayed: true },
  onInformant: { kind: "chain", chain: resolveStreamlined(attack(informant), STREAMLINED_DEFAULTS, [8, 8, 8, 1, 1, 1, 1, 1, 1, 8, 8, 8]), undone: false, targetPlayed: false },
};
const NAMES: Record<string, string> = { B: "Brute", K: "Kasia", I: "Informant" };

function trackerInput(lang: Lang, planned: boolean): StreamlinedTrackerInput {
  const entrants = ["B", "K", "I"].map((id, tableIndex) => ({ id, tableIndex, pool: 1, side: null }));
  let state = STREAMLINED_ROUND.nextTurn(STREAMLINED_ROUND.beginFight(entrants, scriptedD10([10, 6, 1])), { B: freshHealth(2), K: freshHealth(2), I: freshHealth(2) });
  if (planned) state = STREAMLINED_ROUND.planCurrentTurn(state, ["attack", "attack"], { incapacitated: false, held: false }, ["K", "I"]);
  const combatants = Object.entries(NAMES).map(([id, name]) => ({ id, name, img: "icons/svg/mystery-man.svg", hidden: false, owned: true, health: freshHealth(2) }));
  return { lang, state, isGM: true, combatants, npcAttacks: planned ? 2 : 0 };
}

describe.each<Lang>(["en", "ru"])("Streamlined's NPC step, drawn in %s", (lang) => {
  const say = (key: string, data?: Record<string, string | number>) => translate(lang, key, data);

  it("the summary card: one line a planned attack, the skipped one in words, each opening on its rolls by keyboard; it fits the sidebar", async () => {
    const context = streamlinedNpcStepCardContext({ records: RECORDS, undoneBy: "", untrusted: false }, (record) => CHAINS[record.messageId] ?? { kind: "gone" }, { attacker: "Brute", of: (id) => NAMES[id] ?? id }, { isGM: true }, say);
    const html = renderTemplate("streamlined/npc-step-card.hbs", context, lang);
    const page = await showHtml(`<div class="stc-readme-card" style="width: ${SIDEBAR}px">${html}</div>`, { lang, width: SIDEBAR + 16 });
    await expect(page.locator(".stc-card-title").textContent()).resolves.toBe(say("STC.Streamlined.NpcStep.Title", { attacker: "Brute" }));
    await expect(page.locator(".stc-npc-step-pair").allTextContents()).resolves.toEqual(["Brute → Kasia", "Brute → Informant", say("STC.Streamlined.NpcStep.Untargeted", { attacker: "Brute", number: 3 })]);
    await expect(page.locator(".stc-npc-step-line").evaluateAll((lines) => lines.map((line) => (line as HTMLElement).dataset.state))).resolves.toEqual(["waiting", "done", "skipped"]);
    await expect(page.locator(".stc-npc-step-status").allTextContents()).resolves.toEqual(
      lang === "en"
        ? ["waits for the player (Kasia): Defense roll", "Health lost: 3", "skipped: the plan named no target"]
        : ["ждёт игрока (Kasia): Бросок защиты", "Потеряно Здоровья: 3", "пропущено: в плане не указана цель"],
    );
    await expect(page.locator(".stc-npc-step-summary").textContent()).resolves.toBe(lang === "en" ? "Attacks finished: 1 of 2" : "Завершено нападений: 1 из 2");
    await expect(page.locator(".stc-npc-step-details").first().isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-action="streamlinedNpcStepUndo"]').textContent()).resolves.toBe(say("STC.Streamlined.NpcStep.UndoAll"));
    const closed = await expectPicture(page, `streamlined-npc-step-card-${lang}`, { selector: ".stc-npc-step-card", width: SIDEBAR, height: [100, 360] });
    expect(closed.height).toBeLessThanOrEqual(360);
    // By keyboard: the second line opens on its three rolls and its own undo.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const opened = page.locator(".stc-npc-step-line").nth(1);
    await expect(opened.locator(".stc-npc-step-details li").allTextContents()).resolves.toEqual(
      (["attackRoll", "defenceRoll", "damageRoll"] as const).map((step, index) => say("STC.Streamlined.NpcStep.Detail", { step: say(`STC.Streamlined.Chain.Step.${step}`), value: [3, 0, 3][index] ?? 0 })),
    );
    await expect(opened.locator('[data-action="streamlinedNpcStepUndoChain"]').isVisible()).resolves.toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("the tracker: each action's target chosen by keyboard or mouse, then the Storyteller's button for the planned attacks", async () => {
    const draw = (planned: boolean) => {
      const stc = streamlinedTrackerContext(trackerInput(lang, planned));
      return renderTemplate("streamlined/tracker/tracker.hbs", { stc }, lang) + renderTemplate("streamlined/tracker/footer.hbs", { stc }, lang);
    };
    const page = await showHtml(draw(false), { lang, width: 300, rootClass: "stc-tracker" });
    const targets = page.locator('[data-combatant-id="B"] select.stc-plan-target');
    await expect(targets.count()).resolves.toBe(3);
    await expect(targets.first().locator("option").allTextContents()).resolves.toEqual([say("STC.Streamlined.Tracker.NoTarget"), "Kasia", "Informant"]);
    await expect(page.locator(".stc-plan-target-slot span").first().textContent()).resolves.toBe(say("STC.Streamlined.Tracker.AttackTarget", { number: 1 }));
    await targets.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(targets.first().inputValue()).resolves.toBe("K");
    await targets.nth(1).selectOption("I");
    await expect(targets.nth(1).inputValue()).resolves.toBe("I");
    await expect(page.locator('[data-action="stcNpcStep"]').count()).resolves.toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    const planned = await showHtml(draw(true), { lang, width: 300, rootClass: "stc-tracker" });
    const button = planned.locator('[data-action="stcNpcStep"]');
    await expect(button.textContent()).resolves.toBe(say("STC.Streamlined.NpcStep.Button"));
    await expect(button.getAttribute("data-tooltip-text")).resolves.toBe(say("STC.Streamlined.NpcStep.ButtonHint"));
    await expect([await button.getAttribute("data-round"), await button.getAttribute("data-seen-current")]).toEqual(["1", "B"]);
    await button.focus();
    await planned.keyboard.press("Enter");
    expect((await recordedActions(planned)).at(-1)).toMatchObject({ action: "stcNpcStep" });
    await expectPicture(planned, `streamlined-npc-step-button-${lang}`, { selector: ".stc-tracker-controls", height: [20, 160] });
    expect(pageErrors(planned)).toEqual([]);
    await planned.close();
  });
});
