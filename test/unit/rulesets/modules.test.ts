import { describe, expect, it } from "vitest";
import { CLASSIC_DEFAULTS } from "../../../src/rules/ruleset/options";
import { CLASSIC_MODULE } from "../../../src/rulesets/classic";
import { STREAMLINED_MODULE } from "../../../src/rulesets/streamlined";

describe("ruleset modules read their options from the world's settings", () => {
  it("Classic: a stored choice is taken, a value that is not a choice reads as the default", () => {
    const stored: Record<string, unknown> = { defenceMode: "removeDice", dodgeAbility: "juggling", halfLevelDamage: true };
    expect(CLASSIC_MODULE.readOptions((key) => stored[key])).toEqual({ ...CLASSIC_DEFAULTS, defenceMode: "removeDice", halfLevelDamage: true });
  });

  it("Streamlined: its one option, deathAfter, from the settings or its default", () => {
    expect(STREAMLINED_MODULE.readOptions((key) => (key === "deathAfter" ? "anyPoint" : undefined))).toEqual({ deathAfter: "anyPoint" });
    expect(STREAMLINED_MODULE.readOptions(() => "never")).toEqual({ deathAfter: "fullHealth" });
  });

  it("each module brings its own rules under its own id and language namespace", () => {
    expect([CLASSIC_MODULE.attacks.ruleset, CLASSIC_MODULE.turns.id, CLASSIC_MODULE.i18nNamespace]).toEqual(["classic", "classic", "STC.Ruleset.classic"]);
    expect([STREAMLINED_MODULE.attacks.ruleset, STREAMLINED_MODULE.round.ruleset, STREAMLINED_MODULE.i18nNamespace]).toEqual(["streamlined", "streamlined", "STC.Ruleset.streamlined"]);
  });
});
