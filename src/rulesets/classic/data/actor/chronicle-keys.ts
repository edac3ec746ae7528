/** Glory, Honor and Wisdom (W20 core), in sheet order. */
export const RENOWN_KINDS = ["glory", "honor", "wisdom"] as const;
export type RenownKind = (typeof RENOWN_KINDS)[number];

/** The first Virtue: Conscience, or Conviction on a Path of Enlightenment (V20 core). */
export const CONSCIENCE_KINDS = ["conscience", "conviction"] as const;
export type ConscienceKind = (typeof CONSCIENCE_KINDS)[number];

/** The second Virtue: Self-Control, or Instinct on a Path of Enlightenment (V20 core). */
export const SELF_CONTROL_KINDS = ["selfControl", "instinct"] as const;
export type SelfControlKind = (typeof SELF_CONTROL_KINDS)[number];

/**
 * Ratings a power's roll may name besides Attributes and Abilities: permanent Willpower, Rage or Gnosis and the
 * Virtues (a Thaumaturgy path rolls Willpower, many Gifts roll Gnosis or Rage, V20 / W20 core).
 */
export const ROLLED_RATINGS = ["willpower", "rage", "gnosis", "conscience", "selfControl", "courage"] as const;
export type RolledRating = (typeof ROLLED_RATINGS)[number];
