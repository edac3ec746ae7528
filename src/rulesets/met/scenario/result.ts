import type { MetCharacter } from "../rules/character";
import type { ChallengeResult, ChallengeState, PlannedChallenge } from "../rules/challenge";
import type { Hold } from "../rules/grapple";
import type { RoundOrder } from "../rules/order";
import type { MetCategory } from "../rules/traits";
import type { MetScenario } from "./types";

/**
 * A value of a transcript line: a number or text as it is; a list, joined by the language's separator (an empty
 * one reads as the language's word for nobody); or `{ key, data }`, a phrase of the language under
 * `STC.Met.Scenario` (a throw, a category, a step of the order) with its own values.
 */
export type LineValue = string | number | readonly LineValue[] | LinePhrase;

export interface LinePhrase {
  readonly key: string;
  readonly data?: Readonly<Record<string, LineValue>>;
}

/** One transcript line: its key under `STC.Met.Scenario` and its placeholders' values. */
export interface ScenarioLine {
  key: string;
  data: Readonly<Record<string, LineValue>>;
}

/** One expectation of the file and what the replay produced. */
export interface ScenarioCheckResult {
  path: string;
  expected: unknown;
  actual: unknown;
}

export interface ChallengeReplay {
  state: ChallengeState;
  result: ChallengeResult;
}

export interface RoundReplay {
  order: RoundOrder | null;
  plan: PlannedChallenge[] | null;
  challenges: ChallengeReplay[];
  /** Who used their one test-action this round. */
  actionsSpent: string[];
  /** The challenges each character was the target of, by category. */
  targeted: Record<string, MetCategory[]>;
}

export interface MetScenarioResult {
  scenario: MetScenario;
  /** Everyone as the file ends, by id. */
  characters: Record<string, MetCharacter>;
  holds: Hold[];
  rounds: RoundReplay[];
  lines: ScenarioLine[];
  checks: ScenarioCheckResult[];
}
