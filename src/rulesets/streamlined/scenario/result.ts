import type { Hold } from "../rules/grapple";
import type { HealthPoints } from "../rules/health";
import type { StreamlinedRoundState } from "../rules/round";
import type { SceneCheck } from "../rules/scene";
import type { StreamlinedScenario } from "./types";

/**
 * A value of a transcript line: a number or text as it is, a list joined by the language's separator, or
 * `{ key }`, a word of the language under `STC.Streamlined.Scenario` (an outcome, a damage type), or `{ words }`,
 * a list of such words (a turn's actions).
 */
export type LineValue = string | number | readonly string[] | { readonly key: string } | { readonly words: readonly string[] };

/** One transcript line: its key under `STC.Streamlined.Scenario` and the values of its placeholders. */
export interface ScenarioLine {
  key: string;
  data: Readonly<Record<string, LineValue>>;
}

/** One expectation of the file and what the replay produced. */
export interface ScenarioCheck {
  path: string;
  expected: unknown;
  actual: unknown;
}

export interface StreamlinedScenarioResult {
  scenario: StreamlinedScenario;
  /** The round machine's state when the file ends. */
  state: StreamlinedRoundState;
  /** Everyone's Health when the file ends, by id. */
  health: Record<string, HealthPoints>;
  holds: Hold[];
  /** Step 4's last check, null when no round was played. */
  scene: SceneCheck | null;
  /** Rounds that reached step 4. */
  roundsPlayed: number;
  lines: ScenarioLine[];
  checks: ScenarioCheck[];
}
