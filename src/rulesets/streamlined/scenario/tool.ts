import type { ScenarioTool } from "../../../rules/scenario-tool";
import type { Translate } from "../../../rules/translate";
import { STREAMLINED_SCENARIO } from "./index";
import { failedChecks } from "./expectations";

/** Streamlined's scenario tool for the scenario command (./README.md). */
export const STREAMLINED_SCENARIO_TOOL: ScenarioTool = Object.freeze({
  ruleset: "streamlined",
  replayFile(data: unknown) {
    const result = STREAMLINED_SCENARIO.replay(STREAMLINED_SCENARIO.parse(data));
    return { result, transcript: (t: Translate) => STREAMLINED_SCENARIO.transcript(result, t), unmet: failedChecks(result) };
  },
});
