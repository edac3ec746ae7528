import { unmetMetExpectations } from "./expectations";
import { parseMetScenario } from "./parse";
import { replayMetScenario } from "./replay";
import type { MetScenarioResult } from "./result";
import { metTranscript } from "./transcript";
import type { Translate } from "../../../rules/translate";
import type { MetScenario } from "./types";

export type * from "./result";
export type * from "./types";

/** The scenario tool for Mind's Eye Theatre fights written as JSON (./README.md): parse, replay, check, transcript. */
export const MET_SCENARIO: {
  /** Checks the JSON and returns the fight typed; a bad field is refused with a MetError naming it. */
  parse(data: unknown): MetScenario;
  /** Plays the fight through the MET rules: order, plan, and each challenge's state machine. */
  replay(scenario: MetScenario): MetScenarioResult;
  /** The file's `expect` values the replay did not produce; empty when all are met. */
  unmetExpectations(result: MetScenarioResult): string[];
  /** The fight as a Storyteller reads it, in the language `t` translates to. */
  transcript(result: MetScenarioResult, t: Translate): string[];
} = Object.freeze({
  parse: parseMetScenario,
  replay: replayMetScenario,
  unmetExpectations: unmetMetExpectations,
  transcript: metTranscript,
});
