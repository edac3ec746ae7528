import { metCharacter, type MetCharacter, type MetCharacterInput } from "../../../../src/rulesets/met/rules/character";
import { applyChallengeEvent, startChallenge, type ChallengeEvent, type ChallengeSetup, type ChallengeState } from "../../../../src/rulesets/met/rules/challenge";
import type { MetAspect } from "../../../../src/rulesets/met/rules/traits";

/** `count` traits of one name and aspect. */
export const traits = (name: string, aspect: MetAspect, count: number) => ({ name, aspect, count });

/**
 * A character whose physical traits are Brawny (strength), social Charismatic, mental Clever, `counts` of each,
 * with `more` laid over (more traits of a category replace these).
 */
export function fighter(id: string, counts: { physical?: number; social?: number; mental?: number } = {}, more: Omit<MetCharacterInput, "id"> = {}): MetCharacter {
  return metCharacter({
    id,
    name: id,
    ...more,
    traits: {
      physical: counts.physical ? [traits("Brawny", "strength", counts.physical)] : [],
      social: counts.social ? [traits("Charismatic", "charisma", counts.social)] : [],
      mental: counts.mental ? [traits("Clever", "wits", counts.mental)] : [],
      ...more.traits,
    },
  });
}

/** Events applied in order. */
export const play = (state: ChallengeState, ...events: ChallengeEvent[]): ChallengeState => events.reduce(applyChallengeEvent, state);

/** A contested physical challenge declared and bid: `a` punches `b` with Brawny, `b` answers with its first physical trait. */
export function punch(a: MetCharacter, b: MetCharacter, setup: Partial<ChallengeSetup> = {}, defenderTrait = "Brawny"): ChallengeState {
  return play(
    startChallenge({ kind: "contested", challenger: a, defender: b, ...setup }),
    { type: "declare", target: b.id, victoryCondition: `Punch ${b.id}`, firstTrait: "Brawny", effect: { damage: { levels: 1, type: "bashing" } } },
    { type: "bid", traits: [defenderTrait], victoryCondition: "Dodge" },
  );
}

export const win = { type: "throws", challenger: "rock", defender: "scissors" } as const;
export const lose = { type: "throws", challenger: "scissors", defender: "rock" } as const;
export const tie = { type: "throws", challenger: "paper", defender: "paper" } as const;
export const pass = (side: "challenger" | "defender") => ({ type: "pass", side }) as const;
