import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RULESET_IDS } from "../../../src/rulesets/ruleset-id";
import { scenarioToolFor } from "../../../src/rulesets/scenario-tools";
import { scenarioFolder } from "../../../scripts/system-files";

/**
 * Every golden scenario of every ruleset (src/rulesets/<ruleset>/scenarios/*.json), replayed by the tool the scenario
 * command picks for it: each file names the ruleset of its folder (Classic's files from before files named one
 * may leave it out) and meets every value it expects.
 */
const files = RULESET_IDS.flatMap((ruleset) => readdirSync(scenarioFolder(ruleset)).filter((name) => name.endsWith(".json")).map((name) => [ruleset, name] as const));

describe("the golden scenarios of every ruleset", () => {
  it("every ruleset has golden scenarios", () => {
    for (const ruleset of RULESET_IDS) expect(files.some(([folder]) => folder === ruleset), ruleset).toBe(true);
  });

  it.each(files)("%s/%s meets every expected value through its ruleset's scenario tool", (ruleset, name) => {
    const data = JSON.parse(readFileSync(resolve(scenarioFolder(ruleset), name), "utf8")) as { ruleset?: string };
    const tool = scenarioToolFor(data);
    expect(tool.ruleset).toBe(ruleset);
    expect(tool.replayFile(data).unmet).toEqual([]);
  });
});
