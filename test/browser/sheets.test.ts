import { afterAll, describe, expect, it } from "vitest";
import { dotValueFromClick, dotValueFromKey } from "../../src/apps/actions/dots";
import { cycleHealthBox } from "../../src/rulesets/classic/rules/health/track";
import { actorSheetContext, npcSheetContext, type ActorSheetInput, type CharacterTab } from "../../src/rulesets/classic/apps/context/actor-context";
import { itemSheetContext } from "../../src/rulesets/classic/apps/context/item-context";
import { rollDialogContext, type RollFormValues } from "../../src/rulesets/classic/apps/context/roll-request";
import { percent } from "../../src/rulesets/classic/dice/pool-card";
import { poolOdds } from "../../src/rulesets/classic/rules/dice/odds";
import { CLASSIC_DEFAULTS } from "../../src/rulesets/classic/rules/ruleset/options";
import { ITEMS, LUCITA, sheetInput } from "./fixtures";
import { closeBrowser, expectPicture, i18nFor, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "./harness";

afterAll(closeBrowser);

const CHARACTER_PARTS = ["header", "tabs", "traits", "combat", "powers", "biography"];

function characterHtml(input: ActorSheetInput, lang: Lang): string {
  const context = actorSheetContext({ ...input, i18n: i18nFor(lang) });
  return `<form class="stc-sheet-form">${CHARACTER_PARTS.map((part) => renderTemplate(`classic/actor/${part}.hbs`, context, lang)).join("")}</form>`;
}

const vampire = (tab: CharacterTab = "traits") =>
  sheetInput(
    "Lucita",
    LUCITA,
    ITEMS,
    { activeTab: tab },
  );

const crinos = () =>
  sheetInput("Grinds-the-Bones", {
    creature: "garou",
    attributes: { strength: { value: 3 }, dexterity: { value: 3 }, stamina: { value: 3 }, manipulation: { value: 2 }, appearance: { value: 3 } },
    abilities: { brawl: { value: 4 }, primalUrge: { value: 3 } },
    garou: { breed: "lupus", auspice: "ahroun", form: "crinos", rage: { permanent: 5, current: 4 }, gnosis: { permanent: 3, current: 3 } },
  });

/** How tall each kind of item's sheet is drawn at 480 px, in CSS pixels: its English and its Russian, with room. */
const ITEM_SHEET_HEIGHTS: Record<string, [number, number]> = { weapon: [400, 490], armor: [280, 370], power: [440, 560], maneuver: [490, 620] };

describe.each<Lang>(["en", "ru"])("sheets in %s", (lang) => {
  it("the character sheet of a vampire: attributes, abilities, blood, disciplines, health", async () => {
    const page = await showHtml(characterHtml(vampire(), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(page.locator(".stc-name").inputValue()).resolves.toBe("Lucita");
    const dexterity = page.locator('[data-trait="dexterity"] .stc-dots').first();
    await expect(dexterity.getAttribute("aria-valuenow")).resolves.toBe("4");
    await expect(dexterity.locator(".stc-dot.filled").count()).resolves.toBe(4);
    await expect(page.locator('[data-trait="dexterity"] .stc-roll-trait').textContent()).resolves.toBe(translate(lang, "STC.Trait.dexterity"));
    // Armour's Dexterity penalty shows the rolled rating beside the rated one.
    await expect(page.locator('[data-trait="dexterity"] .stc-effective').textContent()).resolves.toBe("(3)");
    await expect(page.locator(".stc-blood-max").textContent()).resolves.toBe("/ 15");
    // The level is labelled as the character's state, so in Russian it agrees with nobody (a woman's sheet here).
    await expect(page.locator(".stc-wound-level").textContent()).resolves.toBe(lang === "ru" ? "Здоровье: Травмирован" : "Hurt");
    await expect(page.locator('[data-tab="combat"].tab').isVisible()).resolves.toBe(false);
    await expectPicture(page, `sheet-character-vampire-${lang}`, { height: [830, 1070] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("the combat and powers tabs list weapons, armour, maneuvers and powers", async () => {
    const page = await showHtml(characterHtml(vampire("combat"), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet", theme: "dark" });
    await expect(page.locator(".stc-weapons .stc-item-row").count()).resolves.toBe(2);
    await expect(page.locator(".stc-armours .stc-item-row").count()).resolves.toBe(1);
    await expect(page.locator(".stc-maneuvers .stc-item-row").count()).resolves.toBe(4);
    await expect(page.locator(".stc-armour-total").textContent()).resolves.toBe(translate(lang, "STC.Classic.Sheet.ArmourWorn", { rating: 3, penalty: 1 }));
    await expect(page.locator('[data-tab="traits"].tab').isVisible()).resolves.toBe(false);
    await expectPicture(page, `sheet-character-combat-dark-${lang}`, { height: [1010, 1380] });
    await page.close();
    const powers = await showHtml(characterHtml(vampire("powers"), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(powers.locator(".stc-discipline-powers .stc-roll-power").textContent()).resolves.toContain(translate(lang, "STC.Trait.brawl"));
    await powers.close();
  });

  it("the character sheet of a Crinos Garou shows the form's attributes and the form switcher", async () => {
    const page = await showHtml(characterHtml(crinos(), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(page.locator('[data-trait="strength"] .stc-effective').textContent()).resolves.toBe("(7)");
    await expect(page.locator('[data-trait="appearance"] .stc-effective').textContent()).resolves.toBe("(0)");
    await expect(page.locator(".stc-form-button.active").textContent()).resolves.toBe(translate(lang, "STC.Classic.Form.crinos"));
    await expect(page.locator('.stc-form-button[aria-checked="true"]').count()).resolves.toBe(1);
    await page.locator('.stc-form-button[data-form="hispo"]').click();
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "setForm", data: { form: "hispo" } });
    await expectPicture(page, `sheet-character-crinos-${lang}`, { height: [980, 1250] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("a click on a dot, a key on a dot group and a click on a health box change the right values", async () => {
    let input = vampire();
    let page = await showHtml(characterHtml(input, lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await page.locator('[data-trait="strength"] .stc-dot[data-value="4"]').click();
    const [click] = await recordedActions(page);
    expect(click).toMatchObject({ action: "setDots", data: { value: "4" }, group: { path: "system.attributes.strength.value", value: "2" } });
    const newStrength = dotValueFromClick(Number(click?.group?.value), Number(click?.data.value), { min: 0, max: 10 });
    expect(newStrength).toBe(4);

    await page.locator('[data-trait="brawl"] .stc-dots').focus();
    await page.keyboard.press("ArrowRight");
    const key = (await recordedActions(page)).at(-1);
    expect(key).toMatchObject({ action: "dotKey", key: "ArrowRight", group: { path: "system.abilities.brawl.value" } });
    expect(dotValueFromKey(Number(key?.group?.value), key?.key ?? "", { min: 0, max: 10 })).toBe(4);

    await page.close();
    // The track heads the combat tab.
    page = await showHtml(characterHtml(vampire("combat"), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await page.locator(".tab.active .stc-health-box[data-index=\"2\"]").click();
    const box = (await recordedActions(page)).at(-1);
    expect(box).toMatchObject({ action: "cycleHealth", data: { index: "2", state: "none" } });
    const health = cycleHealthBox(input.system.health, Number(box?.data.index));
    expect(health).toEqual({ bashing: 2, lethal: 1, aggravated: 0 });
    await page.close();

    // The sheet drawn again from the changed data, as Foundry re-renders after the update.
    input = sheetInput("Lucita", { ...input.system, attributes: { ...input.system.attributes, strength: { value: newStrength, specialty: "" } }, health }, ITEMS, { activeTab: "combat" });
    page = await showHtml(characterHtml(input, lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(page.locator('[data-trait="strength"] .stc-dot.filled').count()).resolves.toBe(4);
    await expect(page.locator(".tab.active .stc-health-box.box-bashing").count()).resolves.toBe(2);
    await expect(page.locator(".tab.active .stc-health-box.box-lethal").count()).resolves.toBe(1);
    // The header's penalty is written as the track writes it: a true minus sign (U+2212), never a hyphen.
    await expect(page.locator(".stc-wound-penalty").textContent()).resolves.toBe(translate(lang, "STC.Classic.Health.Penalty", { penalty: "\u22121" }));
    await expect(page.locator(".tab.active .stc-health-penalty").nth(1).textContent()).resolves.toBe("\u22121");
    // Three of seven levels marked: the track's heading reads as one phrase, the header as a label.
    await expect(page.locator(".tab.active .stc-health h3").textContent()).resolves.toBe(lang === "ru" ? "Здоровье: 4 из 7\u00a0уровней" : "Health: 4 of 7 levels left");
    await expect(page.locator(".stc-wound-level").textContent()).resolves.toBe(lang === "ru" ? "Здоровье: Ранен" : "Injured");
    await page.close();
  });

  it("health boxes are marked as the books mark them: / bashing, X lethal, filled aggravated", async () => {
    const input = sheetInput("Lucita", { creature: "vampire", health: { bashing: 1, lethal: 1, aggravated: 1 } }, [], { activeTab: "combat" });
    const page = await showHtml(characterHtml(input, lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    /** Whether each quarter of a box (inside its border) holds ink: a pixel far from the paper's colour. */
    const shot = async (state: string) => (await page.locator(`.tab.active .stc-health-box.box-${state}`).first().screenshot()).toString("base64");
    const blank = await shot("none");
    const marked = async (state: string) => {
      const png = await shot(state);
      return page.evaluate(async ({ data, unmarked }) => {
        const pixelsOf = async (source: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${source}`;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = image.width;
          canvas.height = image.height;
          const context2d = canvas.getContext("2d");
          if (!context2d) throw new Error("no canvas");
          context2d.drawImage(image, 0, 0);
          return { width: image.width, height: image.height, pixels: context2d.getImageData(0, 0, image.width, image.height).data };
        };
        const image = await pixelsOf(data);
        const { pixels } = image;
        // The paper: the middle of an unmarked box.
        const empty = await pixelsOf(unmarked);
        const middle = (Math.floor(empty.height / 2) * empty.width + Math.floor(empty.width / 2)) * 4;
        const paper = Array.from(empty.pixels.slice(middle, middle + 3));
        const inked = (fromX: number, fromY: number) => {
          for (let y = Math.ceil(fromY * image.height); y < (fromY + 0.35) * image.height; y += 1) {
            for (let x = Math.ceil(fromX * image.width); x < (fromX + 0.35) * image.width; x += 1) {
              const at = (y * image.width + x) * 4;
              if (paper.reduce((sum, value, channel) => sum + Math.abs(value - (pixels[at + channel] ?? 0)), 0) > 120) return true;
            }
          }
          return false;
        };
        return { topLeft: inked(0.1, 0.1), topRight: inked(0.55, 0.1), bottomLeft: inked(0.1, 0.55), bottomRight: inked(0.55, 0.55) };
      }, { data: png, unmarked: blank });
    };
    await expect(marked("none")).resolves.toEqual({ topLeft: false, topRight: false, bottomLeft: false, bottomRight: false });
    // "/": the stroke runs from the lower left to the upper right, and leaves the other two corners bare.
    await expect(marked("bashing")).resolves.toEqual({ topLeft: false, topRight: true, bottomLeft: true, bottomRight: false });
    await expect(marked("lethal")).resolves.toEqual({ topLeft: true, topRight: true, bottomLeft: true, bottomRight: true });
    await expect(marked("aggravated")).resolves.toEqual({ topLeft: true, topRight: true, bottomLeft: true, bottomRight: true });
    await expectPicture(page, `sheet-health-marks-${lang}`, { height: [690, 910] });
    await page.close();
  });

  it("a roll button opens the dialog, whose odds are the exact odds of the pool", async () => {
    const input = vampire();
    const sheet = await showHtml(characterHtml(input, lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await sheet.locator('[data-trait="dexterity"] .stc-roll-trait').click();
    const [roll] = await recordedActions(sheet);
    expect(roll).toMatchObject({ action: "rollTrait", data: { trait: "dexterity" } });
    await sheet.close();

    const values: RollFormValues = { first: "dexterity", second: "melee", difficulty: "7", extraDice: "1", specialty: true, willpower: false };
    const context = rollDialogContext(input, values, CLASSIC_DEFAULTS, "publicroll", lang);
    const html = `<form>${renderTemplate("classic/dialog/roll-fields.hbs", context, lang)}${renderTemplate("classic/dialog/roll-summary.hbs", context, lang)}</form>`;
    const page = await showHtml(html, { lang, rootClass: "stc-roll-dialog" });
    // Dexterity 3 after the vest, Melee 4, one extra die, −1 for Hurt.
    const spec = { pool: 7, difficulty: 7, kind: "action" as const, doubleTens: true, willpower: false };
    await expect(page.locator(".stc-pool-size").textContent()).resolves.toBe("7");
    await expect(page.locator(".stc-odds-success").textContent()).resolves.toBe(percent(poolOdds(spec).success, lang));
    await expect(page.locator(".stc-odds-botch").textContent()).resolves.toBe(percent(poolOdds(spec).botch, lang));
    // In the table's language: "89,9 %" in Russian, "89.9%" in English.
    await expect(page.locator(".stc-odds-success").textContent()).resolves.toMatch(lang === "ru" ? /^\d+,\d\u00a0%$/ : /^\d+\.\d%$/);
    await expect(page.locator('input[name="specialty"]').isChecked()).resolves.toBe(true);
    // The wound penalty's dice in the same signed format as the sheet's: "−1", not "-1".
    await expect(page.locator(".stc-pool-parts li", { hasText: translate(lang, "STC.Classic.Roll.WoundPenalty") }).locator(".stc-part-dice").textContent()).resolves.toBe("\u22121");
    await expectPicture(page, `roll-dialog-${lang}`, { height: [290, 370] });
    await page.close();

    const empty = rollDialogContext(input, { ...values, second: "", extraDice: "-9" }, CLASSIC_DEFAULTS, "publicroll");
    const bad = await showHtml(`<form>${renderTemplate("classic/dialog/roll-summary.hbs", empty, lang)}</form>`, { lang, rootClass: "stc-roll-dialog" });
    await expect(bad.locator(".stc-roll-error").textContent()).resolves.toBe(translate(lang, "STC.Error.EmptyPool"));
    await expect(bad.locator(".stc-roll-button").isDisabled()).resolves.toBe(true);
    await bad.close();
  });

  it("the Storyteller character's stat block: attacks first, attributes by group, only rated abilities, nothing under 11 px", async () => {
    const input = sheetInput("Street thug", { attributes: { strength: { value: 3 } }, abilities: { brawl: { value: 2 }, streetwise: { value: 3 } } }, ITEMS.slice(0, 1));
    const context = npcSheetContext({ ...input, i18n: i18nFor(lang) });
    const page = await showHtml(`<form>${renderTemplate("classic/actor/npc-block.hbs", context, lang)}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-npc-sheet" });
    await expect(page.locator(".stc-rated-abilities .stc-trait").count()).resolves.toBe(2);
    await expect(page.locator(".stc-rated-abilities .stc-roll-trait").first().textContent()).resolves.toBe(translate(lang, "STC.Trait.brawl"));
    await expect(page.locator(".stc-health-box").count()).resolves.toBe(7);
    // What a fight needs first: the attacks, roll buttons and all, within the block's first 200 px.
    const [block, attacks] = await Promise.all([page.locator(".stc-npc-block").boundingBox(), page.locator(".stc-npc-attacks").boundingBox()]);
    expect((attacks?.y ?? Infinity) - (block?.y ?? 0)).toBeLessThanOrEqual(200);
    await expect(page.locator(".stc-npc-attacks .stc-attack[data-action=rollAttack]").count()).resolves.toBe(2);
    // The attributes under their groups' labels, as on the character sheet.
    await expect(page.locator(".stc-npc-attributes [data-group-id] > h3").allTextContents()).resolves.toEqual(["physical", "social", "mental"].map((group) => translate(lang, `STC.Classic.Sheet.Group.${group}`)));
    // No text smaller than 11 px: each element that holds text of its own, as Chromium computes its size.
    const small = await page.locator(".stc-npc-block *").evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0 && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== ""))
        .filter((element) => parseFloat(getComputedStyle(element).fontSize) < 11)
        .map((element) => `${element.className} ${getComputedStyle(element).fontSize}`),
    );
    expect(small).toEqual([]);
    // The whole block: 1,099 px in English and 1,110 in Russian before the attacks came first; now 981 and 994.
    await expectPicture(page, `sheet-npc-${lang}`, { height: [900, 1010] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it.each(ITEMS.filter((item, index) => ITEMS.findIndex((other) => other.type === item.type) === index).map((item) => [item.type, item] as const))("the %s sheet", async (type, item) => {
    const context = itemSheetContext({ ...item, displayName: item.name, editable: true, descriptionHTML: "<p>Notes.</p>" });
    const page = await showHtml(renderTemplate("classic/item/item-sheet.hbs", context, lang), { lang, width: 480, rootClass: "stc-sheet stc-item-sheet" });
    await expect(page.locator(".stc-name").inputValue()).resolves.toBe(item.name);
    await expect(page.locator(".stc-item-type").textContent()).resolves.toBe(translate(lang, `TYPES.Item.${type}`));
    // The header names the item's type, not its internal identifier (that has its own field below).
    await expect(page.locator(".stc-sheet-header .stc-muted").textContent()).resolves.toBe(translate(lang, `TYPES.Item.${type}`));
    const fields = { weapon: "system.damageSource", armor: "system.rating", power: "system.roll.first", maneuver: "maneuver.damage.kind" }[type] ?? "";
    await expect(page.locator(`[name="${fields}"]`).count()).resolves.toBe(1);
    await expectPicture(page, `sheet-item-${type}-${lang}`, { height: ITEM_SHEET_HEIGHTS[type] ?? [0, 0] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("a melee weapon's sheet shows no range, rate or clip; a firearm's shows all three", async () => {
    const sheetOf = async (id: string) => {
      const item = ITEMS.find((entry) => entry.id === id);
      if (!item) throw new Error(id);
      return showHtml(renderTemplate("classic/item/item-sheet.hbs", itemSheetContext({ ...item, displayName: item.name, editable: true, descriptionHTML: "" }), lang), { lang, width: 480, rootClass: "stc-sheet stc-item-sheet" });
    };
    const knife = await sheetOf("w1");
    for (const field of ["range", "rate", "clip"]) await expect(knife.locator(`[name="system.${field}"]`).count()).resolves.toBe(0);
    for (const label of ["STC.Classic.Weapon.Range", "STC.Classic.Weapon.Rate", "STC.Classic.Weapon.Clip"]) await expect(knife.locator(".stc-field > span", { hasText: translate(lang, label) }).count()).resolves.toBe(0);
    const knifeHeight = (await expectPicture(knife, `sheet-item-weapon-melee-${lang}`, { height: [370, 460] })).height;
    await knife.close();
    const pistol = await sheetOf("w2");
    await expect(pistol.locator('[name="system.range"]').inputValue()).resolves.toBe("30");
    await expect(pistol.locator('[name="system.rate"]').inputValue()).resolves.toBe("3");
    await expect(pistol.locator('[name="system.clip"]').inputValue()).resolves.toBe("7");
    // The firearm's three fields take room the knife's sheet does not.
    expect((await expectPicture(pistol, `sheet-item-weapon-firearm-${lang}`, { height: [480, 580] })).height).toBeGreaterThan(knifeHeight);
    await pistol.close();
  });

  it("a chart weapon's and armour's sheet cite their book in the table's language; a table's own weapon edits its source", async () => {
    for (const [id, key] of [["w1", "STC.Classic.Item.Source.v20Melee"], ["a1", "STC.Classic.Item.Source.v20Armour3"]] as const) {
      const item = ITEMS.find((entry) => entry.id === id);
      if (!item) throw new Error(id);
      const page = await showHtml(renderTemplate("classic/item/item-sheet.hbs", itemSheetContext({ ...item, displayName: item.name, editable: true, descriptionHTML: "" }), lang), { lang, width: 480, rootClass: "stc-sheet stc-item-sheet" });
      await expect(page.locator(".stc-item-source cite").textContent()).resolves.toBe(translate(lang, key));
      await expect(page.locator(".stc-item-source > span").textContent()).resolves.toBe(translate(lang, "STC.Classic.Item.SourceLabel"));
      if (id === "a1") await expectPicture(page, `sheet-item-armor-source-${lang}`, { height: [260, 340] });
      await page.close();
    }
    const pistol = ITEMS.find((entry) => entry.id === "w2");
    if (!pistol) throw new Error("w2");
    const own = await showHtml(renderTemplate("classic/item/item-sheet.hbs", itemSheetContext({ ...pistol, displayName: pistol.name, editable: true, descriptionHTML: "" }), lang), { lang, width: 480 });
    await expect(own.locator('.stc-item-source input[name="system.source"]').inputValue()).resolves.toBe("");
    await own.close();
  });

  it("an actor and an item with hostile names render as text", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const items = [{ ...ITEMS[0], id: "h1", name: hostile } as (typeof ITEMS)[number]];
    const page = await showHtml(characterHtml(sheetInput(hostile, {}, items, { activeTab: "combat" }), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(page.locator(".stc-name").inputValue()).resolves.toBe(hostile);
    await expect(page.locator(".stc-weapons .stc-item-name").textContent()).resolves.toBe(hostile);
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    await page.close();
    const item = itemSheetContext({ ...(ITEMS[0] as (typeof ITEMS)[number]), name: hostile, displayName: hostile, editable: true, descriptionHTML: "" });
    const itemPage = await showHtml(renderTemplate("classic/item/item-sheet.hbs", item, lang), { lang });
    await expect(itemPage.locator(".stc-display-name").textContent()).resolves.toBe(hostile);
    await expect(itemPage.locator('img[src="x"]').count()).resolves.toBe(0);
    expect(pageErrors(itemPage)).toEqual([]);
    await itemPage.close();
  });
});
