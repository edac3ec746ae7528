import { metCharacter, type MetCharacter, type MetCharacterInput } from "../../../../src/rulesets/met/rules/character";
import { applyChallengeEvent, type ChallengeEvent, type ChallengeState } from "../../../../src/rulesets/met/rules/challenge";
import type { MetAspect } from "../../../../src/rulesets/met/rules/traits";

/** `n` traits of one name and aspect. */
export const traits = (name: string, aspect: MetAspect, count: number) => ({ name, aspect, count });

/** A character with `physical` strength-related Brawny traits, `social` Charismatic, `mental` Clever unless given. */
export function fighter(id: string, counts: { physical?: number; social?: number; mental?: number } = {}, more: Omit<MetCharacterInput, "id"> = {}): MetCharacter {
  return metCharacter({
    id,
    name: id,
    traits: {
      physical: counts.physical ? [traits("Brawny", "strength", counts.physical)] : [],
      social: counts.social ? [traits("Charismatic", "charisma", counts.social)] : [],
      mental: counts.mental ? [traits("Clever", "wits", counts.mental)] : [],
    },
    ...more,
  });
}

/** Events applied in order. */
export const play = (state: ChallengeState, ...events: ChallengeEvent[]): ChallengeState => events.reduce(applyChallengeEvent, state);
