import { describe, expect, it } from "vitest";
import { bloodSpentInTurn, type BloodSpendRecord } from "../../../src/rulesets/classic/rules/chronicle/blood-turn";
import { planBloodHealing } from "../../../src/rulesets/classic/rules/chronicle/healing";
import { planPowerUse, NO_COSTS } from "../../../src/rulesets/classic/rules/chronicle/power-use";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { expectRulesError } from "../errors-helper";

const turn = (round: number, combatId = "c1") => ({ combatId, round });

describe("V20 generation chart: a vampire's blood counts over the whole turn", () => {
  it("sums the turn's records, not other rounds', other combats', undone ones' or those outside combat", () => {
    const records: BloodSpendRecord[] = [
      { turn: turn(2), blood: 1, undone: false },
      { turn: turn(2), blood: 2, undone: false },
      { turn: turn(2), blood: 4, undone: true },
      { turn: turn(1), blood: 1, undone: false },
      { turn: turn(2, "c2"), blood: 1, undone: false },
      { turn: null, blood: 3, undone: false },
    ];
    expect(bloodSpentInTurn(records, turn(2))).toBe(3);
    expect(bloodSpentInTurn(records, turn(3))).toBe(0);
    expect(bloodSpentInTurn(records, null)).toBe(0);
  });

  const vampire = { health: { bashing: 0, lethal: 2, aggravated: 0 }, blood: { permanent: 10, current: 8 }, bloodPerTurn: 3, willpower: { permanent: 5, current: 5 } };

  it("healing after two points spent this turn mends one more level within 3 a turn, not two; the refusal names what was spent", () => {
    expect(planBloodHealing({ ...vampire, bloodSpentThisTurn: 2, type: "lethal", levels: 1 }).blood).toBe(1);
    const error = expectRulesError(() => planBloodHealing({ ...vampire, bloodSpentThisTurn: 2, type: "lethal", levels: 2 }), "BloodOverTurnLimitSpent");
    expect(error.data).toEqual({ needed: 2, spent: 2, perTurn: 3 });
  });

  it("a power's blood counts with the healing already spent this turn", () => {
    const user = { blood: vampire.blood, bloodPerTurn: 1, willpower: vampire.willpower, rage: null, gnosis: null, woundPenalty: 0, incapacitated: false };
    const input = { power: { traits: [], difficulty: 6, costs: { ...NO_COSTS, blood: 1 } }, extraDice: 0, willpower: false, specialty: false };
    expect(planPowerUse({ ...input, user }, CLASSIC_DEFAULTS).spends.blood).toBe(1);
    expectRulesError(() => planPowerUse({ ...input, user: { ...user, bloodSpentThisTurn: 1 } }, CLASSIC_DEFAULTS), "BloodOverTurnLimitSpent");
  });
});
