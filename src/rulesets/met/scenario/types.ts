import type { MetCharacterInput } from "../rules/character";
import type { ChallengeEvent, ChallengeKind, ChallengeSetup, DeclaredAttack, VictoryEffect } from "../rules/challenge";
import type { RoundIntent } from "../rules/order";
import type { MetCategory } from "../rules/traits";

/** A Mind's Eye Theatre fight written down (./README.md), checked field by field. */
export interface MetScenario {
  ruleset: "met";
  title: string | null;
  notes: string[];
  combatants: MetCharacterInput[];
  rounds: ScenarioRound[];
  expect: Record<string, unknown>;
}

export interface ScenarioRound {
  notes: string[];
  order: ScenarioOrder | null;
  plan: ScenarioPlan | null;
  challenges: ScenarioChallenge[];
  expect: Record<string, unknown>;
}

export interface ScenarioOrder {
  intents: (Omit<RoundIntent, "character"> & { combatant: string })[];
  tieOrder: string[];
  expect: Record<string, unknown>;
}

export interface ScenarioPlan {
  attacks: DeclaredAttack[];
  expect: Record<string, unknown>;
}

/** A check inside a challenge's events: what the state and its offers must be at that point. */
export interface ScenarioCheck {
  check: Record<string, unknown>;
}

export type ScenarioStep = ChallengeEvent | ScenarioCheck;

export interface ScenarioMobLender {
  combatant: string;
  traits: string[];
  victoryCondition: string;
  effect?: VictoryEffect;
  calledNegativeTraits?: string[];
  extraBids?: number;
}

export interface ScenarioChallenge {
  notes: string[];
  kind: ChallengeKind | "mob";
  challenger: string;
  /** The target of a contested challenge, a mob's target. */
  defender: string | null;
  lenders: ScenarioMobLender[];
  difficulty: number | null;
  needsWin: boolean;
  situation: Omit<ChallengeSetup, "kind" | "challenger" | "defender" | "difficulty" | "needsWin">;
  /** The extra action (its power's name) this challenge is taken on, instead of the turn's test-action. */
  extraAction: string | null;
  /** What the action counts as against its target's one-per-category limit; by default its type (see replay.ts). */
  counts: MetCategory | null;
  steps: ScenarioStep[];
  expect: Record<string, unknown>;
}
