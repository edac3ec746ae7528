import { unmetStreamlinedExpectations } from "./expectations";
import { parseStreamlinedScenario } from "./parse";
import { replayStreamlinedScenario } from "./replay";
import type { StreamlinedScenarioResult } from "./result";
import { streamlinedTranscript, type Translate } from "./transcript";
import type { StreamlinedScenario } from "./types";

export type * from "./result";
export type * from "./types";
export type { Translate } from "./transcript";

/** The scenario tool for Streamlined fights written as JSON (./README.md): parse, replay, check, transcript. */
export const STREAMLINED_SCENARIO: {
  /** Checks the JSON and returns the fight typed; a bad field is refused with a StreamlinedError naming it. */
  parse(data: unknown): StreamlinedScenario;
  /** Plays the fight through Streamlined's round machine and attack chain. */
  replay(scenario: StreamlinedScenario): StreamlinedScenarioResult;
  /** The file's `expect` values the replay did not produce; empty when all are met. */
  unmetExpectations(result: StreamlinedScenarioResult): string[];
  /** The fight as a Storyteller reads it, in the language `t` translates to. */
  transcript(result: StreamlinedScenarioResult, t: Translate): string[];
} = Object.freeze({
  parse: parseStreamlinedScenario,
  replay: replayStreamlinedScenario,
  unmetExpectations: unmetStreamlinedExpectations,
  transcript: streamlinedTranscript,
});
