import { isInBreedForm } from "../character/forms";
import type { CharacterStats } from "../character/stats";
import type { CreatureKind } from "../character/vocabulary";
import { effectiveAttributes } from "../character/effective";
import { poolOdds } from "../dice/odds";
import type { SoakKey } from "./damage-sources";
import { buildRoll, poolSpecOf, type RollPlan } from "./roll-plan";

/**
 * Soak by creature and damage (000 §4, 004 Soaking and its damage table; rules map, Damage and soak), as a
 * table: each cell lists the ways the creature may soak that damage (none: it cannot). Soak rolls take no
 * wound penalty (000 §5), cancel nothing with 1s and never botch (000 §4.1).
 */
export type SoakPartId = "stamina" | "fortitude" | "armour";
export type SoakProfile = Exclude<CreatureKind, "garou"> | "garou" | "garouBreedForm";

export interface SoakRow {
  parts: SoakPartId[];
  difficulty: number;
  source: string;
}

const row = (parts: SoakPartId[], difficulty: number, source: string): SoakRow => ({ parts, difficulty, source });

const MORTAL = "000 §4 (mortals); 004 Soaking";
const VAMPIRE = "000 §4 (vampires)";
const GHOUL = "V20 core (ghouls soak as mortals, with Fortitude); rules map";
const EXCEPTIONAL = "004 Damage (lethal soak difficulty 8 for exceptional humans)";
const GAROU = "004 Damage and Soaking; W20 core";

export const SOAK_TABLE: Readonly<Record<SoakProfile, Readonly<Record<SoakKey, readonly SoakRow[]>>>> = {
  mortal: {
    bashing: [row(["stamina", "armour"], 6, MORTAL)],
    lethal: [row(["armour"], 6, MORTAL)],
    aggravated: [],
    sunlight: [],
    silver: [row(["armour"], 6, MORTAL)],
  },
  exceptionalHuman: {
    bashing: [row(["stamina", "armour"], 6, MORTAL)],
    // As a mortal (armour alone), or Stamina with it at difficulty 8: the soak step takes the better one.
    lethal: [row(["armour"], 6, MORTAL), row(["stamina", "armour"], 8, EXCEPTIONAL)],
    aggravated: [],
    sunlight: [],
    silver: [row(["armour"], 6, MORTAL), row(["stamina", "armour"], 8, EXCEPTIONAL)],
  },
  ghoul: {
    bashing: [row(["stamina", "fortitude", "armour"], 6, GHOUL)],
    lethal: [row(["fortitude", "armour"], 6, GHOUL)],
    aggravated: [],
    sunlight: [],
    silver: [row(["fortitude", "armour"], 6, GHOUL)],
  },
  vampire: {
    bashing: [row(["stamina", "fortitude", "armour"], 6, VAMPIRE)],
    lethal: [row(["stamina", "fortitude", "armour"], 6, VAMPIRE)],
    aggravated: [row(["fortitude", "armour"], 6, VAMPIRE)],
    sunlight: [row(["fortitude"], 6, VAMPIRE)],
    silver: [row(["stamina", "fortitude", "armour"], 6, VAMPIRE)],
  },
  garou: {
    bashing: [row(["stamina", "armour"], 6, GAROU)],
    lethal: [row(["stamina", "armour"], 6, GAROU)],
    aggravated: [row(["stamina", "armour"], 6, GAROU)],
    sunlight: [row(["stamina", "armour"], 6, GAROU)],
    silver: [],
  },
  // In breed form a Garou soaks as the human or wolf it was born: Stamina against bashing only.
  garouBreedForm: {
    bashing: [row(["stamina", "armour"], 6, GAROU)],
    lethal: [row(["armour"], 6, GAROU)],
    aggravated: [],
    sunlight: [],
    silver: [],
  },
};

export function soakProfileOf(stats: CharacterStats): SoakProfile {
  if (stats.creature !== "garou") return stats.creature;
  return stats.garou && isInBreedForm(stats.garou.breed, stats.garou.form) ? "garouBreedForm" : "garou";
}

/** The numbers soak reads from a character, with Stamina as its Garou form leaves it. */
export interface SoakTraits {
  profile: SoakProfile;
  stamina: number;
  fortitude: number;
  armour: number;
}

export function soakTraitsOf(stats: CharacterStats): SoakTraits {
  return {
    profile: soakProfileOf(stats),
    stamina: effectiveAttributes(stats).stamina,
    fortitude: stats.disciplines.fortitude,
    armour: stats.armour.rating,
  };
}

/** Every way the character may soak this damage, as rolls (empty: the damage cannot be soaked). */
export function soakRolls(traits: SoakTraits, key: SoakKey): RollPlan[] {
  return SOAK_TABLE[traits.profile][key].map((entry) =>
    buildRoll(
      "soak",
      entry.parts.map((part) => ({ id: part, dice: traits[part] })),
      [],
      { baseDifficulty: entry.difficulty },
    ),
  );
}

/** The way with the most soak expected (exact odds); the first on a tie. -1 when there is none. */
export function bestSoakIndex(rolls: readonly RollPlan[]): number {
  if (rolls.length < 2) return rolls.length - 1;
  let best = -1;
  let bestExpected = -1;
  rolls.forEach((plan, index) => {
    const expected = poolOdds(poolSpecOf(plan)).expected;
    if (expected > bestExpected) {
      best = index;
      bestExpected = expected;
    }
  });
  return best;
}
