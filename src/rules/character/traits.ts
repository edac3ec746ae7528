/** The nine attributes (V20 / W20 core), in sheet order. */
export const ATTRIBUTES = [
  "strength", "dexterity", "stamina",
  "charisma", "manipulation", "appearance",
  "perception", "intelligence", "wits",
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** The union of V20 and W20 abilities, plus the Revised-era Dodge talent (000 §2.11). */
export const TALENTS = [
  "alertness", "athletics", "awareness", "brawl", "dodge", "empathy", "expression",
  "intimidation", "leadership", "primalUrge", "streetwise", "subterfuge",
] as const;
export const SKILLS = [
  "animalKen", "crafts", "drive", "etiquette", "firearms", "larceny",
  "melee", "performance", "stealth", "survival",
] as const;
export const KNOWLEDGES = [
  "academics", "computer", "enigmas", "finance", "investigation", "law",
  "medicine", "occult", "politics", "rituals", "science", "technology",
] as const;
export const ABILITIES = [...TALENTS, ...SKILLS, ...KNOWLEDGES] as const;
export type Ability = (typeof ABILITIES)[number];
export type Trait = Attribute | Ability;

/** Dots a trait may hold. Attributes run 1..10 and abilities 0..10 to allow elders and Crinos bonuses. */
export const TRAIT_RANGE = { attribute: { min: 0, max: 10 }, ability: { min: 0, max: 10 } } as const;
