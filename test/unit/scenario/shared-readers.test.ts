import { describe, expect, it } from "vitest";
import * as met from "../../../src/rulesets/met/scenario/read";
import * as streamlined from "../../../src/rulesets/streamlined/scenario/read";
import { MetError } from "../../../src/rulesets/met/rules/errors";
import { StreamlinedError } from "../../../src/rulesets/streamlined/rules/errors";
import { expectRulesError } from "../errors-helper";

const ids = new Set(["a"]);

/** Each refusal the shared readers raise, with the input that raises it. */
function refusals(read: typeof met | typeof streamlined): [string, () => unknown][] {
  return [
    ["NotObject", () => read.object([], "fight", [])],
    ["FieldUnknown", () => read.object({ extra: 1 }, "fight", ["name"])],
    ["FieldMissing", () => read.object({}, "fight", ["name"], ["name"])],
    ["NotList", () => read.list("x", "fight.rounds")],
    ["NotText", () => read.text("  ", "fight.name")],
    ["NotWhole", () => read.whole(11, "fight.dice", 1, 10)],
    ["NotBoolean", () => read.boolean("yes", "fight.ended")],
    ["NotChoice", () => read.choice("maybe", "fight.mode", ["yes", "no"])],
    ["CombatantUnknown", () => read.combatantId("b", "fight.target", ids)],
  ];
}

describe("the scenario readers both rulesets share (src/rules/scenario-reader.ts)", () => {
  it("refuse under Mind's Eye Theatre's own keys and class, each shown by the language file with its path", () => {
    for (const [refusal, work] of refusals(met)) {
      const error = expectRulesError(work, `MetScenario${refusal}`);
      expect(error).toBeInstanceOf(MetError);
      expect(error.message).toMatch(/^fight/);
    }
  });

  it("refuse under Streamlined's own keys and class", () => {
    for (const [refusal, work] of refusals(streamlined)) {
      const error = expectRulesError(work, `StreamlinedScenario${refusal}`);
      expect(error).toBeInstanceOf(StreamlinedError);
    }
  });

  it("read what is well formed, naming nested paths", () => {
    expect(met.notes("one", "n")).toEqual(["one"]);
    expect(streamlined.notes(["a", "b"], "n")).toEqual(["a", "b"]);
    expect(streamlined.faces([1, 10], "f")).toEqual([1, 10]);
    expect(() => streamlined.faces([1, 0], "f")).toThrow("f[1]");
    expect(met.at("", "name")).toBe("name");
    expect(met.optional(undefined, () => 1)).toBeUndefined();
  });
});
