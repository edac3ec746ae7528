// The compendium packs as data, made from the rules' own tables (the maneuver catalogue, the weapon and armour
// charts) and the English language file, so the packs and the rules never drift apart. `npm run packs` writes
// them into packs/; a unit test checks the committed JSON equals what this makes.
import { createHash } from "node:crypto";
import { ARMOUR_CLASSES, WEAPONS, type ArmourClass, type Weapon } from "../../src/rulesets/classic/rules/combat/equipment";
import { BRAWL_TABLE_000, GAROU_MANEUVERS_004 } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import type { ManeuverDefinition } from "../../src/rulesets/classic/rules/maneuvers/types";
import { maneuverFormatOf } from "../../src/rulesets/classic/data/item/maneuver-source";
import { readLanguage } from "../system-files";

type Tree = { [key: string]: string | Tree };
const english = readLanguage("en") as Tree;

function text(key: string): string {
  let node: string | Tree | undefined = english;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`lang/en.json has no ${key}: a pack item needs its name and description there.`);
  return node;
}

const escapeHtml = (value: string): string => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A stable 16-character id from the pack and the item's identifier: regenerating never changes an id. */
export function packId(pack: string, identifier: string): string {
  const digest = createHash("sha256").update(`storyteller-combat:${pack}:${identifier}`).digest();
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  return Array.from(digest.subarray(0, 16), (byte) => alphabet[byte % alphabet.length]).join("");
}

export interface PackItem {
  _id: string;
  _key: string;
  name: string;
  type: "weapon" | "armor" | "maneuver";
  img: string;
  system: Record<string, unknown>;
  effects: never[];
  flags: { "storyteller-combat": { sourceName: string; sourceDescription: string } };
  folder: null;
  sort: number;
  ownership: { default: 0 };
}

export interface PackSource {
  /** The folder under packs/ and the manifest's pack name. */
  name: string;
  /** The language key of the pack's title (STC.Pack.<name>). */
  label: string;
  documents: PackItem[];
}

function item(pack: string, identifier: string, index: number, type: PackItem["type"], img: string, system: Record<string, unknown>): PackItem {
  const id = packId(pack, identifier);
  const name = text(`STC.Item.Names.${identifier}`);
  const description = `<p>${escapeHtml(text(`STC.Item.Descriptions.${identifier}`))}</p>`;
  return {
    _id: id,
    _key: `!items!${id}`,
    name,
    type,
    img,
    system: { identifier, description, ...system },
    effects: [],
    flags: { "storyteller-combat": { sourceName: name, sourceDescription: description } },
    folder: null,
    sort: (index + 1) * 100,
    ownership: { default: 0 },
  };
}

/** A maneuver item's own fields, beyond its identifier and description: the rules' maneuver format. */
function maneuverSystem(maneuver: ManeuverDefinition): Record<string, unknown> {
  return { ...maneuverFormatOf(maneuver) };
}

function weaponSystem(weapon: Weapon): Record<string, unknown> {
  const melee = weapon.category === "melee";
  return {
    source: weapon.source,
    kind: weapon.category,
    damage: { attribute: melee ? "strength" : "", bonus: melee ? weapon.strengthBonus : weapon.damage, type: weapon.damageType },
    damageSource: weapon.damageSource,
    silver: weapon.silver === true,
    difficulty: weapon.difficulty ?? 6,
    range: melee ? 0 : weapon.range,
    rate: melee ? 0 : weapon.rate,
    clip: melee ? 0 : weapon.clip,
    chambered: melee ? false : weapon.chambered,
    automatic: melee ? false : weapon.automatic,
    concealment: weapon.concealment,
    equipped: false,
  };
}

function armourSystem(armour: ArmourClass): Record<string, unknown> {
  return { source: armour.source, rating: armour.rating, dexterityPenalty: armour.dexterityPenalty, equipped: false };
}

const maneuvers = (pack: string, list: readonly ManeuverDefinition[]): PackItem[] =>
  list.map((maneuver, index) => item(pack, maneuver.id, index, "maneuver", "icons/svg/combat.svg", maneuverSystem(maneuver)));

/** Every pack the system ships, in the manifest's order. */
export function packSources(): PackSource[] {
  return [
    { name: "maneuvers-garou", label: "STC.Pack.maneuvers-garou", documents: maneuvers("maneuvers-garou", GAROU_MANEUVERS_004) },
    { name: "maneuvers-brawl", label: "STC.Pack.maneuvers-brawl", documents: maneuvers("maneuvers-brawl", BRAWL_TABLE_000) },
    {
      name: "weapons",
      label: "STC.Pack.weapons",
      documents: WEAPONS.map((weapon, index) => item("weapons", weapon.id, index, "weapon", weapon.category === "melee" ? "icons/svg/sword.svg" : "icons/svg/target.svg", weaponSystem(weapon))),
    },
    { name: "armour", label: "STC.Pack.armour", documents: ARMOUR_CLASSES.map((armour, index) => item("armour", armour.id, index, "armor", "icons/svg/shield.svg", armourSystem(armour))) },
  ];
}

/** The JSON text a pack document is written as. */
export const documentJson = (document: PackItem): string => `${JSON.stringify(document, null, 2)}\n`;
