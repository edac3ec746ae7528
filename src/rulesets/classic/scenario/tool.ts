import type { ScenarioTool } from "../../../rules/scenario-tool";
import type { Translate } from "../../../rules/translate";
import { CLASSIC_ERROR_NAMES } from "../rules/error-names";
import { parseScenario } from "./parse";
import { replayScenario, unmetExpectations } from "./replay";
import { scenarioTranscript } from "./transcript";

/** Classic's scenario tool for the scenario command (docs/scenario-format.md). */
export const CLASSIC_SCENARIO_TOOL: ScenarioTool = Object.freeze({
  ruleset: "classic",
  errorNames: CLASSIC_ERROR_NAMES,
  replayFile(data: unknown) {
    const result = replayScenario(parseScenario(data));
    return { result, transcript: (t: Translate) => scenarioTranscript(result, t), unmet: unmetExpectations(result).map(({ path, expected, actual }) => ({ path, expected, actual })) };
  },
});
