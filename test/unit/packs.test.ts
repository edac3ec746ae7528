import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { documentJson, packId, packSources } from "../../scripts/packs/pack-documents";
import { ARMOUR_CLASSES, EQUIPMENT_SOURCES, equipmentSourceId, WEAPONS } from "../../src/rulesets/classic/rules/combat/equipment";
import { SOAK_TABLE } from "../../src/rulesets/classic/rules/combat/soak";
import { BRAWL_TABLE_000, GAROU_MANEUVERS_004 } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import { readLanguage } from "../../scripts/system-files";

const root = resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(resolve(root, "system.json"), "utf8")) as { packs: { name: string; label: string; type: string }[] };
type Tree = { [key: string]: string | Tree };
// Each language is read once: merging the files for every lookup is slow enough to time out on a busy machine.
const languages = new Map<string, Tree>();
const lang = (code: string): Tree => languages.get(code) ?? languages.set(code, readLanguage(code) as Tree).get(code) ?? {};
const lookup = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
};

describe("the compendium packs", () => {
  it("the committed JSON is exactly what the generator makes from the rules' tables (npm run packs)", () => {
    for (const pack of packSources()) {
      const folder = join(root, "packs", pack.name);
      const files = readdirSync(folder).sort();
      expect(files, pack.name).toEqual(pack.documents.map((document) => `${String(document.system.identifier)}.json`).sort());
      for (const document of pack.documents) {
        expect(readFileSync(join(folder, `${String(document.system.identifier)}.json`), "utf8"), `${pack.name}/${document.name}`).toBe(documentJson(document));
      }
    }
  });

  it("hold every maneuver of 004 and of the 000 brawl table, every weapon and every armour class", () => {
    const ids = (name: string) => packSources().find((pack) => pack.name === name)?.documents.map((document) => document.system.identifier);
    expect(ids("maneuvers-garou")).toEqual(GAROU_MANEUVERS_004.map((maneuver) => maneuver.id));
    expect(ids("maneuvers-brawl")).toEqual(BRAWL_TABLE_000.map((maneuver) => maneuver.id));
    expect(ids("weapons")).toEqual(WEAPONS.map((weapon) => weapon.id));
    expect(ids("armour")).toEqual(ARMOUR_CLASSES.map((armour) => armour.id));
  });

  it("are declared in system.json with a title in both languages", () => {
    expect(manifest.packs.map((pack) => pack.name)).toEqual(packSources().map((pack) => pack.name));
    for (const pack of manifest.packs) {
      expect(pack.type).toBe("Item");
      for (const code of ["en", "ru"]) expect(lookup(lang(code), pack.label), `${code} ${pack.label}`).toBeDefined();
    }
  });

  it("every item is named and described in both languages by its identifier, and ships with its English name recorded", () => {
    for (const pack of packSources()) {
      for (const document of pack.documents) {
        const identifier = String(document.system.identifier);
        for (const code of ["en", "ru"]) {
          expect(lookup(lang(code), `STC.Item.Names.${identifier}`), `${code} name ${identifier}`).toBeDefined();
          expect(lookup(lang(code), `STC.Item.Descriptions.${identifier}`), `${code} description ${identifier}`).toBeDefined();
        }
        expect(document.flags["storyteller-combat"].sourceName).toBe(document.name);
        expect(document.name).toBe(lookup(lang("en"), `STC.Item.Names.${identifier}`));
      }
    }
  });

  it("descriptions say what the rules do: a crossbow is no firearm, and armour soaks aggravated damage where the soak table adds it", () => {
    const words = { en: { firearm: /firearm/i, aggravated: /aggravated/i }, ru: { firearm: /огнестрельн/i, aggravated: /губительн/i } };
    // Armour adds to some creatures' aggravated soak (000 §4: vampires with Fortitude; Garou with Stamina).
    const armourAgainstAggravated = Object.values(SOAK_TABLE).some((profile) => profile.aggravated.some((row) => row.parts.includes("armour")));
    expect(armourAgainstAggravated).toBe(true);
    for (const code of ["en", "ru"] as const) {
      expect(lookup(lang(code), "STC.Item.Descriptions.crossbow"), code).not.toMatch(words[code].firearm);
      for (const armour of ARMOUR_CLASSES) expect(lookup(lang(code), `STC.Item.Descriptions.${armour.id}`), `${code} ${armour.id}`).toMatch(words[code].aggravated);
    }
  });

  it("ids are stable, unique, and the keys the pack compiler needs", () => {
    // A world's links to a compendium item name its id: the same pack and identifier give the same id, build after build.
    expect(packId("weapons", "knife")).toBe("s4gljX0ELcb0yxZk");
    expect(packId("armour", "armourClass1")).toBe("O555h90iBrT91Ixf");
    expect(packId("maneuvers-brawl", "vtmBite")).toBe("R00eaLf4YXWCjand");
    const idOf = (pack: string, identifier: string) => packSources().find((source) => source.name === pack)?.documents.find((document) => document.system.identifier === identifier)?._id;
    expect(idOf("weapons", "knife")).toBe("s4gljX0ELcb0yxZk");
    expect(idOf("armour", "armourClass1")).toBe("O555h90iBrT91Ixf");
    expect(idOf("maneuvers-brawl", "vtmBite")).toBe("R00eaLf4YXWCjand");
    const all = packSources().flatMap((pack) => pack.documents);
    expect(new Set(all.map((document) => document._id)).size).toBe(all.length);
    for (const document of all) {
      expect(document._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(document._key).toBe(`!items!${document._id}`);
    }
  });

  it("a weapon's numbers are the chart's", () => {
    const weapons = packSources().find((pack) => pack.name === "weapons")?.documents ?? [];
    const pistol = weapons.find((document) => document.system.identifier === "heavyPistol");
    expect(pistol?.system).toMatchObject({ kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, range: 30, rate: 3, clip: 7 });
    const sword = weapons.find((document) => document.system.identifier === "sword");
    expect(sword?.system).toMatchObject({ kind: "melee", damage: { attribute: "strength", bonus: 2, type: "lethal" } });
  });
});

describe("the equipment's book references", () => {
  it("every chart is named in both languages, its English text the citation an item stores", () => {
    for (const [id, citation] of Object.entries(EQUIPMENT_SOURCES)) {
      expect(lookup(lang("en"), `STC.Classic.Item.Source.${id}`)).toBe(citation);
      expect(lookup(lang("ru"), `STC.Classic.Item.Source.${id}`), id).toBeDefined();
    }
    for (const entry of [...WEAPONS, ...ARMOUR_CLASSES]) expect(equipmentSourceId(entry.source), entry.id).not.toBeNull();
    expect(equipmentSourceId("Our own chronicle, p. 3")).toBeNull();
  });

  it("armor stored with the citation's earlier British spelling still names its chart", () => {
    expect(equipmentSourceId("V20 core, armour chart (Kevlar vest)")).toBe("v20Armour3");
    expect(equipmentSourceId("V20 core, armour chart (armour T-shirt)")).toBe("v20Armour2");
    expect(equipmentSourceId("V20 core, armor chart (armored T-shirt)")).toBe("v20Armour2");
    expect(equipmentSourceId("constructor")).toBeNull();
  });
});
