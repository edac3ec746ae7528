import { Window } from "happy-dom";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { actorSheetContext, npcSheetContext, type ActorSheetInput } from "../../src/rulesets/classic/apps/context/actor-context";
import { refusalText } from "../../src/rulesets/classic/apps/context/combat-view";
import { itemSheetContext } from "../../src/rulesets/classic/apps/context/item-context";
import { maneuverFromForm } from "../../src/rulesets/classic/apps/context/maneuver-form";
import { FoldState } from "../../src/apps/sheets/folds";
import { maneuverSourceOf, type ManeuverSource } from "../../src/rulesets/classic/data/item/maneuver-source";
import { poolCardContext } from "../../src/rulesets/classic/dice/pool-card";
import { poolSpecOf } from "../../src/rulesets/classic/rules/combat/roll-plan";
import { poolOdds } from "../../src/rulesets/classic/rules/dice/odds";
import { readPool } from "../../src/rulesets/classic/rules/dice/pool";
import { findManeuver } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import { checkManeuverDefinition } from "../../src/rulesets/classic/rules/maneuvers/validate";
import { GAROU_ITEMS, ITEMS, sheetInput } from "./fixtures";
import { closeBrowser, expectPicture, i18nFor, pageErrors, recordedActions, renderTemplate, showHtml, translate, type Lang } from "./harness";

afterAll(closeBrowser);

const vampire = () =>
  sheetInput(
    "Lucita",
    {
      creature: "vampire",
      attributes: { strength: { value: 2 }, dexterity: { value: 4 }, stamina: { value: 3 }, wits: { value: 3 } },
      abilities: { brawl: { value: 3 }, melee: { value: 4 }, athletics: { value: 2 } },
      health: { bashing: 1, lethal: 1 },
      disciplines: { celerity: 3, fortitude: 2, potence: 1 },
      vampire: { generation: 8 },
    },
    ITEMS,
    { activeTab: "combat" },
  );

const crinos = () =>
  sheetInput(
    "Grinds-the-Bones",
    {
      creature: "garou",
      attributes: { strength: { value: 3 }, dexterity: { value: 3 }, stamina: { value: 3 }, wits: { value: 2 } },
      abilities: { brawl: { value: 2 }, athletics: { value: 2 }, subterfuge: { value: 2 } },
      garou: { breed: "homid", auspice: "ahroun", form: "crinos" },
    },
    GAROU_ITEMS,
    { activeTab: "combat" },
  );

function combatTabHtml(input: ActorSheetInput, lang: Lang): string {
  const context = actorSheetContext({ ...input, i18n: i18nFor(lang) });
  return `<form class="stc-sheet-form">${["header", "tabs", "combat"].map((part) => renderTemplate(`classic/actor/${part}.hbs`, context, lang)).join("")}</form>`;
}

const attackRow = (page: Page, key: string) => page.locator(`.stc-attack-row[data-attack-key="${key}"]`);

/** What a sheet sends when it is submitted, as Foundry's form data reads it: ticked boxes true, numbers as numbers. */
async function formValues(page: Page): Promise<Record<string, unknown>> {
  const flat = await page.evaluate(() => {
    const out: Record<string, unknown> = {};
    for (const element of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("form [name]")) {
      if (element.disabled) continue;
      if (element instanceof HTMLInputElement && element.type === "checkbox") out[element.name] = element.checked;
      else if (element instanceof HTMLInputElement && element.type === "number") out[element.name] = element.value === "" ? null : Number(element.value);
      else out[element.name] = element.value;
    }
    return out;
  });
  const expanded: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split(".");
    let cursor = expanded;
    for (const part of parts.slice(0, -1)) cursor = (cursor[part] ??= {}) as Record<string, unknown>;
    cursor[parts.at(-1) ?? path] = value;
  }
  return expanded;
}

describe.each<Lang>(["en", "ru"])("the combat tab in %s", (lang) => {
  // A percentage as the language writes it: Russian has a decimal comma and a space before the sign.
  const shown = (english: string) => (lang === "ru" ? english.replace(".", ",").replace("%", "\u00a0%") : english);
  it.each(["light", "dark"] as const)("a vampire's numbers, worked out by hand from her sheet, in the %s theme", async (theme) => {
    const page = await showHtml(combatTabHtml(vampire(), lang), { lang, theme, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    // Lucita: Dexterity 4, less 1 for the Kevlar vest, is 3; one bashing and one lethal level are Hurt, −1 (V20 core).
    // Initiative: Dexterity 3 + Wits 3 − 1 = 5 (000 §1.1).
    await expect(page.locator(".stc-initiative-score").textContent()).resolves.toBe("5");
    // Soak (004 Soaking): Stamina 3 + Fortitude 2 + armour 3 against bashing and lethal, Fortitude 2 + armour 3
    // against aggravated, Fortitude alone against sunlight; no wound penalty (000 §5).
    for (const [key, pool] of [["bashing", "8"], ["lethal", "8"], ["aggravated", "5"], ["sunlight", "2"]] as const) {
      await expect(page.locator(`.stc-soak-row[data-soak="${key}"] .stc-soak-pool`).textContent(), key).resolves.toBe(pool);
    }
    // Defences at 6, each less 1 for Hurt: dodge Dexterity 3 + Athletics 2, block + Brawl 3, parry + Melee 4 (the knife in hand).
    // Chances of at least one success left after 1s, counted over every fall of the dice: 8 005 in 10^4, 84 400 in 10^5, 876 470 in 10^6.
    for (const [kind, pool, success] of [["dodge", "4", "80.1%"], ["block", "5", "84.4%"], ["parry", "6", "87.6%"]] as const) {
      const row = page.locator(`.stc-defence-row[data-defence="${kind}"]`);
      await expect(row.locator(".stc-defence-pool").textContent(), kind).resolves.toBe(pool);
      await expect(row.locator(".stc-defence-difficulty").textContent(), kind).resolves.toBe("6");
      await expect(row.locator(".stc-defence-success").textContent(), kind).resolves.toBe(shown(success));
    }
    // Attacks, less 1 for Hurt: a punch Dexterity 3 + Brawl 3; the knife + Melee 4; the pistol + Firearms 0; the 000
    // sweep and kick Dexterity + Brawl at +1 difficulty (000 §2.8); the curbstomp Strength 2 + Brawl 3 (004 Curbstomp).
    const attacks = [
      ["unarmed", "5", "6", "84.4%", "2.1%"],
      ["w1", "6", "6", "87.6%", "1.2%"],
      ["w2", "2", "6", "65.0%", "9.0%"],
      ["m1", "5", "7", "76.2%", "4.7%"],
      ["m2", "5", "7", "76.2%", "4.7%"],
      ["m4", "4", "6", "80.1%", "3.7%"],
    ] as const;
    for (const [key, pool, difficulty, success, botch] of attacks) {
      const row = attackRow(page, key);
      await expect(row.locator(".stc-attack-pool").textContent(), key).resolves.toBe(pool);
      await expect(row.locator(".stc-attack-difficulty").textContent(), key).resolves.toBe(difficulty);
      await expect(row.locator(".stc-attack-success").textContent(), key).resolves.toBe(shown(success));
      await expect(row.locator(".stc-attack-botch").textContent(), key).resolves.toBe(shown(botch));
    }
    // The pistol whip wants a gun or heavy object in hand, and the knife is: no numbers, a reason.
    await expect(attackRow(page, "m3").locator(".stc-attack-pool").count()).resolves.toBe(0);
    await expect(attackRow(page, "m3").locator(".stc-reason").count()).resolves.toBe(1);
    // The knife is in hand; the curbstomp's condition on the target is listed under it.
    await expect(attackRow(page, "w1").locator(".stc-in-hand").isVisible()).resolves.toBe(true);
    await expect(page.locator(".stc-attack-conditions").textContent()).resolves.toContain(translate(lang, "STC.Classic.Status.stunned.Name"));
    await expectPicture(page, `combat-tab-vampire-${theme}-${lang}`, { height: [1000, 1380] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("an unavailable maneuver is a disabled button you can reach by keyboard, with its reason shown; a click does nothing", async () => {
    const input = vampire();
    const whip = input.derived.combat.attacks.find((attack) => attack.key === "m3");
    expect(whip?.available).toBe(false);
    const page = await showHtml(combatTabHtml(input, lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    const button = attackRow(page, "m3").locator(".stc-attack");
    await expect(button.getAttribute("aria-disabled")).resolves.toBe("true");
    await expect(button.getAttribute("data-action")).resolves.toBeNull();
    const reason = refusalText(whip?.reason ?? { key: "", data: {} }, "Pistol whip", i18nFor(lang));
    expect(reason).toContain(translate(lang, "STC.Maneuver.WeaponKind.bludgeon"));
    const note = attackRow(page, "m3").locator(".stc-reason");
    await expect(note.isVisible()).resolves.toBe(true);
    await expect(note.textContent()).resolves.toBe(reason);
    await expect(button.getAttribute("data-tooltip-text")).resolves.toBe(reason);
    // Described by the reason for screen readers, and reached by Tab from the button before it.
    const noteId = await note.getAttribute("id");
    await expect(button.getAttribute("aria-describedby")).resolves.toBe(noteId);
    await attackRow(page, "m2").locator(".stc-attack").focus();
    await page.keyboard.press("Tab");
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const before = (await recordedActions(page)).length;
    // Playwright waits for an aria-disabled button to be enabled; a person's click does not.
    await button.click({ force: true });
    await page.keyboard.press("Enter");
    expect(await recordedActions(page)).toHaveLength(before);
    await page.close();
  });

  it("a click on an available maneuver asks for its roll, and the roll's card carries its terms", async () => {
    const input = vampire();
    const page = await showHtml(combatTabHtml(input, lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await attackRow(page, "m2").locator(".stc-attack").click();
    const action = (await recordedActions(page)).at(-1);
    expect(action).toMatchObject({ action: "rollAttack", data: { attackKey: "m2" } });
    // Keyboard too: Enter on a focused button clicks it.
    await attackRow(page, "unarmed").locator(".stc-attack").focus();
    await page.keyboard.press("Enter");
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "rollAttack", data: { attackKey: "unarmed" } });
    await page.close();

    // The pool card of that key's roll: the pool the button showed, its terms in the label.
    const context = actorSheetContext({ ...input, i18n: i18nFor(lang) });
    const kick = context.combat.maneuvers.find((view) => view.key === action?.data.attackKey);
    const attack = input.derived.combat.attacks.find((entry) => entry.key === action?.data.attackKey);
    const spec = poolSpecOf(attack?.roll ?? ({} as never));
    const faces = [7, 9, 2, 1, 10].slice(0, spec.pool);
    const card = await showHtml(renderTemplate("classic/chat/pool-roll.hbs", poolCardContext(readPool(faces, spec), kick?.label ?? "", poolOdds(spec)), lang), { lang });
    await expect(card.locator(".stc-card-title").textContent()).resolves.toBe(kick?.label);
    expect(kick?.label).toContain(translate(lang, "STC.Classic.Combat.Modifier.maneuverDifficulty"));
    expect(kick?.label).toContain(translate(lang, "STC.Classic.Combat.Modifier.woundPenalty"));
    await expect(card.locator(".stc-pool-size").textContent()).resolves.toBe(String(spec.pool));
    await expect(card.locator(".stc-pool-difficulty").textContent()).resolves.toBe("7");
    await expectPicture(card, `combat-tab-roll-card-${lang}`, { height: [150, 210] });
    await card.close();
  });

  it("a Crinos Garou: aggravated claws, a bite at difficulty 5, dirty fighting refused below Brawl 3", async () => {
    const input = crinos();
    const page = await showHtml(combatTabHtml(input, lang), { lang, theme: "dark", width: 720, rootClass: "stc-sheet stc-character-sheet" });
    await expect(attackRow(page, "g0").locator(".stc-damage-type").textContent()).resolves.toBe(translate(lang, "STC.Classic.Damage.Type.aggravated"));
    await expect(attackRow(page, "g0").locator(".stc-attack-damage").textContent()).resolves.toContain(translate(lang, "STC.Sheet.DamageDice", { dice: 9 }));
    await expect(attackRow(page, "g1").locator(".stc-attack-difficulty").textContent()).resolves.toBe("5");
    await expect(attackRow(page, "g4").locator(".stc-reason").textContent()).resolves.toContain(translate(lang, "STC.Trait.brawl"));
    await expect(page.locator('.stc-soak-row[data-soak="silver"] .stc-reason').textContent()).resolves.toBe(translate(lang, "STC.Classic.Soak.CannotSoak"));
    await expectPicture(page, `combat-tab-crinos-dark-${lang}`, { height: [920, 1190] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("the Storyteller character's block shows its numbers, compactly", async () => {
    const input = sheetInput("Street thug", { attributes: { dexterity: { value: 3 } }, abilities: { brawl: { value: 2 }, melee: { value: 2 } } }, ITEMS.slice(0, 2));
    const context = npcSheetContext({ ...input, i18n: i18nFor(lang) });
    const page = await showHtml(`<form>${renderTemplate("classic/actor/npc-block.hbs", context, lang)}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-npc-sheet" });
    await expect(page.locator(".stc-combat-summary.stc-compact").count()).resolves.toBe(1);
    // Dexterity 3 + Wits 1 (the default), unhurt and unarmoured: 4. Three attacks: bare hands, the knife, the pistol.
    await expect(page.locator(".stc-initiative-score").textContent()).resolves.toBe("4");
    await expect(page.locator(".stc-attack[data-action=rollAttack]").count()).resolves.toBe(3);
    // The same columns as the character sheet's attack table, the botch odds among them.
    await expect(page.locator(".stc-attack-table thead th").allInnerTexts()).resolves.toEqual(
      ["STC.Classic.Sheet.Attack", "STC.Classic.Dice.Pool", "STC.Classic.Dice.Difficulty", "STC.Classic.Weapon.Damage", "STC.Classic.Sheet.SuccessOdds", "STC.Classic.Sheet.BotchOdds"].map((key) => translate(lang, key)),
    );
    for (const cell of await page.locator(".stc-botch-column").all()) await expect(cell.isVisible()).resolves.toBe(true);
    // The knife: Dexterity 3 + Melee 2 = 5 dice at 6; a botch is no success and a 1 among them: 0.5^5 − 0.4^5 = 2.1%.
    await expect(attackRow(page, "w1").locator(".stc-attack-botch").innerText()).resolves.toBe(shown("2.1%"));
    // 1,159 px in English and 1,170 in Russian before the attacks came first and the empty lists shrank; now 1,041 and 1,054.
    await expectPicture(page, `combat-npc-${lang}`, { height: [960, 1080] });
    await page.close();
  });

  it("every table's header cells read as separate words, on the combat tab and in the Storyteller character's block", async () => {
    const npc = sheetInput("Street thug", { attributes: { dexterity: { value: 3 } }, abilities: { brawl: { value: 2 }, melee: { value: 2 } } }, ITEMS.slice(0, 2));
    const pages = [
      await showHtml(combatTabHtml(vampire(), lang), { lang, width: 720, rootClass: "stc-sheet stc-character-sheet" }),
      await showHtml(`<form>${renderTemplate("classic/actor/npc-block.hbs", npcSheetContext({ ...npc, i18n: i18nFor(lang) }), lang)}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-npc-sheet" }),
    ];
    for (const page of pages) {
      const headers = await page.locator("thead tr").evaluateAll((rows) =>
        rows.map((row) => ({ text: (row as HTMLElement).innerText, copied: row.textContent, cells: [...row.children].map((cell) => cell.textContent.trim()).filter((text) => text !== "") })),
      );
      expect(headers.length).toBeGreaterThan(2);
      for (const { text, copied, cells } of headers) {
        // Each cell's words, then whitespace, then the next cell's: never "Dice poolDifficulty", shown or copied as text.
        expect(text.trim().split(/\s*\t\s*|\s*\n\s*/).filter((part) => part !== "")).toEqual(cells);
        for (const [index, cell] of cells.entries()) {
          if (index === 0) continue;
          expect(text).not.toContain(`${cells[index - 1] ?? ""}${cell}`);
          expect(copied).not.toContain(`${cells[index - 1] ?? ""}${cell}`);
        }
      }
      await page.close();
    }
  });

  it("hostile item names stay text in the buttons and their reasons", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const items = ITEMS.map((item) => (item.id === "m3" ? { ...item, name: hostile } : item));
    const page = await showHtml(combatTabHtml(sheetInput("Lucita", { creature: "vampire", abilities: { brawl: { value: 3 } } }, items, { activeTab: "combat" }), lang), { lang, width: 720 });
    await expect(attackRow(page, "m3").locator(".stc-attack").textContent()).resolves.toBe(hostile);
    await expect(attackRow(page, "m3").locator(".stc-reason").textContent()).resolves.toContain(hostile);
    await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});

describe.each<Lang>(["en", "ru"])("the maneuver item sheet in %s", (lang) => {
  const sheet = (source: ManeuverSource, name = "Grapple") =>
    renderTemplate("classic/item/item-sheet.hbs", itemSheetContext({ id: "m1", name, displayName: name, img: "icons/svg/falling.svg", type: "maneuver", system: source, editable: true, descriptionHTML: "<p>Hold on.</p>" }), lang);

  it("shows a maneuver's whole format, and the form reads back into the same maneuver", async () => {
    const source = maneuverSourceOf(findManeuver("w20Grapple"), "<p>Hold on.</p>");
    const page = await showHtml(`<form>${sheet(source)}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-item-sheet" });
    await expect(page.locator('[name="maneuver.group"]').inputValue()).resolves.toBe("garou004");
    await expect(page.locator('[name="maneuver.rolls.0.attribute"]').inputValue()).resolves.toBe("strength");
    await expect(page.locator('[name="maneuver.difficulty.kind"]').inputValue()).resolves.toBe("absolute");
    await expect(page.locator('[name="maneuver.difficulty.value"]').inputValue()).resolves.toBe("6");
    await expect(page.locator('[name="maneuver.effect.kind"]').inputValue()).resolves.toBe("grapple");
    await expect(page.locator('[name="maneuver.effect.modes.hold"]').isChecked()).resolves.toBe(true);
    await expect(page.locator('[name="maneuver.forms.crinos"]').isChecked()).resolves.toBe(true);
    await expect(page.locator('[name="maneuver.forms.lupus"]').isChecked()).resolves.toBe(false);
    await expect(page.locator(".stc-maneuver-upgrades .stc-maneuver-row").count()).resolves.toBe(2);
    // No "Damage: None" beside a damage type dealt: the hit deals none, and the type is for what its effect deals.
    await expect(page.locator('[name="maneuver.damage.kind"] option:checked').textContent()).resolves.toBe(translate(lang, "STC.Maneuver.DamageKindNoneOnHit"));
    await expect(page.locator('[name="maneuver.damageType.own"] + span').textContent()).resolves.toBe(translate(lang, "STC.Maneuver.HasEffectDamageType"));
    const read = maneuverFromForm((await formValues(page)).maneuver, source);
    expect(read).toEqual(source);
    expect(checkManeuverDefinition({ ...read, id: "w20Grapple", notes: undefined })).toEqual(findManeuver("w20Grapple"));
    await expectPicture(page, `sheet-maneuver-grapple-${lang}`, { height: [400, 540] });
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("a catalogue maneuver's source reads as its book, with the rules text it cites in a tooltip; a table's own is edited", async () => {
    const page = await showHtml(`<form>${sheet(maneuverSourceOf(findManeuver("w20LowBlow"), ""), "Low blow")}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-item-sheet" });
    const cited = page.locator(".stc-maneuver-source cite");
    await expect(cited.textContent()).resolves.toBe(translate(lang, "STC.Classic.Maneuver.Citation.w20Combat"));
    await expect(cited.getAttribute("data-tooltip")).resolves.toBe(translate(lang, "STC.Classic.Maneuver.Citation.Seed", { citation: "004 Low Blow" }));
    await expect(page.locator(".stc-maneuver-source").textContent()).resolves.not.toContain("004");
    await expect(page.locator('[name="maneuver.source"]').count()).resolves.toBe(0);
    await page.close();
    const punch = await showHtml(`<form>${sheet(maneuverSourceOf(findManeuver("vtmPunch"), ""), "Punch")}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-item-sheet" });
    await expect(punch.locator(".stc-maneuver-source cite").textContent()).resolves.toBe(translate(lang, "STC.Classic.Maneuver.Citation.brawlTable000"));
    await punch.close();
    const own = await showHtml(`<form>${sheet({ ...maneuverSourceOf(findManeuver("vtmPunch"), ""), source: "House rule, 2024" }, "Haymaker")}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-item-sheet" });
    await expect(own.locator('[name="maneuver.source"]').inputValue()).resolves.toBe("House rule, 2024");
    expect(pageErrors(own)).toEqual([]);
    await own.close();
  });

  it("the common fields are up front; the rules fields wait behind a fold that opens from the keyboard", async () => {
    const source = maneuverSourceOf(findManeuver("w20Grapple"), "<p>Hold on.</p>");
    const page = await showHtml(`<form>${sheet(source)}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-item-sheet" });
    const upFront = ["maneuver.group", "maneuver.rolls.0.attribute", "maneuver.difficulty.kind", "maneuver.poolModifier", "maneuver.damage.kind", "maneuver.effect.kind"];
    const advanced = ["maneuver.damageType.own", "maneuver.damageType.base", "maneuver.effect.modes.hold", "maneuver.forms.crinos"];
    for (const name of upFront) await expect(page.locator(`[name="${name}"]`).isVisible(), name).resolves.toBe(true);
    for (const name of advanced) await expect(page.locator(`[name="${name}"]`).isVisible(), name).resolves.toBe(false);
    await expect(page.locator('details.stc-maneuver-advanced > summary').textContent()).resolves.toBe(translate(lang, "STC.Maneuver.Advanced"));
    const folded = await expectPicture(page, `sheet-maneuver-folded-${lang}`, { height: [400, 540] });
    await page.locator("details.stc-maneuver-advanced > summary").focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details.stc-maneuver-advanced").getAttribute("open")).resolves.toBe("");
    for (const name of advanced) await expect(page.locator(`[name="${name}"]`).isVisible(), name).resolves.toBe(true);
    // Open, the sheet grows by the rules fields, and they fit it as the common ones do.
    const opened = await expectPicture(page, `sheet-maneuver-opened-${lang}`, { height: [740, 1030] });
    expect(opened.height).toBeGreaterThan(folded.height + 200);
    // Folded or not, the form still reads back into the same maneuver.
    expect(maneuverFromForm((await formValues(page)).maneuver, source)).toEqual(source);
    await page.close();
  });

  it("changing the damage to fixed dice and the difficulty to relative keeps what the difficulty is", async () => {
    const source = maneuverSourceOf(findManeuver("w20Kick"));
    let page = await showHtml(`<form>${sheet(source, "Kick")}</form>`, { lang, width: 520, theme: "dark", rootClass: "stc-sheet stc-item-sheet" });
    await page.locator('[name="maneuver.damage.kind"]').selectOption("fixed");
    await page.locator('[name="maneuver.difficulty.kind"]').selectOption("relative");
    const next = maneuverFromForm((await formValues(page)).maneuver, source);
    expect(next.damage).toEqual({ kind: "fixed", dice: 0 });
    expect(next.difficulty).toEqual({ kind: "relative", value: 1 });
    await page.close();
    // Drawn again from the changed maneuver, as Foundry re-renders after the update.
    page = await showHtml(`<form>${sheet(next, "Kick")}</form>`, { lang, width: 520, theme: "dark", rootClass: "stc-sheet stc-item-sheet" });
    await expect(page.locator('[name="maneuver.damage.dice"]').inputValue()).resolves.toBe("0");
    await expect(page.locator('[name="maneuver.damage.plus"]').count()).resolves.toBe(0);
    await expect(page.locator('[name="maneuver.difficulty.value"]').getAttribute("data-min")).resolves.toBe("-8");
    await page.locator("details.stc-maneuver-advanced > summary").click();
    await page.locator('.stc-maneuver-fields [data-action="addManeuverRow"][data-list="prerequisites"]').click();
    expect((await recordedActions(page)).at(-1)).toMatchObject({ action: "addManeuverRow", data: { list: "prerequisites" } });
    await expectPicture(page, `sheet-maneuver-kick-dark-${lang}`, { height: [700, 930] });
    await page.close();
  });

  it("a prerequisite on the target offers the statuses to tick", async () => {
    const source = maneuverSourceOf(findManeuver("w20Curbstomp"));
    const page = await showHtml(`<form>${sheet(source, "Curbstomp")}</form>`, { lang, width: 520, rootClass: "stc-sheet stc-item-sheet" });
    await page.locator("details.stc-maneuver-advanced > summary").click();
    await expect(page.locator('[name="maneuver.prerequisites.0.ability"]').inputValue()).resolves.toBe("brawl");
    await expect(page.locator('[name="maneuver.prerequisites.0.min"]').inputValue()).resolves.toBe("3");
    await expect(page.locator('[name="maneuver.prerequisites.1.anyOf.stunned"]').isChecked()).resolves.toBe(true);
    await page.locator('[name="maneuver.prerequisites.1.anyOf.blinded"]').check();
    const next = maneuverFromForm((await formValues(page)).maneuver, source);
    expect(next.prerequisites[1]).toEqual({ kind: "targetStatus", anyOf: ["stunned", "blinded", "held", "immobilised"] });
    await page.close();
  });
});

describe("the maneuver item sheet's folds", () => {
  const lang: Lang = "en";
  // Folds keep their state whatever the language: one language is enough.
  it("an open fold stays open when the sheet is drawn again after a change, for that sheet only", async () => {
    const source = maneuverSourceOf(findManeuver("w20Grapple"), "<p>Hold on.</p>");
    const drawn = (folds: FoldState) =>
      `<form>${renderTemplate("classic/item/item-sheet.hbs", itemSheetContext({ id: "m1", name: "Grapple", displayName: "Grapple", img: "", type: "maneuver", system: source, editable: true, descriptionHTML: "", openFolds: folds.open }), lang)}</form>`;
    const options = { lang, width: 520, rootClass: "stc-sheet stc-item-sheet" } as const;
    const folds = new FoldState();
    let page = await showHtml(drawn(folds), options);
    await expect(page.locator("details.stc-maneuver-advanced").getAttribute("open")).resolves.toBeNull();
    await page.locator("details.stc-maneuver-advanced > summary").click();
    // Before it draws again the sheet reads its element: here the form as the user left it in Chromium.
    const element = new Window().document.createElement("div");
    element.innerHTML = await page.locator("body").innerHTML();
    folds.capture(element as unknown as ParentNode);
    await page.close();
    page = await showHtml(drawn(folds), options);
    await expect(page.locator("details.stc-maneuver-advanced").getAttribute("open")).resolves.toBe("");
    await expect(page.locator('[name="maneuver.effect.modes.hold"]').isVisible()).resolves.toBe(true);
    await page.close();
    // Another sheet keeps its own folds; this one, closed again, draws closed.
    expect(drawn(new FoldState())).not.toMatch(/stc-maneuver-advanced"[^>]*\bopen\b/);
    const reopened = new Window().document.createElement("div");
    reopened.innerHTML = drawn(folds);
    const fold = reopened.querySelector("details.stc-maneuver-advanced");
    fold?.removeAttribute("open");
    folds.capture(reopened as unknown as ParentNode);
    expect(drawn(folds)).not.toMatch(/stc-maneuver-advanced"[^>]*\bopen\b/);
  });
});
