import { describe, expect, it } from "vitest";
import { replayedForCard } from "../../../src/chat/replayed";
import { RulesError } from "../../../src/rules/errors";

describe("a card's record read again for drawing", () => {
  it("gives the replay's value, the rules' refusal, or the ruleset's damaged-record key with the reason", () => {
    expect(replayedForCard(() => 3, "STC.Test.Damaged")).toEqual({ value: 3, error: null });
    const refused = replayedForCard(() => {
      throw new RulesError("NoTarget", "No target.", { name: "Kasia" });
    }, "STC.Test.Damaged");
    expect(refused).toEqual({ value: null, error: { key: "STC.Error.NoTarget", data: { name: "Kasia" } } });
    const damaged = replayedForCard(() => (null as unknown as { faces: number[] }).faces.length, "STC.Test.Damaged");
    expect(damaged.value).toBeNull();
    expect(damaged.error?.key).toBe("STC.Test.Damaged");
    expect(String(damaged.error?.data.reason)).toMatch(/null/);
  });

  it("throws what is neither: a fault of the code is not drawn as a card", () => {
    expect(() =>
      replayedForCard(() => {
        throw new RangeError("fault");
      }, "STC.Test.Damaged"),
    ).toThrow(RangeError);
  });
});
