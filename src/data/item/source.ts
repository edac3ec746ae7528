import type { Attribute, Trait } from "../../rules/character/traits";
import type { DamageSourceId } from "../../rules/combat/damage-sources";
import type { WeaponKind } from "../../rules/combat/weapon-entry";

export { WEAPON_KINDS, type WeaponKind } from "../../rules/combat/weapon-entry";

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
  /** Where the damage comes from (000 §3.3, 004 Damage): it decides how some creatures take it. */
  damageSource: DamageSourceId;
  /** Silver: aggravated and unsoakable to a Garou (004 Damage). */
  silver: boolean;
  difficulty: number;
  range: number;
  rate: number;
  clip: number;
  /** One more round in the chamber ("7+1"). */
  chambered: boolean;
  /** Bursts, full auto and sprays. */
  automatic: boolean;
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
