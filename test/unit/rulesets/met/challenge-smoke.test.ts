import { describe, expect, it } from "vitest";
import { challengeOffers, challengeResult, startChallenge } from "../../../../src/rulesets/met/rules/challenge";
import { fighter, play } from "./fixtures";

describe("the challenge machine end to end", () => {
  it("003 Contested Tests: a punch won on the throw applies the winner's victory condition", () => {
    const state = play(
      startChallenge({ kind: "contested", challenger: fighter("A", { physical: 5 }), defender: fighter("B", { physical: 4 }) }),
      { type: "declare", target: "B", victoryCondition: "Punch B in the face", firstTrait: "Brawny" },
      { type: "bid", traits: ["Brawny"], victoryCondition: "Punch A back" },
      { type: "throws", challenger: "rock", defender: "scissors" },
      { type: "pass", side: "defender" },
    );
    expect(state.phase).toBe("done");
    expect(challengeOffers(state).awaiting).toBeNull();
    expect(challengeResult(state)).toMatchObject({ winner: "challenger", victoryCondition: "Punch B in the face", traitsLost: { B: ["Brawny"] } });
  });
});
