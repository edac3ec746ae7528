import { describe, expect, it } from "vitest";
import { planTraitRoll, type TraitRollInput } from "../../../src/rulesets/classic/rules/dice/trait-roll";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { RulesError } from "../../../src/rules/errors";

const base: TraitRollInput = {
  traits: [{ id: "dexterity", dice: 3 }, { id: "brawl", dice: 2 }],
  extraDice: 0,
  woundPenalty: 0,
  difficulty: 6,
  incapacitated: false,
  willpower: false,
  willpowerLeft: 5,
  specialty: false,
};

function refusal(input: TraitRollInput): string {
  try {
    planTraitRoll(input, CLASSIC_DEFAULTS);
  } catch (error) {
    if (error instanceof RulesError) return error.key;
    throw error;
  }
  return "none";
}

describe("a trait roll from the sheet (rules map, Dice; 000 §5)", () => {
  it("adds the traits, the extra dice and the wound penalty, each named", () => {
    const plan = planTraitRoll({ ...base, extraDice: 2, woundPenalty: -1 }, CLASSIC_DEFAULTS);
    expect(plan.pool).toBe(6);
    expect(plan.modifiers).toEqual([{ id: "extraDice", dice: 2 }, { id: "woundPenalty", dice: -1 }]);
    expect(plan.difficulty).toBe(6);
  });

  it("doubles a specialty's 10s only under specialtyTens (V20 core)", () => {
    expect(planTraitRoll({ ...base, specialty: true }, CLASSIC_DEFAULTS).doubleTens).toBe(true);
    expect(planTraitRoll({ ...base, specialty: true }, { ...CLASSIC_DEFAULTS, specialtyTens: false }).doubleTens).toBe(false);
  });

  it("refuses an empty pool, but a Willpower point still buys its one success (rules map, Dice; V20 core)", () => {
    const empty = { ...base, traits: [{ id: "dexterity", dice: 1 }], woundPenalty: -2 };
    expect(refusal(empty)).toBe("EmptyPool");
    const plan = planTraitRoll({ ...empty, willpower: true }, CLASSIC_DEFAULTS);
    expect(plan.pool).toBe(0);
    expect(plan.willpower).toBe(true);
  });

  it("refuses Willpower with no point left, and any roll while incapacitated (V20 health track)", () => {
    expect(refusal({ ...base, willpower: true, willpowerLeft: 0 })).toBe("NoWillpower");
    expect(refusal({ ...base, incapacitated: true })).toBe("Incapacitated");
  });
});

describe("a sheet roll made as one of several declared actions, or blinded", () => {
  const blinded = { id: "blinded" as const, sinceRound: 1, expiresAfterRound: 3, value: 2 };

  it("000 §2.2: made with the second of two actions it loses the action's dice; the difficulty stays", () => {
    const plan = planTraitRoll({ ...base, multipleActionPenalty: -3 }, CLASSIC_DEFAULTS);
    expect(plan.pool).toBe(2);
    expect(plan.difficulty).toBe(6);
    expect(plan.modifiers).toContainEqual({ id: "multipleActions", dice: -3 });
  });

  it("000 §2.2: a penalty that adds dice is refused", () => {
    expect(refusal({ ...base, multipleActionPenalty: 1 })).toBe("SituationInvalid");
  });

  it("000 §2.10: blinded, a physical roll is 2 harder and loses the blinding's dice (004 Blinding)", () => {
    const plan = planTraitRoll({ ...base, statuses: [blinded], round: 2 }, CLASSIC_DEFAULTS);
    expect(plan.difficulty).toBe(8);
    expect(plan.pool).toBe(3);
  });

  it("000 §2.10: blinded, a roll with no physical attribute loses the dice but not the difficulty", () => {
    const plan = planTraitRoll({ ...base, traits: [{ id: "wits", dice: 3 }, { id: "alertness", dice: 2 }], statuses: [blinded], round: 2 }, CLASSIC_DEFAULTS);
    expect(plan.difficulty).toBe(6);
    expect(plan.pool).toBe(3);
  });

  it("000 §2.10: a blindness that ended before the round counts no more", () => {
    expect(planTraitRoll({ ...base, statuses: [blinded], round: 4 }, CLASSIC_DEFAULTS).difficulty).toBe(6);
  });
});
