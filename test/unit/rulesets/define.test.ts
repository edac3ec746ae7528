import { describe, expect, it } from "vitest";
import { definePlay, defineRuleset } from "../../../src/rulesets/define";

describe("defineRuleset", () => {
  it("fills every field a ruleset leaves out with its empty default, and keeps what it gives", () => {
    const loadPlay = () => Promise.resolve(definePlay({ play: () => undefined }));
    const module = defineRuleset({ id: "met", loadPlay, tokenBarAttribute: "health" });
    expect(module).toEqual({
      id: "met",
      loadPlay,
      dataModels: {},
      modelParts: {},
      tokenBarAttribute: "health",
      rollClasses: [],
      migrations: [],
      renamedSettings: {},
      registerSettings: expect.any(Function),
    });
    expect(module.registerSettings()).toBeUndefined();
    expect(Object.isFrozen(module)).toBe(true);
  });
});

describe("definePlay", () => {
  it("leaves the system's document classes and Foundry's tracker where a ruleset gives none", () => {
    const play = (): void => undefined;
    const played = definePlay({ play });
    expect(played).toEqual({ play, documentClasses: {}, combatTracker: null });
    expect(Object.isFrozen(played)).toBe(true);
  });
});
