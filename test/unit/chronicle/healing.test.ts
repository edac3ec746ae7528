import { describe, expect, it } from "vitest";
import { planBloodHealing, planRegeneration, readRegeneration } from "../../../src/rulesets/classic/rules/chronicle/healing";
import { readPool } from "../../../src/rulesets/classic/rules/dice/pool";
import { expectRulesError } from "../errors-helper";

const wounded = { bashing: 2, lethal: 2, aggravated: 1 };
const vampire = { health: wounded, blood: { permanent: 15, current: 8 }, bloodPerTurn: 3, willpower: { permanent: 5, current: 2 } };

describe("V20 Chapter Eight, Healing: blood mends wounds", () => {
  it("one blood point a level of bashing or lethal damage", () => {
    expect(planBloodHealing({ ...vampire, type: "lethal", levels: 2 })).toEqual({ health: { bashing: 2, lethal: 0, aggravated: 1 }, blood: 2, willpower: 0 });
    expect(planBloodHealing({ ...vampire, type: "bashing", levels: 1 }).blood).toBe(1);
  });

  it("five blood points and a Willpower point an aggravated level", () => {
    expect(planBloodHealing({ ...vampire, type: "aggravated", levels: 1 })).toEqual({ health: { bashing: 2, lethal: 2, aggravated: 0 }, blood: 5, willpower: 1 });
  });

  it("no more blood in one turn than the generation spends (the 13th: one)", () => {
    expectRulesError(() => planBloodHealing({ ...vampire, bloodPerTurn: 1, type: "lethal", levels: 2 }), "BloodOverTurnLimit");
  });

  it("refuses healing with too little blood or Willpower, and more levels than are marked", () => {
    expectRulesError(() => planBloodHealing({ ...vampire, blood: { permanent: 15, current: 4 }, type: "aggravated", levels: 1 }), "PoolShort");
    expectRulesError(() => planBloodHealing({ ...vampire, willpower: { permanent: 5, current: 0 }, type: "aggravated", levels: 1 }), "PoolShort");
    expectRulesError(() => planBloodHealing({ ...vampire, type: "lethal", levels: 3 }), "HealTooMuch");
  });
});

describe("W20 Chapter Six, Regeneration: a level a turn", () => {
  it("in any form but the breed form a level of lethal or bashing mends at once", () => {
    const plan = planRegeneration({ breed: "homid", form: "crinos", stamina: 6, health: wounded, type: "lethal" });
    expect(plan.roll).toBeNull();
    expect(readRegeneration(wounded, plan, null)).toEqual({ mended: true, health: { bashing: 2, lethal: 1, aggravated: 1 } });
  });

  it("in the breed form only on a Stamina roll at difficulty 8", () => {
    const plan = planRegeneration({ breed: "homid", form: "homid", stamina: 3, health: wounded, type: "bashing" });
    expect(plan.roll).toEqual({ pool: 3, difficulty: 8, kind: "action" });
    expect(readRegeneration(wounded, plan, readPool([7, 5, 2], plan.roll ?? { pool: 0, difficulty: 8, kind: "action" }))).toEqual({ mended: false, health: wounded });
    expect(readRegeneration(wounded, plan, readPool([8, 5, 2], plan.roll ?? { pool: 0, difficulty: 8, kind: "action" })).health.bashing).toBe(1);
  });

  it("aggravated wounds (silver's among them) do not regenerate; nothing marked, nothing to mend", () => {
    expectRulesError(() => planRegeneration({ breed: "lupus", form: "crinos", stamina: 5, health: wounded, type: "aggravated" }), "AggravatedNoRegeneration");
    expectRulesError(() => planRegeneration({ breed: "lupus", form: "crinos", stamina: 5, health: { bashing: 0, lethal: 0, aggravated: 2 }, type: "lethal" }), "NothingToHeal");
  });
});
