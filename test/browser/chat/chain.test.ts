// The chain's Foundry layer runs here against the integration layer's stand-in (installed first: the system's
// data models read Foundry's globals when they load); the cards are the real templates with the compiled CSS.
import { actAs, gm, standIn, standInGame } from "../../integration/stand-in/install";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAttack, readAttackForm } from "../../../src/rulesets/classic/apps/attack-dialog";
import { attackDialogContext } from "../../../src/rulesets/classic/apps/attack-form";
import { chainCardContext } from "../../../src/rulesets/classic/chat/card-context";
import type { ChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { chainCardInput } from "../../../src/rulesets/classic/chat/render";
import { redrawCards } from "../../../src/chat/redraw";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { requestStep } from "../../../src/rulesets/classic/requests/chain-step";
import { standInDocument } from "../../integration/stand-in/page";
import { StandInI18n } from "../../integration/stand-in/i18n";
import type { StandInUser } from "../../integration/stand-in/user";
import { character, chainMessage, maneuverItem, placeToken, players, resetTable, setUpChain, target } from "../../integration/chat/fixtures";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { combatantOf, resetStandIn, seedCombatants } from "../../integration/combat/fixtures";
import { attack, chainOf } from "../../integration/chat/attack";
import { player } from "../../integration/stand-in/install";
import { closeBrowser, expectPicture, outputFolder, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "../harness";

afterAll(closeBrowser);
beforeAll(setUpChain);

/** The net successes of one fall of the dice, numbered `index` among the 10^pool falls (a 1 cancels one: 000 §2.6). */
function netOf(index: number, pool: number, difficulty: number): number {
  let net = 0;
  for (let die = 0, rest = index; die < pool; die += 1, rest = Math.floor(rest / 10)) {
    const face = (rest % 10) + 1;
    net += face === 1 ? -1 : face >= difficulty ? 1 : 0;
  }
  return net;
}

/**
 * What a defence roll of `pool` dice at `difficulty` answers: the chance it stops the hit and the chance it lessens
 * it, counted over every face of every die. Against an attack already rolled, its net successes must cancel them all
 * (004); against an attack still to roll (000 §2.11), each success takes a die and the dice left must roll no net
 * success. Each chance is written as a reader of the language writes one: "84.4%" in English, "84,4 %" in Russian
 * (a no-break space before the sign).
 */
function defenceOdds(pool: number, difficulty: number, lang: Lang, against: { successes: number } | { attackPool: number; attackDifficulty: number }): string {
  const falls = 10 ** pool;
  const counted = new Map<number, number>();
  const missChance = (left: number, attackDifficulty: number) => {
    let chance = counted.get(left);
    if (chance === undefined) {
      let misses = 0;
      for (let index = 0; index < 10 ** left; index += 1) if (netOf(index, left, attackDifficulty) <= 0) misses += 1;
      chance = misses / 10 ** left;
      counted.set(left, chance);
    }
    return chance;
  };
  let stops = 0;
  let lessens = 0;
  for (let index = 0; index < falls; index += 1) {
    const net = Math.max(0, netOf(index, pool, difficulty));
    if (net > 0) lessens += 1;
    if ("successes" in against) stops += net >= against.successes ? 1 : 0;
    else stops += missChance(Math.max(0, against.attackPool - net), against.attackDifficulty);
  }
  const written = (count: number) => {
    const tenths = (Math.round((count / falls) * 1000) / 10).toFixed(1);
    return lang === "en" ? `${tenths}%` : `${tenths.replace(".", ",")}\u00a0%`;
  };
  if (written(stops) === written(lessens)) return lang === "en" ? `stops the hit ${written(stops)}` : `отразит удар — ${written(stops)}`;
  return lang === "en" ? `stops the hit ${written(stops)}, lessens it ${written(lessens)}` : `отразит удар — ${written(stops)}, ослабит — ${written(lessens)}`;
}

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };

function useLanguage(lang: Lang): void {
  Object.assign(standIn.i18n, new StandInI18n(lang));
}

function cardHtml(message: ChainMessage, user: StandInUser, lang: Lang): string {
  actAs(user);
  return renderTemplate("classic/chat/attack-chain.hbs", chainCardContext(chainCardInput(message), (key, data) => translate(lang, key, data)), lang);
}

/** Where the finished cards' measured heights are written, for `npm run bench` to report (scripts/bench/card-height.ts). */
const HEIGHTS = resolve(outputFolder, "chain-card-heights.json");
/** The chat sidebar's width inside Foundry's chat log (the page's 8 px margin on each side makes 340). */
const SIDEBAR = 324;

/**
 * The card as `user` sees it, in Foundry's light and dark themes (one page, the theme class switched): in each, the
 * sidebar's width, drawn within `height` and nothing reaching beyond, on the theme's own paper.
 */
async function showCard(message: ChainMessage, user: StandInUser, lang: Lang, name: string, height: [number, number]): Promise<Page> {
  const page = await showHtml(cardHtml(message, user, lang), { lang, width: SIDEBAR + 16 });
  const papers: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((name) => (document.body.className = `theme-${name}`), theme);
    papers.push((await expectPicture(page, `chain-${name}-${lang}-${theme}`, { height, width: SIDEBAR })).paper);
  }
  expect(papers[1]).not.toBe(papers[0]);
  await page.evaluate(() => (document.body.className = "theme-light"));
  return page;
}

/** The card's height in the sidebar, in CSS pixels, as Chromium lays it out. */
async function cardHeight(page: Page): Promise<number> {
  const box = await page.locator(".stc-chain-card").boundingBox();
  if (!box) throw new Error("no card");
  expect(Math.round(box.width)).toBe(SIDEBAR);
  return Math.round(box.height);
}

function recordHeight(lang: Lang, height: number): void {
  mkdirSync(outputFolder, { recursive: true });
  const known = existsSync(HEIGHTS) ? (JSON.parse(readFileSync(HEIGHTS, "utf8")) as Record<string, number>) : {};
  writeFileSync(HEIGHTS, `${JSON.stringify({ ...known, [lang]: height }, null, 2)}\n`);
}

/**
 * Clicks a button on the card as `user` sees it in Chromium, then the same button on the card the system's own
 * `redrawCards` draws and wires (src/chat/redraw.ts), with the card's fields as the page has them: the system's
 * listener reads the step and sends it.
 */
async function clickAndSend(
  page: Page,
  message: ChainMessage,
  user: StandInUser,
  selector: string,
  faces: number[] = [],
  key = false,
  expected: { action: string; done: () => boolean } = { action: "chainStep", done: () => false },
): Promise<void> {
  const button = page.locator(selector);
  if (key) {
    await button.focus();
    await page.keyboard.press("Enter");
  } else await button.click();
  const action = (await recordedActions(page)).at(-1);
  expect(action?.action).toBe(expected.action);
  const index = await button.evaluate((clicked) => [...document.querySelectorAll("button[data-action]")].indexOf(clicked));
  const fields = await page
    .locator("select[name], input[name]")
    .evaluateAll((elements) => elements.map((element) => [(element as HTMLInputElement).name, (element as HTMLInputElement).value, (element as HTMLInputElement).checked] as const));
  actAs(user);
  const log = standInDocument.createElement("div");
  const card = standInDocument.createElement("div");
  card.dataset.messageId = message.id ?? "";
  log.append(card);
  expect(await redrawCards(log)).toBe(1);
  for (const [name, value, checked] of fields) {
    const field = card.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (field) Object.assign(field, { value, checked });
  }
  const wired = card.querySelectorAll<HTMLButtonElement>("button[data-action]")[index];
  expect(wired?.dataset.action).toBe(expected.action);
  const answers = message.system.chainAnswers.length;
  standIn.dice.script(faces);
  wired?.click();
  // The listener sends the request and enables the button again once it is answered.
  for (let tries = 0; tries < 200 && wired?.disabled; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (expected.action === "chainStep") expect(message.system.chainAnswers.length).toBeGreaterThan(answers);
  else expect(expected.done()).toBe(true);
  expect(pageErrors(page)).toEqual([]);
  await page.close();
}

describe.each<Lang>(["en", "ru"])("a full chain in chat, in %s", (lang) => {
  it("attacker and defender click through attack, dodge, damage, soak and the result; the Storyteller can undo", async () => {
    resetTable();
    useLanguage(lang);
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", translate(lang, "STC.Maneuver.w20Punch.Name"))]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const token = placeToken(alistair);

    // The attack dialog as David sees it: the fields, the planned pool with its modifiers and odds.
    actAs(players.david);
    target(players.david, token);
    const dialog = await openAttack(david as never, david.items.contents[0] as never);
    if (!dialog) throw new Error("no dialog");
    const t = (key: string, data?: Record<string, string | number>) => translate(lang, key, data);
    let context = attackDialogContext(dialog.setup, dialog.values, t);
    const dialogPage = await showHtml(
      `<form class="stc-attack-dialog">${renderTemplate("classic/chat/attack-fields.hbs", context, lang)}${renderTemplate("classic/chat/attack-summary.hbs", context, lang)}</form>`,
      { lang, width: 420, rootClass: "stc-attack-dialog" },
    );
    await dialogPage.locator("select[name=opponents]").selectOption("2");
    const entries = await dialogPage.evaluate(() => [...new FormData(document.querySelector("form") as HTMLFormElement).entries()].map(([key, value]) => [key, String(value)]));
    const form = new FormData();
    for (const [key, value] of entries) form.append(key ?? "", value ?? "");
    const values = readAttackForm(form, dialog.values);
    expect(values.opponents).toBe(2);
    context = attackDialogContext(dialog.setup, values, t);
    expect(context.roll?.difficulty).toBe(7);
    expect(pageErrors(dialogPage)).toEqual([]);
    await dialogPage.close();
    // The dialog drawn again with the changed field, as its summary part is on every change.
    const redrawn = await showHtml(
      `<form class="stc-attack-dialog">${renderTemplate("classic/chat/attack-fields.hbs", context, lang)}${renderTemplate("classic/chat/attack-summary.hbs", context, lang)}</form>`,
      { lang, width: 420, rootClass: "stc-attack-dialog" },
    );
    await expect(redrawn.locator(".stc-chain-modifier").first().textContent()).resolves.toContain(t("STC.Classic.Combat.Modifier.multipleOpponents", { opponents: 2 }));
    await expect(redrawn.locator(".stc-pool-difficulty").textContent()).resolves.toBe("7");
    await expectPicture(redrawn, `chain-dialog-${lang}`, { height: [330, 440], width: 404 });
    await redrawn.close();

    standIn.dice.script([8, 8, 9, 2, 2, 2]);
    const launched = await launchAttack(dialog.setup, values, dialog.refs);
    expect(launched.ok).toBe(true);
    const message = chainMessage(standInGame.messages[0]);

    // The defender is asked; the attacker waits. Alistair dodges (keyboard: Enter on the focused button).
    const waiting = await showCard(message, players.david, lang, "1-attack-attacker", [110, 180]);
    await expect(waiting.locator(".stc-chain-waiting").textContent()).resolves.toBe(t("STC.Classic.Chain.WaitingFor", { name: "Alistair" }));
    await expect(waiting.locator(".stc-chain-pending button").count()).resolves.toBe(0);
    // The attack is one closed line: whose roll, what it gave; its six dice open under it.
    const attackLine = waiting.locator('.stc-chain-step[data-step="attackRoll"] summary');
    await expect(attackLine.textContent()).resolves.toBe(lang === "en" ? "David attacks: 6 dice at 7 → 3 successes" : "David атакует: 6\u00a0кубиков, сложность 7 → 3\u00a0успеха");
    await expect(waiting.locator(".stc-die").first().isVisible()).resolves.toBe(false);
    // A native disclosure: the keyboard opens it too.
    await attackLine.focus();
    await waiting.keyboard.press("Enter");
    await expect(waiting.locator(".stc-die").count()).resolves.toBe(6);
    await expect(waiting.locator(".stc-die").first().isVisible()).resolves.toBe(true);
    await waiting.close();
    const asked = await showCard(message, players.alistair, lang, "2-attack-defender", [270, 390]);
    // Outside a round every defence is free: each shows its pool, difficulty and odds; parry says why not, inline.
    const dodge = asked.locator('button[data-defence="dodge"]');
    await expect(dodge.locator(".stc-button-label").textContent()).resolves.toBe(t("STC.Classic.Combat.Defence.dodge"));
    // Dexterity 3 + Athletics 2 at difficulty 6: 1 − P(no net success), 5 dice, counted face by face below.
    await expect(dodge.locator(".stc-button-detail").textContent()).resolves.toBe(lang === "en" ? `5 dice at 6: ${defenceOdds(5, 6, lang, { successes: 3 })}` : `5\u00a0кубиков, сложность 6: ${defenceOdds(5, 6, lang, { successes: 3 })}`);
    // The odds are read at the size of the button's words, not in small print.
    const detailSize = await dodge.locator(".stc-button-detail").evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(detailSize).toBeGreaterThanOrEqual(12);
    await expect(asked.locator('button[data-defence="parry"]').isDisabled()).resolves.toBe(true);
    await expect(asked.locator('.stc-defence-option[data-defence="parry"] .stc-defence-reason').textContent()).resolves.toBe(t("STC.Classic.Combat.DefenceReason.needsMeleeWeapon"));
    await expect(asked.locator(".stc-chain-opponents").textContent()).resolves.toBe(lang === "en" ? "Alistair faces 1 opponent this turn" : "У персонажа Alistair в этом ходу 1\u00a0противник");
    await clickAndSend(asked, message, players.alistair, 'button[data-defence="dodge"]', [9, 2, 2, 2, 2], true);

    // David rolls damage (one success cancelled: two left, one extra die); its type is said before the roll.
    const damage = await showCard(message, players.david, lang, "3-defended-attacker", [180, 270]);
    await expect(damage.locator(".stc-chain-pending .stc-chain-step-title").textContent()).resolves.toBe(t("STC.Classic.Chain.Card.DamageType.bashing"));
    await expect(damage.locator(`button[data-step="damageRoll"]`).textContent()).resolves.toBe(t("STC.Classic.Chain.Roll.damageRoll"));
    await expect(damage.locator(".stc-chain-pending .stc-chain-terms").textContent()).resolves.toBe(lang === "en" ? "4 dice at 6" : "4\u00a0кубика, сложность 6");
    // A damage roll cannot botch (000 §3.4): no botch chance; and the maneuver's "0" is no term of the pool.
    await expect(damage.locator(".stc-chain-pending .stc-odds-botch").count()).resolves.toBe(0);
    await expect(damage.locator(".stc-chain-pending .stc-chain-part").allTextContents()).resolves.toEqual([`${t("STC.Trait.strength")} 3`]);
    await clickAndSend(damage, message, players.david, 'button[data-step="damageRoll"]', [8, 8, 8, 2]);

    // Alistair soaks; the Storyteller's client rolls it and applies the result to him.
    const soak = await showCard(message, players.alistair, lang, "4-damage-defender", [190, 300]);
    await expect(soak.locator(".stc-chain-card").textContent()).resolves.not.toContain(t("STC.Classic.Chain.Card.Summary.soakNoDice", { name: "Alistair" }));
    await expect(soak.locator(".stc-chain-pending .stc-odds-botch").count()).resolves.toBe(0);
    await clickAndSend(soak, message, players.alistair, 'button[data-step="soakRoll"]', [9, 2]);
    expect(alistair.system.stats.health.bashing).toBe(2);

    const result = await showCard(message, players.alistair, lang, "5-result-defender", [210, 370]);
    // The outcome and the track come first; every step is one closed line, and none is open.
    await expect(result.locator(".stc-chain-card > *:nth-child(2) .stc-chain-outcome").textContent()).resolves.toBe(t("STC.Classic.Combat.Outcome.damaged"));
    await expect(result.locator(".stc-chain-box.box-bashing").count()).resolves.toBe(2);
    await expect(result.locator(".stc-chain-wound").textContent()).resolves.toBe(lang === "en" ? "Hurt, wound penalty −1 die" : "Здоровье: Травмирован, штраф за ранения −1\u00a0кубик");
    await expect(result.locator(".stc-chain-statuses li").textContent()).resolves.toBe(
      lang === "en" ? "Stunned until the end of next turn; no actions; attacks against them −2 difficulty" : "Оглушение до конца следующего хода; никаких действий; сложность атак против персонажа −2",
    );
    await expect(result.locator(".stc-chain-summary").allTextContents()).resolves.toEqual(
      lang === "en"
        ? ["David attacks: 6 dice at 7 → 3 successes", "Alistair dodges: 5 dice at 6 → 1 success", "Bashing damage: 4 dice at 6 → 3 successes", "Alistair soaks: 2 dice at 6 → 1 success"]
        : ["David атакует: 6\u00a0кубиков, сложность 7 → 3\u00a0успеха", "Alistair уклоняется: 5\u00a0кубиков, сложность 6 → 1\u00a0успех", "Ударные повреждения: 4\u00a0кубика, сложность 6 → 3\u00a0успеха", "Alistair поглощает: 2\u00a0кубика, сложность 6 → 1\u00a0успех"],
    );
    await expect(result.locator("details[open]").count()).resolves.toBe(0);
    await expect(result.locator(".stc-chain-closing button").count()).resolves.toBe(0);
    const height = await cardHeight(result);
    recordHeight(lang, height);
    expect(height).toBeLessThanOrEqual(360);
    await result.close();
    const storyteller = await showCard(message, gm, lang, "6-result-storyteller", [240, 400]);
    await expect(storyteller.locator('button[data-action="chainUndo"]').textContent()).resolves.toBe(t("STC.Classic.Chain.Undo"));
    // The Storyteller's undo goes through the card's own listener too.
    await clickAndSend(storyteller, message, gm, 'button[data-action="chainUndo"]', [], false, { action: "chainUndo", done: () => Boolean(message.system.undoneBy) });
    expect(alistair.system.stats.health.bashing).toBe(0);
    const undone = await showCard(message, gm, lang, "7-undone", [250, 420]);
    await expect(undone.locator(".stc-chain-undone").textContent()).resolves.toBe(t("STC.Classic.Chain.Undone"));
    // The track it no longer holds is grey and struck through from end to end, with a label that says so.
    const track = undone.locator(".stc-chain-track");
    await expect(track.getAttribute("class")).resolves.toContain("stc-chain-track-undone");
    const muted = await undone.locator(".stc-chain-track-label").evaluate((element) => getComputedStyle(element).color);
    await expect(track.locator(".stc-chain-box").first().evaluate((element) => getComputedStyle(element).borderTopColor)).resolves.toBe(muted);
    const strike = await track.evaluate((element) => {
      const line = getComputedStyle(element, "::after");
      return { width: parseFloat(line.borderTopWidth), style: line.borderTopStyle, position: line.position };
    });
    expect(strike).toEqual({ width: 2, style: "solid", position: "absolute" });
    // The label is the health line's own, under the track (and its wound level, when that wraps).
    const [trackBox, labelBox] = await Promise.all([track.boundingBox(), undone.locator(".stc-chain-health > .stc-chain-track-label").boundingBox()]);
    expect((labelBox?.y ?? 0) - ((trackBox?.y ?? 0) + (trackBox?.height ?? 0))).toBeGreaterThanOrEqual(-1);
    expect((labelBox?.y ?? 0) - ((trackBox?.y ?? 0) + (trackBox?.height ?? 0))).toBeLessThan(60);
    await expect(undone.locator(".stc-chain-track-label").textContent()).resolves.toBe(t("STC.Classic.Chain.Card.TrackUndone"));
    await expect(track.getAttribute("aria-description")).resolves.toBe(t("STC.Classic.Chain.Card.TrackUndone"));
    expect(pageErrors(undone)).toEqual([]);
    await undone.close();
    useLanguage("en");
  });

  it("a hostile name renders as text on the card", async () => {
    resetTable();
    useLanguage(lang);
    const hostile = "<img src=x onerror=alert(1)>";
    const david = await character(hostile, players.david, FIGHTER, [maneuverItem("w20Punch", hostile)]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    actAs(players.david);
    target(players.david, placeToken(alistair));
    const dialog = await openAttack(david as never, david.items.contents[0] as never);
    if (!dialog) throw new Error("no dialog");
    standIn.dice.script([8, 2, 2, 2, 2, 2]);
    await launchAttack(dialog.setup, dialog.values, dialog.refs);
    const page = await showCard(chainMessage(standInGame.messages[0]), players.alistair, lang, "hostile", [310, 420]);
    await expect(page.locator(".stc-card-title").textContent()).resolves.toContain(hostile);
    await expect(page.locator(".stc-card-kind").textContent()).resolves.toBe(hostile);
    await expect(page.locator("img").count()).resolves.toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
    useLanguage("en");
  });
});

describe.each<Lang>(["en", "ru"])("the declared defence in a running round, in %s", (lang) => {
  it("000 §2.11: David's declared dodge comes first, with its pool, difficulty and odds, and one click takes it", async () => {
    resetTable();
    resetStandIn();
    installRoundBridge();
    useLanguage(lang);
    const t = (key: string, data?: Record<string, string | number>) => translate(lang, key, data);
    // The Storyteller presses the Storyteller's characters' soak here, as the worked example scripts each roll.
    const settings = { defenceMode: "removeDice", halfLevelDamage: true, dodgeAbility: "dodge", storytellerRollsItself: false } as const;
    for (const [key, value] of Object.entries(settings)) await standIn.settings.set("storyteller-combat", `classic.${key}`, value);
    try {
      const { combat, actors } = await seedCombatants();
      for (const actor of [actors.D, actors.A]) await actor.createEmbeddedDocuments("Item", [maneuverItem("vtmPunch", "Punch")]);
      const id = (key: keyof typeof actors) => combatantOf(combat, actors[key]);
      standIn.dice.script([6, 5, 5, 9, 2]);
      await combat.startCombat();
      const declarations: [keyof typeof actors, unknown[]][] = [
        ["M", [{ kind: "attack", targetId: id("A"), pool: 5 }]],
        ["G", [{ kind: "attack", targetId: id("M"), pool: 2 }]],
        ["T", [{ kind: "defence", defence: "dodge", pool: 6 }, { kind: "attack", targetId: id("D"), pool: 5 }]],
        ["A", [{ kind: "attack", targetId: id("D"), pool: 6 }]],
        ["D", [{ kind: "attack", targetId: id("A"), pool: 7 }, { kind: "defence", defence: "dodge", pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }]],
      ];
      for (const [key, actions] of declarations) {
        actAs(["A", "T", "G"].includes(key) ? player : gm);
        expect(await requestDeclare(combat, id(key), { actions })).toEqual({ ok: true, value: null });
      }
      actAs(gm);
      expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
      const punch = await attack(player, actors.A, "Punch", placeToken(actors.D), { opponents: 2 });

      // 000 §2.11: the dodge is rolled first, against Alistair's punch still to roll, 6 dice at 7.
      const attackRoll = { attackPool: 6, attackDifficulty: 7 };
      expect(chainOf(punch).plan.roll).toMatchObject({ pool: 6, difficulty: 7 });
      // The Storyteller answers for David: his declared dodge first, a filled button that says what it rolls.
      const asked = await showCard(punch, gm, lang, "round-1-declared-defence", [300, 430]);
      const first = asked.locator(".stc-defence-options button").first();
      await expect(first.getAttribute("data-defence")).resolves.toBe("dodge");
      await expect(first.getAttribute("data-payment")).resolves.toBeNull();
      // Dexterity 3 + Dodge 3, −4 as the second of his three actions (000 §2.2); 6 + 1 for Alistair and Tony (000 §2.3).
      await expect(first.locator(".stc-button-detail").textContent()).resolves.toBe(
        lang === "en" ? `Declared, −4 dice · 2 dice at 7: ${defenceOdds(2, 7, lang, attackRoll)}` : `По объявлению, −4\u00a0кубика · 2\u00a0кубика, сложность 7: ${defenceOdds(2, 7, lang, attackRoll)}`,
      );
      await expect(asked.locator(".stc-chain-opponents").textContent()).resolves.toBe(lang === "en" ? "David faces 2 opponents this turn" : "У персонажа David в этом ходу 2\u00a0противника");
      // Block needs an abort: its Willpower and its cap (the 2 dice of the action it would replace) are written out.
      await expect(asked.locator('.stc-defence-option[data-defence="block"] .stc-defence-cost').textContent()).resolves.toBe(
        t("STC.Classic.Chain.Card.Offer.abortCapped", { cap: lang === "en" ? "2 dice" : "2\u00a0кубика" }),
      );
      await clickAndSend(asked, punch, gm, ".stc-defence-options button >> nth=0", [8, 1]);
      expect(chainOf(punch).defence?.roll.difficulty).toBe(7);

      actAs(player);
      standIn.dice.script([5, 2, 7, 7, 9, 2]);
      expect((await requestStepAs(punch, "attackRoll")).ok).toBe(true);
      standIn.dice.script([6, 8, 7, 2, 2, 6]);
      expect((await requestStepAs(punch, "damageRoll")).ok).toBe(true);
      actAs(gm);
      standIn.dice.script([6, 1]);
      expect((await requestStepAs(punch, "soakRoll")).ok).toBe(true);
      expect(actors.D.system.stats.health).toEqual({ bashing: 1.5, lethal: 0, aggravated: 0 });
      const done = await showCard(punch, gm, lang, "round-2-result", [210, 370]);
      await expect(done.locator(".stc-chain-summary").first().textContent()).resolves.toBe(lang === "en" ? "David dodges: 2 dice at 7 → 0 successes" : "David уклоняется: 2\u00a0кубика, сложность 7 → 0\u00a0успехов");
      expect(await cardHeight(done)).toBeLessThanOrEqual(360);
      expect(pageErrors(done)).toEqual([]);
      await done.close();
    } finally {
      await standIn.settings.set("storyteller-combat", "classic.defenceMode", "subtractSuccesses");
      await standIn.settings.set("storyteller-combat", "classic.halfLevelDamage", false);
      await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "athletics");
      useLanguage("en");
    }
  });
});

/** A press of the step's own button by whoever acts now, through the system's request (the card's listener sends the same). */
function requestStepAs(message: ChainMessage, step: "attackRoll" | "damageRoll" | "soakRoll") {
  return requestStep(message, { step, seen: message.system.chainAnswers.length });
}
