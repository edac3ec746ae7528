import { describe, expect, it } from "vitest";
import { DicePoolError } from "../../../src/rules/errors";
import { readPool, rollPool } from "../../../src/rulesets/classic/rules/dice/pool";
import { scriptedD10 } from "../../../src/rules/dice/random";
import { readInitiative } from "../../../src/rulesets/classic/rules/dice/initiative";

describe("successes against the difficulty (rules map, Classic Dice)", () => {
  it("counts each die at or above the difficulty", () => {
    const result = readPool([5, 2, 7, 7, 9, 2], { pool: 6, difficulty: 7, kind: "action" });
    // 000 §2.11 A v D: (5,2,7,7,9,2) at difficulty 7 is three successes.
    expect(result.rolled).toBe(3);
    expect(result.net).toBe(3);
    expect(result.outcome).toBe("success");
    expect(result.dice.map((die) => die.status)).toEqual(["failure", "failure", "success", "success", "success", "failure"]);
  });

  it("clamps the difficulty into 2..10 and says so", () => {
    const low = readPool([2, 1], { pool: 2, difficulty: -3, kind: "action" });
    expect(low.difficulty).toBe(2);
    expect(low.requestedDifficulty).toBe(-3);
    expect(low.rolled).toBe(1);
    const high = readPool([10, 9], { pool: 2, difficulty: 13, kind: "action" });
    expect(high.difficulty).toBe(10);
    expect(high.rolled).toBe(1);
  });
});

describe("1s on action rolls (000 §2.6)", () => {
  it("cancel one success each", () => {
    const result = readPool([8, 1, 6, 3], { pool: 4, difficulty: 6, kind: "action" });
    expect(result.rolled).toBe(2);
    expect(result.cancelled).toBe(1);
    expect(result.net).toBe(1);
    expect(result.dice.map((die) => die.status)).toEqual(["success", "cancelling", "cancelled", "failure"]);
  });

  it("cancel the plain, lowest successes first", () => {
    const result = readPool([10, 6, 9, 1], { pool: 4, difficulty: 6, kind: "action" });
    expect(result.dice[1]?.status).toBe("cancelled");
    expect(result.dice[0]?.status).toBe("success");
  });

  it("successes cancelled to zero are a failure, not a botch", () => {
    const result = readPool([7, 1], { pool: 2, difficulty: 6, kind: "action" });
    expect(result.net).toBe(0);
    expect(result.botch).toBe(false);
    expect(result.outcome).toBe("failure");
  });

  it("a 1 with no success rolled at all is a botch", () => {
    const result = readPool([1, 4, 3], { pool: 3, difficulty: 6, kind: "action" });
    expect(result.botch).toBe(true);
    expect(result.outcome).toBe("botch");
    expect(result.dice[0]?.status).toBe("one");
  });

  it("no 1 and no success is a plain failure", () => {
    expect(readPool([2, 3], { pool: 2, difficulty: 6, kind: "action" }).outcome).toBe("failure");
  });

  it("more 1s than successes never take the net below zero", () => {
    const result = readPool([1, 1, 1, 8], { pool: 4, difficulty: 6, kind: "action" });
    expect(result.net).toBe(0);
    expect(result.cancelled).toBe(1);
    expect(result.dice.filter((die) => die.status === "one")).toHaveLength(2);
  });
});

describe("defence rolls: 1s cancel, never botch (000 §2.6)", () => {
  it("cancels", () => {
    expect(readPool([8, 1, 7], { pool: 3, difficulty: 6, kind: "defence" }).net).toBe(1);
  });
  it("does not botch", () => {
    // 000 §2.11 A v D: David's dodge (8,1) at 7 gives no successes and no botch.
    const result = readPool([8, 1], { pool: 2, difficulty: 7, kind: "defence" });
    expect(result.net).toBe(0);
    expect(result.botch).toBe(false);
    expect(result.outcome).toBe("failure");
  });
});

describe("damage and soak rolls: 1s neither cancel nor botch (000 §3.4, §4.1)", () => {
  it("damage counts every success despite 1s", () => {
    // 000 §3.5 T v D: (2,1,10,10) is two successes.
    const result = readPool([2, 1, 10, 10], { pool: 4, difficulty: 6, kind: "damage" });
    expect(result.net).toBe(2);
    expect(result.cancelled).toBe(0);
    expect(result.dice[1]?.status).toBe("one");
  });

  it("soak with only 1s is a failure, not a botch", () => {
    // 000 §4.2 T v D: David soaks (1,1): nothing soaked.
    const result = readPool([1, 1], { pool: 2, difficulty: 6, kind: "soak" });
    expect(result.net).toBe(0);
    expect(result.botch).toBe(false);
  });
});

describe("specialty 10s (V20 core; option specialtyTens)", () => {
  it("count two when asked", () => {
    const result = readPool([10, 7, 3], { pool: 3, difficulty: 6, kind: "action", doubleTens: true });
    expect(result.rolled).toBe(3);
    expect(result.dice[0]?.worth).toBe(2);
  });

  it("count one otherwise", () => {
    expect(readPool([10, 7, 3], { pool: 3, difficulty: 6, kind: "action" }).rolled).toBe(2);
  });

  it("a doubled 10 loses one of its two successes to a 1", () => {
    const result = readPool([10, 1], { pool: 2, difficulty: 6, kind: "action", doubleTens: true });
    expect(result.net).toBe(1);
    expect(result.dice[0]).toMatchObject({ status: "cancelled", worth: 2, counted: 1 });
  });

  it("000 §2.6: 1s cancel the plain successes, lowest first, before a doubled 10", () => {
    const spec = { pool: 4, difficulty: 6, kind: "action", doubleTens: true } as const;
    expect(readPool([10, 1, 6, 3], spec)).toMatchObject({
      rolled: 3,
      cancelled: 1,
      net: 2,
      dice: [
        { face: 10, status: "success", worth: 2, counted: 2 },
        { face: 1, status: "cancelling", worth: 0, counted: 0 },
        { face: 6, status: "cancelled", worth: 1, counted: 0 },
        { face: 3, status: "failure", worth: 0, counted: 0 },
      ],
    });
    const twoOnes = readPool([10, 9, 6, 1, 1], { ...spec, pool: 5 });
    expect(twoOnes.dice.map((die) => [die.status, die.counted])).toEqual([["success", 2], ["cancelled", 0], ["cancelled", 0], ["cancelling", 0], ["cancelling", 0]]);
    expect(twoOnes.net).toBe(2);
    // With the plain successes gone, the next 1 takes one of the doubled 10's two.
    const past = readPool([10, 1, 1, 7], spec);
    expect(past.dice.map((die) => [die.status, die.counted])).toEqual([["cancelled", 1], ["cancelling", 0], ["cancelling", 0], ["cancelled", 0]]);
    expect(past.net).toBe(1);
  });
});

describe("automatic successes", () => {
  it("Willpower adds one that 1s cannot cancel (V20 core)", () => {
    const result = readPool([1, 1, 7], { pool: 3, difficulty: 6, kind: "action", willpower: true });
    expect(result.net).toBe(1);
    expect(result.automatic).toBe(1);
  });

  it("Willpower on a roll with no success rolled is no botch: the roll has its success", () => {
    const result = readPool([1, 3], { pool: 2, difficulty: 6, kind: "action", willpower: true });
    expect(result.botch).toBe(false);
    expect(result.outcome).toBe("success");
  });

  it("a pool of 0 rolls nothing and fails, unless Willpower is spent (V20 core)", () => {
    expect(readPool([], { pool: 0, difficulty: 6, kind: "action" })).toMatchObject({ net: 0, botch: false, outcome: "failure" });
    expect(readPool([], { pool: 0, difficulty: 6, kind: "action", willpower: true })).toMatchObject({ net: 1, outcome: "success" });
  });

  it("Potence adds automatic successes to damage (000 §3.2)", () => {
    const result = readPool([2, 3, 6], { pool: 3, difficulty: 6, kind: "damage", automaticSuccesses: 2 });
    expect(result.net).toBe(3);
  });
});

describe("bad arguments throw a typed error and never give NaN", () => {
  const cases: [string, () => unknown, string][] = [
    ["fractional pool", () => rollPool({ pool: 2.5, difficulty: 6, kind: "action" }, scriptedD10([1, 2, 3])), "PoolNotInteger"],
    ["NaN pool", () => rollPool({ pool: Number.NaN, difficulty: 6, kind: "action" }, scriptedD10([])), "PoolNotInteger"],
    ["string pool", () => rollPool({ pool: "3" as unknown as number, difficulty: 6, kind: "action" }, scriptedD10([])), "PoolNotInteger"],
    ["negative pool", () => rollPool({ pool: -1, difficulty: 6, kind: "action" }, scriptedD10([])), "PoolNegative"],
    ["pool over the cap", () => rollPool({ pool: 51, difficulty: 6, kind: "action" }, scriptedD10([])), "PoolOverCap"],
    ["difficulty not a number", () => readPool([5], { pool: 1, difficulty: "hard" as unknown as number, kind: "action" }), "DifficultyNotNumber"],
    ["NaN difficulty", () => readPool([5], { pool: 1, difficulty: Number.NaN, kind: "action" }), "DifficultyNotNumber"],
    ["fractional difficulty", () => readPool([5], { pool: 1, difficulty: 6.5, kind: "action" }), "DifficultyNotInteger"],
    ["unknown kind", () => readPool([5], { pool: 1, difficulty: 6, kind: "magic" as unknown as "action" }), "RollKindUnknown"],
    ["face of 11", () => readPool([11], { pool: 1, difficulty: 6, kind: "action" }), "FaceInvalid"],
    ["face of 0", () => readPool([0], { pool: 1, difficulty: 6, kind: "action" }), "FaceInvalid"],
    ["too few faces", () => readPool([5], { pool: 2, difficulty: 6, kind: "action" }), "FacesCountMismatch"],
    ["negative automatic successes", () => readPool([5], { pool: 1, difficulty: 6, kind: "damage", automaticSuccesses: -1 }), "AutomaticSuccessesNegative"],
    ["script runs out", () => rollPool({ pool: 3, difficulty: 6, kind: "action" }, scriptedD10([4, 5])), "ScriptExhausted"],
    ["fractional initiative score", () => readInitiative(5.5, 3), "InitiativeScoreInvalid"],
  ];
  it.each(cases)("%s", (_name, call, key) => {
    let caught: unknown;
    try {
      call();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DicePoolError);
    const error = caught as DicePoolError;
    expect(error.key).toBe(key);
    expect(error.i18nKey).toBe(`STC.Error.${key}`);
    expect(error.message).not.toMatch(/undefined/);
    expect(error.message.length).toBeGreaterThan(10);
  });
});

describe("initiative (000 §1.2-1.3)", () => {
  it("adds the die to the score and a 1 is only a 1", () => {
    // 000 §1.6: Gordon rolls 5 on a score of 3 + 3 − 2 = 4 for a total of 9.
    expect(readInitiative(4, 5)).toEqual({ score: 4, face: 5, total: 9 });
    expect(readInitiative(6, 1).total).toBe(7);
  });
});
