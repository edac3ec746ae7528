import { defineRules, type RulesDefinition } from "../../../rules/ruleset/definition";
import { applyChallengeEvent, challengeOffers, challengeResult, startChallenge, startMobChallenge, type ChallengeEvent, type ChallengeOffers, type ChallengeResult, type ChallengeSetup, type ChallengeState, type MobSetup } from "./challenge";

/** Mind's Eye Theatre has no option: 003 leaves nothing to a table's choice that the rules need to know. */
export type MetOptions = Record<never, never>;

export const MET_DEFAULTS: Readonly<MetOptions> = Object.freeze({});
export const MET_CHOICES: Readonly<Record<string, readonly unknown[]>> = Object.freeze({});

/** The challenge state machine (./challenge) as one object. */
export interface MetChallengeRules {
  start(setup: ChallengeSetup): ChallengeState;
  startMob(setup: MobSetup): ChallengeState;
  apply(state: ChallengeState, event: ChallengeEvent): ChallengeState;
  offers(state: ChallengeState): ChallengeOffers;
  result(state: ChallengeState): ChallengeResult;
}

export const MET_CHALLENGE: MetChallengeRules = Object.freeze({
  start: startChallenge,
  startMob: startMobChallenge,
  apply: applyChallengeEvent,
  offers: challengeOffers,
  result: challengeResult,
});

/** The Mind's Eye Theatre ruleset (rules map, seed 003) as data. See ../README.md. */
export interface MetRuleset {
  readonly id: "met";
  readonly options: Readonly<MetOptions>;
  readonly challenge: MetChallengeRules;
}

export type MetRulesetDefinition = RulesDefinition<"met", MetOptions, MetRuleset>;

export const MET_RULESET: MetRulesetDefinition = defineRules("met", MET_DEFAULTS, MET_CHOICES, (options) => ({ id: "met", options, challenge: MET_CHALLENGE }));
