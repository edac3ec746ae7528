// Mind's Eye Theatre's Foundry layer runs here against the integration layer's stand-in (installed first: the
// system's data models read Foundry's globals when they load), in a world that plays it; the sheet and the
// challenge card are the real templates with the compiled CSS. One page per language holds every stage.
import { actAs, gm, standIn } from "../integration/stand-in/install";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MetChallengeDialog } from "../../src/rulesets/met/apps/challenge-dialog";
import { challengeDialogContext } from "../../src/rulesets/met/apps/challenge-dialog-context";
import { healthLevelsOf } from "../../src/rulesets/met/apps/health-levels";
import { metSheetContext } from "../../src/rulesets/met/apps/sheet-context";
import { challengeCardContext } from "../../src/rulesets/met/chat/card-context";
import type { ChallengeMessage } from "../../src/rulesets/met/chat/documents";
import { challengeCardInput } from "../../src/rulesets/met/chat/render";
import { metRecordOf } from "../../src/rulesets/met/data/read";
import { requestChallenge } from "../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../src/rulesets/met/requests/challenge-step";
import { throwFor } from "../../src/rulesets/met/requests/throw";
import { StandInI18n } from "../integration/stand-in/i18n";
import type { StandInUser } from "../integration/stand-in/user";
import { character, lastCard, placeToken, players, ref, resetTable, setUpMet } from "../integration/met/fixtures";
import { closeBrowser, expectPicture, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "./harness";

afterAll(closeBrowser);
beforeAll(setUpMet);

const say = (lang: Lang) => (key: string, data?: Record<string, string | number>) => translate(lang, key, data);

function useLanguage(lang: Lang): void {
  Object.assign(standIn.i18n, new StandInI18n(lang));
}

function cardHtml(message: ChallengeMessage, user: StandInUser, lang: Lang, stage: string): string {
  actAs(user);
  const input = { ...challengeCardInput(message), lang };
  return `<div class="stc-met-stage" data-stage="${stage}">${renderTemplate("met/challenge-card.hbs", challengeCardContext(input, say(lang)), lang)}</div>`;
}

describe.each<Lang>(["en", "ru"])("Mind's Eye Theatre at the table, in %s", (lang) => {
  it("003 Contested Tests, Retests, Mixed Challenges, Darkness, Movement: the card at each stage (bid, a hidden throw, the reveal with retests, a cancel, the result), the dialog's situation and the sheet with merits", async () => {
    resetTable();
    useLanguage(lang);
    const kasia = await character("Kasia", players.anna, {
      physical: [
        { name: "Brawny", aspect: "strength", count: 2 },
        { name: "Quick", aspect: "dexterity" },
      ],
      social: [{ name: "Charming", aspect: "charisma" }],
      mental: [{ name: "Alert", aspect: "wits" }],
      negative: { physical: ["Clumsy"], social: [], mental: [] },
      abilities: [{ name: "Brawl", count: 2, category: "physical" }],
      powers: [{ name: "Might", category: "physical", last: true }],
      merits: [
        { name: "Lucky", category: "any", retest: true },
        { name: "Iron Will", category: "mental", retest: false },
      ],
      willpower: { value: 3, max: 4 },
      blood: { value: 8, max: 10 },
    });
    // One level of bashing already marked: the punch's two more leave Informant Injured.
    const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }, { name: "Nimble", aspect: "dexterity" }], abilities: [{ name: "Dodge", count: 1, category: "physical" }], health: { bashing: 1, lethal: 0, aggravated: 0 } });
    const token = placeToken(informant);
    actAs(players.anna);
    expect(await requestChallenge({ kind: "contested", challenger: ref(kasia), defender: ref(informant, token), difficulty: null, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Punch him in the face", effect: { kind: "damage", levels: 2, type: "bashing" }, traits: ["Brawny"], lenders: [] })).toMatchObject({ ok: true });
    const message = lastCard();
    const stages = [cardHtml(message, players.boris, lang, "bid")];
    actAs(players.boris);
    await requestChallengeStep(message, { type: "bid", traits: ["Tough"], victoryCondition: "Shrug it off" }, { kind: "narrative" });
    actAs(players.anna);
    await throwFor(message, "challenger", "rock");
    stages.push(cardHtml(message, players.boris, lang, "throw"));
    actAs(players.boris);
    await throwFor(message, "defender", "paper");
    stages.push(cardHtml(message, players.anna, lang, "reveal"));
    actAs(players.anna);
    await requestChallengeStep(message, { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" });
    stages.push(cardHtml(message, players.boris, lang, "cancel"));
    actAs(players.boris);
    await requestChallengeStep(message, { type: "pass", side: "defender" });
    actAs(players.anna);
    await throwFor(message, "challenger", "scissors");
    actAs(players.boris);
    await throwFor(message, "defender", "paper");
    actAs(players.boris);
    await requestChallengeStep(message, { type: "pass", side: "defender" });
    stages.push(cardHtml(message, gm, lang, "result"));
    // The same result had the punch done other damage: the count agrees with its noun in each language.
    for (const [levels, type] of [[1, "lethal"], [5, "aggravated"]] as const) {
      actAs(gm);
      const input = { ...challengeCardInput(message), lang };
      const done = input.state?.result ? { ...input.state, result: { ...input.state.result, effect: { damage: { levels, type } } } } : null;
      stages.push(`<div data-stage="harm-${levels}">${renderTemplate("met/challenge-card.hbs", challengeCardContext({ ...input, state: done }, say(lang)), lang)}</div>`);
    }
    // Or had it been a grapple, or a status the table sets.
    {
      actAs(gm);
      const input = { ...challengeCardInput(message), lang };
      const result = input.state?.result;
      const grappled = input.state && result ? { ...input.state, result: { ...result, effect: { grapple: true } } } : null;
      const statused = input.state && result ? { ...input.state, result: { ...result, effect: null } } : null;
      const status = { ...input, state: statused, statuses: [{ id: "prone", label: "Prone" }], effects: { ...input.effects, [kasia.id]: { kind: "status", status: "prone" } as const } };
      stages.push(`<div data-stage="harm-grapple">${renderTemplate("met/challenge-card.hbs", challengeCardContext({ ...input, state: grappled }, say(lang)), lang)}</div>`);
      stages.push(`<div data-stage="harm-status">${renderTemplate("met/challenge-card.hbs", challengeCardContext(status, say(lang)), lang)}</div>`);
    }

    actAs(players.anna);
    // Kasia has lost one Brawny this scene: it shows struck through.
    await kasia.update({ "system.met.lost.physical": ["Brawny"] });
    const record = metRecordOf(kasia);
    const sheet = renderTemplate("met/sheet.hbs", metSheetContext({ name: "Kasia", img: "", editable: true, record, healthLevels: healthLevelsOf(record, (key) => translate(lang, key)), grappledBy: null, mayChallenge: true, say: say(lang) }), lang);
    // The Storyteller's dialog against a target: every situation control shows.
    const dialog = renderTemplate("met/challenge-dialog.hbs", challengeDialogContext({ record, targetName: "Informant", helpers: [], storyteller: true, statuses: [] }, say(lang)), lang);
    // The chat column's width, as Foundry's sidebar shows a card.
    const page = await showHtml(`<div class="stc-met-stages" style="width: 320px">${stages.join("")}</div><form class="stc-sheet-form stc-sheet stc-met-sheet" style="width: 640px">${sheet}</form><form class="storyteller-combat stc-met-dialog" style="width: 420px">${dialog}</form>`, { lang, width: 680 });

    const stage = (name: string) => page.locator(`[data-stage="${name}"]`);
    // The bid: Informant's player picks a trait and a victory condition, or relents. The names take no case, the
    // count agrees with its noun and the category is named as a label; the damage type is lowercase in its phrase.
    await expect(stage("bid").locator(".stc-met-headline").textContent()).resolves.toBe("Kasia → Informant");
    await expect(stage("bid").locator(".stc-met-bid-title").textContent()).resolves.toBe(lang === "ru" ? "Informant ставит 1\u00a0черту из категории «Физические»:" : "Informant bids 1 Physical trait:");
    await expect(stage("bid").locator(".stc-met-effect").first().textContent()).resolves.toBe(lang === "ru" ? "(ударные повреждения, уровней здоровья: 2)" : "(bashing damage, health levels: 2)");
    await expect(stage("bid").locator('[data-action="metRelent"]').textContent()).resolves.toBe(translate(lang, "STC.Met.Card.Relent"));
    // A throw made: the card says only that it was made; Boris sees his three hand signs.
    await expect(stage("throw").locator(".stc-met-thrown").count()).resolves.toBe(1);
    await expect(stage("throw").locator(".stc-met-hand").count()).resolves.toBe(0);
    await expect(stage("throw").locator('[data-action="metThrow"]').count()).resolves.toBe(3);
    await stage("throw").locator('[data-action="metThrow"][data-throw="scissors"]').focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "metThrow", data: { side: "defender", throw: "scissors" } });
    // The reveal: both hands at once, animated, and Kasia's retests as the rules offer them.
    // Each hand shows its sign in words beside its shape, the words read as they are (not mirrored, not hidden).
    await expect(
      stage("reveal")
        .locator(".stc-met-shown")
        .evaluateAll((shown) => shown.map((element) => [element.querySelector(".stc-met-hand")?.getAttribute("data-throw"), element.querySelectorAll("svg").length, element.querySelector<HTMLElement>(".stc-met-hand-name")?.innerText])),
    ).resolves.toEqual(lang === "en" ? [["rock", 1, "Rock"], ["paper", 1, "Paper"]] : [["rock", 1, "Камень"], ["paper", 1, "Бумага"]]);
    await expect(stage("reveal").locator(".stc-met-hand-name").evaluateAll((names) => names.map((name) => getComputedStyle(name).transform))).resolves.toEqual(["none", "none"]);
    await expect(stage("reveal").locator(".stc-met-latest .stc-met-hand").first().evaluate((element) => getComputedStyle(element).animationName)).resolves.toBe("stc-met-reveal");
    await expect(stage("reveal").locator(".stc-met-moves button").allTextContents()).resolves.toEqual([
      translate(lang, "STC.Met.Card.Retest.ability", { name: "Brawl" }),
      translate(lang, "STC.Met.Card.Retest.power", { name: "Might" }),
      // Lucky, the merit from the sheet, serves any challenge.
      translate(lang, "STC.Met.Card.Retest.merit", { name: "Lucky" }),
      translate(lang, "STC.Met.Card.Retest.overbid", { name: "Brawny" }),
      translate(lang, "STC.Met.Card.Retest.overbid", { name: "Quick" }),
      translate(lang, "STC.Met.Card.Pass", { name: "Kasia" }),
    ]);
    // The cancel: Boris may cancel with Dodge or let the retest stand.
    await expect(stage("cancel").locator(".stc-met-moves button").count()).resolves.toBe(2);
    await expect(stage("result").locator(".stc-met-result-headline").textContent()).resolves.toBe(translate(lang, "STC.Met.Card.Result.wins", { name: "Kasia" }));
    // The result names whom the victory condition befell, the damage with its kind and the health level it reached.
    await expect(stage("result").locator(".stc-met-result-harm").allTextContents()).resolves.toEqual([
      lang === "en" ? "Informant: 2 bashing, Injured" : "Informant: 2\u00a0уровня здоровья, ударные; здоровье: Ранен",
    ]);
    await expect(stage("harm-1").locator(".stc-met-result-harm").textContent()).resolves.toBe(lang === "en" ? "Informant: 1 lethal, Hurt" : "Informant: 1\u00a0уровень здоровья, летальные; здоровье: Травмирован");
    await expect(stage("harm-5").locator(".stc-met-result-harm").textContent()).resolves.toBe(lang === "en" ? "Informant: 5 aggravated, Crippled" : "Informant: 5\u00a0уровней здоровья, губительные; здоровье: Искалечен");
    await expect(stage("harm-grapple").locator(".stc-met-result-harm").textContent()).resolves.toBe(lang === "en" ? "Informant: held by Kasia" : "Informant: в захвате у персонажа Kasia");
    await expect(stage("harm-status").locator(".stc-met-result-harm").textContent()).resolves.toBe("Informant: Prone");
    // The sheet: named traits, one Brawny struck, health levels, Willpower and blood.
    await expect(page.locator(".stc-met-chip.lost").allTextContents()).resolves.toEqual(["Brawny"]);
    await expect(page.locator(".stc-met-health-level").count()).resolves.toBe(7);
    await expect(page.locator('input[name="system.met.willpower.value"]').inputValue()).resolves.toBe("3");

    // The sheet's merits: each with its category and whether it retests.
    await expect(page.locator(".stc-met-merit").allTextContents()).resolves.toEqual([
      expect.stringContaining(`Lucky ${translate(lang, "STC.Met.Sheet.MeritAnyCategory")} · ${translate(lang, "STC.Met.Sheet.MeritRetest")}`),
      expect.stringContaining(`Iron Will ${translate(lang, "STC.Met.Category.mental")} · ${translate(lang, "STC.Met.Sheet.MeritNoRetest")}`),
    ]);
    await expect(page.locator('.stc-met-sheet [data-action="addMerit"]').count()).resolves.toBe(1);
    // The dialog: the category the target bids in, and who cannot see or moves more than one step.
    await expect(page.locator('.stc-met-dialog select[name="defenderCategory"] option').allTextContents()).resolves.toEqual([
      translate(lang, "STC.Met.Dialog.DefenderOwnCategory"),
      translate(lang, "STC.Met.Category.physical"),
      translate(lang, "STC.Met.Category.social"),
      translate(lang, "STC.Met.Category.mental"),
    ]);
    await expect(page.locator(".stc-met-situation input[type=checkbox]").evaluateAll((boxes) => boxes.map((box) => box.getAttribute("name")))).resolves.toEqual(["blindChallenger", "movedChallenger", "blindDefender", "movedDefender"]);
    await expect(page.locator('.stc-met-dialog input[name="surprise"]').count()).resolves.toBe(1);
    // Each part at its width, its height within bounds (a Russian card runs longer), nothing reaching beyond.
    await expectPicture(page, `met-dialog-${lang}`, { selector: ".stc-met-dialog", width: 420, height: [630, 790] });
    const cardHeights = { bid: [260, 360], throw: [220, 360], reveal: [240, 360], cancel: [240, 360], result: [270, 360] } as const;
    for (const [name, height] of Object.entries(cardHeights)) await expectPicture(page, `met-card-${name}-${lang}`, { selector: `[data-stage="${name}"]`, width: 320, height: [...height] });
    await expectPicture(page, `met-sheet-${lang}`, { selector: ".stc-met-sheet", width: 640, height: [720, 890] });
    // With reduced motion asked for, the hands appear without moving.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(stage("reveal").locator(".stc-met-latest .stc-met-hand").first().evaluate((element) => getComputedStyle(element).animationName)).resolves.toBe("none");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    useLanguage("en");
  });
});

describe.each<Lang>(["en", "ru"])("the challenge's forms show only what applies, in %s", (lang) => {
  it("003 Types of Tests: the dialog hides what a kind of test or an effect does not use as the choice changes, by keyboard and mouse, keeps what was typed, and sends nothing hidden", async () => {
    resetTable();
    useLanguage(lang);
    const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength" }], social: [{ name: "Charming", aspect: "charisma" }] });
    const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }] });
    const token = placeToken(informant);
    actAs(gm);
    gm.targets.add(token);
    const statuses = [{ id: "prone", label: translate(lang, "STC.Met.Card.EffectKind.status") }];
    const context = challengeDialogContext({ record: metRecordOf(kasia), targetName: "Informant", helpers: [], storyteller: true, statuses }, say(lang));
    const page = await showHtml(`<form class="storyteller-combat stc-met-dialog" style="width: 420px">${renderTemplate("met/challenge-dialog.hbs", context, lang)}</form>`, { lang, width: 440 });
    const NAMES = ["firstTrait", "effectKind", "levels", "damageType", "status", "defenderCategory", "blindChallenger", "movedChallenger", "blindDefender", "movedDefender", "difficulty", "surprise", "needsWin"] as const;
    const shown = async () => {
      const seen: string[] = [];
      for (const name of NAMES) if (await page.locator(`[name="${name}"]`).isVisible()) seen.push(name);
      return seen;
    };
    const sent = async () => {
      const entries = await page.locator("form").evaluate((form) => [...new FormData(form as HTMLFormElement).entries()].map(([name, value]) => [name, String(value)]));
      const data = new FormData();
      for (const [name, value] of entries) data.append(name ?? "", value ?? "");
      return new MetChallengeDialog(kasia as never).payloadOf(data);
    };

    // A contested challenge, damage chosen: no status, no difficulty, no "only a win".
    await expect(shown()).resolves.toEqual(["firstTrait", "effectKind", "levels", "damageType", "defenderCategory", "blindChallenger", "movedChallenger", "blindDefender", "movedDefender", "surprise"]);
    await page.locator('input[name="condition"]').fill("Trip him");
    await page.locator('input[name="levels"]').fill("3");
    await page.locator('select[name="defenderCategory"]').selectOption("social");
    await page.locator('input[name="surprise"]').check();
    // A status instead of damage: the status shows, the levels and the type go.
    await page.locator('select[name="effectKind"]').selectOption("status");
    await expect(shown()).resolves.toEqual(["firstTrait", "effectKind", "status", "defenderCategory", "blindChallenger", "movedChallenger", "blindDefender", "movedDefender", "surprise"]);
    await expect(sent()).resolves.toMatchObject({ kind: "contested", effect: { kind: "status", status: "prone" }, difficulty: null, needsWin: false, surprise: true, defenderCategory: "social" });
    await page.locator('select[name="effectKind"]').selectOption("damage");

    // By keyboard, on to the static test: its difficulty; no target, so nothing of one, and no effect on a character.
    await page.locator('input[name="kind"][value="contested"]').focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator('input[name="kind"]:checked').getAttribute("value")).resolves.toBe("static");
    await expect(shown()).resolves.toEqual(["firstTrait", "movedChallenger", "difficulty"]);
    await page.locator('input[name="difficulty"]').fill("7");
    // What the hidden fields still hold is not sent: no surprise, no mixed category, no damage.
    await expect(sent()).resolves.toMatchObject({ kind: "static", defender: null, difficulty: 7, surprise: false, defenderCategory: null, effect: { kind: "narrative" }, traits: ["Brawny"], victoryCondition: "Trip him", blind: { challenger: false, defender: false } });

    // By mouse, the simple test: no trait, no situation, no difficulty; only a win, if asked.
    await page.locator('input[name="kind"][value="simple"]').click();
    await expect(shown()).resolves.toEqual(["needsWin"]);
    await expect(page.locator(".stc-met-situation").isVisible()).resolves.toBe(false);
    await page.locator('input[name="needsWin"]').check();
    await expect(sent()).resolves.toMatchObject({ kind: "simple", difficulty: null, needsWin: true, traits: [], surprise: false });

    // Back to the contested challenge: everything typed is still there, and "only a win" is not sent with it.
    await page.locator('input[name="kind"][value="contested"]').click();
    await expect(page.locator('input[name="condition"]').inputValue()).resolves.toBe("Trip him");
    await expect(page.locator('input[name="levels"]').inputValue()).resolves.toBe("3");
    await expect(sent()).resolves.toMatchObject({ kind: "contested", needsWin: false, difficulty: null, effect: { kind: "damage", levels: 3, type: "bashing" }, surprise: true, defenderCategory: "social" });
    await expectPicture(page, `met-dialog-contested-${lang}`, { selector: ".stc-met-dialog", width: 420, height: [480, 720] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    useLanguage("en");
  });

  it("the card's bid: the levels and the damage type only for damage, the status only for a status; what was typed stays", async () => {
    resetTable();
    useLanguage(lang);
    const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength" }] });
    const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }] });
    const token = placeToken(informant);
    actAs(players.anna);
    expect(await requestChallenge({ kind: "contested", challenger: ref(kasia), defender: ref(informant, token), difficulty: null, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Punch", effect: { kind: "narrative" }, traits: ["Brawny"], lenders: [] })).toMatchObject({ ok: true });
    const page = await showHtml(cardHtml(lastCard(), players.boris, lang, "bid"), { lang, width: 340 });
    const bid = page.locator(".stc-met-bid");
    const visible = async () => {
      const seen: string[] = [];
      for (const name of ["levels", "damageType", "status"]) if (await bid.locator(`[data-met-bid="${name}"]`).isVisible()) seen.push(name);
      return seen;
    };
    await expect(visible()).resolves.toEqual(["levels", "damageType"]);
    await bid.locator('[data-met-bid="condition"]').fill("Shrug it off");
    await bid.locator('[data-met-bid="effectKind"]').focus();
    // By keyboard: down from damage to grapple, which needs neither levels nor a status.
    await page.keyboard.press("ArrowDown");
    await expect(bid.locator('[data-met-bid="effectKind"]').inputValue()).resolves.toBe("grapple");
    await expect(visible()).resolves.toEqual([]);
    await bid.locator('[data-met-bid="effectKind"]').selectOption("status");
    await expect(visible()).resolves.toEqual(["status"]);
    await expect(bid.locator('[data-met-bid="condition"]').inputValue()).resolves.toBe("Shrug it off");
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    useLanguage("en");
  });
});
