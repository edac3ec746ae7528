// A player's attack with the target's dodge and soak, counted in real clicks on the rendered sheet and cards in
// Chromium: each click is recorded as Foundry's ApplicationV2 would dispatch it, then handed to the system's own
// handler (the sheet's action table, the card's listener as `redrawCards` wires it), against the integration layer's
// stand-in (installed first: the system's data models read Foundry's globals when they load).
import { actAs, gm, standIn, standInGame } from "../../integration/stand-in/install";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redrawCards } from "../../../src/chat/redraw";
import { CharacterSheet } from "../../../src/rulesets/classic/apps/sheets/character-sheet";
import { actorSheetContext, type ActorSheetInput } from "../../../src/rulesets/classic/apps/context/actor-context";
import type { ActorSystemSource } from "../../../src/rulesets/classic/data/actor/source";
import type { ActorDerived } from "../../../src/rulesets/classic/data/actor/derived";
import type { ChainMessage } from "../../../src/rulesets/classic/chat/documents";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { readChainSettings } from "../../../src/rulesets/classic/settings";
import { chainOf } from "../../integration/chat/attack";
import { chainMessage, character, maneuverItem, placeToken, players, resetTable, setUpChain, target, type SystemActor } from "../../integration/chat/fixtures";
import { standInDocument } from "../../integration/stand-in/page";
import type { StandInUser } from "../../integration/stand-in/user";
import { closeBrowser, i18nFor, pageErrors, recordedActions, renderTemplate, showHtml } from "../harness";
import { drawnCard, SIDEBAR, useLanguage } from "./card-budget";

afterAll(closeBrowser);
beforeAll(setUpChain);

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2, dodge: 2 } };

/** What the sheet's `sheetInput` reads from its actor (the biography left out: the stand-in enriches no HTML). */
function sheetInputOf(actor: SystemActor): ActorSheetInput {
  const system = actor.system as unknown as ActorSystemSource & { derived: ActorDerived };
  return {
    id: actor.id ?? "",
    name: actor.name ?? "",
    img: "",
    system,
    derived: system.derived,
    items: actor.items.contents.map((item) => ({ id: item.id ?? "", name: item.name ?? "", type: item.type, img: "", system: item.system })) as ActorSheetInput["items"],
    editable: true,
    biographyHTML: "",
    activeTab: "combat",
    i18n: i18nFor("en"),
    lang: "en",
  };
}

/**
 * The control is drawn, visible, enabled, and reached by the keyboard: from the focusable element before it in the
 * page's order, one Tab lands on it.
 */
async function expectReachable(page: Page, selector: string): Promise<void> {
  const control = page.locator(selector);
  await expect(control.count(), selector).resolves.toBe(1);
  await expect(control.isVisible(), selector).resolves.toBe(true);
  await expect(control.isEnabled(), selector).resolves.toBe(true);
  await control.evaluate((element) => {
    const focusable = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary, [tabindex]")];
    const before = focusable.slice(0, focusable.indexOf(element as HTMLElement)).reverse().find((candidate) => candidate.tabIndex >= 0 && !(candidate as HTMLButtonElement).disabled && candidate.getClientRects().length > 0);
    if (before) before.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.keyboard.press("Tab");
  await expect(control.evaluate((element) => element === document.activeElement), `${selector} is reached by Tab`).resolves.toBe(true);
}

/**
 * A click on the card's button as `user` sees the card in Chromium, then on the same button of the card the system's
 * own `redrawCards` draws and wires, with the faces the dice will show: the card's listener sends the request.
 */
async function clickOnCard(message: ChainMessage, user: StandInUser, selector: string, faces: number[]): Promise<void> {
  const page = await showHtml(await drawnCard(message, user, "en"), { lang: "en", width: SIDEBAR + 16 });
  await expectReachable(page, selector);
  const button = page.locator(selector);
  await button.click();
  const action = (await recordedActions(page)).at(-1)?.action;
  expect(action).toBe("chainStep");
  const index = await button.evaluate((clicked) => [...document.querySelectorAll("button[data-action]")].indexOf(clicked));
  expect(pageErrors(page)).toEqual([]);
  await page.close();
  actAs(user);
  useLanguage("en");
  const log = standInDocument.createElement("div");
  const card = standInDocument.createElement("div");
  card.dataset.messageId = message.id ?? "";
  log.append(card);
  expect(await redrawCards(log)).toBe(1);
  const wired = card.querySelectorAll<HTMLButtonElement>("button[data-action]")[index];
  expect(wired?.dataset.action).toBe(action);
  const answers = message.system.chainAnswers.length;
  standIn.dice.script(faces);
  wired?.click();
  for (let tries = 0; tries < 200 && wired?.disabled; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(message.system.chainAnswers.length).toBeGreaterThan(answers);
  standIn.dice.reset();
}

describe("no click without a decision, in the browser", () => {
  it("a player's attack with the target's dodge and soak: at most three player clicks and one Storyteller click", async () => {
    resetTable();
    useLanguage("en");
    // The default this count rests on: the Storyteller's client rolls what its own characters roll (the soak).
    actAs(gm);
    expect(standIn.settings.get("storyteller-combat", "classic.storytellerRollsItself")).toBe(true);
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const thug = await character("Thug", null, FIGHTER);
    const clicks = { player: 0, storyteller: 0 };

    // 1. David's player targets the Thug's token (Foundry's own gesture on the canvas: T over the token).
    target(players.david, placeToken(thug));
    clicks.player += 1;

    // 2. A shift-click on the sheet's attack button rolls the attack at once, without the dialog.
    actAs(players.david);
    const sheetPage = await showHtml(`<form class="stc-sheet-form">${renderTemplate("classic/actor/combat.hbs", actorSheetContext(sheetInputOf(david)), "en")}</form>`, {
      lang: "en",
      width: 720,
      rootClass: "stc-sheet stc-character-sheet",
    });
    const punch = `button[data-action="rollAttack"][data-attack-key="${david.items.getName("Punch")?.id ?? ""}"]`;
    await expectReachable(sheetPage, punch);
    await sheetPage.locator(punch).click({ modifiers: ["Shift"] });
    clicks.player += 1;
    const pressed = (await recordedActions(sheetPage)).at(-1);
    expect(pressed).toMatchObject({ action: "rollAttack", data: { attackKey: david.items.getName("Punch")?.id } });
    expect(pageErrors(sheetPage)).toEqual([]);
    await sheetPage.close();
    // What ApplicationV2 does with the click: the sheet's own action, with the event's Shift and the button's dataset.
    // The sheet's actions as its options hold them once merged along its classes, as Foundry merges them.
    const sheet = new CharacterSheet({ document: david } as never);
    const rollAttack = (sheet.options as { actions?: Record<string, unknown> }).actions?.[pressed?.action ?? ""];
    if (typeof rollAttack !== "function") throw new Error("The sheet has no action for the button.");
    standIn.dice.script([9, 9, 9, 9, 2, 2]);
    await (rollAttack as (this: unknown, event: PointerEvent, target: HTMLElement) => Promise<void>).call(sheet, { shiftKey: true } as PointerEvent, { dataset: { attackKey: pressed?.data.attackKey ?? "" } } as unknown as HTMLElement);
    standIn.dice.reset();
    const message = chainMessage(standInGame.messages[0]);
    expect(chainOf(message).next).toBe("defenceChoice");

    // 3. The Thug is the Storyteller's: one click on the card's dodge rolls it.
    await clickOnCard(message, gm, 'button[data-defence="dodge"]', [2, 2, 2, 2, 2]);
    clicks.storyteller += 1;
    expect(chainOf(message).next).toBe("damageRoll");

    // 4. David's player rolls the damage; the Thug's soak is rolled at once by the Storyteller's client.
    await clickOnCard(message, players.david, 'button[data-step="damageRoll"]', [8, 8, 8, 8, 8, 8, 2, 2, 2]);
    clicks.player += 1;

    // Done: the soak rolled and the result written, nothing left to press for anyone.
    expect(chainOf(message).next).toBe("done");
    expect(chainOf(message).history).toContain("soakRoll");
    expect(thug.system.stats.health.bashing).toBeGreaterThan(0);
    expect(readChainSettings(false).storytellerRollsItself).toBe(true);
    for (const user of [gm, players.david]) {
      actAs(user);
      expect(chainCardContextOf(message).pending).toBeNull();
    }
    expect(clicks.player).toBeLessThanOrEqual(3);
    expect(clicks.storyteller).toBeLessThanOrEqual(1);
    expect(clicks).toEqual({ player: 3, storyteller: 1 });
  });
});
