import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { declarationFormContext, declarationFromForm, declarationValuesFromForm, emptyRow, singleAttack, type DeclarationFormContext, type DeclarationFormValues, type SheetPools } from "../../../src/rulesets/classic/apps/tracker/declaration-form";
import { pluralKey } from "../../../src/apps/plural";
import { holdFormContext, holdNoteFromForm, holdValuesFromForm } from "../../../src/rulesets/classic/apps/tracker/hold-form";
import { trackerContext, type TrackerInput } from "../../../src/rulesets/classic/apps/tracker/tracker-context";
import { initiativeCardContext } from "../../../src/rulesets/classic/round/initiative-report";
import { closeBrowser, expectPicture, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "../harness";
import { characterStats } from "../../unit/turns/fixtures";
import {
  classic,
  round,
  seedRoundAborted,
  seedRoundArrival,
  seedRoundBegun,
  seedRoundDeclared,
  seedRoundEnded,
  seedRoundExtra,
  seedRoundHeld,
  simultaneousRound,
  trackerInputFor,
} from "./fixtures";

afterAll(closeBrowser);

const SIDEBAR = 300;
const POP_OUT = 440;

function trackerHtml(input: TrackerInput, lang: Lang): string {
  const stc = trackerContext(input);
  return renderTemplate("classic/tracker/tracker.hbs", { stc }, lang) + renderTemplate("classic/tracker/footer.hbs", { stc }, lang);
}

async function showTracker(input: TrackerInput, lang: Lang, width = SIDEBAR, theme: "light" | "dark" = "light"): Promise<Page> {
  const page = await showHtml(trackerHtml(input, lang), { lang, width, theme, rootClass: "stc-tracker" });
  // Which combatant row a clicked button belongs to, as the tracker's handlers read it.
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

const rowsClicked = (page: Page) => page.evaluate(() => (window as unknown as { stcRows: string[] }).stcRows);
const names = (page: Page) => page.locator(".stc-combatant-name").allTextContents();

/** The declarations of 000 §2.11 up to Tony's turn: Michael and Gordon have declared; Tony declared a dodge and an attack last turn. */
function declaringTony() {
  let state = seedRoundBegun();
  state = round.declare(state, { combatantId: "M", actions: [{ kind: "defence", defence: "parry", pool: 5 }, { kind: "attack", targetId: "A", pool: 5 }] });
  state = round.declare(state, { combatantId: "G", actions: [{ kind: "attack", targetId: "M", pool: 2 }] });
  const tony = state.combatants.find((entry) => entry.id === "T");
  if (tony) tony.lastDeclaration = { combatantId: "T", actions: [{ kind: "defence", defence: "dodge", pool: 6 }, { kind: "attack", targetId: "D", pool: 5 }], celerityActions: [], rageActions: [], willpowerSpent: 0, bloodSpent: 0, moves: false };
  return state;
}

/** A line of the tracker as it reads: layout whitespace collapses, a no-break space (U+00A0) before a noun stays. */
const lineText = (text: string | null) => (text ?? "").replace(/[ \t\r\n]+/g, " ").trim();
const dice = (lang: Lang, count: number, base = "STC.Classic.Tracker.Dice") => translate(lang, pluralKey(base, count, lang), { count });

describe.each<Lang>(["en", "ru"])("the combat tracker in %s", (lang) => {
  it("initiative phase: nobody has rolled but David, the Storyteller may begin", async () => {
    const page = await showTracker(trackerInputFor(null), lang);
    await expect(page.locator(".stc-phase-name").textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.Phase.initiative"));
    await expect(page.locator('[data-combatant-id="D"] .stc-initiative').textContent()).resolves.toBe("15");
    await page.locator('[data-action="stcBegin"]').click();
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcBegin" });
    await expectPicture(page, `tracker-initiative-${lang}`, { height: [200, 300], width: 284 });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("declaration phase: M>G>T>A>D, Tony declares now and only his owner's button shows; keyboard works", async () => {
    const page = await showTracker(trackerInputFor(declaringTony(), { isGM: false, owned: ["A", "T", "G"] }), lang);
    await expect(page.locator(".stc-phase-name").textContent()).resolves.toBe(translate(lang, "STC.Classic.Turn.Phase.declaration"));
    await expect(page.locator(".stc-phase-hint").textContent()).resolves.toBe(translate(lang, "STC.Classic.Turn.DeclarationOrder"));
    await expect(names(page)).resolves.toEqual(["Michael", "Gordon", "Tony", "Alistair", "David"]);
    await expect(page.locator('[data-action="stcDeclare"]').count()).resolves.toBe(1);
    await expect(page.locator('.stc-step.current [data-combatant-id="T"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-combatant-id="M"] .stc-status').textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.Status.declared"));
    await page.locator('[data-action="stcDeclare"]').focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcDeclare" });
    // Last turn's declaration in one click, by keyboard too.
    await expect(page.locator('[data-combatant-id="T"] [data-action="stcSameAsLast"]').textContent()).resolves.toBe(translate(lang, "STC.Classic.Declaration.SameAsLast"));
    await page.locator('[data-action="stcSameAsLast"]').focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcSameAsLast" });
    await expect(rowsClicked(page)).resolves.toEqual(["T", "T"]);
    // No "next" for a player during the declarations, and no Storyteller controls.
    await expect(page.locator('[data-action="stcNext"], [data-action="stcNextRound"], [data-action="stcEndCombat"]').count()).resolves.toBe(0);
    await expectPicture(page, `tracker-declaration-${lang}`, { height: [260, 380], width: 284 });
    await page.close();
  });

  it("action phase: D>A>T>G>M, one line per action with its dice, wounds and statuses; Hold and Next by mouse", async () => {
    const page = await showTracker(trackerInputFor(seedRoundDeclared(), { lang, wounds: { G: "STC.Classic.Health.Level.wounded" }, statuses: { G: ["STC.Classic.Status.blinded.Name"] } }), lang);
    await expect(page.locator(".stc-phase-name").textContent()).resolves.toBe(translate(lang, "STC.Classic.Turn.Phase.action"));
    await expect(page.locator(".stc-turn-number").textContent()).resolves.toBe(translate(lang, "STC.Classic.Turn.Number", { number: 1 }));
    await expect(names(page)).resolves.toEqual(["David", "Alistair", "Tony", "Gordon", "Michael"]);
    const david = page.locator('[data-combatant-id="D"] .stc-action');
    await expect(david.count()).resolves.toBe(3);
    // 000 §2.11: David's kick, 7 dice less N + i − 1 = 3: "Attack → Alistair · 4 dice", the penalty on hover.
    await expect(david.first().textContent().then(lineText)).resolves.toBe(`${translate(lang, "STC.Classic.Action.Kind.attack")} → Alistair · ${dice(lang, 4)}`);
    await expect(david.first().getAttribute("data-tooltip-text")).resolves.toBe(`1. ${translate(lang, "STC.Classic.Action.Kind.attack")} → Alistair · ${dice(lang, 4)} — ${translate(lang, "STC.Classic.Action.Penalty", { dice: 3 })}`);
    await expect(david.nth(1).locator(".stc-action-pool").textContent()).resolves.toBe(dice(lang, 2));
    await expect(page.locator('[data-combatant-id="G"] .stc-action-note').textContent()).resolves.toBe("(crossbow from behind the wall)");
    // Gordon's wound level and status on his row; Tony has only his dodge and a second action left.
    await expect(page.locator('[data-combatant-id="G"] .stc-wound').textContent()).resolves.toBe(lang === "ru" ? "Здоровье: Тяжело ранен" : "Wounded");
    await expect(page.locator('[data-combatant-id="G"] .stc-status-effect').textContent()).resolves.toBe(translate(lang, "STC.Classic.Status.blinded.Name"));
    await expect(page.locator('[data-combatant-id="T"] .stc-status-main').textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.Status.defendingAndExtra"));
    // One line per action: none wraps in the sidebar.
    const heights = await david.evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().height));
    const fontSize = await david.first().evaluate((line) => parseFloat(getComputedStyle(line).fontSize));
    for (const height of heights) expect(height).toBeLessThanOrEqual(fontSize * 1.7);
    await page.locator('[data-combatant-id="D"] [data-action="stcHold"]').click();
    await page.locator('[data-action="stcNext"]').click();
    const actions = await recordedActions(page);
    expect(actions.map((action) => action.action)).toEqual(["stcHold", "stcNext"]);
    expect(actions[1]?.data.turnKey).toBeTruthy();
    await expect(rowsClicked(page)).resolves.toEqual(["D"]);
    await expectPicture(page, `tracker-action-${lang}`, { height: [380, 500], width: 284 });
    await page.close();
  });

  it("an arrival in the action phase with its place still to come: slotted by its roll, its owner may declare (rules map, Initiative)", async () => {
    const page = await showTracker(trackerInputFor(seedRoundArrival(), { isGM: false, owned: ["E"], names: { E: "Eva" } }), lang);
    await expect(names(page)).resolves.toEqual(["David", "Alistair", "Tony", "Eva", "Gordon", "Michael"]);
    await expect(page.locator('[data-combatant-id="E"] .stc-status').textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.Status.declaring"));
    await expect(page.locator('[data-action="stcDeclare"]').count()).resolves.toBe(1);
    await page.locator('[data-combatant-id="E"] [data-action="stcDeclare"]').click();
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcDeclare" });
    await expect(rowsClicked(page)).resolves.toEqual(["E"]);
    await expectPicture(page, `tracker-arrival-${lang}`, { height: [360, 560], width: 284 });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("Foundry's row controls: hide, defeated and ping for the Storyteller, pan for a player; a row click is Foundry's select", async () => {
    const input = trackerInputFor(seedRoundDeclared(), {}, undefined);
    for (const combatant of input.combatants) combatant.canPing = true;
    const page = await showTracker(input, lang);
    const david = page.locator('[data-combatant-id="D"]');
    await expect(david.getAttribute("data-action")).resolves.toBe("activateCombatant");
    await expect(david.locator(".combatant-control").evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.action))).resolves.toEqual(["toggleHidden", "toggleDefeated", "pingCombatant"]);
    await david.locator('[data-action="toggleDefeated"]').click();
    await david.locator(".stc-combatant-name").click();
    expect((await recordedActions(page)).map((action) => action.action)).toEqual(["toggleDefeated", "activateCombatant"]);
    // The controls stay inside the sidebar's row.
    const [rowBox, controlsBox] = await Promise.all([david.boundingBox(), david.locator(".stc-combatant-controls").boundingBox()]);
    expect((controlsBox?.x ?? 0) + (controlsBox?.width ?? 0)).toBeLessThanOrEqual((rowBox?.x ?? 0) + (rowBox?.width ?? 0) + 0.5);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    const playerPage = await showTracker(trackerInputFor(seedRoundDeclared(), { isGM: false, owned: ["A"] }), lang);
    await expect(playerPage.locator('[data-combatant-id="A"] .combatant-control').evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.action))).resolves.toEqual(["panToCombatant"]);
    await playerPage.close();
  });

  it("the same in a pop-out window: wider, nothing overflows", async () => {
    for (const width of [SIDEBAR, POP_OUT]) {
      const page = await showTracker(trackerInputFor(seedRoundDeclared()), lang, width);
      const overflow = await page.locator(".stc-tracker-body").evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
      if (width === POP_OUT) await expectPicture(page, `tracker-popout-${lang}`, { height: [340, 460], width: 424 });
      await page.close();
    }
  });

  it("abort: Michael's marker, his parry spent on the dodge and his attack turned into a defence capped at 2 dice (000 §2.11)", async () => {
    const page = await showTracker(trackerInputFor(seedRoundAborted()), lang);
    const michael = page.locator('[data-combatant-id="M"]');
    await expect(michael.locator(".stc-abort-marker").textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.Aborted"));
    await expect(michael.locator(".stc-action").first().locator(".stc-action-state").textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.ActionState.spent"));
    await expect(michael.locator(".stc-action").nth(1).locator(".stc-action-kind").textContent()).resolves.toBe(translate(lang, "STC.Classic.Action.Kind.abortDefence"));
    await expect(michael.locator(".stc-action").nth(1).locator(".stc-action-cap").textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.Cap", { dice: 2 }));
    await expectPicture(page, `tracker-abort-${lang}`, { height: [400, 540], width: 284 });
    await page.close();
  });

  it("extra actions: Tony's second action is current; Michael's forfeited attack has no turn (Foundry's dark theme)", async () => {
    const page = await showTracker(trackerInputFor(seedRoundExtra()), lang, SIDEBAR, "dark");
    await expect(page.locator(".stc-phase-name").textContent()).resolves.toBe(translate(lang, "STC.Classic.Turn.ExtraPhase", { number: 2 }));
    await expect(page.locator('.stc-step.current [data-combatant-id="T"]').count()).resolves.toBe(1);
    await expect(page.locator(".stc-now").textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.Now", { names: "Tony" }));
    await expectPicture(page, `tracker-extra-dark-${lang}`, { height: [380, 540], width: 284 });
    await page.close();
  });

  it("ended: the round is over, defences no attack called for shown as not needed; the Storyteller starts the next", async () => {
    const page = await showTracker(trackerInputFor(seedRoundEnded(), { lang }), lang);
    await expect(page.locator(".stc-phase-name").textContent()).resolves.toBe(translate(lang, "STC.Classic.Turn.Phase.ended"));
    // Tony's declared dodge was never called for (000 §2.11: nobody attacked him).
    const tonysDodge = page.locator('[data-combatant-id="T"] .stc-action').first();
    await expect(tonysDodge.getAttribute("class")).resolves.toContain("state-unused");
    await expect(tonysDodge.locator(".stc-action-state").textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.ActionState.unused"));
    await expect(page.locator('[data-action="stcNext"]').count()).resolves.toBe(0);
    await page.locator('[data-action="stcNextRound"]').click();
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcNextRound" });
    await expectPicture(page, `tracker-ended-${lang}`, { height: [340, 470], width: 284 });
    await page.close();
  });

  it("between turns five combatants fit the sidebar: each row at most 64 px, one line per action, the initiative's arithmetic in its tooltip", async () => {
    // The chat's column is 324 px wide; the tracker's, 300 px and narrower, is the one measured below.
    const wide = await showTracker(trackerInputFor(seedRoundEnded(), { lang }), lang, 324);
    for (const height of await wide.locator(".stc-combatant").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height))) expect(height).toBeLessThanOrEqual(64);
    await wide.close();
    const page = await showTracker(trackerInputFor(seedRoundEnded(), { lang, wounds: { G: "STC.Classic.Health.Level.wounded" }, statuses: { G: ["STC.Classic.Status.blinded.Name"] } }), lang);
    const rows = page.locator(".stc-combatant");
    await expect(rows.count()).resolves.toBe(5);
    const heights = await rows.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeLessThanOrEqual(64);
    // The list: five rows, and for each step its border (2 px) and the gap between steps (about 3 px).
    const list = await page.locator(".stc-steps").evaluate((element) => element.getBoundingClientRect().height);
    expect(list).toBeLessThanOrEqual(5 * 64 + 5 * 2 + 4 * 4);
    // The whole tracker: the list, the phase header above it and the footer's buttons below, 150 px at most.
    const whole = await page.locator("#root").evaluate((element) => element.getBoundingClientRect().height);
    expect(whole).toBeLessThanOrEqual(5 * 64 + 150);
    // Every declared action is one line; David has three.
    const david = page.locator('[data-combatant-id="D"]');
    await expect(david.locator(".stc-action").count()).resolves.toBe(3);
    const lines = await page.locator(".stc-action").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    for (const line of lines) expect(line).toBeLessThanOrEqual(14);
    // The initiative's details are no line of the row: the badge's tooltip and accessible name say them.
    await expect(page.locator(".stc-initiative-detail").count()).resolves.toBe(0);
    const badge = david.locator(".stc-initiative");
    await expect(badge.textContent()).resolves.toBe("15");
    await expect(badge.getAttribute("data-tooltip")).resolves.toBe("");
    await expect(badge.getAttribute("aria-label")).resolves.toBe(translate(lang, "STC.Classic.Tracker.InitiativeTooltip", { total: 15, score: 6, faces: "9" }));
    await expect(page.getByRole("img", { name: translate(lang, "STC.Classic.Tracker.InitiativeTooltip", { total: 15, score: 6, faces: "9" }) }).count()).resolves.toBe(1);
    // A status cut short by the row's width is whole in its tooltip; nothing is written smaller than 11 px.
    await expect(david.locator(".stc-status").getAttribute("data-tooltip-text")).resolves.toBe(translate(lang, "STC.Classic.Tracker.Status.done"));
    const sizes = await page.locator(".stc-tracker-body *").evaluateAll((items) => items.filter((item) => [...item.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "")).map((item) => parseFloat(getComputedStyle(item).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    await expectPicture(page, `tracker-between-turns-${lang}`, { height: [300, 5 * 64 + 150], width: 284 });
    await page.close();
  });

  it("the footer's buttons say what each does: the next combatant, the next turn by its number, the end of the fight", async () => {
    const page = await showTracker(trackerInputFor(seedRoundDeclared()), lang);
    const label = (action: string) => page.locator(`[data-action="${action}"]`).textContent();
    await expect(label("stcNext")).resolves.toBe(lang === "ru" ? "Следующий персонаж" : "Next combatant");
    await expect(label("stcNextRound")).resolves.toBe(lang === "ru" ? "Начать ход 2" : "Begin turn 2");
    await expect(label("stcEndCombat")).resolves.toBe(lang === "ru" ? "Закончить бой" : "End the fight");
    // Each also explains itself on hover (plain text: Foundry reads a data-tooltip-text as no HTML).
    for (const [action, key] of [["stcNext", "STC.Classic.Turn.NextTurnHint"], ["stcNextRound", "STC.Classic.Tracker.NextRoundHint"], ["stcEndCombat", "STC.Classic.Tracker.EndCombatHint"]] as const) {
      await expect(page.locator(`[data-action="${action}"]`).getAttribute("data-tooltip-text")).resolves.toBe(translate(lang, key));
    }
    // Three different labels: none is a shortened form of another.
    const labels = await page.locator(".stc-tracker-controls .stc-button").allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    await page.close();
  });

  it("held action: Alistair waits for Tony; his owner may step in before or after Gordon's turn (002 ¶3)", async () => {
    // David has acted; Alistair held; Tony's first action is a dodge, so Gordon acts now.
    const page = await showTracker(trackerInputFor(seedRoundHeld(), { isGM: false, owned: ["A"] }), lang);
    const alistair = page.locator('[data-combatant-id="A"]');
    await expect(alistair.locator(".stc-held").textContent()).resolves.toBe(`${translate(lang, "STC.Classic.Tracker.Holding")}: ${translate(lang, "STC.Classic.Turn.HoldUntilAfter", { name: "Tony" })}`);
    await expect(alistair.locator(".stc-status").textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.Status.holding"));
    const before = alistair.locator('[data-action="stcStepIn"][data-position="before"]');
    await expect(before.textContent()).resolves.toBe(translate(lang, "STC.Classic.Turn.StepInBefore", { name: "Gordon" }));
    await alistair.locator('[data-action="stcStepIn"][data-position="after"]').focus();
    await page.keyboard.press(" ");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "stcStepIn", data: { position: "after" } });
    await expect(rowsClicked(page)).resolves.toEqual(["A"]);
    // The player does not own Gordon: no Next for them.
    await expect(page.locator('[data-action="stcNext"]').count()).resolves.toBe(0);
    await expectPicture(page, `tracker-held-${lang}`, { height: [380, 540], width: 284 });
    await page.close();
  });

  it("simultaneous combatants are one step (002 ¶2)", async () => {
    const page = await showTracker(trackerInputFor(simultaneousRound()), lang);
    const step = page.locator(".stc-step.simultaneous");
    await expect(step.count()).resolves.toBe(1);
    await expect(step.locator(".stc-combatant-name").allTextContents()).resolves.toEqual(["Pietro", "Quentin"]);
    await expect(step.locator(".stc-simultaneous").textContent()).resolves.toBe(translate(lang, "STC.Classic.Turn.Simultaneous"));
    await expect(page.locator(".stc-step.current").count()).resolves.toBe(1);
    await expectPicture(page, `tracker-simultaneous-${lang}`, { height: [280, 380], width: 284 });
    await page.close();
  });

  it("declarations shown to the Storyteller only: a player sees that others declared, and their own actions", async () => {
    const page = await showTracker(trackerInputFor(seedRoundDeclared(), { isGM: false, owned: ["A"], visibleToAll: false }), lang);
    await expect(page.locator('[data-combatant-id="D"] .stc-action').count()).resolves.toBe(0);
    await expect(page.locator('[data-combatant-id="D"] .stc-declaration-hidden').textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.DeclarationHidden"));
    await expect(page.locator('[data-combatant-id="A"] .stc-action').count()).resolves.toBe(1);
    await page.close();
  });

  it("hostile names render as text", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const page = await showTracker(trackerInputFor(seedRoundDeclared(), { names: { D: hostile, A: hostile } }), lang);
    await expect(page.locator('[data-combatant-id="D"] .stc-combatant-name').textContent()).resolves.toBe(hostile);
    await expect(page.locator('[data-combatant-id="D"] .stc-action-target').first().textContent()).resolves.toBe(hostile);
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    // A line's tooltip carries the name as plain text, which Foundry's tooltip never reads as HTML.
    await expect(page.locator('[data-combatant-id="D"] .stc-action').first().getAttribute("data-tooltip-text")).resolves.toContain(hostile);
    await expect(page.locator('[data-combatant-id="D"] .stc-action[data-tooltip]').count()).resolves.toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe.each<Lang>(["en", "ru"])("the declaration and hold forms in %s", (lang) => {
  const targets = [
    { id: "A", name: "Alistair" },
    { id: "T", name: "Tony" },
  ];
  const resources = { willpower: { permanent: 5, current: 5 }, blood: 8, bloodPerTurn: 3, celerity: 2, rage: null };
  // David's sheet: a kick of 7 dice (000 §2.11), bare hands 6, a dodge and a block of 6, no parry without a weapon.
  const pools: SheetPools = { attacks: [{ key: "kick", label: "Kick", pool: 7 }, { key: "unarmed", label: "Bare hands", pool: 6 }], defences: { dodge: 6, block: 6, parry: null } };
  const formInput = (values: DeclarationFormValues) => ({ combatantId: "D", name: "David", targets, resources, pools, mustGetUp: false, hasLast: true, lang, values });

  function formHtml(context: DeclarationFormContext): string {
    const problemText = context.problem ? translate(lang, context.problem.key, context.problem.data) : "";
    return `<form>${renderTemplate("classic/tracker/declaration-rows.hbs", context, lang)}${renderTemplate("classic/tracker/declaration-summary.hbs", { ...context, problemText }, lang)}</form>`;
  }

  it("David's kick and two dodges, their dice from the sheet with N + i − 1 taken off (000 §2.2); nothing to type; mouse and keyboard", async () => {
    const values = singleAttack("A", pools);
    values.rows.push({ ...emptyRow(), kind: "defence" }, { ...emptyRow(), kind: "defence" }, { ...emptyRow("celerity", "T", "kick") });
    const context = declarationFormContext(classic, formInput(values));
    expect(context.rows.map((row) => row.penalty)).toEqual([3, 4, 5, 0]);
    const html = formHtml(context);
    const page = await showHtml(html, { lang, width: 520, rootClass: "stc-declaration-dialog" });
    await expect(page.locator(".stc-declared-action").count()).resolves.toBe(4);
    await expect(page.locator('input[inputmode="numeric"]').count()).resolves.toBe(0);
    const pool = (index: number) => page.locator(".stc-declared-action").nth(index).locator(".stc-action-pool").textContent().then(lineText);
    await expect(pool(0)).resolves.toBe(`7 − 3 = ${dice(lang, 4, "STC.Classic.Declaration.Dice")}`);
    await expect(pool(2)).resolves.toBe(`6 − 5 = ${dice(lang, 1, "STC.Classic.Declaration.Dice")}`);
    await expect(pool(3)).resolves.toBe(dice(lang, 7, "STC.Classic.Declaration.Dice"));
    await expect(page.locator('select[name="source-3"]').inputValue()).resolves.toBe("celerity");
    await expect(page.locator('select[name="source-3"] option').allTextContents()).resolves.toEqual(["normal", "celerity"].map((_, index) => translate(lang, `STC.Classic.Declaration.SourceChoice.${["declared", "celerity"][index]}`)));
    await expect(page.locator('select[name="blood"] option').count()).resolves.toBe(4);
    // The turn's Willpower point may be named for the kick's roll or either dodge's (V20 core).
    const dodge = translate(lang, "STC.Classic.Action.Defence.dodge");
    await expect(page.locator('select[name="willpower"] option').allTextContents()).resolves.toEqual([
      translate(lang, "STC.Classic.Declaration.WillpowerChoice.none"),
      translate(lang, "STC.Classic.Declaration.WillpowerChoice.roll", { number: 1, target: "Alistair" }),
      translate(lang, "STC.Classic.Declaration.WillpowerChoice.roll", { number: 4, target: "Tony" }),
      translate(lang, "STC.Classic.Declaration.WillpowerChoice.defence", { number: 2, defence: dodge }),
      translate(lang, "STC.Classic.Declaration.WillpowerChoice.defence", { number: 3, defence: dodge }),
      translate(lang, "STC.Classic.Declaration.WillpowerChoice.other"),
    ]);
    await expect(page.locator(".stc-form-error").count()).resolves.toBe(0);
    await expect(page.locator('button[type="submit"]').isDisabled()).resolves.toBe(false);
    await page.locator('[data-action="addRow"]').click();
    await page.locator('[data-action="removeRow"][data-index="1"]').focus();
    await page.keyboard.press("Enter");
    await page.locator('[data-action="sameAsLast"]').focus();
    await page.keyboard.press(" ");
    expect((await recordedActions(page)).map((action) => [action.action, action.data.index])).toEqual([["addRow", undefined], ["removeRow", "1"], ["sameAsLast", undefined]]);
    // The multiple-action penalty in words, and each row's arithmetic; the notes folded until asked for.
    await expect(page.locator(".stc-penalty-rule").textContent()).resolves.toBe(translate(lang, "STC.Classic.Declaration.PenaltyRule", { count: 3, first: 3 }));
    await expect(page.locator("details.stc-note-field").count()).resolves.toBeGreaterThan(0);
    await expect(page.locator("details.stc-note-field[open]").count()).resolves.toBe(0);
    await expect(page.locator('input[name="note-0"]').isVisible()).resolves.toBe(false);
    await page.locator("details.stc-note-field summary").first().focus();
    await page.keyboard.press("Enter");
    await expect(page.locator('input[name="note-0"]').isVisible()).resolves.toBe(true);
    await page.locator("details.stc-note-field summary").first().click();
    await expectPicture(page, `declaration-form-${lang}`, { height: [450, 600], width: 504 });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    const dark = await showHtml(html, { lang, width: 520, theme: "dark", rootClass: "stc-declaration-dialog" });
    await expectPicture(dark, `declaration-form-dark-${lang}`, { height: [450, 600], width: 504 });
    await dark.close();
  });

  it("what is chosen in the form is read back into the declaration the rules get, pools from the sheet", async () => {
    const values = singleAttack("A", pools);
    values.rows.push({ ...emptyRow(), kind: "defence", defence: "dodge" });
    const context = declarationFormContext(classic, formInput(values));
    const page = await showHtml(formHtml(context), { lang, width: 520, rootClass: "stc-declaration-dialog" });
    await page.locator('select[name="target-0"]').selectOption("T");
    await page.locator('select[name="use-0"]').selectOption("unarmed");
    await page.locator("details.stc-note-field summary").first().click();
    await page.locator('input[name="note-0"]').fill("a punch to the jaw");
    await page.locator('select[name="defence-1"]').selectOption("block");
    await page.locator('select[name="willpower"]').selectOption("row-0");
    await page.locator('select[name="blood"]').selectOption("2");
    await page.locator('input[name="moves"]').check();
    const fields = await page.evaluate(() => [...new FormData(document.querySelector("form") as HTMLFormElement).entries()].map(([name, value]) => [name, String(value)]));
    const read = (name: string) => fields.find(([field]) => field === name)?.[1] ?? null;
    expect(declarationFromForm("D", declarationValuesFromForm(read, 2), pools)).toEqual({
      combatantId: "D",
      actions: [
        { kind: "attack", targetId: "T", pool: 6, note: "a punch to the jaw", willpower: true },
        { kind: "defence", defence: "block", pool: 6 },
      ],
      celerityActions: [],
      rageActions: [],
      willpowerSpent: 1,
      bloodSpent: 2,
      moves: true,
    });
    await page.close();
  });

  it("a typed note stays: the form drawn again shows it unfolded, and it is sent even while folded", async () => {
    const values = singleAttack("A", pools);
    values.rows[0] = { ...values.rows[0], note: "from behind the wall" } as (typeof values.rows)[number];
    const page = await showHtml(formHtml(declarationFormContext(classic, formInput(values))), { lang, width: 520, rootClass: "stc-declaration-dialog" });
    await expect(page.locator("details.stc-note-field").getAttribute("open")).resolves.toBe("");
    await expect(page.locator('input[name="note-0"]').inputValue()).resolves.toBe("from behind the wall");
    await expect(page.locator('input[name="note-0"]').getAttribute("aria-label")).resolves.toBe(translate(lang, "STC.Classic.Declaration.NoteFor", { number: 1 }));
    await page.locator("details.stc-note-field summary").click();
    await expect(page.locator('input[name="note-0"]').isVisible()).resolves.toBe(false);
    const sent = await page.evaluate(() => new FormData(document.querySelector("form") as HTMLFormElement).get("note-0"));
    expect(sent).toBe("from behind the wall");
    await page.close();
  });

  it("a declaration the rules refuse says why, in the table's language, and cannot be sent", async () => {
    const values = singleAttack("A", pools);
    values.rows.push({ ...emptyRow("declared", "T", "kick") });
    values.moves = true;
    const context = declarationFormContext(classic, formInput(values));
    const page = await showHtml(formHtml(context), { lang, width: 520, rootClass: "stc-declaration-dialog" });
    await expect(page.locator(".stc-form-error").textContent()).resolves.toBe(translate(lang, "STC.Error.MultipleActionsWhileMoving", { combatant: "David", count: 2 }));
    await expect(page.locator('button[type="submit"]').isDisabled()).resolves.toBe(true);
    await expectPicture(page, `declaration-form-refused-${lang}`, { height: [380, 500], width: 504 });
    await page.close();
  });

  it("the hold form: a moment or a condition", async () => {
    const others = [{ id: "T", name: "Tony" }, { id: "G", name: "Gordon" }];
    const moment = holdFormContext({ name: "Alistair", others, values: { mode: "after", combatantId: "T", text: "" } });
    let page = await showHtml(`<form>${renderTemplate("classic/tracker/hold.hbs", moment, lang)}</form>`, { lang, width: 380, rootClass: "stc-hold-dialog" });
    await expect(page.locator('select[name="combatantId"]').inputValue()).resolves.toBe("T");
    await expect(page.locator('input[name="text"]').count()).resolves.toBe(0);
    await expectPicture(page, `hold-form-${lang}`, { height: [135, 190], width: 364 });
    await page.close();
    const condition = holdFormContext({ name: "Alistair", others, values: { mode: "condition", combatantId: "T", text: "if Lucita misses" } });
    page = await showHtml(`<form>${renderTemplate("classic/tracker/hold.hbs", condition, lang)}</form>`, { lang, width: 380, rootClass: "stc-hold-dialog" });
    await expect(page.locator('input[name="text"]').inputValue()).resolves.toBe("if Lucita misses");
    await expect(page.locator('select[name="combatantId"]').count()).resolves.toBe(0);
    const fields = await page.evaluate(() => [...new FormData(document.querySelector("form") as HTMLFormElement).entries()].map(([name, value]) => [name, String(value)]));
    const read = (name: string) => fields.find(([field]) => field === name)?.[1] ?? null;
    expect(holdNoteFromForm(holdValuesFromForm(read))).toEqual({ kind: "condition", text: "if Lucita misses" });
    await page.close();
  });

  it("the initiative card lists the round fastest first, ties as one step", async () => {
    const state = simultaneousRound();
    const rolled = state.combatants.map((entry) => ({ combatantId: entry.id, name: entry.id === "D" ? "David" : entry.id === "P" ? "Pietro" : "Quentin", hidden: false, stats: characterStats(entry.id), defeated: false, entry: entry.initiative, roll: null }));
    const context = initiativeCardContext(1, state.order, rolled);
    const page = await showHtml(renderTemplate("classic/tracker/initiative-card.hbs", context, lang), { lang, width: 300 });
    await expect(page.locator(".stc-initiative-name").allTextContents()).resolves.toEqual(["David", "Pietro", "Quentin"]);
    await expect(page.locator(".stc-initiative-step.simultaneous .stc-initiative-row").count()).resolves.toBe(2);
    await expect(page.locator(".stc-initiative-title").textContent()).resolves.toBe(translate(lang, "STC.Classic.Tracker.InitiativeCard.Title", { round: 1 }));
    // A chat card is narrow: the table fits it.
    expect(await page.locator("#root").evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expectPicture(page, `initiative-card-${lang}`, { height: [110, 140], width: 284 });
    await page.close();
  });
});
