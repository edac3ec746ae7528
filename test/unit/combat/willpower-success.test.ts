import { describe, expect, it } from "vitest";
import { willpowerRefusal } from "../../../src/rulesets/classic/rules/combat/willpower-success";

describe("a Willpower point for an automatic success (V20 core)", () => {
  it("V20 core: one point a turn; none left, or one already spent this turn, refuses another", () => {
    expect(willpowerRefusal(3, 0)).toBeNull();
    expect(willpowerRefusal(3, 1)).toBe("spentThisTurn");
    expect(willpowerRefusal(0, 0)).toBe("noneLeft");
  });

  it("V20 core: outside a running round no turn is counted, only the points left", () => {
    expect(willpowerRefusal(1, null)).toBeNull();
    expect(willpowerRefusal(0, null)).toBe("noneLeft");
  });
});
