import { MAX_DIFFICULTY, MIN_DIFFICULTY } from "../../rules/dice/pool-spec";

/**
 * The ranges of the item models' numbers, in a module that reads no Foundry global: the models (weapon.ts,
 * armor.ts, power.ts) build their fields from them, and the importer (import/) fits a foreign file's numbers
 * into them before anything is written.
 */

/** Damage dice added to an attribute, or a firearm's fixed dice (V20 core tables run to about 10). */
export const DAMAGE_BONUS_RANGE = { min: 0, max: 20 } as const;
/** Range in metres: a rifle's 200 is the longest in the core tables; room for more. */
export const WEAPON_RANGE_RANGE = { min: 0, max: 2000 } as const;
export const RATE_RANGE = { min: 0, max: 50 } as const;
export const CLIP_RANGE = { min: 0, max: 200 } as const;
/** Rounds loaded: a full clip and the chambered round. */
export const LOADED_RANGE = { min: 0, max: CLIP_RANGE.max + 1 } as const;
export const DIFFICULTY_RANGE = { min: MIN_DIFFICULTY, max: MAX_DIFFICULTY } as const;

/** Armour classes 1-5 (V20 core); 0 for clothing that only carries a name. */
export const ARMOR_RATING_RANGE = { min: 0, max: 5 } as const;
export const ARMOR_PENALTY_RANGE = { min: 0, max: 5 } as const;

export const POWER_LEVEL_RANGE = { min: 0, max: 10 } as const;
/** Points a power spends when used: blood, Willpower, Rage or Gnosis, each up to ten. */
export const POWER_COST_RANGE = { min: 0, max: 10 } as const;
