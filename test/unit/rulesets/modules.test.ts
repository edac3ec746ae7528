import { describe, expect, it } from "vitest";
import { CLASSIC_RULES } from "../../../src/rulesets/classic/record-rules";
import { STREAMLINED_MODULE } from "../../../src/rulesets/streamlined";

describe("ruleset modules read their options from the world's settings", () => {
  it("Streamlined: its one option, deathAfter, from the settings or its default", () => {
    expect(STREAMLINED_MODULE.readOptions((key) => (key === "deathAfter" ? "anyPoint" : undefined))).toEqual({ deathAfter: "anyPoint" });
    expect(STREAMLINED_MODULE.readOptions(() => "never")).toEqual({ deathAfter: "fullHealth" });
  });

  it("each ruleset brings its own rules under its own id", () => {
    expect([CLASSIC_RULES.attacks.ruleset, CLASSIC_RULES.turns.id]).toEqual(["classic", "classic"]);
    expect([STREAMLINED_MODULE.attacks.ruleset, STREAMLINED_MODULE.round.ruleset, STREAMLINED_MODULE.i18nNamespace]).toEqual(["streamlined", "streamlined", "STC.Ruleset.streamlined"]);
  });
});
