import { MetError } from "./errors";
import { freshHealth, isIncapacitated, woundBids, type MetHealth } from "./health";
import { categoryOfAspect, findTrait, MET_CATEGORIES, noTraits, traitCount, traitLeft, type MetAspect, type MetCategory, type MetLostTraits, type MetNegativeTraits, type MetTraits } from "./traits";

/** An ability: its levels, each one a retest to expend, in the category of challenge it serves (Brawl, Dodge: physical). */
export interface MetAbility {
  name: string;
  levels: number;
  category: MetCategory;
}

/**
 * A power as the challenge rules read it. `category` (and `aspect` when set) is what the first trait bid must
 * be for it to apply (003 Bidding Traits: Might after a strength trait, Fleetness after a dexterity trait).
 * - `retest`: it gives a power retest; `lastRetest`: that retest closes the chain (Might).
 * - `winsTies`: a tied throw goes to its user before traits are compared (Fleetness).
 * - `extraActions`: actions after everyone's initiative (Swiftness, Legerity, Black Metamorphosis), see order.ts.
 */
export interface MetPower {
  name: string;
  category: MetCategory;
  aspect?: MetAspect;
  retest?: boolean;
  lastRetest?: boolean;
  winsTies?: boolean;
  extraActions?: number;
  /** Black Metamorphosis's extra action may not move (003 Multiple Actions). */
  extraActionSource?: "celerity" | "blackMetamorphosis";
}

/** A merit; `retest` when it gives a merit retest in its category (any category when none is given). */
export interface MetMerit {
  name: string;
  category?: MetCategory;
  retest?: boolean;
}

/** A temporary trait (003 Physical Traits and Blood): for the scene, or for one challenge. */
export interface MetTemporaryTrait {
  name: string;
  aspect: MetAspect;
  lasts: "scene" | "challenge";
}

/** A Mind's Eye Theatre character as plain data: what the challenge, order and combat rules read. */
export interface MetCharacter {
  id: string;
  name: string;
  traits: MetTraits;
  negativeTraits: MetNegativeTraits;
  abilities: readonly MetAbility[];
  powers: readonly MetPower[];
  merits: readonly MetMerit[];
  willpower: { permanent: number; current: number };
  blood: { current: number; max: number; perTurn: number };
  /** The most traits a category may hold (the generational maximum). */
  traitMaximum: number;
  /** Potence (dots), for dragging (003 Dragging Opponents). */
  potence: number;
  /** Traits Alacrity adds to initiative (003 Order of Actions). */
  alacrity: number;
  health: MetHealth;
  /** Traits lost this scene (bid and lost, a failed overbid), by category. */
  lost: MetLostTraits;
  /** Traits bought with blood, by category. */
  temporary: Readonly<Record<MetCategory, readonly MetTemporaryTrait[]>>;
}

export interface MetCharacterInput {
  id: string;
  name?: string;
  traits?: Partial<MetTraits>;
  negativeTraits?: Partial<MetNegativeTraits>;
  abilities?: readonly MetAbility[];
  powers?: readonly MetPower[];
  merits?: readonly MetMerit[];
  willpower?: number | { permanent: number; current: number };
  blood?: number | { current: number; max: number; perTurn?: number };
  traitMaximum?: number;
  potence?: number;
  alacrity?: number;
  health?: MetHealth;
  lost?: Partial<MetLostTraits>;
  temporary?: Partial<Record<MetCategory, readonly MetTemporaryTrait[]>>;
}

function whole(what: string, value: unknown, max = 99): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
    throw new MetError("MetValueInvalid", `${what} must be a whole number from 0 to ${max}, not ${String(value)}.`, { what, value: String(value), max });
  }
  return value;
}

/** A character from plain data, every number checked; left out: no traits, Willpower 0, no blood, unhurt. */
export function metCharacter(input: MetCharacterInput): MetCharacter {
  const traits = Object.fromEntries(MET_CATEGORIES.map((category) => [category, (input.traits?.[category] ?? []).map((trait) => {
    if (categoryOfAspect(trait.aspect) !== category) {
      throw new MetError("MetTraitWrongCategory", `${trait.name} is ${trait.aspect}-related, not a ${category} trait.`, { trait: trait.name, category });
    }
    return { name: trait.name, aspect: trait.aspect, count: whole(trait.name, trait.count, 30) };
  })])) as unknown as MetTraits;
  const willpower = typeof input.willpower === "number" ? { permanent: input.willpower, current: input.willpower } : (input.willpower ?? { permanent: 0, current: 0 });
  const blood = typeof input.blood === "number" ? { current: input.blood, max: input.blood, perTurn: 1 } : { current: input.blood?.current ?? 0, max: input.blood?.max ?? 0, perTurn: input.blood?.perTurn ?? 1 };
  const lost = { ...noTraits(), ...input.lost };
  for (const category of MET_CATEGORIES) {
    for (const name of new Set(lost[category])) {
      if (traitLeft(traits, lost, category, name) < 0) throw new MetError("MetTraitNotHeld", `${input.id} has no ${name} left to lose.`, { who: input.id, trait: name });
    }
  }
  return {
    id: input.id,
    name: input.name ?? input.id,
    traits,
    negativeTraits: { ...{ physical: [], social: [], mental: [] }, ...input.negativeTraits },
    abilities: (input.abilities ?? []).map((ability) => ({ ...ability, levels: whole(ability.name, ability.levels, 10) })),
    powers: input.powers ?? [],
    merits: input.merits ?? [],
    willpower: { permanent: whole("Willpower", willpower.permanent, 20), current: whole("Willpower", willpower.current, 20) },
    blood: { current: whole("Blood", blood.current), max: whole("Blood", blood.max), perTurn: whole("Blood per turn", blood.perTurn, 20) },
    traitMaximum: whole("Trait maximum", input.traitMaximum ?? 20, 30),
    potence: whole("Potence", input.potence ?? 0, 10),
    alacrity: whole("Alacrity", input.alacrity ?? 0, 10),
    health: input.health ?? freshHealth(),
    lost,
    temporary: { physical: [], social: [], mental: [], ...input.temporary },
  };
}

/** Traits in the category the character can bid now: its own less those lost, plus temporary ones. */
export function traitsNow(character: MetCharacter, category: MetCategory): number {
  return traitCount(character.traits, character.lost, category) + character.temporary[category].length;
}

/**
 * Base traits in the category (003 Order of Actions: "compare only a character's base traits"): its own less those
 * lost, without temporary ones.
 */
export const baseTraits = (character: MetCharacter, category: MetCategory): number => traitCount(character.traits, character.lost, category);

/** A named trait the character can still bid, with its category and aspect, or undefined. */
export function biddableTrait(character: MetCharacter, name: string): { category: MetCategory; aspect: MetAspect; left: number } | undefined {
  const own = findTrait(character.traits, name);
  if (own) {
    const temporary = character.temporary[own.category].filter((trait) => trait.name === name).length;
    return { category: own.category, aspect: own.trait.aspect, left: traitLeft(character.traits, character.lost, own.category, name) + temporary };
  }
  for (const category of MET_CATEGORIES) {
    const temporary = character.temporary[category].filter((trait) => trait.name === name);
    const first = temporary[0];
    if (first) return { category, aspect: first.aspect, left: temporary.length };
  }
  return undefined;
}

/** The extra traits every challenge asks of the character: one per negative trait called on it, one for wounds. */
export function requiredExtraBids(character: MetCharacter, calledNegativeTraits: readonly string[] = []): number {
  for (const name of calledNegativeTraits) {
    if (!MET_CATEGORIES.some((category) => character.negativeTraits[category].includes(name))) {
      throw new MetError("MetNegativeTraitUnknown", `${character.name} has no negative trait ${name}.`, { who: character.name, trait: name });
    }
  }
  return calledNegativeTraits.length + woundBids(character.health);
}

export const canAct = (character: MetCharacter): boolean => !isIncapacitated(character.health);
