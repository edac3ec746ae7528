import type { Attribute, Trait } from "../../rules/character/traits";

export const WEAPON_KINDS = ["melee", "ranged", "thrown"] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export const DAMAGE_TYPES = ["bashing", "lethal", "aggravated"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** V20 core concealment: pocket, jacket, trenchcoat, cannot be hidden. */
export const CONCEALMENT = ["pocket", "jacket", "trenchcoat", "none"] as const;
export type Concealment = (typeof CONCEALMENT)[number];

export const POWER_KINDS = ["discipline", "gift", "other"] as const;
export type PowerKind = (typeof POWER_KINDS)[number];

/** "" where a weapon's damage is a fixed number of dice (firearms) rather than an attribute plus N. */
export type DamageAttribute = Attribute | "";

export interface WeaponSource {
  identifier: string;
  description: string;
  kind: WeaponKind;
  damage: { attribute: DamageAttribute; bonus: number; type: DamageType };
  difficulty: number;
  range: number;
  rate: number;
  clip: number;
  concealment: Concealment;
  equipped: boolean;
}

export interface ArmorSource {
  identifier: string;
  description: string;
  rating: number;
  dexterityPenalty: number;
  equipped: boolean;
}

export interface PowerSource {
  identifier: string;
  description: string;
  kind: PowerKind;
  level: number;
  roll: { first: Trait | ""; second: Trait | ""; difficulty: number };
}
