import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../../src/rules/dice/random";
import { compareThrows, MET_THROWS, randomThrow } from "../../../../src/rulesets/met/rules/throws";
import { expectRulesError } from "../../errors-helper";

describe("rock, paper, scissors", () => {
  it("003 Contested Tests: rock beats scissors, scissors beat paper, paper beats rock; the same throw ties", () => {
    expect(compareThrows("rock", "scissors")).toBe("win");
    expect(compareThrows("scissors", "paper")).toBe("win");
    expect(compareThrows("paper", "rock")).toBe("win");
    expect(compareThrows("scissors", "rock")).toBe("lose");
    expect(compareThrows("rock", "paper")).toBe("lose");
    expect(compareThrows("paper", "scissors")).toBe("lose");
    for (const face of MET_THROWS) expect(compareThrows(face, face)).toBe("tie");
  });

  it("003 Contested Tests: a throw that is not rock, paper or scissors is refused", () => {
    expectRulesError(() => compareThrows("rock", "bomb" as never), "MetThrowUnknown");
  });

  it("003 Contested Tests: a random throw comes from the random source passed in, a third each", () => {
    expect([0, 0.34, 0.67, 0.999].map((value) => randomThrow(() => value))).toEqual(["rock", "paper", "scissors", "scissors"]);
    const random = seededRandom(7);
    const counts = { rock: 0, paper: 0, scissors: 0 };
    for (let index = 0; index < 3000; index += 1) counts[randomThrow(random)] += 1;
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(900);
    expectRulesError(() => randomThrow(() => 1), "MetRandomInvalid");
  });
});
