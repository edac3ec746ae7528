import { describe, expect, it } from "vitest";
import { planPowerUse, NO_COSTS, type PowerUseInput } from "../../../src/rulesets/classic/rules/chronicle/power-use";
import { bloodForGeneration } from "../../../src/rulesets/classic/rules/character/generation";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { expectRulesError } from "../errors-helper";

const vampire = (over: Partial<PowerUseInput["user"]> = {}): PowerUseInput["user"] => ({
  blood: { permanent: 10, current: 6 },
  bloodPerTurn: bloodForGeneration(13).perTurn,
  willpower: { permanent: 5, current: 5 },
  rage: null,
  gnosis: null,
  woundPenalty: 0,
  incapacitated: false,
  ...over,
});

const power = (costs: Partial<typeof NO_COSTS>, traits = [{ id: "charisma", dice: 3 }, { id: "intimidation", dice: 2 }], difficulty = 7) => ({ traits, difficulty, costs: { ...NO_COSTS, ...costs } });

describe("V20 Chapter Four, Disciplines: a power's roll and what it spends", () => {
  it("rolls the power's traits at its difficulty, wounds taken off, and spends the blood it states", () => {
    const plan = planPowerUse({ power: power({ blood: 1 }), user: vampire({ woundPenalty: -1 }), extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS);
    expect(plan.roll?.pool).toBe(4);
    expect(plan.roll?.difficulty).toBe(7);
    expect(plan.spends).toEqual({ blood: 1, willpower: 0, rage: 0, gnosis: 0 });
  });

  it("V20 generation chart: a 13th-generation vampire spends 1 blood a turn, an 8th-generation one 3", () => {
    expectRulesError(() => planPowerUse({ power: power({ blood: 2 }), user: vampire(), extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS), "BloodOverTurnLimit");
    const elder = vampire({ bloodPerTurn: bloodForGeneration(8).perTurn });
    expect(planPowerUse({ power: power({ blood: 3 }), user: elder, extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS).spends.blood).toBe(3);
  });

  it("refuses a power whose cost is not there to spend, naming the pool", () => {
    const error = expectRulesError(() => planPowerUse({ power: power({ willpower: 1 }), user: vampire({ willpower: { permanent: 5, current: 0 } }), extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS), "PoolShort");
    expect(error.data).toMatchObject({ trait: "willpower", needed: 1, left: 0 });
  });

  it("a Willpower point for the roll comes on top of the power's own Willpower cost", () => {
    const user = vampire({ willpower: { permanent: 5, current: 1 } });
    expectRulesError(() => planPowerUse({ power: power({ willpower: 1 }), user, extraDice: 0, willpower: true, specialty: false }, CLASSIC_DEFAULTS), "PoolShort");
    const plan = planPowerUse({ power: power({}), user, extraDice: 0, willpower: true, specialty: false }, CLASSIC_DEFAULTS);
    expect(plan.spends.willpower).toBe(1);
    expect(plan.roll?.willpower).toBe(true);
  });

  it("a power without a roll only spends; an incapacitated character uses none", () => {
    expect(planPowerUse({ power: power({ blood: 1 }, []), user: vampire(), extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS).roll).toBeNull();
    expectRulesError(() => planPowerUse({ power: power({}), user: vampire({ incapacitated: true }), extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS), "Incapacitated");
  });
});

describe("W20 Chapter Four, Gifts: Rage and Gnosis spent", () => {
  const garou = vampire({ blood: null, bloodPerTurn: null, rage: { permanent: 4, current: 2 }, gnosis: { permanent: 3, current: 0 } });

  it("spends the Rage a Gift states", () => {
    expect(planPowerUse({ power: power({ rage: 2 }), user: garou, extraDice: 1, willpower: false, specialty: false }, CLASSIC_DEFAULTS).spends.rage).toBe(2);
  });

  it("refuses a Gift whose Gnosis is spent, and blood from a character with no blood pool", () => {
    expectRulesError(() => planPowerUse({ power: power({ gnosis: 1 }), user: garou, extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS), "PoolShort");
    expectRulesError(() => planPowerUse({ power: power({ blood: 1 }), user: garou, extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS), "PoolShort");
  });

  it("refuses a forged cost", () => {
    expectRulesError(() => planPowerUse({ power: power({ rage: -1 }), user: garou, extraDice: 0, willpower: false, specialty: false }, CLASSIC_DEFAULTS), "PowerCostInvalid");
  });
});
