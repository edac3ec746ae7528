import { MetError } from "./errors";

/** The three trait categories (003 Types of Tests): every challenge and every action is one of them. */
export const MET_CATEGORIES = ["physical", "social", "mental"] as const;
export type MetCategory = (typeof MET_CATEGORIES)[number];

/**
 * What a trait is related to within its category (003 Bidding Traits: "a strength-related trait", "the dexterity
 * related trait"; 003 Physical Traits and Blood: "Strength, Stamina, or Agility related", Agility being Dexterity).
 * A trait's aspect decides which powers it opens (Might for strength, Fleetness for dexterity).
 */
export const MET_ASPECTS = {
  physical: ["strength", "dexterity", "stamina"],
  social: ["charisma", "manipulation", "appearance"],
  mental: ["perception", "intelligence", "wits"],
} as const satisfies Record<MetCategory, readonly string[]>;
export type MetAspect = (typeof MET_ASPECTS)[MetCategory][number];

/** One named trait and how many times the character has it ("Brawny ×2" is count 2). */
export interface MetTrait {
  name: string;
  aspect: MetAspect;
  count: number;
}

/** A character's traits, named, by category. */
export type MetTraits = Readonly<Record<MetCategory, readonly MetTrait[]>>;

/** Negative traits by category: names only, each one an opponent may call for one more trait bid. */
export type MetNegativeTraits = Readonly<Record<MetCategory, readonly string[]>>;

export const isCategory = (value: unknown): value is MetCategory => typeof value === "string" && (MET_CATEGORIES as readonly string[]).includes(value);

export function categoryOfAspect(aspect: MetAspect): MetCategory {
  for (const category of MET_CATEGORIES) if ((MET_ASPECTS[category] as readonly string[]).includes(aspect)) return category;
  throw new MetError("MetAspectUnknown", `There is no trait aspect ${String(aspect)}.`, { aspect: String(aspect) });
}

export const isAspect = (value: unknown): value is MetAspect => typeof value === "string" && MET_CATEGORIES.some((category) => (MET_ASPECTS[category] as readonly string[]).includes(value));

/** Traits lost for the scene, by name within each category (a name once per trait lost). */
export type MetLostTraits = Readonly<Record<MetCategory, readonly string[]>>;

export const noTraits = (): Record<MetCategory, string[]> => ({ physical: [], social: [], mental: [] });

/** How many of a named trait are left after the losses. */
export function traitLeft(traits: MetTraits, lost: MetLostTraits, category: MetCategory, name: string): number {
  const have = traits[category].filter((trait) => trait.name === name).reduce((sum, trait) => sum + trait.count, 0);
  return have - lost[category].filter((lostName) => lostName === name).length;
}

/** The category's traits the character has now: every count, less what was lost this scene. */
export function traitCount(traits: MetTraits, lost: MetLostTraits, category: MetCategory): number {
  return Math.max(0, traits[category].reduce((sum, trait) => sum + trait.count, 0) - lost[category].length);
}

/** A trait by name in any category, or undefined. */
export function findTrait(traits: MetTraits, name: string): { category: MetCategory; trait: MetTrait } | undefined {
  for (const category of MET_CATEGORIES) {
    const trait = traits[category].find((entry) => entry.name === name);
    if (trait) return { category, trait };
  }
  return undefined;
}
