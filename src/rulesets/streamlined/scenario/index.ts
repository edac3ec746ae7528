import { unmetStreamlinedExpectations } from "./expectations";
import { parseStreamlinedScenario } from "./parse";
import { replayStreamlinedScenario } from "./replay";
import type { StreamlinedScenarioResult } from "./result";
import { streamlinedTranscript } from "./transcript";
import type { StreamlinedScenario } from "./types";
import type { ScenarioFormat } from "../../../rules/scenario-tool";

export type * from "./result";
export type * from "./types";
export type { Translate } from "./transcript";

/** The scenario tool for Streamlined fights written as JSON (./README.md): parse, replay (its round machine and attack chain), check, transcript. */
export const STREAMLINED_SCENARIO: ScenarioFormat<StreamlinedScenario, StreamlinedScenarioResult> = Object.freeze({
  parse: parseStreamlinedScenario,
  replay: replayStreamlinedScenario,
  unmetExpectations: unmetStreamlinedExpectations,
  transcript: streamlinedTranscript,
});
