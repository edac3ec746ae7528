import { RulesError } from "../../../../rules/errors";
import type { DamageType } from "../health/damage-types";
import type { DamageSourceId } from "./damage-sources";

/**
 * The core weapon and armour charts as plain JSON data for the compendia (rules map, Equipment). Names and
 * descriptions come from `STC.Classic.Equipment.<id>` in the language files; `source` cites the chart.
 */
export type Concealment = "pocket" | "jacket" | "trenchcoat" | "none";

export interface MeleeWeapon {
  id: string;
  category: "melee";
  /** Damage is Strength plus this. */
  strengthBonus: number;
  damageType: DamageType;
  damageSource: DamageSourceId;
  concealment: Concealment;
  silver?: boolean;
  /** The difficulty of attacks with it, when a table's own weapon names one; the core charts leave the base 6. */
  difficulty?: number;
  source: string;
}

export interface RangedWeapon {
  id: string;
  category: "ranged";
  /** Fixed damage dice: Strength does not add (000 §3.1). */
  damage: number;
  /** Within this many metres difficulty 6; up to twice it difficulty 8 (000 §2.9). */
  range: number;
  /** Shots (or bursts) a turn. */
  rate: number;
  clip: number;
  /** One more round held in the chamber ("7+1"). */
  chambered: boolean;
  /** Capable of bursts, full auto and sprays. */
  automatic: boolean;
  /** Rounds loaded now (V20 core, Firearms: a burst takes three, full auto and a spray empty the clip); a full clip when absent. */
  loaded?: number;
  damageType: DamageType;
  damageSource: DamageSourceId;
  concealment: Concealment;
  silver?: boolean;
  /** As for melee weapons: a table's own difficulty, the base 6 when absent. */
  difficulty?: number;
  source: string;
}

export type Weapon = MeleeWeapon | RangedWeapon;

export interface ArmourClass {
  id: string;
  /** Added to soak against bashing and lethal damage (and what the soak table allows beyond). */
  rating: number;
  /** Taken from Dexterity while worn. */
  dexterityPenalty: number;
  source: string;
}

/**
 * The charts the equipment comes from, by a stable id: the English citation an item stores as its `source`.
 * A sheet shows it in the table's language from `STC.Classic.Item.Source.<id>`, whose English text is this citation.
 */
export const EQUIPMENT_SOURCES = {
  v20Melee: "V20 core, melee weapons chart",
  v20Ranged: "V20 core, ranged weapons chart",
  w20Klaive: "W20 core, klaive",
  v20Armour1: "V20 core, armor chart (reinforced clothing)",
  v20Armour2: "V20 core, armor chart (armored T-shirt)",
  v20Armour3: "V20 core, armor chart (Kevlar vest)",
  v20Armour4: "V20 core, armor chart (flak jacket)",
  v20Armour5: "V20 core, armor chart (full riot gear)",
} as const;
export type EquipmentSourceId = keyof typeof EQUIPMENT_SOURCES;

/**
 * The citations armor made from the compendium stored before its English took V20's US spelling: such an item
 * still names its chart, in the reader's language, without its stored text being rewritten.
 */
const EARLIER_CITATIONS: Readonly<Record<string, EquipmentSourceId>> = {
  "V20 core, armour chart (reinforced clothing)": "v20Armour1",
  "V20 core, armour chart (armour T-shirt)": "v20Armour2",
  "V20 core, armour chart (Kevlar vest)": "v20Armour3",
  "V20 core, armour chart (flak jacket)": "v20Armour4",
  "V20 core, armour chart (full riot gear)": "v20Armour5",
};

/** The chart id of a stored citation, or null for a table's own text. */
export function equipmentSourceId(citation: string): EquipmentSourceId | null {
  const found = (Object.keys(EQUIPMENT_SOURCES) as EquipmentSourceId[]).find((id) => EQUIPMENT_SOURCES[id] === citation);
  return found ?? (Object.hasOwn(EARLIER_CITATIONS, citation) ? (EARLIER_CITATIONS[citation] ?? null) : null);
}

const V20_MELEE: string = EQUIPMENT_SOURCES.v20Melee;
const V20_RANGED: string = EQUIPMENT_SOURCES.v20Ranged;

const melee = (id: string, strengthBonus: number, damageType: DamageType, damageSource: DamageSourceId, concealment: Concealment, source = V20_MELEE): MeleeWeapon => ({
  id,
  category: "melee",
  strengthBonus,
  damageType,
  damageSource,
  concealment,
  source,
});

const ranged = (id: string, damage: number, range: number, rate: number, clip: number, chambered: boolean, automatic: boolean, concealment: Concealment): RangedWeapon => ({
  id,
  category: "ranged",
  damage,
  range,
  rate,
  clip,
  chambered,
  automatic,
  damageType: "lethal",
  damageSource: "ranged",
  concealment,
  source: V20_RANGED,
});

export const MELEE_WEAPONS: readonly MeleeWeapon[] = [
  melee("sap", 1, "bashing", "blunt", "pocket"),
  melee("club", 2, "bashing", "blunt", "trenchcoat"),
  melee("knife", 1, "lethal", "edged", "jacket"),
  melee("sword", 2, "lethal", "edged", "trenchcoat"),
  melee("axe", 3, "lethal", "edged", "none"),
  melee("stake", 1, "lethal", "edged", "trenchcoat"),
  { ...melee("klaive", 2, "aggravated", "klaive", "jacket", EQUIPMENT_SOURCES.w20Klaive), silver: true },
];

export const RANGED_WEAPONS: readonly RangedWeapon[] = [
  ranged("lightRevolver", 4, 12, 3, 6, false, false, "pocket"),
  ranged("heavyRevolver", 6, 35, 2, 6, false, false, "jacket"),
  ranged("lightPistol", 4, 20, 4, 17, true, false, "pocket"),
  ranged("heavyPistol", 5, 30, 3, 7, true, false, "jacket"),
  ranged("rifle", 8, 200, 1, 5, true, false, "none"),
  ranged("smallSmg", 4, 25, 3, 30, true, true, "jacket"),
  ranged("largeSmg", 4, 50, 3, 30, true, true, "trenchcoat"),
  ranged("assaultRifle", 7, 150, 3, 42, true, true, "none"),
  ranged("shotgun", 8, 20, 1, 5, true, false, "trenchcoat"),
  ranged("semiAutoShotgun", 8, 20, 3, 8, true, false, "trenchcoat"),
  ranged("crossbow", 5, 20, 1, 1, false, false, "trenchcoat"),
];

export const ARMOUR_CLASSES: readonly ArmourClass[] = [
  { id: "armourClass1", rating: 1, dexterityPenalty: 0, source: EQUIPMENT_SOURCES.v20Armour1 },
  { id: "armourClass2", rating: 2, dexterityPenalty: 1, source: EQUIPMENT_SOURCES.v20Armour2 },
  { id: "armourClass3", rating: 3, dexterityPenalty: 1, source: EQUIPMENT_SOURCES.v20Armour3 },
  { id: "armourClass4", rating: 4, dexterityPenalty: 2, source: EQUIPMENT_SOURCES.v20Armour4 },
  { id: "armourClass5", rating: 5, dexterityPenalty: 3, source: EQUIPMENT_SOURCES.v20Armour5 },
];

export const WEAPONS: readonly Weapon[] = [...MELEE_WEAPONS, ...RANGED_WEAPONS];

export function findWeapon(id: string): Weapon {
  const weapon = WEAPONS.find((entry) => entry.id === id);
  if (!weapon) throw new RulesError("EquipmentUnknown", `No weapon or armour has the identifier ${id}.`, { value: id });
  return weapon;
}

export function findArmour(id: string): ArmourClass {
  const armour = ARMOUR_CLASSES.find((entry) => entry.id === id);
  if (!armour) throw new RulesError("EquipmentUnknown", `No weapon or armour has the identifier ${id}.`, { value: id });
  return armour;
}

/** Damage a weapon deals before extra successes: Strength + N in melee, the fixed dice of a firearm. */
export function weaponDamageDice(weapon: Weapon, strength: number): { parts: { id: string; dice: number }[]; strengthBased: boolean } {
  if (weapon.category === "ranged") return { parts: [{ id: "weapon", dice: weapon.damage }], strengthBased: false };
  return { parts: [{ id: "strength", dice: strength }, { id: "weapon", dice: weapon.strengthBonus }], strengthBased: true };
}
