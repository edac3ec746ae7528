import type { Ability, Attribute } from "../../../../rules/character/traits";
import type { CreatureKind, GarouForm } from "../character/vocabulary";
import type { DamageType } from "../health/damage-types";
import type { StatusId } from "../status/types";

/**
 * The data format of a maneuver: plain JSON, so the compendium packs are generated from the catalogue and a
 * Storyteller's own maneuver is the same shape. Names and descriptions come from `STC.Maneuver.<id>`.
 */

/** One way to roll it; sweep has two (000 §2.8 "Dex+Brawl/Melee"). */
export interface ManeuverRoll {
  attribute: Attribute;
  ability: Ability;
  /** This way needs a melee weapon in hand (a sweep with a weapon, 004 Sweep). */
  needsWeapon?: "melee";
}

/** Absolute (004: "Difficulty 8") or relative to the base of 6 (000 §2.8: "Dif:+1"). */
export type ManeuverDifficulty = { kind: "absolute"; value: number } | { kind: "relative"; value: number };

export type ManeuverDamage =
  /** An attribute plus N: "Strength + 1". */
  | { kind: "attribute"; attribute: Attribute; plus: number }
  /** The weapon in hand's own damage (004 Disarm: a failed disarm "still inflicts her usual damage"). */
  | { kind: "weapon" }
  | { kind: "fixed"; dice: number }
  | { kind: "none" }
  /** No damage roll of its own; the effect is the point (004 Blinding). */
  | { kind: "special" };

/** What the attacker or the blow is like, when a maneuver's damage type depends on it. */
export const DAMAGE_CONDITIONS = [
  /** The attacker is large or strong enough (004 Kick, Punch). */
  "large",
  /** A special strike: kidney blow, knife-hand (004 Punch). */
  "specialStrike",
  "claws",
  "teeth",
  "blades",
  "crushing",
  /** The surface slammed into is sharp, spiked or hot (004 Body Slam). */
  "harshSurface",
  /** The attacker's body deals lethal or aggravated damage (004 Grapple: "if biology allows"). */
  "lethalBiology",
  "aggravatedBiology",
] as const;
export type DamageCondition = (typeof DAMAGE_CONDITIONS)[number];

export interface ManeuverDamageType {
  base: DamageType;
  /** By the Garou form the attacker is in (004 Claw). */
  byForm?: Partial<Record<GarouForm, DamageType>>;
  /** By what the attacker is (004 Bite, Damage: Garou and vampire fangs). */
  byCreature?: Partial<Record<CreatureKind, DamageType>>;
  /** Conditions that make it more severe; the most severe that holds wins. */
  upgrades?: { condition: DamageCondition; type: DamageType }[];
  /** The weapon in hand decides (a disarm that fails deals the weapon's damage). */
  fromWeapon?: boolean;
}

export type ManeuverPrerequisite =
  /** Dirty fighting: Brawl 3 or more (004 Dirty Fighting Maneuvers). */
  | { kind: "ability"; ability: Ability; min: number }
  /** 000 §2.8 bite: a clinch, hold or tackle by the attacker first. */
  | { kind: "targetHeldOrTackled" }
  /** 004 Curbstomp: a stunned or immobilised target. */
  | { kind: "targetStatus"; anyOf: StatusId[] }
  /** 004 Body Slam: a grapple that the target did not break during the turn. */
  | { kind: "grappleHeldThroughTurn" }
  /** A weapon in hand: `melee` any melee weapon; `bludgeon` a gun or a slender heavy object (004 Pistol Whip). */
  | { kind: "weaponInHand"; anyOf: ("melee" | "bludgeon")[] }
  /** 004 Disarm: the target holds a weapon. */
  | { kind: "targetArmed" };

export type GrappleMode = "clinch" | "hold";

export type ManeuverEffect =
  | { kind: "none" }
  /** Successes beyond the target's Strength knock its weapon away; a botch loses the attacker's (004 Disarm). */
  | { kind: "disarm" }
  /**
   * The target is held until it breaks free (004 Grapple). A clinch deals Strength each turn; `clinchFrom`
   * says whether that starts with this attack (000 §2.8 "Dam: Str") or the next turn (004 Grapple).
   */
  | { kind: "grapple"; modes: GrappleMode[]; clinchFrom: "now" | "nextTurn" }
  /** The target is knocked down and rolls Dexterity + Athletics (000 §2.10). */
  | { kind: "knockdown" }
  /** Blinded one turn per success, losing dice meanwhile (004 Blinding). */
  | { kind: "blind"; diceLost: number }
  /** Stunned one turn per health level after soak unless a Stamina roll succeeds (004 Low Blow). */
  | { kind: "lowBlow"; staminaDifficulty: number }
  /** Stunned for a failed Stamina roll, longer for a botched one (004 Pistol Whip). */
  | { kind: "stunCheck"; staminaDifficulty: number; turns: number; botchTurns: number };

/** Where a maneuver comes from, for grouping on a sheet. */
export const MANEUVER_GROUPS = ["brawl000", "garou004", "dirtyFighting004", "custom"] as const;
export type ManeuverGroup = (typeof MANEUVER_GROUPS)[number];

export interface ManeuverDefinition {
  /** Stable identifier: the compendium item and the language keys are found by it. */
  id: string;
  /** The seed and section it comes from. */
  source: string;
  /** For grouping on a sheet: the 000 brawl table, the 004 general maneuvers, 004 dirty fighting, or a table's own. */
  group: ManeuverGroup;
  rolls: ManeuverRoll[];
  difficulty: ManeuverDifficulty;
  /** Dice added to the attack pool (000 §2.8 "Att"). */
  poolModifier: number;
  damage: ManeuverDamage;
  damageType: ManeuverDamageType | null;
  /** Garou forms that may use it; null when the source names none (the 000 table is for vampires). */
  forms: GarouForm[] | null;
  prerequisites: ManeuverPrerequisite[];
  effect: ManeuverEffect;
  /** Language keys of what the card should remind the Storyteller of. */
  notes?: string[];
}
