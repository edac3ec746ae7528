import { abilityLeft, isBlindfighting, opposite, party, partyTraits, powerApplies, traitsToPutUp } from "./party";
import type { CancellableKind, ChallengeParty, ChallengeSide, ChallengeState, RetestOffer } from "./types";

/** The standing of the last throw; null before the first. */
export const standing = (state: ChallengeState) => state.throws.at(-1)?.standing ?? null;

/** The side's traits against the other's, for overbids: a static test's difficulty stands for the Storyteller. */
export function sideTraits(state: ChallengeState, side: ChallengeSide): number {
  const own = party(state, side);
  if (own) return partyTraits(own);
  return state.difficulty ?? 0;
}

const abilityNames = (side: ChallengeParty): string[] => side.character.abilities.filter((ability) => ability.category === side.category && abilityLeft(side, ability.name) > 0).map((ability) => ability.name);
const powerNames = (side: ChallengeParty): string[] => side.character.powers.filter((power) => power.retest === true && powerApplies(side, power)).map((power) => power.name);
const meritNames = (side: ChallengeParty): string[] => side.character.merits.filter((merit) => merit.retest === true && (merit.category === undefined || merit.category === side.category)).map((merit) => merit.name);

const offer = (kind: RetestOffer["kind"], names: string[]): RetestOffer[] => (names.length > 0 ? [{ kind, names }] : []);

/**
 * The retests a side could call after the last throw, whoever's move it is (003 Retests): only a side the throw
 * does not favour; none in a simple test or after a last retest. A contested challenge: one ability, power and
 * merit each, an overbid, Willpower for the defender of a mental or social challenge, surprise for the
 * challenger. A static test: the challenger's ability and overbid; the Storyteller's overbid of the difficulty.
 */
export function possibleRetests(state: ChallengeState, side: ChallengeSide): RetestOffer[] {
  if (state.kind === "simple" || state.closed || state.relented) return [];
  const now = standing(state);
  if (now === null || now === side) return [];
  const own = party(state, side);
  if (!own) {
    // The Storyteller on a static test: only an overbid, and only when the difficulty is at least twice the traits.
    const mayOverbid = !state.storytellerUsed.includes("overbid") && (state.difficulty ?? 0) >= 2 * sideTraits(state, "challenger");
    return mayOverbid ? [{ kind: "overbid", names: ["difficulty"] }] : [];
  }
  if (own.category === null) return [];
  const unused = (kind: RetestOffer["kind"]) => !own.used.includes(kind);
  const offers: RetestOffer[] = [];
  if (unused("ability")) offers.push(...offer("ability", abilityNames(own)));
  if (state.kind === "contested") {
    if (unused("power")) offers.push(...offer("power", powerNames(own)));
    if (unused("merit")) offers.push(...offer("merit", meritNames(own)));
  }
  if (unused("overbid")) offers.push(...offer("overbid", traitsToPutUp(own, own.category)));
  if (state.kind === "contested") {
    if (side === "defender" && unused("willpower") && (own.category === "mental" || own.category === "social") && own.character.willpower.current - own.willpowerSpent > 0) offers.push({ kind: "willpower", names: ["Willpower"] });
    if (side === "challenger" && unused("surprise") && state.situation.surprise) offers.push({ kind: "surprise", names: ["Surprise"] });
  }
  return offers;
}

/** The cancels a side could use against a retest of this kind (003 Retests: "canceling with opposing retest from the same category"). */
export function possibleCancels(state: ChallengeState, side: ChallengeSide, kind: CancellableKind): RetestOffer[] {
  const own = party(state, side);
  if (state.kind !== "contested" || !own || own.category === null || own.used.includes(kind)) return [];
  const names = kind === "ability" ? abilityNames(own) : kind === "power" ? powerNames(own) : meritNames(own);
  return offer(kind, names);
}

/** Blindfighting levels the blind winner may expend to negate the darkness retest. */
export function blindfightingNames(state: ChallengeState, side: ChallengeSide): string[] {
  const own = party(state, side);
  return own ? own.character.abilities.filter((ability) => isBlindfighting(ability.name) && abilityLeft(own, ability.name) > 0).map((ability) => ability.name) : [];
}

export { opposite };
