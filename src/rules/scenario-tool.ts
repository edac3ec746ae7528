import type { ErrorNames } from "./error-names";
import type { Translate } from "./translate";

/** An `expect` value of a scenario file that its replay did not produce. */
export interface UnmetExpectation {
  /** The JSON path of the expected value, e.g. `rounds[0].turns[1].actions[0].expect.margin`. */
  path: string;
  expected: unknown;
  actual: unknown;
}

/** A file's replay as the scenario command prints it: the result as JSON, its transcript and what it missed. */
export interface ScenarioReplay {
  result: object;
  transcript(t: Translate): string[];
  unmet: UnmetExpectation[];
}

/**
 * A ruleset's scenario tool (src/rulesets/<id>/scenario): a fight written down as JSON in that ruleset's own
 * format, checked and replayed through its rules. Bad input is refused with a RulesError naming the field.
 */
export interface ScenarioTool {
  readonly ruleset: string;
  /** The identifiers its refusals carry beyond the shared traits, each with the language key that names it. */
  readonly errorNames?: ErrorNames;
  replayFile(data: unknown): ScenarioReplay;
}

/** A ruleset's own scenario format, step by step; its scenario tool is built on it (src/rulesets/<id>/scenario). */
export interface ScenarioFormat<Scenario, Result> {
  /** Checks the JSON and returns the fight typed; a bad field is refused with the ruleset's RulesError naming it. */
  parse(data: unknown): Scenario;
  /** Plays the fight through the ruleset's rules. */
  replay(scenario: Scenario): Result;
  /** The file's `expect` values the replay did not produce; empty when all are met. */
  unmetExpectations(result: Result): string[];
  /** The fight as a Storyteller reads it, in the language `t` translates to. */
  transcript(result: Result, t: Translate): string[];
}
