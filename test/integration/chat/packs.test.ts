import { beforeAll, describe, expect, it } from "vitest";
import { packSources } from "../../../scripts/packs/pack-documents";
import { weaponFromItem, maneuverFromItem } from "../../../src/rulesets/classic/chat/chain-items";
import { ARMOUR_CLASSES, findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { itemDisplayDescription, itemDisplayName } from "../../../src/data/item/display-name";
import { StandInI18n } from "../stand-in/i18n";
import { StandInItem } from "../stand-in/item";
import { setUpChain } from "./fixtures";

beforeAll(setUpChain);

describe("the compendium items in the system", () => {
  it("every pack item validates against its data model, and the chain reads it as the rules' own entry", () => {
    for (const pack of packSources()) {
      for (const document of pack.documents) {
        const item = new StandInItem(structuredClone(document) as never);
        expect(item.system.toObject()).toMatchObject(document.system);
        const identifier = String(document.system.identifier);
        const chainItem = { id: item.id, name: item.name, type: item.type, system: item.system };
        // The item's id names the weapon, its identifier the chart entry; a chart weapon's difficulty is the base 6.
        // Weapons and armour cite the chart they come from, as maneuvers cite their rules.
        if (document.type === "weapon") expect(item.system.toObject()).toMatchObject({ source: findWeapon(identifier).source });
        if (document.type === "armor") expect(item.system.toObject()).toMatchObject({ source: ARMOUR_CLASSES.find((armour) => armour.id === identifier)?.source });
        if (document.type === "weapon") expect(weaponFromItem(chainItem)).toEqual({ ...findWeapon(identifier), id: item.id, source: identifier, difficulty: 6 });
        if (document.type === "maneuver") expect(maneuverFromItem(chainItem)).toEqual(findManeuver(identifier));
      }
    }
  });

  it("a Russian table sees Russian names until it renames an item", () => {
    const russian = new StandInI18n("ru");
    const knife = packSources().flatMap((pack) => pack.documents).find((document) => document.system.identifier === "w20Punch");
    if (!knife) throw new Error("no punch");
    const named = { name: knife.name, identifier: "w20Punch", sourceName: knife.flags["storyteller-combat"].sourceName };
    expect(itemDisplayName(named, russian)).toBe("Удар кулаком");
    expect(itemDisplayName({ ...named, name: "Хук справа" }, russian)).toBe("Хук справа");
  });

  it("a Russian table sees the Russian description until it rewrites it", () => {
    const russian = new StandInI18n("ru");
    const sword = packSources().flatMap((pack) => pack.documents).find((document) => document.system.identifier === "sword");
    if (!sword) throw new Error("no sword");
    const flags = sword.flags["storyteller-combat"];
    const described = { description: String(sword.system.description), identifier: "sword", sourceDescription: flags.sourceDescription };
    expect(described.description).toBe(flags.sourceDescription);
    const shown = itemDisplayDescription(described, russian);
    expect(shown).toBe(`<p>${russian.localize("STC.Item.Descriptions.sword")}</p>`);
    expect(shown).toMatch(/[А-Яа-яЁё]/);
    expect(itemDisplayDescription({ ...described, description: "<p>Фамильный клинок.</p>" }, russian)).toBe("<p>Фамильный клинок.</p>");
  });
});
