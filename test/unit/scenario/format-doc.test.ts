import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_FACTS, ROUND_FACTS, SCENARIO_FACTS } from "../../../src/rulesets/classic/scenario/fact-names";
import { parseScenario } from "../../../src/rulesets/classic/scenario/parse";
import { replayScenario, unmetExpectations } from "../../../src/rulesets/classic/scenario/replay";

const doc = readFileSync(resolve(import.meta.dirname, "../../../docs/scenario-format.md"), "utf8");

describe("docs/scenario-format.md stays true", () => {
  it("004 Dodging, 000 §3.1: its first example replays and meets its own expectations", () => {
    const example = doc.match(/```json\n([\s\S]*?)```/)?.[1] ?? "";
    const result = replayScenario(parseScenario(JSON.parse(example)));
    expect(unmetExpectations(result)).toEqual([]);
    expect(result.expectations.length).toBeGreaterThan(8);
  });

  it("names every fact an expect block may use", () => {
    const names = new Set([...Object.values(EVENT_FACTS).flat(), ...ROUND_FACTS, ...SCENARIO_FACTS]);
    for (const name of names) expect(doc, name).toContain(`\`${name}\``);
  });
});
