import { describe, expect, it } from "vitest";
import { leavingBy } from "../../../../src/rulesets/streamlined/rules/round/leave";
import { STREAMLINED_ROUND } from "../../../../src/rulesets/streamlined/rules/round";
import { tieOrderAfterDrop, tieOrderAfterMove } from "../../../../src/rulesets/streamlined/apps/tracker/tracker-context";
import { scriptedD10 } from "../../../../src/rules/dice/random";

describe("001 Flight and Surrender: a turn that flees or surrenders leaves the order", () => {
  it("flight is fled, surrender surrendered, the first of them decides, any other turn stays", () => {
    expect(leavingBy(["attack", "flee"])).toBe("fled");
    expect(leavingBy(["surrender"])).toBe("surrendered");
    expect(leavingBy(["surrender", "flee"])).toBe("surrendered");
    expect(leavingBy(["attack", "draw"])).toBeNull();
    expect(leavingBy([])).toBeNull();
  });
});

describe("001 The Turn: the tracker's tie moves are among the tied only", () => {
  // Pools 2, 2, 2, 1 with faces 7 1 | 8 2 | 9 3 | 4: A, B, C tie on 1 success, D has none.
  const state = STREAMLINED_ROUND.beginFight(
    ["A", "B", "C", "D"].map((id, tableIndex) => ({ id, tableIndex, pool: id === "D" ? 1 : 2 })),
    scriptedD10([7, 1, 8, 2, 9, 3, 4]),
  );

  it("up and down swap with the tied neighbour; none past the group's ends or for the untied", () => {
    expect(STREAMLINED_ROUND.actingOrder(state)).toEqual(["A", "B", "C", "D"]);
    expect(tieOrderAfterMove(state, "B", -1)).toEqual(["B", "A", "C"]);
    expect(tieOrderAfterMove(state, "B", 1)).toEqual(["A", "C", "B"]);
    expect(tieOrderAfterMove(state, "A", -1)).toBeNull();
    expect(tieOrderAfterMove(state, "C", 1)).toBeNull();
    expect(tieOrderAfterMove(state, "D", -1)).toBeNull();
  });

  it("a drop puts the dragged before the row it lands on; the same place or a stranger is nothing", () => {
    expect(tieOrderAfterDrop(["A", "B", "C"], "C", "A")).toEqual(["C", "A", "B"]);
    expect(tieOrderAfterDrop(["A", "B", "C"], "A", null)).toEqual(["B", "C", "A"]);
    expect(tieOrderAfterDrop(["A", "B", "C"], "A", "B")).toBeNull();
    expect(tieOrderAfterDrop(["A", "B", "C"], "D", "A")).toBeNull();
  });
});
