import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { streamlinedTrackerContext, tieOrderAfterMove, type StreamlinedTrackerInput } from "../../../src/rulesets/streamlined/apps/tracker/tracker-context";
import { freshHealth, type HealthPoints } from "../../../src/rulesets/streamlined/rules/health";
import { STREAMLINED_ROUND, type StreamlinedRoundState } from "../../../src/rulesets/streamlined/rules/round";
import { scriptedD10 } from "../../../src/rules/dice/random";
import { closeBrowser, expectPicture, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "../harness";

afterAll(closeBrowser);

const NAMES: Record<string, string> = { A: "Ana", B: "Boris", V: "Vera", G: "Gleb" };
const SIDES: Record<string, string> = { A: "players", B: "storyteller", V: "players", G: "storyteller" };

/**
 * 001 The Turn: pools Ana 5, Boris 3, Vera 4, Gleb 1 (Dexterity + Awareness); faces Ana 10 7 3 2 1 = 3 successes,
 * Boris 6 8 4 = 2, Vera 9 6 5 1 = 2, Gleb 5 = 0. Boris and Vera tie; the first turn is Ana's.
 */
function begun(): StreamlinedRoundState {
  const entrants = ["A", "B", "V", "G"].map((id, tableIndex) => ({ id, tableIndex, pool: [5, 3, 4, 1][tableIndex] ?? 0, side: SIDES[id] ?? null }));
  const state = STREAMLINED_ROUND.beginFight(entrants, scriptedD10([10, 7, 3, 2, 1, 6, 8, 4, 9, 6, 5, 1, 5]));
  return STREAMLINED_ROUND.nextTurn(state, healthy());
}

function healthy(down: string[] = []): Record<string, HealthPoints> {
  return Object.fromEntries(Object.keys(NAMES).map((id) => [id, down.includes(id) ? { ...freshHealth(1), damage: { bashing: 4, lethal: 0, aggravated: 0 } } : freshHealth(2)]));
}

function inputFor(state: StreamlinedRoundState | null, lang: Lang, options: { isGM?: boolean; owned?: string[]; down?: string[] } = {}): StreamlinedTrackerInput {
  const isGM = options.isGM ?? true;
  const health = healthy(options.down);
  return {
    lang,
    state,
    isGM,
    combatants: Object.entries(NAMES).map(([id, name]) => ({ id, name, img: "icons/svg/mystery-man.svg", hidden: false, owned: isGM || (options.owned ?? []).includes(id), health: health[id] ?? freshHealth(2) })),
  };
}

function trackerHtml(input: StreamlinedTrackerInput, lang: Lang): string {
  const stc = streamlinedTrackerContext(input);
  return renderTemplate("streamlined/tracker/tracker.hbs", { stc }, lang) + renderTemplate("streamlined/tracker/footer.hbs", { stc }, lang);
}

async function show(input: StreamlinedTrackerInput, lang: Lang): Promise<Page> {
  const page = await showHtml(trackerHtml(input, lang), { lang, width: 300, rootClass: "stc-tracker" });
  await page.evaluate(() => {
    const log: string[] = [];
    Object.assign(window, { stcRows: log });
    document.addEventListener("click", (event) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>("[data-combatant-id]");
      if (row) log.push(row.dataset.combatantId ?? "");
    });
  });
  return page;
}

const names = (page: Page) => page.locator(".stc-combatant-name").allTextContents();
const rowsClicked = (page: Page) => page.evaluate(() => (window as unknown as { stcRows: string[] }).stcRows);

describe.each<Lang>(["en", "ru"])("Streamlined's tracker in %s (001 The Turn, The Round, In Four Steps)", (lang) => {
  it("before the fight: no declaration phase, the Storyteller begins it", async () => {
    const page = await show(inputFor(null, lang), lang);
    await expect(page.locator(".stc-phase-name").textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Tracker.Initiative"));
    await expect(page.locator(".stc-phase-hint").textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Tracker.Hint.begin"));
    await expect(page.locator('[data-action="stcDeclare"], .stc-declaration-hidden').count()).resolves.toBe(0);
    await page.locator('[data-action="stcBegin"]').click();
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcBegin" });
    await expectPicture(page, `streamlined-tracker-begin-${lang}`, { height: [400, 510], width: 284 });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("the order by successes with the tie marked; the Storyteller moves Vera up by keyboard and the tie order follows", async () => {
    const state = begun();
    const page = await show(inputFor(state, lang), lang);
    await expect(names(page)).resolves.toEqual(["Ana", "Boris", "Vera", "Gleb"]);
    await expect(page.locator(".stc-initiative").allTextContents()).resolves.toEqual(["3", "2", "2", "0"]);
    await expect(page.locator('[data-combatant-id="A"] .stc-initiative-detail').textContent()).resolves.toBe(lang === "ru" ? "3\u00a0успеха · запас 5, выпало 10, 7, 3, 2, 1" : "3 successes · pool 5, faces 10, 7, 3, 2, 1");
    await expect(page.locator('[data-combatant-id="G"] .stc-initiative-detail').textContent()).resolves.toBe(lang === "ru" ? "0\u00a0успехов · запас 1, выпало 5" : "0 successes · pool 1, faces 5");
    await expect(page.locator(".stc-tied").evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.combatantId))).resolves.toEqual(["B", "V"]);
    await expect(page.locator('.stc-combatant.active[aria-current="step"] .stc-combatant-name').textContent()).resolves.toBe("Ana");
    // Boris can only go down, Vera only up; the untied have no move buttons.
    await expect(page.locator('[data-combatant-id="B"] [data-action="stcTieUp"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-combatant-id="A"] .stc-tie-move, [data-combatant-id="G"] .stc-tie-move').count()).resolves.toBe(0);
    await expect(page.locator('[data-combatant-id="B"] .stc-tie-handle').count()).resolves.toBe(1);
    await expectPicture(page, `streamlined-tracker-tie-${lang}`, { height: [590, 750], width: 284 });
    // By keyboard: from Vera's next control, Shift+Tab back to her "move up" and press Enter.
    await page.locator('[data-combatant-id="V"] [data-action="toggleHidden"]').focus();
    await page.keyboard.press("Shift+Tab");
    await expect(page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action)).resolves.toBe("stcTieUp");
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcTieUp" });
    const [moved] = await rowsClicked(page);
    expect(moved).toBe("V");
    // What the tracker's handler asks for, and the round machine's answer, drawn again.
    const order = tieOrderAfterMove(state, moved ?? "", -1);
    expect(order).toEqual(["V", "B"]);
    const reordered = STREAMLINED_ROUND.reorderTied(state, order ?? []);
    await page.close();
    const after = await show(inputFor(reordered, lang), lang);
    await expect(names(after)).resolves.toEqual(["Ana", "Vera", "Boris", "Gleb"]);
    expect(pageErrors(after)).toEqual([]);
    await after.close();
  });

  it("a turn of two actions shows −2 each, three −4 each, the evader and the downed; a player's controls are its own", async () => {
    let state = begun();
    const health = healthy(["V"]);
    state = STREAMLINED_ROUND.planCurrentTurn(state, ["attack", "attack"], { incapacitated: false, held: false });
    state = STREAMLINED_ROUND.nextTurn(state, health);
    state = STREAMLINED_ROUND.planCurrentTurn(state, ["evade"], { incapacitated: false, held: false });
    state = STREAMLINED_ROUND.nextTurn(state, health);
    // Vera is down (0 Health) and skipped: Gleb's turn, three actions.
    state = STREAMLINED_ROUND.planCurrentTurn(state, ["attack", "draw", "attack"], { incapacitated: false, held: false });
    const page = await show(inputFor(state, lang, { down: ["V"] }), lang);
    await expect(page.locator('[data-combatant-id="A"] .stc-plan-penalty').textContent()).resolves.toBe(
      `${translate(lang, "STC.Streamlined.Tracker.ActionCount.few", { count: 2 })} · ${translate(lang, "STC.Streamlined.Tracker.PenaltyEach", { dice: 2 })}`,
    );
    await expect(page.locator('[data-combatant-id="G"] .stc-plan-penalty').textContent()).resolves.toBe(
      `${translate(lang, "STC.Streamlined.Tracker.ActionCount.few", { count: 3 })} · ${translate(lang, "STC.Streamlined.Tracker.PenaltyEach", { dice: 4 })}`,
    );
    await expect(page.locator('[data-combatant-id="B"] .stc-evading').textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Tracker.Evading"));
    await expect(page.locator('[data-combatant-id="V"] .stc-status').textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Tracker.Status.down"));
    await expect(page.locator('[data-combatant-id="A"] .stc-plan-actions').textContent()).resolves.toBe(`${translate(lang, "STC.Streamlined.Tracker.Action.attack")}, ${translate(lang, "STC.Streamlined.Tracker.Action.attack")}`);
    await expectPicture(page, `streamlined-tracker-turns-${lang}`, { height: [590, 780], width: 284 });
    await page.close();
    // Gleb's turn, seen by the player who owns Ana and Vera: no end turn, no tie controls, nothing to plan.
    const player = await show(inputFor(state, lang, { isGM: false, owned: ["A", "V"], down: ["V"] }), lang);
    await expect(player.locator('[data-action="stcNext"], [data-action="stcPlan"], .stc-tie-move, .stc-tie-handle, [data-action="stcEndRound"]').count()).resolves.toBe(0);
    await player.close();
  });

  it("the current turn's plan form, by keyboard: choose the actions and plan", async () => {
    const page = await show(inputFor(begun(), lang, { isGM: false, owned: ["A"] }), lang);
    const form = page.locator('[data-combatant-id="A"] .stc-plan-form');
    await expect(form.locator("select.stc-plan-action").count()).resolves.toBe(3);
    await expect(form.locator("select.stc-plan-action").first().locator("option").count()).resolves.toBe(11);
    await form.locator("select.stc-plan-action").first().selectOption("attack");
    await form.locator("select.stc-plan-action").nth(1).selectOption("flee");
    await form.locator('[data-action="stcPlan"]').focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcPlan" });
    await expect(rowsClicked(page)).resolves.toEqual(["A"]);
    // Each action has its attack's target beside it.
    await expectPicture(page, `streamlined-tracker-plan-${lang}`, { height: [500, 720], width: 284 });
    await page.close();
  });

  it("step 4: who is down, fled, surrendered, still fighting; the fight over when one side is left", async () => {
    let state = begun();
    const health = healthy(["V"]);
    state = STREAMLINED_ROUND.nextTurn(state, health);
    state = STREAMLINED_ROUND.planCurrentTurn(state, ["surrender"], { incapacitated: false, held: false });
    state = STREAMLINED_ROUND.leaveFight(state, "B", "surrendered");
    state = STREAMLINED_ROUND.nextTurn(state, health);
    state = STREAMLINED_ROUND.planCurrentTurn(state, ["flee"], { incapacitated: false, held: false });
    state = STREAMLINED_ROUND.leaveFight(state, "G", "fled");
    state = STREAMLINED_ROUND.nextTurn(state, health);
    const page = await show(inputFor(state, lang, { down: ["V"] }), lang);
    await expect(page.locator(".stc-scene-line").allTextContents()).resolves.toEqual([
      translate(lang, "STC.Streamlined.Tracker.Scene.fighting", { names: "Ana" }),
      translate(lang, "STC.Streamlined.Tracker.Scene.down", { names: "Vera" }),
      translate(lang, "STC.Streamlined.Tracker.Scene.fled", { names: "Gleb" }),
      translate(lang, "STC.Streamlined.Tracker.Scene.surrendered", { names: "Boris" }),
    ]);
    // Before the round ends, the scene says what ending it will do, and the button says the same.
    await expect(page.locator(".stc-scene-verdict").textContent()).resolves.toBe(lang === "en" ? "One side is left: ending the round ends the fight." : "Осталась одна сторона: с концом раунда бой окончится.");
    await expect(page.locator('[data-action="stcEndRound"]').textContent()).resolves.toBe(lang === "en" ? "End round 1: the fight is over" : "Завершить раунд 1: бой окончен");
    await expect(page.locator('[data-combatant-id="G"] .stc-status').textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Tracker.Status.fled"));
    await expectPicture(page, `streamlined-tracker-scene-${lang}`, { height: [500, 680], width: 284 });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    // What the button said is what the rules do: the fight is over, the scene says so, no round to end or begin.
    const ended = STREAMLINED_ROUND.endRound(state, health);
    expect(ended.state.over).toBe(true);
    const over = await show(inputFor(ended.state, lang, { down: ["V"] }), lang);
    await expect(over.locator(".stc-scene-verdict").textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Tracker.Verdict.over"));
    await expect(over.locator('[data-action="stcEndRound"], [data-action="stcNext"]').count()).resolves.toBe(0);
    await over.close();
  });

  it("step 4 with both sides still fighting: the button ends this round and names the next, and the next round begins as it said", async () => {
    let state = begun();
    const health = healthy();
    for (let turn = 0; turn < 4; turn += 1) state = STREAMLINED_ROUND.nextTurn(state, health);
    expect(state.current).toBeNull();
    const page = await show(inputFor(state, lang), lang);
    await expect(page.locator(".stc-scene-verdict").textContent()).resolves.toBe(
      lang === "en" ? "More than one side still fights: ending the round begins round 2, in the same order." : "Сражается больше одной стороны: с концом раунда начнётся раунд 2 в том же порядке.",
    );
    const button = page.locator('[data-action="stcEndRound"]');
    await expect(button.textContent()).resolves.toBe(lang === "en" ? "End round 1: on to round 2" : "Завершить раунд 1: дальше раунд 2");
    await button.focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcEndRound" });
    await page.close();
    const ended = STREAMLINED_ROUND.endRound(state, health);
    expect(ended.state).toMatchObject({ over: false, round: 2, current: null });
    const next = await show(inputFor(ended.state, lang), lang);
    await expect(next.locator(".stc-scene-verdict").textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Tracker.Verdict.roundStart.continues"));
    await expect(next.locator('[data-action="stcNext"]').textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Tracker.FirstTurn", { number: 2 }));
    await expect(next.locator('[data-action="stcEndRound"]').count()).resolves.toBe(0);
    expect(pageErrors(next)).toEqual([]);
    await next.close();
  });
});
