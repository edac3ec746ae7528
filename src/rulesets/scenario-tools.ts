import { RulesError } from "../rules/errors";
import type { ScenarioTool } from "../rules/scenario-tool";
import { CLASSIC_SCENARIO_TOOL } from "./classic/scenario/tool";
import { MET_SCENARIO_TOOL } from "./met/scenario/tool";
import { STREAMLINED_SCENARIO_TOOL } from "./streamlined/scenario/tool";

/**
 * The scenario tools this build carries, one per ruleset, for the scenario command. Like src/rulesets/installed.ts
 * this names each ruleset's folder; it is kept apart because the command runs outside Foundry and may load only
 * the rulesets' pure code. The first is the tool of a file that names no ruleset (files from before they did).
 */
export const SCENARIO_TOOLS: readonly ScenarioTool[] = [CLASSIC_SCENARIO_TOOL, STREAMLINED_SCENARIO_TOOL, MET_SCENARIO_TOOL];

/** The tool for a scenario file's JSON: by its `ruleset`, the first tool's when it names none. */
export function scenarioToolFor(data: unknown): ScenarioTool {
  const named = typeof data === "object" && data !== null && !Array.isArray(data) ? (data as { ruleset?: unknown }).ruleset : undefined;
  if (named === undefined) return SCENARIO_TOOLS[0] as ScenarioTool;
  const tool = SCENARIO_TOOLS.find((candidate) => candidate.ruleset === named);
  if (!tool) {
    const known = SCENARIO_TOOLS.map((candidate) => candidate.ruleset).join(", ");
    throw new RulesError("RulesetUnknown", `No scenario tool plays the ruleset ${String(named)}; known: ${known}.`, { value: String(named), known });
  }
  return tool;
}
