import type { ScenarioTool } from "../../../rules/scenario-tool";
import type { Translate } from "../../../rules/translate";
import { failedChecks } from "./expectations";
import { MET_SCENARIO } from "./index";

/** Mind's Eye Theatre's scenario tool for the scenario command (./README.md). */
export const MET_SCENARIO_TOOL: ScenarioTool = Object.freeze({
  ruleset: "met",
  replayFile(data: unknown) {
    const result = MET_SCENARIO.replay(MET_SCENARIO.parse(data));
    return { result, transcript: (t: Translate) => MET_SCENARIO.transcript(result, t), unmet: failedChecks(result) };
  },
});
