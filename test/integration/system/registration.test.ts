import { readFileSync } from "node:fs";
import { made } from "../stand-in/document";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CharacterSheet } from "../../../src/rulesets/classic/apps/sheets/character-sheet";
import { StorytellerItemSheet } from "../../../src/rulesets/classic/apps/sheets/item-sheet";
import { NpcSheet } from "../../../src/rulesets/classic/apps/sheets/npc-sheet";
import { PARTIAL_TEMPLATES } from "../../../src/rulesets/classic/apps/partials";
import { StorytellerActor } from "../../../src/documents/actor";
import { CLASSIC_DEFAULTS, CLASSIC_OPTION_CHOICES } from "../../../src/rulesets/classic/rules/ruleset/options";
import { STATUS_IDS } from "../../../src/rulesets/classic/rules/status/types";
import { readClassicOptions, settingLabelKey } from "../../../src/rulesets/classic/settings";
import { StandInActor } from "../stand-in/actor";
import { standIn, standInConfig, standInGame, standInGeneration } from "../stand-in/install";
import { StandInI18n } from "../stand-in/i18n";
import { initSystem } from "../documents/setup";
import { readLanguage, systemManifest, systemTemplate, templateSource } from "../../../scripts/system-files";

const root = resolve(import.meta.dirname, "../../..");
const manifest = JSON.parse(readFileSync(resolve(root, "system.json"), "utf8")) as { primaryTokenAttribute?: string };
const russian = new StandInI18n("ru");

beforeAll(initSystem);

describe("settings", () => {
  it("registers the ruleset and every Classic option as a world setting with its default and both languages", () => {
    const ruleset = standIn.settings.settings.get("storyteller-combat.ruleset");
    expect(ruleset).toMatchObject({ scope: "world", config: true, default: "classic" });
    for (const key of Object.keys(CLASSIC_OPTION_CHOICES) as (keyof typeof CLASSIC_OPTION_CHOICES)[]) {
      const setting = standIn.settings.settings.get(`storyteller-combat.classic.${key}`);
      expect(setting, key).toMatchObject({ scope: "world", config: true, default: CLASSIC_DEFAULTS[key] });
      for (const text of [setting?.name ?? "", setting?.hint ?? "", ...Object.values(setting?.choices ?? {})]) {
        expect(standIn.i18n.has(text), text).toBe(true);
        expect(russian.has(text), text).toBe(true);
      }
      expect(setting?.name).toBe(`${settingLabelKey(key)}.Name`);
    }
  });

  it("reads the settings into ClassicOptions for the rules", async () => {
    expect(readClassicOptions()).toEqual(CLASSIC_DEFAULTS);
    await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "dodge");
    await standIn.settings.set("storyteller-combat", "classic.halfLevelDamage", true);
    expect(readClassicOptions()).toEqual({ ...CLASSIC_DEFAULTS, dodgeAbility: "dodge", halfLevelDamage: true });
  });

  it("falls back to the default for a stored value that is not a choice", () => {
    expect(readClassicOptions((key) => (key === "stunRule" ? "knockout" : CLASSIC_DEFAULTS[key])).stunRule).toBe("stun");
  });
});

describe("statuses and tokens", () => {
  it("offers every system status with an icon and a name in both languages, and keeps Foundry's defeated marker", () => {
    type Entry = { id: string; name: string; img: string };
    // Foundry 13 keeps the list in an array, 14 in an object keyed by id: the system keeps the generation's shape.
    const configured = standInConfig.statusEffects as Entry[] | Record<string, Entry>;
    expect(Array.isArray(configured)).toBe(standInGeneration === 13);
    const effects = Array.isArray(configured) ? configured : Object.values(configured);
    if (!Array.isArray(configured)) for (const [key, entry] of Object.entries(configured)) expect(entry.id).toBe(key);
    expect(effects.map((effect) => effect.id)).toEqual(["dead", ...STATUS_IDS]);
    for (const effect of effects.slice(1)) {
      expect(effect.img).toMatch(/^icons\/svg\/.+\.svg$/);
      expect(standIn.i18n.has(effect.name)).toBe(true);
      expect(russian.has(effect.name)).toBe(true);
    }
  });

  it("health is the token bar: the Classic world's primary attribute (system.json names none), trackable, with value and max", async () => {
    expect(manifest.primaryTokenAttribute).toBeUndefined();
    expect(standInGame.system.primaryTokenAttribute).toBe("health");
    expect(standInConfig.Actor.trackableAttributes).toMatchObject({ character: { bar: ["health"] }, npc: { bar: ["health"] } });
    const actor = made(await StandInActor.create({ name: "Token", type: "npc", system: { health: { bashing: 1 } } }));
    expect((actor.system as unknown as { health: object }).health).toMatchObject({ value: 6, max: 7 });
  });

  it("refuses a number typed on the health bar and says where to change health", async () => {
    const actor = (await StorytellerActor.create({ name: "Token", type: "npc" } as never)) as unknown as StorytellerActor;
    standIn.notifications.clear();
    await actor.modifyTokenAttribute("health", 3, false, true);
    expect(standIn.notifications.messages[0]?.message).toContain("sheet");
  });
});

describe("sheets", () => {
  it("registers a sheet for each actor type and one for every item type", () => {
    const registered = standIn.sheets.registrations.map((entry) => [entry.sheetClass, entry.options.types]);
    expect(registered).toEqual([
      [CharacterSheet, ["character"]],
      [NpcSheet, ["npc"]],
      [StorytellerItemSheet, ["weapon", "armor", "power", "maneuver", "discipline", "background", "merit", "fetish"]],
    ]);
    for (const entry of standIn.sheets.registrations) expect(entry.options.makeDefault).toBe(true);
  });

  it("declares its parts and the actions its templates use", () => {
    expect(Object.keys(CharacterSheet.PARTS)).toEqual(["header", "tabs", "traits", "combat", "powers", "biography"]);
    const templates = Object.values(CharacterSheet.PARTS).map((part) => readFileSync(templateSource(part.template), "utf8")).join("\n");
    const partials = PARTIAL_TEMPLATES.filter((path) => !path.includes("/templates/classic/item/")).map((path) => readFileSync(templateSource(path), "utf8")).join("\n");
    const actions = new Set([...(templates + partials).matchAll(/data-action="(\w+)"/g)].map((match) => match[1]));
    const declared = Object.keys((CharacterSheet.DEFAULT_OPTIONS as { actions?: object }).actions ?? {});
    const base = Object.keys(((Object.getPrototypeOf(CharacterSheet) as typeof CharacterSheet).DEFAULT_OPTIONS as { actions?: object }).actions ?? {});
    // "tab" and "editImage" are ApplicationV2 / DocumentSheetV2 built-ins.
    for (const action of actions) if (action !== "tab" && action !== "editImage") expect([...declared, ...base], action).toContain(action);
    expect(actions).toContain("rollAttack");
    expect(actions).toContain("cycleHealth");
  });

  it("the item sheet declares the actions of its template and the maneuver form", () => {
    const templates = ["templates/classic/item/item-sheet.hbs", "templates/classic/item/maneuver-fields.hbs"].map((path) => readFileSync(templateSource(path), "utf8")).join("\n");
    const actions = new Set([...templates.matchAll(/data-action="(\w+)"/g)].map((match) => match[1]));
    const declared = Object.keys((StorytellerItemSheet.DEFAULT_OPTIONS as { actions?: object }).actions ?? {});
    expect([...actions].filter((action) => action !== "editImage").sort()).toEqual(declared.sort());
  });
});

describe("type labels", () => {
  // Foundry labels a subtype `TYPES.<Document>.<type>` (client/helpers/localization.mjs), and the base type
  // `TYPES.Base`, which core provides: every subtype the system declares or gives a data model needs its key.
  // As the build writes them, with the subtypes and strings of every ruleset these tests install.
  const template = systemTemplate("tested") as Record<string, { types?: string[] }>;
  const system = systemManifest("tested") as { documentTypes: Record<string, Record<string, unknown>> };
  const languages = Object.fromEntries(["en", "ru"].map((lang) => [lang, readLanguage(lang, "tested") as { TYPES: Record<string, Record<string, string>> }]));
  const documents = ["Actor", "Item", "ChatMessage", "Combat", "Combatant"] as const;

  it.each(documents)("%s: every subtype has its TYPES key in English and Russian", (documentName) => {
    const config = standInConfig[documentName] as { dataModels: Record<string, unknown> };
    const types = new Set([...(template[documentName]?.types ?? []), ...Object.keys(system.documentTypes[documentName] ?? {}), ...Object.keys(config.dataModels)]);
    types.delete("base");
    for (const [lang, file] of Object.entries(languages)) {
      for (const type of types) expect(file.TYPES[documentName]?.[type], `${lang}: TYPES.${documentName}.${type}`).toEqual(expect.stringMatching(/\S/));
    }
  });

  it("the chat message subtypes are the ones the system registers", () => {
    expect(Object.keys(standInConfig.ChatMessage.dataModels)).toEqual(expect.arrayContaining(["classicAttack", "classicChronicle", "classicEscape", "classicHazard", "classicImportReport", "metChallenge", "request", "streamlinedAttack", "streamlinedEscape"]));
    expect(Object.keys(standInConfig.ChatMessage.dataModels).sort()).toEqual(Object.keys(system.documentTypes.ChatMessage ?? {}).sort());
  });
});
