import { describe, expect, it } from "vitest";
import { CLASSIC_RULES } from "../../../src/rulesets/classic/record-rules";
import { STREAMLINED_RULESET } from "../../../src/rulesets/streamlined/rules/ruleset";
import { readStreamlinedOptions } from "../../../src/rulesets/streamlined/settings";

describe("rulesets read their options from the world's settings", () => {
  it("Streamlined: its one option, deathAfter, from the settings or its default", () => {
    expect(readStreamlinedOptions((key) => (key === "deathAfter" ? "anyPoint" : undefined))).toEqual({ deathAfter: "anyPoint" });
    expect(readStreamlinedOptions(() => "never")).toEqual({ deathAfter: "fullHealth" });
  });

  it("each ruleset brings its own rules under its own id", () => {
    expect([CLASSIC_RULES.attacks.ruleset, CLASSIC_RULES.turns.id]).toEqual(["classic", "classic"]);
    const streamlined = STREAMLINED_RULESET.create();
    expect([streamlined.attacks.ruleset, streamlined.round.ruleset]).toEqual(["streamlined", "streamlined"]);
  });
});
