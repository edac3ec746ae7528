import { describe, expect, it } from "vitest";
import { RulesError } from "../../../src/rules/errors";
import { planAttack } from "../../../src/rulesets/classic/rules/combat/attack";
import { beginAttack, chooseDefence, rollAttack } from "../../../src/rulesets/classic/rules/combat/chain";
import {
  checkFireMode,
  clipCapacity,
  divideSpray,
  fireModeModifiers,
  fireModesOf,
  roundsFired,
  V20_AUTOFIRE,
  type AutofireTable,
} from "../../../src/rulesets/classic/rules/combat/autofire";
import { findWeapon, type RangedWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { fighter } from "./fixtures";

/** V20 core, Chapter Six "Combat", Firearms: three-round burst, full auto, spray. */
const smg = findWeapon("smallSmg") as RangedWeapon;
const pistol = findWeapon("heavyPistol") as RangedWeapon;

function refusal(run: () => unknown): RulesError {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  throw new Error("expected the rules to refuse");
}

describe("V20 Chapter Six, Firearms: which weapons fire automatically", () => {
  it("an automatic weapon offers burst, full auto and spray beside the single shot", () => {
    expect(fireModesOf(smg)).toEqual(["single", "burst", "fullAuto", "spray"]);
  });

  it("a weapon without automatic fire, a melee weapon and bare hands offer the single shot alone", () => {
    expect(fireModesOf(pistol)).toEqual(["single"]);
    expect(fireModesOf(findWeapon("knife"))).toEqual(["single"]);
    expect(fireModesOf(null)).toEqual(["single"]);
    expect(refusal(() => checkFireMode(pistol, "burst")).i18nKey).toBe("STC.Error.FireModeUnavailable");
  });

  it("a full clip holds the chambered round too (V20 ranged weapons chart, '30+1')", () => {
    expect(clipCapacity(smg)).toBe(31);
    expect(clipCapacity({ clip: 6, chambered: false })).toBe(6);
  });
});

describe("V20 Chapter Six, Firearms: the modes' dice, difficulty and rounds", () => {
  const full = { capacity: 31, loaded: 31 };

  it("three-round burst: two more dice, +1 difficulty, three rounds", () => {
    expect(fireModeModifiers("burst", full)).toEqual([{ id: "burst", dice: 2, difficulty: 1, data: { rounds: 3 } }]);
    expect(roundsFired("burst", full)).toBe(3);
  });

  it("full auto: +10 dice, +2 difficulty, the whole clip", () => {
    expect(fireModeModifiers("fullAuto", full)).toEqual([{ id: "fullAuto", dice: 10, difficulty: 2, data: { rounds: 31 } }]);
  });

  it("spray: +10 dice, +2 difficulty, the whole clip", () => {
    expect(fireModeModifiers("spray", { capacity: 31, loaded: 12 })).toEqual([{ id: "spray", dice: 10, difficulty: 2, data: { rounds: 12 } }]);
  });

  it("a burst with two rounds loaded, or full auto with none, is refused", () => {
    const twoLeft = refusal(() => roundsFired("burst", { capacity: 31, loaded: 2 }));
    expect(twoLeft.i18nKey).toBe("STC.Error.ClipTooEmpty");
    expect(twoLeft.data).toEqual({ mode: "burst", loaded: 2, needed: 3 });
    expect(refusal(() => roundsFired("fullAuto", { capacity: 31, loaded: 0 })).data).toEqual({ mode: "fullAuto", loaded: 0, needed: 1 });
  });

  it("full auto on a part-empty clip: the whole bonus by the V20 table; one die a round under a table that says so", () => {
    expect(fireModeModifiers("fullAuto", { capacity: 31, loaded: 4 })[0]?.dice).toBe(10);
    const perRound: AutofireTable = { ...V20_AUTOFIRE, fewerRounds: "bonusPerRound" };
    expect(fireModeModifiers("fullAuto", { capacity: 31, loaded: 4 }, perRound)[0]?.dice).toBe(4);
  });

  it("a table's own numbers change the modes (the numbers are data)", () => {
    const table: AutofireTable = { ...V20_AUTOFIRE, modes: { ...V20_AUTOFIRE.modes, burst: { dice: 2, difficulty: 1, rounds: 3, spreads: false } } };
    expect(fireModeModifiers("burst", { capacity: 31, loaded: 31 }, table)[0]?.dice).toBe(2);
  });
});

describe("V20 Chapter Six, Firearms, Spray: the successes divided among the targets", () => {
  it("evenly, rounded down, the remainder lost: 7 successes over 3 targets are 2 each", () => {
    expect(divideSpray(7, 3)).toEqual([2, 2, 2]);
    expect(divideSpray(6, 2)).toEqual([3, 3]);
  });

  it("a lone target in the arc takes only half the successes, rounded down", () => {
    expect(divideSpray(5, 1)).toEqual([2]);
  });

  it("no targets, or more than the arc covers, is refused", () => {
    expect(refusal(() => divideSpray(5, 0)).i18nKey).toBe("STC.Error.SprayTargetsInvalid");
    expect(refusal(() => divideSpray(5, V20_AUTOFIRE.sprayMaxTargets + 1)).data).toEqual({ count: 7, max: 6 });
  });
});

describe("V20 Chapter Six, Firearms: an attack planned in an automatic mode", () => {
  const shooter = fighter("Shooter", { attributes: { dexterity: 3 }, abilities: { firearms: 2 } });
  const target = fighter("Target");
  const plan = (weapon: RangedWeapon, fireMode: "single" | "burst" | "fullAuto") =>
    planAttack({ attacker: shooter, target, method: { kind: "weapon", weapon }, situation: { round: 1, rangeBand: "normal", fireMode } }, CLASSIC_DEFAULTS);

  it("a burst rolls Dexterity + Firearms + 2 at difficulty 7 and fires three rounds", () => {
    const burst = plan(smg, "burst");
    expect(burst.roll.pool).toBe(7);
    expect(burst.roll.difficulty).toBe(7);
    expect(burst.fire).toEqual({ mode: "burst", rounds: 3 });
  });

  it("full auto rolls + 10 at difficulty 8 and fires what is loaded", () => {
    const auto = plan({ ...smg, loaded: 9 }, "fullAuto");
    expect(auto.roll.pool).toBe(15);
    expect(auto.roll.difficulty).toBe(8);
    expect(auto.fire).toEqual({ mode: "fullAuto", rounds: 9 });
  });

  it("a single shot is the attack as before; a pistol refused a burst", () => {
    expect(plan(smg, "single").fire).toBeNull();
    expect(plan(smg, "single").roll.pool).toBe(5);
    expect(refusal(() => plan(pistol, "burst")).i18nKey).toBe("STC.Error.FireModeUnavailable");
  });
});

describe("V20 Chapter Six, Firearms, Spray: each target's chain takes its share of one roll", () => {
  const shooter = fighter("Shooter", { attributes: { dexterity: 3 }, abilities: { firearms: 2 } });
  const begin = (index: number, of: number, options = CLASSIC_DEFAULTS) =>
    beginAttack({ attacker: shooter, target: fighter(`T${String(index)}`), method: { kind: "weapon", weapon: smg }, situation: { round: 1, rangeBand: "normal", fireMode: "spray", spray: { index, of } } }, options);
  // 15 dice at 8: seven 9s are seven successes.
  const faces = [9, 9, 9, 9, 9, 9, 9, 2, 2, 2, 2, 2, 2, 2, 2];

  it("7 successes over 3 targets: each target's hit is 2 before its own defence", () => {
    const chain = chooseDefence(rollAttack(begin(1, 3), faces), { kind: "none" });
    expect(chain.plan.roll.pool).toBe(15);
    expect(chain.plan.roll.difficulty).toBe(8);
    expect(chain.attack?.result.net).toBe(7);
    expect(chain.hit).toEqual({ attack: 2, cancelled: 0, net: 2, automatic: false });
  });

  it("a lone target takes half: 3 of 7", () => {
    expect(chooseDefence(rollAttack(begin(0, 1), faces), { kind: "none" }).hit?.net).toBe(3);
  });

  it("a share of nothing is a miss for that target", () => {
    const one = [9, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2];
    expect(rollAttack(begin(2, 3), one).outcome).toBe("miss");
  });

  it("a spray without its place, a place beyond its targets, or under removeDice is refused", () => {
    expect(refusal(() => begin(3, 3)).i18nKey).toBe("STC.Error.SituationInvalid");
    expect(refusal(() => begin(0, 1, { ...CLASSIC_DEFAULTS, defenceMode: "removeDice" })).i18nKey).toBe("STC.Error.SprayRemoveDice");
  });
});
