import { unmetMetExpectations } from "./expectations";
import { parseMetScenario } from "./parse";
import { replayMetScenario } from "./replay";
import type { MetScenarioResult } from "./result";
import { metTranscript } from "./transcript";
import type { MetScenario } from "./types";
import type { ScenarioFormat } from "../../../rules/scenario-tool";

export type * from "./result";
export type * from "./types";

/** The scenario tool for Mind's Eye Theatre fights written as JSON (./README.md): parse, replay (order, plan, and each challenge's state machine), check, transcript. */
export const MET_SCENARIO: ScenarioFormat<MetScenario, MetScenarioResult> = Object.freeze({
  parse: parseMetScenario,
  replay: replayMetScenario,
  unmetExpectations: unmetMetExpectations,
  transcript: metTranscript,
});
