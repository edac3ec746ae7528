import { biddableTrait, traitsNow, type MetCharacter } from "../character";
import { MetError } from "../errors";
import type { MetCategory } from "../traits";
import type { ChallengeParty, ChallengeSide, ChallengeState } from "./types";

export const opposite = (side: ChallengeSide): ChallengeSide => (side === "challenger" ? "defender" : "challenger");

export function newParty(character: MetCharacter, options: { bidsRequired: number; bonusTraits: number; blind: boolean; moved: boolean }): ChallengeParty {
  return {
    character,
    category: null,
    aspect: null,
    bid: [],
    bidsRequired: options.bidsRequired,
    victoryCondition: null,
    effect: null,
    bonusTraits: options.bonusTraits,
    penaltyTraits: 0,
    used: [],
    abilitiesSpent: [],
    willpowerSpent: 0,
    overbidLost: [],
    overbids: [],
    blind: options.blind,
    moved: options.moved,
  };
}

/** The side's party; a static or simple test has no defender party (the Storyteller throws). */
export function party(state: ChallengeState, side: ChallengeSide): ChallengeParty | null {
  return side === "challenger" ? state.challenger : state.defender;
}

/**
 * A side's traits for ties and overbids: what it holds now in the category it bid, plus bonuses (a mob's
 * lenders), less penalties (moving more than one step, physical only). Never below 0.
 */
export function partyTraits(side: ChallengeParty): number {
  if (side.category === null) return 0;
  return Math.max(0, traitsNow(side.character, side.category) + side.bonusTraits - side.penaltyTraits);
}

/** How many of the named trait the side has committed in this challenge (bid and overbid). */
const committed = (side: ChallengeParty, name: string): number => [...side.bid, ...side.overbids].filter((entry) => entry === name).length;

/** Names of the traits in the category the side may still put up (one more of each). */
export function traitsToPutUp(side: ChallengeParty, category: MetCategory): string[] {
  const names = new Set([...side.character.traits[category].map((trait) => trait.name), ...side.character.temporary[category].map((trait) => trait.name)]);
  return [...names].filter((name) => (biddableTrait(side.character, name)?.left ?? 0) > committed(side, name));
}

/**
 * Checks a bid of traits for a side: all of one category, each held (a repeated name needs as many of it), the
 * number the side must bid. Returns the side with its bid, category and aspect set.
 */
export function withBid(side: ChallengeParty, traits: readonly string[], category: MetCategory | null, movedPenalty: boolean): ChallengeParty {
  const who = side.character.name;
  if (traits.length !== side.bidsRequired) {
    throw new MetError("MetBidCount", `${who} must bid exactly as many traits as this challenge asks: ${side.bidsRequired}, not ${traits.length}.`, { who, count: side.bidsRequired, given: traits.length });
  }
  const first = traits[0];
  const lead = first === undefined ? undefined : biddableTrait(side.character, first);
  if (first === undefined || !lead) throw new MetError("MetTraitNotHeld", `${who} has no ${first ?? "trait"} to bid.`, { who, trait: first ?? "" });
  if (category !== null && lead.category !== category) {
    throw new MetError("MetBidWrongCategory", `${who} must lead with a ${category} trait, not ${first}.`, { who, trait: first, category });
  }
  const next: ChallengeParty = { ...side, category: lead.category, aspect: lead.aspect, bid: [], penaltyTraits: movedPenalty && side.moved && lead.category === "physical" ? 1 : 0 };
  for (const name of traits) {
    const trait = biddableTrait(side.character, name);
    if (!trait || trait.left <= committed(next, name)) throw new MetError("MetTraitNotHeld", `${who} has no ${name} left to bid.`, { who, trait: name });
    if (trait.category !== lead.category) throw new MetError("MetBidWrongCategory", `${who} must bid ${lead.category} traits only, not ${name}.`, { who, trait: name, category: lead.category });
    next.bid = [...next.bid, name];
  }
  return next;
}

/** Whether the side's lead opens this power: the power's category, and its aspect when it names one. */
export function powerApplies(side: ChallengeParty, power: { category: MetCategory; aspect?: string }): boolean {
  return side.category === power.category && (power.aspect === undefined || power.aspect === side.aspect);
}

export const winsTies = (side: ChallengeParty | null): boolean => side !== null && side.character.powers.some((power) => power.winsTies === true && powerApplies(side, power));

/** Ability levels the side has left to expend on the named ability. */
export function abilityLeft(side: ChallengeParty, name: string): number {
  const ability = side.character.abilities.find((entry) => entry.name === name);
  return ability ? ability.levels - side.abilitiesSpent.filter((spent) => spent === name).length : 0;
}

export const isBlindfighting = (name: string): boolean => name.toLowerCase().replace(/[^a-z]/g, "") === "blindfighting";
