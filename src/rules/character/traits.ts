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

/** Dots a trait may hold. Attributes run 1..10 and abilities 0..10 to allow elders and Crinos bonuses. */
export const TRAIT_RANGE = { attribute: { min: 0, max: 10 }, ability: { min: 0, max: 10 } } as const;
