import { V20_AUTOFIRE, type AutofireTable } from "./autofire";

/**
 * The numbers of the Classic attack modifiers, as data so a table can change them (rules map, Attack).
 */
export const COVER_CLASSES = ["light", "good", "superior"] as const;
export type CoverClass = (typeof COVER_CLASSES)[number];

export const CALLED_SHOTS = ["limb", "head", "eye"] as const;
export type CalledShot = (typeof CALLED_SHOTS)[number];

export const RANGE_BANDS = ["pointBlank", "normal", "long", "beyond"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

export const POSITIONS = ["front", "flank", "rear"] as const;
export type Position = (typeof POSITIONS)[number];

export interface CombatTables {
  baseDifficulty: number;
  /** Added to the difficulty of shots at a target in cover (000 §2.9: light +1, good +1, superior +2). */
  cover: Record<CoverClass, number>;
  /** Difficulty of a ranged attack by band, replacing the base (000 §2.9); `beyond` cannot be attempted. */
  rangeDifficulty: Record<Exclude<RangeBand, "beyond">, number>;
  /** Metres within which a shot is point blank (000 §2.9). */
  pointBlankMetres: number;
  /** Difficulty and damage dice added by a called shot (000 §2.7). */
  calledShot: Record<CalledShot, { difficulty: number; damage: number }>;
  /** Attack dice for attacking from the flank or the rear (000 §2.7). */
  position: Record<Position, number>;
  /** +1 difficulty per melee opponent beyond the first, at most this much (000 §2.3). */
  multipleOpponentsMax: number;
  /** Difficulty added to melee and brawl attacks made blind (000 §2.7, §2.10). */
  blindFighting: number;
  /** Difficulty taken off attacks against a stunned target (004 Stun). */
  stunnedTarget: number;
  /** Attacks against a held but struggling target: 004 takes 2 off the difficulty, 000 §2.10 adds 2 dice. */
  heldTarget: { difficulty: number; dice: number };
  /** Bursts, full auto and sprays (V20 core, Chapter Six: Combat, Firearms). */
  autofire: AutofireTable;
}

export const COMBAT_TABLES: Readonly<CombatTables> = Object.freeze({
  baseDifficulty: 6,
  cover: { light: 1, good: 1, superior: 2 },
  rangeDifficulty: { pointBlank: 4, normal: 6, long: 8 },
  pointBlankMetres: 2,
  calledShot: { limb: { difficulty: 1, damage: 0 }, head: { difficulty: 2, damage: 1 }, eye: { difficulty: 3, damage: 2 } },
  position: { front: 0, flank: 1, rear: 2 },
  multipleOpponentsMax: 4,
  blindFighting: 2,
  stunnedTarget: 2,
  heldTarget: { difficulty: 2, dice: 2 },
  autofire: V20_AUTOFIRE,
});

/** The band a shot falls in, from the distance and the weapon's range (000 §2.9). */
export function rangeBandFor(distanceMetres: number, weaponRange: number, tables: CombatTables = COMBAT_TABLES): RangeBand {
  if (distanceMetres <= tables.pointBlankMetres) return "pointBlank";
  if (distanceMetres <= weaponRange) return "normal";
  if (distanceMetres <= 2 * weaponRange) return "long";
  return "beyond";
}
