// The README's pictures, taken here and kept current by this test: the character sheet, a finished attack chain
// in chat, a spray's three cards, the combat tracker in the middle of a round and a Mind's Eye Theatre challenge, each in English and
// Russian, written to docs/images/. Each is drawn by the system's own context code, templates and compiled CSS, as
// the other browser tests draw it, from fixed names and scripted dice, so a rerun writes the same pictures; and each
// is checked for what it shows before it is kept.
// The chain and the challenge run through the integration layer's stand-in (installed first: the system's data
// models read Foundry's globals when they load).
import { actAs, gm, standIn, standInGame } from "../integration/stand-in/install";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { crc32, deflateSync, inflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorSheetContext } from "../../src/rulesets/classic/apps/context/actor-context";
import { trackerContext } from "../../src/rulesets/classic/apps/tracker/tracker-context";
import { chainCardContext } from "../../src/rulesets/classic/chat/card-context";
import { chainCardInput } from "../../src/rulesets/classic/chat/render";
import { challengeCardContext } from "../../src/rulesets/met/chat/card-context";
import { challengeCardInput } from "../../src/rulesets/met/chat/render";
import { requestChallenge } from "../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../src/rulesets/met/requests/challenge-step";
import { defineMetRequests } from "../../src/rulesets/met/requests/index";
import { throwFor } from "../../src/rulesets/met/requests/throw";
import { attack, press } from "../integration/chat/attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain } from "../integration/chat/fixtures";
import * as met from "../integration/met/fixtures";
import { StandInI18n } from "../integration/stand-in/i18n";
import { ITEMS, LUCITA, sheetInput } from "./fixtures";
import { closeBrowser, expectPicture, i18nFor, pageErrors, renderTemplate, showHtml, translate, type Lang } from "./harness";
import { seedRoundDeclared, trackerInputFor } from "./tracker/fixtures";
import { stepCardContext } from "../integration/chat/npc-step-fixtures";
import { finishedSpray } from "./spray-fixture";
import { exportCombatScenario } from "../../src/rulesets/classic/apps/tracker/export-scenario";
import { parseScenario, replayScenario, scenarioTranscript, unmetExpectations } from "../../src/rulesets/classic/scenario";
import { asUser, combatantOf } from "../integration/combat/fixtures";
import { exportTable, playedTurn } from "../integration/chat/export-fixtures";

afterAll(closeBrowser);
// The system loads once in a file, here in a Classic world; the challenge's requests are defined beside the chain's,
// as a Mind's Eye Theatre world defines them at init (src/rulesets/met/play.ts), so one file takes every picture.
beforeAll(async () => {
  await setUpChain();
  defineMetRequests();
  for (const user of Object.values(met.players)) standInGame.users.add(user);
});

const IMAGES = resolve(import.meta.dirname, "../../docs/images");
/** The chat sidebar's width inside Foundry's chat log, as the chain's own test draws a card. */
const SIDEBAR = 324;
/** The combat tracker's width in Foundry's sidebar, as the tracker's own test draws it. */
const TRACKER = 300;
/** A terminal's width for a scenario's replay beside the tracker's buttons. */
const EXPORT_WIDTH = 560;

/** A portrait that needs no file: a plain silhouette, the same on every run. */
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b2f2f"/><circle cx="32" cy="24" r="12" fill="#c9b79c"/><path d="M10 64c2-16 12-24 22-24s20 8 22 24z" fill="#c9b79c"/></svg>',
)}`;

const t = (lang: Lang) => (key: string, data?: Record<string, string | number>) => translate(lang, key, data);

function useLanguage(lang: Lang): void {
  Object.assign(standIn.i18n, new StandInI18n(lang));
}

/** The paper shown around a picture's element: the page's own margin, so what reaches a few pixels past it is drawn whole. */
const MARGIN = 8;

/**
 * Chromium's PNG written again, pixel for pixel the same: rows unfiltered and packed at zlib's best, which keeps
 * text on flat paper about a quarter smaller than Chromium's quick encoding. A PNG other than 8-bit RGB or RGBA
 * is kept as it is.
 */
function repack(png: Buffer): Buffer {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString("latin1", at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const header = chunks[0]?.data;
  const perPixel = header?.[8] === 8 ? ({ 2: 3, 6: 4 } as Record<number, number>)[header[9] ?? 0] : undefined;
  if (!header || !perPixel || header[12] !== 0) return png;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const stride = width * perPixel;
  const filtered = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data)));
  const plain = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const kind = filtered[y * (stride + 1)];
    const row = y * (stride + 1) + 1;
    const above = row - stride - 1;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= perPixel ? (plain[row + x - perPixel] ?? 0) : 0;
      const up = y > 0 ? (plain[above + x] ?? 0) : 0;
      const corner = x >= perPixel && y > 0 ? (plain[above + x - perPixel] ?? 0) : 0;
      const guess = left + up - corner;
      const [toLeft, toUp, toCorner] = [Math.abs(guess - left), Math.abs(guess - up), Math.abs(guess - corner)];
      const paeth = toLeft <= toUp && toLeft <= toCorner ? left : toUp <= toCorner ? up : corner;
      const predicted = [0, left, up, (left + up) >> 1, paeth][kind ?? 0] ?? 0;
      plain[row + x] = ((filtered[row + x] ?? 0) + predicted) & 255;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  return Buffer.concat([png.subarray(0, 8), chunk("IHDR", header), chunk("IDAT", deflateSync(plain, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

/**
 * Writes the picture of the element `selector` names, with the page's margin of paper around it, to
 * docs/images/`name`.png (finite animations run to their end and the caret hidden, so the picture does not depend
 * on when it is taken), and returns the text it shows. With `until`, the picture ends below the element it names.
 */
async function takePicture(page: Page, selector: string, name: string, until?: string): Promise<string> {
  const part = page.locator(selector);
  const box = await part.boundingBox();
  const end = until ? await page.locator(until).boundingBox() : box;
  if (!box || !end) throw new Error(`${name}: nothing drawn for ${selector}`);
  const top = Math.max(0, box.y - MARGIN);
  const clip = { x: Math.max(0, box.x - MARGIN), y: top, width: box.width + 2 * MARGIN, height: end.y + end.height + MARGIN - top };
  const png = await page.screenshot({ clip, fullPage: true, animations: "disabled", caret: "hide" });
  mkdirSync(IMAGES, { recursive: true });
  writeFileSync(resolve(IMAGES, `${name}.png`), repack(png));
  return part.evaluate((element) => (element instanceof HTMLElement ? element.innerText : "").replace(/\s+/g, " ").trim());
}

/**
 * What every picture must show: the element `selector` names at its width, its height within bounds, nothing
 * reaching beyond its box or its sides and no text squeezed to nothing (the harness's `expectPicture`), and its text
 * in the language: Cyrillic in a Russian picture, none in an English one. Then the README's picture is taken.
 */
async function expectReadmePicture(
  page: Page,
  name: string,
  lang: Lang,
  expected: { selector: string; width: number; height: [number, number]; until?: string },
): Promise<string> {
  await expectPicture(page, `readme-${name}`, expected);
  const text = await takePicture(page, expected.selector, name, expected.until);
  if (lang === "ru") expect(text, `${name}: Russian text`).toMatch(/[а-яё]{4}/i);
  else expect(text, `${name}: no Russian text`).not.toMatch(/[а-яё]/i);
  return text;
}

describe.each<Lang>(["en", "ru"])("the README's pictures, in %s", (lang) => {
  const say = t(lang);

  it("the character sheet: a vampire's Attributes, Abilities, blood, Disciplines and health", async () => {
    const input = sheetInput(
      "Lucita",
      { ...LUCITA, vampire: { generation: 8, clan: "Lasombra" } },
      ITEMS,
      { img: PORTRAIT },
    );
    const context = actorSheetContext({ ...input, i18n: i18nFor(lang) });
    const parts = ["header", "tabs", "traits", "combat", "powers", "biography"].map((part) => renderTemplate(`classic/actor/${part}.hbs`, context, lang)).join("");
    const page = await showHtml(`<form class="stc-sheet-form">${parts}</form>`, { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(page.locator(".stc-name").inputValue()).resolves.toBe("Lucita");
    await expect(page.locator('[data-trait="dexterity"] .stc-roll-trait').textContent()).resolves.toBe(say("STC.Trait.dexterity"));
    await expect(page.locator('[data-trait="dexterity"] .stc-dots .stc-dot.filled').count()).resolves.toBe(4);
    await expect(page.locator('[data-trait="melee"] .stc-dots .stc-dot.filled').count()).resolves.toBe(4);
    await expect(page.locator(".stc-blood-max").textContent()).resolves.toBe("/ 15");
    await expect(page.locator(".stc-wound-level").textContent()).resolves.toBe(lang === "ru" ? "Здоровье: Травмирован" : "Hurt");
    await expect(page.locator(".tab.active").getAttribute("data-tab")).resolves.toBe("traits");
    // The whole sheet is checked; the picture shows what its window (720 × 760) shows as it opens, down to the Abilities.
    const text = await expectReadmePicture(page, `sheet-${lang}`, lang, { selector: "#root", width: 704, height: [830, 1070], until: ".tab.active > .stc-columns >> nth=1" });
    for (const key of ["STC.Trait.strength", "STC.Trait.brawl", "STC.Classic.Discipline.celerity", "STC.Classic.Sheet.Tab.combat"]) expect(text).toContain(say(key));
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("a finished attack chain: David's punch, Alistair's dodge, the damage, the soak and the health it leaves", async () => {
    resetTable();
    useLanguage(lang);
    try {
      const fighter = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };
      const david = await character("David", players.david, fighter, [maneuverItem("w20Punch", say("STC.Maneuver.w20Punch.Name"))]);
      const alistair = await character("Alistair", players.alistair, fighter);
      const punch = await attack(players.david, david, say("STC.Maneuver.w20Punch.Name"), placeToken(alistair), {}, [8, 8, 9, 2, 2, 2]);
      expect(await press(players.alistair, punch, { step: "defenceChoice", defence: { kind: "dodge" } }, [9, 2, 2, 2, 2])).toEqual({ ok: true, value: null });
      expect(await press(players.david, punch, { step: "damageRoll" }, [8, 8, 8, 2])).toEqual({ ok: true, value: null });
      expect(await press(players.alistair, punch, { step: "soakRoll" }, [9, 2])).toEqual({ ok: true, value: null });
      expect(alistair.system.stats.health.bashing).toBe(2);

      actAs(players.alistair);
      const html = renderTemplate("classic/chat/attack-chain.hbs", chainCardContext(chainCardInput(punch), say), lang);
      const page = await showHtml(html, { lang, width: SIDEBAR + 16 });
      await expect(page.locator(".stc-chain-outcome").first().textContent()).resolves.toBe(say("STC.Classic.Combat.Outcome.damaged"));
      await expect(page.locator(".stc-chain-box.box-bashing").count()).resolves.toBe(2);
      await expect(page.locator(".stc-chain-wound").textContent()).resolves.toBe(lang === "en" ? "Hurt, wound penalty −1 die" : "Здоровье: Травмирован, штраф за ранения −1\u00a0кубик");
      await expect(page.locator(".stc-chain-summary").count()).resolves.toBe(4);
      await expect(page.locator(".stc-chain-summary").first().textContent()).resolves.toBe(lang === "en" ? "David attacks: 6 dice at 6 → 3 successes" : "David атакует: 6\u00a0кубиков, сложность 6 → 3\u00a0успеха");
      // Finished: nothing left to press, and every step a closed line.
      await expect(page.locator(".stc-chain-pending button").count()).resolves.toBe(0);
      await expect(page.locator("details[open]").count()).resolves.toBe(0);
      const text = await expectReadmePicture(page, `chain-card-${lang}`, lang, { selector: ".stc-chain-card", width: SIDEBAR, height: [200, 360] });
      expect(text).toContain(say("STC.Classic.Combat.Outcome.damaged"));
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    } finally {
      useLanguage("en");
    }
  });

  it("a spray (V20 core, Firearms): David's SMG over three targets, one roll divided, each card its own defense, damage and soak", async () => {
    useLanguage(lang);
    try {
      const cards = await finishedSpray(say("STC.Classic.Equipment.smallSmg.Name"));
      actAs(gm);
      const html = cards.map((card) => renderTemplate("classic/chat/attack-chain.hbs", chainCardContext(chainCardInput(card), say), lang)).join("");
      const page = await showHtml(`<div class="stc-readme-card" style="width: ${SIDEBAR}px; display: grid; gap: 6px">${html}</div>`, { lang, width: SIDEBAR + 16 });
      await expect(page.locator(".stc-chain-spray").allTextContents()).resolves.toEqual([1, 2, 3].map((index) => say("STC.Classic.Chain.Spray.Share", { index, of: 3, share: 2, count: 7 })));
      await expect(page.locator(".stc-chain-outcome").allTextContents()).resolves.toEqual([1, 2, 3].map(() => say("STC.Classic.Combat.Outcome.damaged")));
      await expect(page.locator(".stc-chain-box.box-lethal").count()).resolves.toBe(4);
      const text = await expectReadmePicture(page, `spray-cards-${lang}`, lang, { selector: ".stc-readme-card", width: SIDEBAR, height: [600, 1080] });
      expect(text).toContain(say("STC.Classic.Chain.Undo"));
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    } finally {
      useLanguage("en");
    }
  });

  it("a fight exported from the tracker as a scenario: the Storyteller's button, and the replay of the file in the table's language", async () => {
    useLanguage(lang);
    // The turn is played under its own options and round; the pictures after it get the table back as it was.
    const options = ["classic.defenceMode", "classic.halfLevelDamage", "classic.dodgeAbility"] as const;
    const kept = options.map((key) => [key, standIn.settings.get("storyteller-combat", key)] as const);
    try {
      await exportTable();
      const { combat, actors } = await playedTurn();
      const file = exportCombatScenario(combat, asUser(gm), () => undefined);
      if (!file.ok) throw new Error(file.key);
      const result = replayScenario(parseScenario(JSON.parse(file.text)));
      // The file holds the numbers each card showed as its expectations: the replay meets every one, and ends with the world's health.
      expect(unmetExpectations(result)).toEqual([]);
      for (const actor of [actors.A, actors.D]) expect(result.final[combatantOf(combat, actor)]?.health).toEqual(actor.system.stats.health);
      const transcript = scenarioTranscript(result, say);
      const stc = trackerContext(trackerInputFor(seedRoundDeclared(), { lang }));
      const footer = renderTemplate("classic/tracker/footer.hbs", { stc }, lang);
      const escaped = transcript.join("\n").replace(/&/g, "&amp;").replace(/</g, "&lt;");
      const page = await showHtml(
        `<div class="stc-readme-export" style="width: ${EXPORT_WIDTH}px; display: grid; gap: 8px"><div style="width: ${TRACKER}px">${footer}</div><pre class="stc-readme-transcript" style="margin: 0; padding: 8px; font: 11px/1.35 monospace; white-space: pre-wrap; background: #1d1b1a; color: #e8e2d8">${escaped}</pre></div>`,
        { lang, width: EXPORT_WIDTH + 16 },
      );
      const button = page.locator('[data-action="stcExportScenario"]');
      await expect(button.textContent()).resolves.toBe(say("STC.Classic.Tracker.ExportScenario"));
      await expect(button.getAttribute("data-tooltip-text")).resolves.toBe(say("STC.Classic.Tracker.ExportScenarioHint"));
      const shown = (await page.locator(".stc-readme-transcript").textContent()) ?? "";
      for (const name of ["David", "Alistair"]) expect(shown).toContain(name);
      expect(shown.split("\n")).toHaveLength(transcript.length);
      // The file's note is written in the table's language, as the rest of what it shows.
      expect(shown).toContain(say("STC.Classic.Tracker.ExportNote", { round: 1 }));
      const text = await expectReadmePicture(page, `scenario-export-${lang}`, lang, { selector: ".stc-readme-export", width: EXPORT_WIDTH, height: [200, 2000] });
      expect(text).toContain(say("STC.Classic.Tracker.ExportScenario"));
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    } finally {
      for (const [key, value] of kept) await standIn.settings.set("storyteller-combat", key, value);
      resetTable();
      useLanguage("en");
    }
  });

  it("the combat tracker in the middle of a round: the action phase, fastest first, each action's dice", async () => {
    const input = trackerInputFor(seedRoundDeclared(), { lang, wounds: { G: "STC.Classic.Health.Level.wounded" }, statuses: { G: ["STC.Classic.Status.blinded.Name"] } });
    for (const combatant of input.combatants) combatant.img = PORTRAIT;
    const stc = trackerContext(input);
    const html = renderTemplate("classic/tracker/tracker.hbs", { stc }, lang) + renderTemplate("classic/tracker/footer.hbs", { stc }, lang);
    const page = await showHtml(html, { lang, width: TRACKER, rootClass: "stc-tracker" });
    await expect(page.locator(".stc-phase-name").textContent()).resolves.toBe(say("STC.Classic.Turn.Phase.action"));
    await expect(page.locator(".stc-turn-number").textContent()).resolves.toBe(say("STC.Classic.Turn.Number", { number: 1 }));
    await expect(page.locator(".stc-combatant-name").allTextContents()).resolves.toEqual(["David", "Alistair", "Tony", "Gordon", "Michael"]);
    await expect(page.locator('.stc-step.current [data-combatant-id="D"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-combatant-id="D"] .stc-action').count()).resolves.toBe(3);
    await expect(page.locator('[data-combatant-id="G"] .stc-status-effect').textContent()).resolves.toBe(say("STC.Classic.Status.blinded.Name"));
    await expect(page.locator('[data-action="stcNext"]').count()).resolves.toBe(1);
    const text = await expectReadmePicture(page, `tracker-${lang}`, lang, { selector: "#root", width: TRACKER - 16, height: [380, 520] });
    for (const key of ["STC.Classic.Turn.NextTurn", "STC.Classic.Tracker.NextRound", "STC.Tracker.EndCombat"]) expect(text).toContain(say(key, { number: 2 }));
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("the Storyteller's NPC step: one line a chain, one waiting for a player, one finished", async () => {
    const html = renderTemplate("classic/chat/npc-step-card.hbs", await stepCardContext(lang), lang);
    const page = await showHtml(`<div class="stc-readme-card" style="width: ${SIDEBAR}px">${html}</div>`, { lang, width: SIDEBAR + 16 });
    await expect(page.locator(".stc-npc-step-pair").allTextContents()).resolves.toEqual(["David → Alistair", "Michael → Xavier"]);
    await expect(page.locator('[data-action="npcStepUndo"]').count()).resolves.toBe(1);
    const text = await expectReadmePicture(page, `npc-step-${lang}`, lang, { selector: ".stc-npc-step-card", width: SIDEBAR, height: [100, 360] });
    expect(text).toContain(say("STC.Classic.NpcStep.Title"));
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("a Mind's Eye Theatre challenge: both hands revealed, the retests Kasia may call", async () => {
    met.resetTable();
    useLanguage(lang);
    try {
      const { anna, boris } = met.players;
      const kasia = await met.character("Kasia", anna, {
        physical: [
          { name: "Brawny", aspect: "strength", count: 2 },
          { name: "Quick", aspect: "dexterity" },
        ],
        abilities: [{ name: "Brawl", count: 2, category: "physical" }],
        merits: [{ name: "Lucky", category: "any", retest: true }],
      });
      const informant = await met.character("Informant", boris, { physical: [{ name: "Tough", aspect: "stamina" }], abilities: [{ name: "Dodge", count: 1, category: "physical" }] });
      actAs(anna);
      const start = { kind: "contested", challenger: met.ref(kasia), defender: met.ref(informant, met.placeToken(informant)), difficulty: null, needsWin: false, surprise: false, defenderCategory: null } as const;
      const effect = { kind: "damage", levels: 2, type: "bashing" } as const;
      expect(await requestChallenge({ ...start, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Punch him in the face", effect, traits: ["Brawny"], lenders: [] })).toMatchObject({ ok: true });
      const message = met.lastCard();
      actAs(boris);
      await requestChallengeStep(message, { type: "bid", traits: ["Tough"], victoryCondition: "Shrug it off" }, { kind: "narrative" });
      actAs(anna);
      await throwFor(message, "challenger", "rock");
      actAs(boris);
      await throwFor(message, "defender", "paper");

      actAs(anna);
      const html = renderTemplate("met/challenge-card.hbs", challengeCardContext({ ...challengeCardInput(message), lang }, say), lang);
      const page = await showHtml(`<div class="stc-readme-card" style="width: ${SIDEBAR}px">${html}</div>`, { lang, width: SIDEBAR + 16 });
      await expect(page.locator(".stc-met-headline").textContent()).resolves.toBe("Kasia → Informant");
      await expect(page.locator(".stc-met-hand-name").allTextContents()).resolves.toEqual([say("STC.Met.Card.Throw.rock"), say("STC.Met.Card.Throw.paper")]);
      await expect(page.locator(".stc-met-moves button").allTextContents()).resolves.toEqual(
        expect.arrayContaining([say("STC.Met.Card.Retest.ability", { name: "Brawl" }), say("STC.Met.Card.Retest.merit", { name: "Lucky" }), say("STC.Met.Card.Pass", { name: "Kasia" })]),
      );
      const text = await expectReadmePicture(page, `met-challenge-${lang}`, lang, { selector: ".stc-readme-card", width: SIDEBAR, height: [250, 480] });
      expect(text).toContain("Shrug it off");
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    } finally {
      useLanguage("en");
      actAs(gm);
    }
  });
});
