import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOX_CYCLE, boxMark, cycleHealthBox, trackBoxes } from "../../../src/rulesets/classic/rules/health/track";
import type { HealthState } from "../../../src/rulesets/classic/rules/health/state";
import { expectRulesError } from "../errors-helper";

const h = (bashing = 0, lethal = 0, aggravated = 0): HealthState => ({ bashing, lethal, aggravated });
const marks = (health: HealthState) => trackBoxes(health).map(boxMark);

describe("clicking a box of the sheet's track (V20 core marks: / bashing, X lethal, * aggravated)", () => {
  it("an empty box steps to bashing, then lethal, then aggravated, then empty again", () => {
    let health = h();
    const seen: string[] = [];
    for (let click = 0; click < BOX_CYCLE.length; click++) {
      health = cycleHealthBox(health, 0);
      seen.push(marks(health)[0] ?? "");
    }
    expect(seen).toEqual(["bashing", "lethal", "aggravated", "empty"]);
    expect(health).toEqual(h());
  });

  it("the other boxes keep their marks, and the track is read back in its order", () => {
    // Lethal above bashing: a click on the third (empty) box adds one bashing level.
    expect(cycleHealthBox(h(1, 1), 2)).toEqual(h(2, 1));
    // The bashing box (second) becomes lethal and the track reads two lethal.
    expect(cycleHealthBox(h(1, 1), 1)).toEqual(h(0, 2));
    // An aggravated box clicked goes empty; the lethal below moves up.
    expect(cycleHealthBox(h(0, 1, 1), 0)).toEqual(h(0, 1));
    expect(marks(cycleHealthBox(h(0, 1, 1), 0))).toEqual(["lethal", "empty", "empty", "empty", "empty", "empty", "empty"]);
  });

  it("a half-filled box (halfLevelDamage) steps from the mark it shows to the next, as a whole level", () => {
    expect(boxMark(trackBoxes(h(1.5))[1] ?? { index: 1, level: "hurt", penalty: -1, strokes: [] })).toBe("bashing");
    expect(cycleHealthBox(h(1.5), 1)).toEqual(h(1, 1));
  });

  it("refuses a box that is not on the track", () => {
    expectRulesError(() => cycleHealthBox(h(), 7), "HealthBoxInvalid");
    expectRulesError(() => cycleHealthBox(h(), 1.5), "HealthBoxInvalid");
  });

  it("never leaves the track invalid: seven levels at most, whole or half levels, in order", () => {
    const health = fc
      .tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }))
      .filter(([a, b, c]) => a + b + c <= 14)
      .map(([b, l, a]) => h(b / 2, l / 2, a / 2));
    fc.assert(
      fc.property(health, fc.integer({ min: 0, max: 6 }), (start, index) => {
        const after = cycleHealthBox(start, index);
        expect(after.bashing + after.lethal + after.aggravated).toBeLessThanOrEqual(7);
        const clicked = marks(after);
        const others = marks(start).filter((_, i) => i !== index);
        // Every other box's mark is still on the track (the clicked one moved through the cycle).
        for (const mark of ["bashing", "lethal", "aggravated"] as const) {
          const before = others.filter((m) => m === mark).length;
          expect(clicked.filter((m) => m === mark).length).toBeGreaterThanOrEqual(before);
        }
      }),
    );
  });
});
