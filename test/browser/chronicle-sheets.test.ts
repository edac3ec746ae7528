import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { actorSheetContext, npcSheetContext, CHARACTER_TABS, type ActorSheetInput } from "../../src/rulesets/classic/apps/context/actor-context";
import type { SheetItemInput } from "../../src/rulesets/classic/apps/context/item-rows";
import { GAROU_ITEMS, ITEMS, sheetInput } from "./fixtures";
import { closeBrowser, expectPicture, i18nFor, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "./harness";

afterAll(closeBrowser);

const CHARACTER_PARTS = ["header", "tabs", "traits", "combat", "powers", "biography"];
const noCost = { blood: 0, willpower: 0, rage: 0, gnosis: 0 };

const item = (id: string, name: string, type: string, system: object): SheetItemInput => ({ id, name, type, img: "icons/svg/aura.svg", system: { identifier: "", description: "", ...system } });
const power = (id: string, name: string, kind: string, level: number, extra: object = {}) =>
  item(id, name, "power", { kind, level, belongsTo: "", cost: noCost, roll: { first: "", second: "", difficulty: 6 }, ...extra });

/** A Tremere of the 7th generation with a path of Thaumaturgy, Celerity as an item, powers, Backgrounds, Merits and Flaws. */
const vampire = (lang: Lang) =>
  sheetInput(
    "Anneliese von Kessler",
    {
      creature: "vampire",
      profile: { concept: "Art forger", nature: "Architect", demeanor: "Bon Vivant", chronicle: "Berlin by Night" },
      attributes: { strength: { value: 2 }, dexterity: { value: 4, specialty: "Graceful" }, stamina: { value: 3 }, intelligence: { value: 4 }, wits: { value: 3 } },
      abilities: { brawl: { value: 2 }, melee: { value: 3 }, occult: { value: 5, specialty: "Hermetic lore" }, academics: { value: 3 } },
      willpower: { permanent: 7, current: 6 },
      health: { bashing: 1 },
      disciplines: { celerity: 2, fortitude: 0, potence: 0 },
      vampire: { generation: 7, clan: "Tremere", sect: "Camarilla", sire: "Magnus Eisenherz" },
      virtues: { conscience: 3, selfControl: 4, courage: 3 },
      morality: { path: "", value: 6 },
      blood: { current: 14 },
    },
    [
      ...ITEMS,
      item("d1", "Thaumaturgy", "discipline", { identifier: "thaumaturgy", rating: 3, belongsTo: "", inClan: true }),
      item("d2", "Path of Blood", "discipline", { identifier: "path-of-blood", rating: 3, belongsTo: "thaumaturgy", inClan: true }),
      item("d3", "Lure of Flames", "discipline", { identifier: "lure-of-flames", rating: 1, belongsTo: "thaumaturgy", inClan: true }),
      item("d4", "Celerity", "discipline", { identifier: "celerity", rating: 2, belongsTo: "", inClan: false }),
      item("d5", "Auspex", "discipline", { identifier: "auspex", rating: 2, belongsTo: "", inClan: true }),
      power("p2", "A Taste for Blood", "discipline", 1, { belongsTo: "path-of-blood", cost: { ...noCost, blood: 1 }, roll: { first: "willpower", second: "", difficulty: 4 } }),
      power("p3", "Blood Rage", "discipline", 2, { belongsTo: "path-of-blood", cost: { ...noCost, blood: 1 } }),
      power("p4", "Heightened Senses", "discipline", 1, { belongsTo: "auspex" }),
      item("b1", "Resources", "background", { rating: 3 }),
      item("b2", "Mentor", "background", { rating: 2 }),
      item("f1", "Eidetic Memory", "merit", { kind: "merit", points: 2 }),
      item("f2", "Prey Exclusion (the homeless)", "merit", { kind: "flaw", points: 1 }),
    ],
    { i18n: i18nFor(lang), lang },
  );

/** A Theurge of the Uktena in Crinos with Gifts, a rite and a fetish. */
const garou = (lang: Lang) =>
  sheetInput(
    "Storm-Eye",
    {
      creature: "garou",
      profile: { concept: "Spirit-talker", nature: "Visionary", demeanor: "Loner", chronicle: "The Black Forest" },
      attributes: { strength: { value: 3 }, dexterity: { value: 3 }, stamina: { value: 3 }, wits: { value: 3 } },
      abilities: { brawl: { value: 3 }, primalUrge: { value: 4 }, enigmas: { value: 3 }, rituals: { value: 3 } },
      willpower: { permanent: 5, current: 5 },
      garou: {
        breed: "lupus",
        auspice: "theurge",
        form: "crinos",
        rage: { permanent: 3, current: 2 },
        gnosis: { permanent: 6, current: 5 },
        tribe: "Uktena",
        camp: "Secret Seekers",
        rank: 2,
        renown: { glory: { permanent: 1, temporary: 3 }, honor: { permanent: 2, temporary: 0 }, wisdom: { permanent: 4, temporary: 6 } },
        formImages: { crinos: "tokens/storm-eye-crinos.webp" },
      },
    },
    [
      ...GAROU_ITEMS,
      power("p5", "Sense Wyrm", "gift", 1, { roll: { first: "perception", second: "occult", difficulty: 6 } }),
      power("p6", "Spirit Speech", "gift", 1, { cost: { ...noCost, gnosis: 1 }, roll: { first: "gnosis", second: "", difficulty: 7 } }),
      power("p7", "Command Spirit", "gift", 2, { cost: { ...noCost, gnosis: 1 }, roll: { first: "charisma", second: "leadership", difficulty: 7 } }),
      power("p8", "Rite of Cleansing", "rite", 1, { roll: { first: "wits", second: "rituals", difficulty: 7 } }),
      item("x1", "Spirit Whistle", "fetish", { level: 1, gnosis: 6, attuned: true }),
      item("b3", "Kinfolk", "background", { rating: 2 }),
    ],
    { i18n: i18nFor(lang), lang },
  );

/** A mortal hunter: Virtues, Humanity, Willpower; no blood, no Disciplines, no Renown. */
const mortal = (lang: Lang) =>
  sheetInput(
    "Detective Hale",
    {
      profile: { concept: "Homicide detective", nature: "Judge", demeanor: "Director", chronicle: "Berlin by Night" },
      attributes: { perception: { value: 4 }, wits: { value: 3 } },
      abilities: { investigation: { value: 4, specialty: "Crime scenes" }, firearms: { value: 3 } },
      willpower: { permanent: 6, current: 6 },
      virtues: { conscience: 4, selfControl: 3, courage: 4 },
      morality: { path: "", value: 7 },
    },
    [ITEMS[1] as SheetItemInput, item("b4", "Contacts", "background", { rating: 3 }), item("f3", "Nightmares", "merit", { kind: "flaw", points: 1 })],
    { i18n: i18nFor(lang), lang },
  );

const thug = (lang: Lang) =>
  sheetInput("Street thug", { attributes: { strength: { value: 3 }, dexterity: { value: 3 } }, abilities: { brawl: { value: 2 }, melee: { value: 2 } } }, ITEMS.slice(0, 2), { i18n: i18nFor(lang), lang });

function characterHtml(input: ActorSheetInput, lang: Lang): string {
  const context = actorSheetContext(input);
  return `<form class="stc-sheet-form">${CHARACTER_PARTS.map((part) => renderTemplate(`classic/actor/${part}.hbs`, context, lang)).join("")}</form>`;
}

const npcHtml = (input: ActorSheetInput, lang: Lang) => `<form>${renderTemplate("classic/actor/npc-block.hbs", npcSheetContext(input), lang)}</form>`;

/** Shows one tab of a drawn sheet, as Foundry's tab switch does (classes only, no new drawing). */
async function showTab(page: Page, tab: string): Promise<void> {
  await page.evaluate((wanted) => {
    for (const element of document.querySelectorAll<HTMLElement>(".tab[data-group], .stc-tab-link")) element.classList.toggle("active", element.dataset.tab === wanted);
  }, tab);
}

const SHEETS = [
  ["vampire", vampire],
  ["garou", garou],
  ["mortal", mortal],
] as const;

/** How tall each tab of each sheet is drawn at 720 px, in CSS pixels: from its shortest (English) to its longest (Russian), with room. */
const TAB_HEIGHTS: Record<(typeof SHEETS)[number][0], Record<(typeof CHARACTER_TABS)[number], [number, number]>> = {
  vampire: { traits: [960, 1230], combat: [1000, 1320], powers: [330, 400], biography: [130, 160] },
  garou: { traits: [980, 1250], combat: [920, 1190], powers: [290, 360], biography: [280, 360] },
  mortal: { traits: [790, 1020], combat: [750, 970], powers: [150, 190], biography: [130, 160] },
};

describe.each<Lang>(["en", "ru"])("the chronicle's sheets in %s", (lang) => {
  it.each(["light", "dark"] as const)("every tab of a vampire, a Garou and a mortal, and the Storyteller's stat block, in the %s theme", async (theme) => {
    for (const [kind, make] of SHEETS) {
      const page = await showHtml(characterHtml(make(lang), lang), { lang, theme, width: 720, rootClass: "stc-sheet stc-character-sheet" });
      for (const tab of CHARACTER_TABS) {
        await showTab(page, tab);
        // The tab alone is shown, under the header and the tab bar, with its link marked.
        await expect(page.locator("section.tab").evaluateAll((tabs) => tabs.filter((section) => section.getClientRects().length > 0).map((section) => (section as HTMLElement).dataset.tab))).resolves.toEqual([tab]);
        await expect(page.locator(".stc-tab-link.active").getAttribute("data-tab")).resolves.toBe(tab);
        await expect(page.locator(".stc-sheet-header .stc-name").inputValue()).resolves.toBe(make(lang).name);
        await expectPicture(page, `chronicle-${kind}-${tab}-${theme}-${lang}`, { width: 704, height: TAB_HEIGHTS[kind][tab] });
      }
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    }
    const npc = await showHtml(npcHtml(thug(lang), lang), { lang, theme, width: 520, rootClass: "stc-sheet stc-npc-sheet" });
    await expect(npc.locator(".stc-npc-block .stc-name").inputValue()).resolves.toBe("Street thug");
    await expectPicture(npc, `chronicle-npc-${theme}-${lang}`, { width: 504, height: [1040, 1290] });
    await npc.close();
  });

  it("a vampire's sheet: identity, Disciplines with their path and powers, Celerity once, Virtues, Humanity, Merits and Flaws", async () => {
    const page = await showHtml(characterHtml(vampire(lang), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(page.locator('input[name="system.vampire.clan"]').inputValue()).resolves.toBe("Tremere");
    await expect(page.locator('input[name="system.profile.demeanor"]').inputValue()).resolves.toBe("Bon Vivant");
    // 7th generation: six dots to buy in every trait.
    await expect(page.locator('[data-trait="strength"] .stc-dot').count()).resolves.toBe(6);
    await expect(page.locator('[data-trait="strength"] .stc-dots').getAttribute("data-max")).resolves.toBe("6");
    // Thaumaturgy, its two paths beneath it, then Celerity and Auspex; Celerity's bare number is not offered again.
    await expect(page.locator(".stc-disciplines .stc-item-trait .stc-item-name").allTextContents()).resolves.toEqual(["Auspex", "Celerity", "Thaumaturgy", "Lure of Flames", "Path of Blood"]);
    await expect(page.locator('.stc-disciplines [data-trait="celerity"]').count()).resolves.toBe(0);
    await expect(page.locator('.stc-disciplines [data-trait="fortitude"]').count()).resolves.toBe(1);
    await expect(page.locator('.stc-disciplines .stc-path').count()).resolves.toBe(2);
    await expect(page.locator('.stc-disciplines [data-item-id="d1"] .stc-dots').getAttribute("data-item-id")).resolves.toBe("d1");
    await page.locator('.stc-disciplines [data-item-id="d4"] .stc-dot[data-value="3"]').click();
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "setDots", group: { path: "system.rating", itemId: "d4", value: "2" } });
    await expect(page.locator(".stc-virtue-kind").count()).resolves.toBe(2);
    await expect(page.locator(".stc-morality h3").textContent()).resolves.toBe(translate(lang, "STC.Classic.Sheet.Humanity"));
    await expect(page.locator(".stc-flaws .stc-item-name").textContent()).resolves.toBe("Prey Exclusion (the homeless)");
    await expect(page.locator(".stc-renown").count()).resolves.toBe(0);
    // A specialty field only from four dots, or where one is written.
    await expect(page.locator('[data-trait="dexterity"] .stc-specialty').count()).resolves.toBe(1);
    await expect(page.locator('[data-trait="occult"] .stc-specialty').count()).resolves.toBe(1);
    await expect(page.locator('[data-trait="academics"] .stc-specialty').count()).resolves.toBe(0);
    // Primal-Urge is the Garou's; Dodge waits for the Revised option.
    await expect(page.locator('[data-trait="primalUrge"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-trait="dodge"]').count()).resolves.toBe(0);
    await showTab(page, "powers");
    const blood = page.locator('.stc-discipline-block[data-item-id="d1"] .stc-power');
    await expect(blood.locator(".stc-item-name").allTextContents()).resolves.toEqual(["A Taste for Blood", "Blood Rage"]);
    await expect(blood.first().textContent()).resolves.toContain(translate(lang, "STC.Classic.Power.Spends.blood.one", { count: 1 }));
    // One control a power: Use, naming the roll it opens; reached and pressed from the keyboard.
    const use = blood.first().locator(".stc-roll-power");
    await expect(blood.first().locator("button.stc-roll-power").count()).resolves.toBe(1);
    await expect(use.textContent()).resolves.toContain(translate(lang, "STC.Classic.Chronicle.Sheet.UsePower"));
    await expect(use.textContent()).resolves.toContain(translate(lang, "STC.Trait.willpower"));
    await use.focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "chronicleUsePower", data: { itemId: "p2" } });
    await page.close();
  });

  it("a Garou's sheet: Renown, rank, no Virtues, Gifts by level, rites, a fetish rolled on Gnosis, the form on the combat tab", async () => {
    const page = await showHtml(characterHtml(garou(lang), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(page.locator(".stc-virtues").count()).resolves.toBe(0);
    await expect(page.locator(".stc-morality").count()).resolves.toBe(0);
    await expect(page.locator(".stc-renown .stc-trait-label").allTextContents()).resolves.toEqual(["glory", "honor", "wisdom"].map((kind) => translate(lang, `STC.Classic.Renown.${kind}`)));
    await expect(page.locator('input[name="system.garou.renown.wisdom.temporary"]').inputValue()).resolves.toBe("6");
    await expect(page.locator('select[name="system.garou.rank"]').inputValue()).resolves.toBe("2");
    await expect(page.locator('li[data-trait="primalUrge"]').count()).resolves.toBe(1);
    await showTab(page, "powers");
    await expect(page.locator(".stc-gifts .stc-item-name").allTextContents()).resolves.toEqual(["Sense Wyrm", "Spirit Speech", "Command Spirit"]);
    await expect(page.locator(".stc-rites .stc-item-name").allTextContents()).resolves.toEqual(["Rite of Cleansing"]);
    await page.locator(".stc-fetish .stc-roll-power").click();
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "rollFetish" });
    await expect(page.locator(".stc-fetish .stc-roll-power").textContent()).resolves.toBe(translate(lang, "STC.Classic.Fetish.Activate", { difficulty: 6 }));
    await showTab(page, "combat");
    // The health track comes first on the combat tab, the current form after it.
    const first = await page.locator('[data-tab="combat"].tab > *').first().getAttribute("class");
    expect(first).toContain("stc-health");
    await expect(page.locator(".stc-current-form strong").textContent()).resolves.toBe(translate(lang, "STC.Classic.Form.crinos"));
    await showTab(page, "biography");
    // Each form's image is Foundry's file picker (a path field with its browse button), one for each form.
    const crinosPicker = page.locator('file-picker[name="system.garou.formImages.crinos"]');
    await expect(crinosPicker.getAttribute("value")).resolves.toBe("tokens/storm-eye-crinos.webp");
    await expect(crinosPicker.getAttribute("type")).resolves.toBe("image");
    await expect(crinosPicker.getAttribute("placeholder")).resolves.toBe(translate(lang, "STC.Classic.Sheet.FormImageNone"));
    await expect(page.locator(".stc-form-images file-picker").count()).resolves.toBe(5);
    await expect(page.locator(".stc-form-images input").count()).resolves.toBe(0);
    await page.close();
  });

  it("a trait that rolls is a button: reached by Tab, rolled by Enter", async () => {
    const page = await showHtml(characterHtml(mortal(lang), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    const perception = page.locator('[data-trait="perception"] .stc-roll-trait');
    await expect(perception.evaluate((element) => element.tagName)).resolves.toBe("BUTTON");
    // A face of its own, unlike a plain label.
    await expect(perception.evaluate((element) => getComputedStyle(element).borderTopStyle)).resolves.toBe("solid");
    await perception.focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "rollTrait", data: { trait: "perception" } });
    await expect(page.locator(".stc-disciplines").count()).resolves.toBe(0);
    await expect(page.locator(".stc-vampire, .stc-ghoul, .stc-garou").count()).resolves.toBe(0);
    await page.close();
  });

  it("the Storyteller's stat block: health as a column beside Willpower, its names whole; one line per attack", async () => {
    const page = await showHtml(npcHtml(thug(lang), lang), { lang, width: 520, rootClass: "stc-sheet stc-npc-sheet" });
    const boxes = await page.locator(".stc-npc-middle .stc-health-box").evaluateAll((items) => items.map((box) => box.getBoundingClientRect()).map((box) => ({ top: Math.round(box.top), left: Math.round(box.left) })));
    expect(boxes).toHaveLength(7);
    expect(new Set(boxes.map((box) => box.left)).size).toBe(1);
    expect(new Set(boxes.map((box) => box.top)).size).toBe(7);
    // Beside Willpower, not under it: the health track begins above Willpower's dots.
    const [willpower, health] = await Promise.all([page.locator(".stc-npc-middle .stc-dots").first().boundingBox(), page.locator(".stc-npc-middle .stc-health").boundingBox()]);
    expect(health?.y ?? Infinity).toBeLessThan(willpower?.y ?? 0);
    // Each level's name whole on its line, at a readable size.
    const names = await page.locator(".stc-npc-middle .stc-health-name").evaluateAll((items) => items.map((item) => ({ cut: item.scrollWidth > item.clientWidth + 1, size: parseFloat(getComputedStyle(item).fontSize) })));
    for (const name of names) expect(name).toMatchObject({ cut: false, size: expect.any(Number) as number });
    expect(Math.min(...names.map((name) => name.size))).toBeGreaterThanOrEqual(11);
    const rows = page.locator(".stc-attack-table tbody .stc-attack-row");
    for (const row of await rows.all()) {
      const height = await row.evaluate((element) => element.getBoundingClientRect().height);
      const line = await row.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
      expect(height).toBeLessThan(line * 2 + 8);
    }
    await page.close();
  });
});

describe("in Russian no label overflows its cell or splits a word", () => {
  /** Every label of the sheet: trait names, field names, headings, table headers, health levels, tabs, buttons. */
  const LABELS = ".stc-trait-label, .stc-roll-trait, .stc-field > span, .stc-label, .stc-table th, h2, h3, h4, .stc-tab-link, .stc-health-name, .stc-form-button, .stc-roll-power, .stc-points";

  async function overflows(page: Page): Promise<string[]> {
    return page.evaluate((selector) => {
      // Every tab drawn at once, so hidden ones are measured too.
      for (const tab of document.querySelectorAll<HTMLElement>(".tab[data-group]")) tab.style.display = "block";
      return [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.className || element.tagName}: “${element.textContent?.trim() ?? ""}” ${element.scrollWidth} > ${element.clientWidth}`);
    }, LABELS);
  }

  /**
   * The labels whose words are split across lines («Выносливост/ь»): each word's glyphs, measured where the browser
   * laid them out, must stand on one line. A label may wrap between its words.
   */
  async function splitWords(page: Page): Promise<string[]> {
    return page.evaluate((selector) => {
      for (const tab of document.querySelectorAll<HTMLElement>(".tab[data-group]")) tab.style.display = "block";
      const split: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(`${element.className || element.tagName}: “${match[0]}” on ${lines.size} lines`);
          }
        }
      }
      return split;
    }, LABELS);
  }

  it("on the vampire's, the Garou's and the mortal's sheets, and the Storyteller's stat block", async () => {
    for (const [, make] of SHEETS) {
      const page = await showHtml(characterHtml(make("ru"), "ru"), { lang: "ru", width: 720, rootClass: "stc-sheet stc-character-sheet" });
      const labels = await page.locator(LABELS).count();
      expect(labels).toBeGreaterThan(60);
      expect(await overflows(page)).toEqual([]);
      expect(await splitWords(page)).toEqual([]);
      // A name's column holds its longest word: the row around it must still fit its column.
      expect(await page.evaluate(() => [...document.querySelectorAll<HTMLElement>(".stc-trait")].filter((row) => row.scrollWidth > row.clientWidth + 1).map((row) => row.textContent?.trim() ?? ""))).toEqual([]);
      await page.close();
    }
    const npc = await showHtml(npcHtml(thug("ru"), "ru"), { lang: "ru", width: 520, rootClass: "stc-sheet stc-npc-sheet" });
    expect(await overflows(npc)).toEqual([]);
    expect(await splitWords(npc)).toEqual([]);
    await npc.close();
  });
});
