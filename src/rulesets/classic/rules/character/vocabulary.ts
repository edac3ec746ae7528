/*
 * Classic's words for a character (V20 / W20): the creature it is, a Garou's forms, breeds and auspices, and the
 * Disciplines its combat rules read. The traits every ruleset shares are in src/rules/character/traits.ts.
 */

/** Which soak table a character uses (rules map, Damage and soak). */
export const CREATURE_KINDS = ["mortal", "exceptionalHuman", "ghoul", "vampire", "garou"] as const;
export type CreatureKind = (typeof CREATURE_KINDS)[number];

export const GAROU_FORMS = ["homid", "glabro", "crinos", "hispo", "lupus"] as const;
export type GarouForm = (typeof GAROU_FORMS)[number];

export const GAROU_BREEDS = ["homid", "metis", "lupus"] as const;
export type GarouBreed = (typeof GAROU_BREEDS)[number];

export const GAROU_AUSPICES = ["ragabash", "theurge", "philodox", "galliard", "ahroun"] as const;
export type GarouAuspice = (typeof GAROU_AUSPICES)[number];

/** The disciplines the combat rules read; other powers are items with a description. */
export const COMBAT_DISCIPLINES = ["celerity", "fortitude", "potence"] as const;
export type CombatDiscipline = (typeof COMBAT_DISCIPLINES)[number];
