import { describe, expect, it } from "vitest";
import { defineRuleset } from "../../../src/rulesets/define";

describe("defineRuleset", () => {
  it("fills every field a ruleset leaves out with its empty default, and keeps what it gives", () => {
    const play = (): void => undefined;
    const module = defineRuleset({ id: "met", play, tokenBarAttribute: "health" });
    expect(module).toEqual({
      id: "met",
      play,
      dataModels: {},
      modelParts: {},
      tokenBarAttribute: "health",
      rollClasses: [],
      migrations: [],
      renamedSettings: {},
      registerSettings: expect.any(Function),
      documentClasses: {},
      combatTracker: null,
    });
    expect(module.registerSettings()).toBeUndefined();
    expect(Object.isFrozen(module)).toBe(true);
  });
});
