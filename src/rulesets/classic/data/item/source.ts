import type { Trait } from "../../../../rules/character/traits";
import type { RolledRating } from "../actor/chronicle-keys";
import type { Concealment } from "../../rules/combat/equipment";
import type { WeaponEntry } from "../../rules/combat/weapon-entry";
import type { DamageType } from "../../rules/health/damage-types";

export { WEAPON_KINDS, type WeaponKind } from "../../rules/combat/weapon-entry";
export type { Concealment, DamageType };

/** The rules' damage types in the order a sheet lists them, mildest first. */
export const DAMAGE_TYPES = ["bashing", "lethal", "aggravated"] as const satisfies readonly DamageType[];

/** V20 core concealment: pocket, jacket, trenchcoat, cannot be hidden. */
export const CONCEALMENT = ["pocket", "jacket", "trenchcoat", "none"] as const satisfies readonly Concealment[];

export const MERIT_KINDS = ["merit", "flaw"] as const;
export type MeritKind = (typeof MERIT_KINDS)[number];

/** A Discipline or a path runs 0..10 like any trait; the generation's trait maximum is checked where it is bought. */
export const DISCIPLINE_RATING_RANGE = { min: 0, max: 10 } as const;
/** Backgrounds run 0..5 on the sheet (V20 / W20 core); room above for what a chronicle grants. */
export const BACKGROUND_RATING_RANGE = { min: 0, max: 10 } as const;
/** Merits cost, and Flaws give, one to seven points (V20 / W20 core). */
export const MERIT_POINTS_RANGE = { min: 1, max: 7 } as const;
/** A fetish's level, one to five (six for the greatest), W20 core. */
export const FETISH_LEVEL_RANGE = { min: 1, max: 6 } as const;
/** A fetish's Gnosis: the difficulty of the owner's Gnosis roll to activate it (W20 core). */
export const FETISH_GNOSIS_RANGE = { min: 1, max: 10 } as const;

/** A Discipline's power, a Gift, a rite (W20 core) or anything else a character can do. */
export const POWER_KINDS = ["discipline", "gift", "rite", "other"] as const;
export type PowerKind = (typeof POWER_KINDS)[number];

/**
 * A weapon item's data: the rules' weapon entry (weapon-entry.ts, which `weaponOf` reads it as) with the
 * item's identifier, description and whether it is in hand.
 */
export interface WeaponSource extends Omit<WeaponEntry, "id" | "source"> {
  identifier: string;
  description: string;
  /** The book and chart it comes from; "" for a table's own weapon (the rules' entry names its identifier instead). */
  source: string;
  equipped: boolean;
}

export interface ArmorSource {
  identifier: string;
  description: string;
  /** The book and chart it comes from; "" for a table's own armour. */
  source: string;
  rating: number;
  dexterityPenalty: number;
  equipped: boolean;
}

export interface PowerSource {
  identifier: string;
  description: string;
  kind: PowerKind;
  level: number;
  belongsTo: string;
  cost: { blood: number; willpower: number; rage: number; gnosis: number };
  roll: { first: PowerRollTrait | ""; second: PowerRollTrait | ""; difficulty: number };
}

/** What a power's roll may name. */
export type PowerRollTrait = Trait | RolledRating;

export interface DisciplineSource {
  identifier: string;
  description: string;
  rating: number;
  /** The identifier of the Discipline a path belongs to; "" for a Discipline. */
  belongsTo: string;
  inClan: boolean;
}

export interface BackgroundSource {
  identifier: string;
  description: string;
  rating: number;
}

export interface MeritSource {
  identifier: string;
  description: string;
  kind: MeritKind;
  points: number;
}

export interface FetishSource {
  identifier: string;
  description: string;
  level: number;
  gnosis: number;
  attuned: boolean;
}
