// Streamlined's Foundry layer runs here against the integration layer's stand-in (installed first: the system's
// data models read Foundry's globals when they load), in a world that plays Streamlined; the sheet and the cards
// are the real templates with the compiled CSS.
import { actAs, gm, standIn } from "../integration/stand-in/install";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redrawCards } from "../../src/chat/redraw";
import { ABILITIES, ATTRIBUTES, type Ability, type Attribute } from "../../src/rules/character/traits";
import { streamlinedSheetContext } from "../../src/rulesets/streamlined/apps/sheet-context";
import { attackCardContext } from "../../src/rulesets/streamlined/chat/card-context";
import type { AttackMessage } from "../../src/rulesets/streamlined/chat/documents";
import { attackCardInput } from "../../src/rulesets/streamlined/chat/render";
import { launchAttack } from "../../src/rulesets/streamlined/requests/attack-start";
import { UNARMED } from "../../src/rulesets/streamlined/data/read";
import { freshHealth, setDamage } from "../../src/rulesets/streamlined/rules/health";
import { standInDocument } from "../integration/stand-in/page";
import { StandInI18n } from "../integration/stand-in/i18n";
import type { StandInUser } from "../integration/stand-in/user";
import { armour, character, health, lastCard, placeToken, players, resetTable, setUpStreamlined, target } from "../integration/streamlined/fixtures";
import { closeBrowser, expectPicture, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "./harness";

afterAll(closeBrowser);
beforeAll(setUpStreamlined);

function useLanguage(lang: Lang): void {
  Object.assign(standIn.i18n, new StandInI18n(lang));
}

const say = (lang: Lang) => (key: string, data?: Record<string, string | number>) => translate(lang, key, data);

function sheetHtml(lang: Lang): string {
  const attributes = Object.fromEntries(ATTRIBUTES.map((name) => [name, 1])) as Record<Attribute, number>;
  const abilities = Object.fromEntries(ABILITIES.map((name) => [name, 0])) as Record<Ability, number>;
  Object.assign(attributes, { strength: 3, dexterity: 2, stamina: 2, wits: 2 });
  Object.assign(abilities, { brawl: 3, melee: 2, athletics: 1, awareness: 2 });
  const context = streamlinedSheetContext({
    name: "Informant",
    img: "",
    editable: true,
    attributes,
    abilities,
    // Stamina 2: Health 5, three of it lost.
    health: setDamage(setDamage(freshHealth(2), "bashing", 2), "lethal", 1),
    heldBy: "Kasia",
    weapons: [{ id: "knife00000000001", name: "Knife", weapon: { ...UNARMED, modifier: 1, attribute: "dexterity", skill: "melee", damageType: "lethal" } }],
    armours: [{ id: "leather000000001", name: "Leather jacket", rating: 2, equipped: true }],
    say: say(lang),
  });
  return `<form class="stc-sheet-form">${renderTemplate("streamlined/sheet.hbs", context, lang)}</form>`;
}

describe.each<Lang>(["en", "ru"])("the Streamlined sheet in %s", (lang) => {
  it("shows Health as points, the traits as dots and the attacks; dots and attack buttons work by keyboard", async () => {
    const page = await showHtml(sheetHtml(lang), { lang, width: 640, rootClass: "stc-sheet stc-streamlined-sheet" });
    await expect(page.locator(".stc-name").inputValue()).resolves.toBe("Informant");
    await expect(page.locator(".stc-health-summary").textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Sheet.HealthOf", { current: 2, max: 5 }));
    await expect(page.locator(".stc-health-summary").textContent()).resolves.toBe(lang === "en" ? "Health 2 of 5" : "Здоровье 2 из 5");
    await expect(page.locator(".stc-health-point.lost").count()).resolves.toBe(3);
    await expect(page.locator('input[data-damage="bashing"]').inputValue()).resolves.toBe("2");
    await expect(page.locator(".stc-held-by").textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Sheet.HeldBy", { name: "Kasia" }));
    await expect(page.locator(".stc-weapon-row .stc-attack-pool").textContent()).resolves.toBe(
      translate(lang, "STC.Streamlined.Sheet.AttackPool", { attribute: translate(lang, "STC.Trait.dexterity"), skill: translate(lang, "STC.Trait.melee"), dice: 4 }),
    );
    // Nothing of the other ruleset's sheet: no Willpower, no soak, no difficulty.
    const text = (await page.locator("#root").textContent()) ?? "";
    for (const key of ["STC.Classic.Sheet.Willpower", "STC.Classic.Dice.Difficulty"]) expect(text).not.toContain(translate(lang, key));
    const strength = page.locator('[data-trait="strength"] .stc-dots');
    await expect(strength.getAttribute("aria-valuenow")).resolves.toBe("3");
    await expect(strength.locator(".stc-dot.filled").count()).resolves.toBe(3);
    await strength.focus();
    await page.keyboard.press("ArrowRight");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "dotKey", key: "ArrowRight", group: { path: "system.attributes.strength.value", value: "3" } });
    await page.locator('.stc-weapon-row [data-action="attack"]').focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "attack", data: { itemId: "knife00000000001" } });
    await expectPicture(page, `streamlined-sheet-${lang}`, { height: [730, 960] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

function cardHtml(message: AttackMessage, user: StandInUser, lang: Lang): string {
  actAs(user);
  return renderTemplate("streamlined/attack-card.hbs", attackCardContext(attackCardInput(message), say(lang)), lang);
}

/**
 * Presses the card's one button by keyboard in Chromium as `user` sees the card, then the same button on the card
 * the system's own `redrawCards` draws and wires (src/chat/redraw.ts): its listener sends the step.
 */
async function pressByKeyboard(page: Page, message: AttackMessage, user: StandInUser, step: string, faces: number[]): Promise<void> {
  const button = page.locator(`button[data-action="streamlinedStep"][data-step="${step}"]`);
  await button.focus();
  await page.keyboard.press("Enter");
  expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "streamlinedStep", data: { step } });
  actAs(user);
  const log = standInDocument.createElement("div");
  const card = standInDocument.createElement("div");
  card.dataset.messageId = message.id ?? "";
  log.append(card);
  expect(await redrawCards(log)).toBe(1);
  const wired = card.querySelector<HTMLButtonElement>(`button[data-step="${step}"]`);
  const answers = message.system.answerRecords.length;
  standIn.dice.script(faces);
  wired?.click();
  for (let tries = 0; tries < 200 && wired?.disabled; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(message.system.answerRecords.length).toBeGreaterThan(answers);
  expect(pageErrors(page)).toEqual([]);
  await page.close();
}

describe.each<Lang>(["en", "ru"])("a finished Streamlined chain in chat, in %s", (lang) => {
  it("001 Attacking and Defending: the defender rolls Defense, the attacker damage, both by keyboard; the card shows the target's Health", async () => {
    resetTable();
    useLanguage(lang);
    const kasia = await character("Kasia", players.anna, { attributes: { strength: 3, stamina: 2 }, abilities: { brawl: 3 } });
    const informant = await character("Informant", players.boris, { attributes: { dexterity: 2, wits: 2, stamina: 2 }, abilities: { athletics: 1, awareness: 2 } }, [armour("Leather jacket", 2)]);
    actAs(players.anna);
    target(players.anna, placeToken(informant));
    // Strength 3 + Brawl 3: 10, 8, 7 are 4 successes.
    standIn.dice.script([10, 8, 7, 3, 2, 1]);
    expect(await launchAttack(kasia as never, { itemId: "", kind: "attack", surprised: false })).toMatchObject({ ok: true });
    const message = lastCard();

    const pendingDefence = await showHtml(cardHtml(message, players.boris, lang), { lang, width: 360 });
    await expect(pendingDefence.locator(".stc-chain-pending button").textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Chain.Button.defenceRoll"));
    // 001: a 10 is two successes, 6-9 one, 1-5 none; each die says which, in its class and in words, not by colour alone.
    const attackDice = pendingDefence.locator('[data-step="attackRoll"] .stc-die');
    await expect(attackDice.evaluateAll((dice) => dice.map((die) => [die.textContent, die.className, die.getAttribute("aria-label"), die.getAttribute("data-tooltip")]))).resolves.toEqual(
      lang === "en"
        ? [
            ["10", "stc-die die-success die-double", "10: Two successes", "Two successes"],
            ["8", "stc-die die-success", "8: Success", "Success"],
            ["7", "stc-die die-success", "7: Success", "Success"],
            ["3", "stc-die die-failure", "3: No success", "No success"],
            ["2", "stc-die die-failure", "2: No success", "No success"],
            ["1", "stc-die die-failure", "1: No success", "No success"],
          ]
        : [
            ["10", "stc-die die-success die-double", "10: Два успеха", "Два успеха"],
            ["8", "stc-die die-success", "8: Успех", "Успех"],
            ["7", "stc-die die-success", "7: Успех", "Успех"],
            ["3", "stc-die die-failure", "3: Нет успеха", "Нет успеха"],
            ["2", "stc-die die-failure", "2: Нет успеха", "Нет успеха"],
            ["1", "stc-die die-failure", "1: Нет успеха", "Нет успеха"],
          ],
    );
    // The double is marked apart from a single success by its ring, a failure from a success by its fill.
    const look = (index: number) => attackDice.nth(index).evaluate((die) => [getComputedStyle(die).boxShadow, getComputedStyle(die).backgroundColor]);
    const [double, single, none] = [await look(0), await look(1), await look(3)];
    expect(double[0]).not.toBe("none");
    expect(single[0]).toBe("none");
    expect(single[1]).not.toBe(none[1]);
    // The step to take is the card's primary button, filled.
    await expect(pendingDefence.locator('[data-action="streamlinedStep"]').getAttribute("class")).resolves.toContain("stc-chain-primary");
    await expectPicture(pendingDefence, `streamlined-chain-defence-${lang}`, { height: [180, 230], width: 344 });
    // Defense pool 5 (Wits 2 + Awareness 2 + half the leather's 2): one success, margin 3.
    await pressByKeyboard(pendingDefence, message, players.boris, "defenceRoll", [6, 2, 3, 4, 5]);

    const pendingDamage = await showHtml(cardHtml(message, players.anna, lang), { lang, width: 360 });
    // Margin 3 + no weapon: 3 dice, all successes: Health 5 − 3 = 2.
    await pressByKeyboard(pendingDamage, message, players.anna, "damageRoll", [9, 6, 7]);
    expect(health(informant).current).toBe(2);

    const finished = await showHtml(cardHtml(message, gm, lang), { lang, width: 360 });
    await expect(finished.locator(".stc-target-health").textContent()).resolves.toBe(lang === "en" ? "Informant: Health 2 of 5" : "Informant: Здоровье 2 из 5");
    await expect(finished.locator(".stc-chain-step").count()).resolves.toBe(3);
    await expect(finished.locator(".stc-chain-pending").count()).resolves.toBe(0);
    const undo = finished.locator('[data-action="streamlinedUndo"]');
    await expect(undo.textContent()).resolves.toBe(translate(lang, "STC.Streamlined.Chain.Button.undo"));
    // Undo is the quiet closing button, never drawn as the next step is: outlined on the card's paper, not filled.
    await expect(undo.getAttribute("class")).resolves.not.toContain("stc-chain-primary");
    await expect(finished.locator(".stc-chain-closing [data-action='streamlinedUndo']").count()).resolves.toBe(1);
    const fill = await finished.evaluate(() => {
      const probe = document.createElement("button");
      probe.className = "stc-chain-button stc-chain-primary";
      document.querySelector(".stc-chain-card")?.append(probe);
      const filled = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return filled;
    });
    const undoBackground = await undo.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(undoBackground).not.toBe(fill);
    // The damage dice: 9, 6, 7 are a success each.
    await expect(finished.locator('[data-step="damageRoll"] .stc-die.die-success').count()).resolves.toBe(3);
    await expectPicture(finished, `streamlined-chain-finished-${lang}`, { height: [280, 376], width: 344 });
    expect(pageErrors(finished)).toEqual([]);
    await finished.close();
    useLanguage("en");
  });
});
