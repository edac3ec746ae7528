import { describe, expect, it } from "vitest";
import { BLOOD_BY_GENERATION, bloodForGeneration, GENERATION_RANGE, MAX_BLOOD_POOL } from "../../../src/rulesets/classic/rules/character/generation";
import { expectRulesError } from "../errors-helper";

describe("the V20 generation table", () => {
  it("lists every generation from the 4th to the 15th, pools shrinking and spending never rising as generations grow", () => {
    const rows = Array.from({ length: GENERATION_RANGE.max - GENERATION_RANGE.min + 1 }, (_, i) => bloodForGeneration(GENERATION_RANGE.min + i));
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]?.pool).toBeLessThanOrEqual(rows[i - 1]?.pool ?? 0);
      expect(rows[i]?.perTurn).toBeLessThanOrEqual(rows[i - 1]?.perTurn ?? 0);
    }
    expect(Math.max(...Object.values(BLOOD_BY_GENERATION).map((row) => row.pool))).toBe(MAX_BLOOD_POOL);
  });

  it("reads the rows a sheet needs: 8th generation 15 / 3, 13th 10 / 1 (V20 core)", () => {
    expect(bloodForGeneration(8)).toEqual({ pool: 15, perTurn: 3 });
    expect(bloodForGeneration(13)).toEqual({ pool: 10, perTurn: 1 });
  });

  it("refuses a generation the table does not list, with a translated reason", () => {
    expectRulesError(() => bloodForGeneration(3), "GenerationUnknown");
    expectRulesError(() => bloodForGeneration(16), "GenerationUnknown");
    expectRulesError(() => bloodForGeneration(8.5), "GenerationUnknown");
  });
});
