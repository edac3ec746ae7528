// Mind's Eye Theatre's Foundry layer runs here against the integration layer's stand-in (installed first: the
// system's data models read Foundry's globals when they load), in a world that plays it; the sheet and the
// challenge card are the real templates with the compiled CSS. One page per language holds every stage.
import { actAs, gm, standIn } from "../integration/stand-in/install";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }, { name: "Nimble", aspect: "dexterity" }], abilities: [{ name: "Dodge", count: 1, category: "physical" }] });
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
    await expect(stage("reveal").locator(".stc-met-hand").evaluateAll((hands) => hands.map((element) => [element.getAttribute("data-throw"), element.getAttribute("aria-label"), element.querySelectorAll("svg").length]))).resolves.toEqual([
      ["rock", translate(lang, "STC.Met.Card.Throw.rock"), 1],
      ["paper", translate(lang, "STC.Met.Card.Throw.paper"), 1],
    ]);
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
    const cardHeights = { bid: [300, 460], throw: [260, 380], reveal: [280, 450], cancel: [270, 410], result: [300, 470] } as const;
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
