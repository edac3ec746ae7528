import { describe, expect, it } from "vitest";
import { contestedStanding, simpleStanding, staticStanding } from "../../../../src/rulesets/met/rules/tests";

describe("the three kinds of test", () => {
  it("003 Contested Tests: the throw's winner wins, whatever the traits", () => {
    expect(contestedStanding({ challengerThrow: "rock", defenderThrow: "scissors", challengerTraits: 1, defenderTraits: 12 })).toBe("challenger");
    expect(contestedStanding({ challengerThrow: "rock", defenderThrow: "paper", challengerTraits: 12, defenderTraits: 1 })).toBe("defender");
  });

  it("003 Contested Tests: a tied throw goes to more traits; equal traits, nobody wins", () => {
    expect(contestedStanding({ challengerThrow: "rock", defenderThrow: "rock", challengerTraits: 8, defenderTraits: 7 })).toBe("challenger");
    expect(contestedStanding({ challengerThrow: "rock", defenderThrow: "rock", challengerTraits: 7, defenderTraits: 8 })).toBe("defender");
    expect(contestedStanding({ challengerThrow: "rock", defenderThrow: "rock", challengerTraits: 7, defenderTraits: 7 })).toBe("nobody");
  });

  it("003 Mixed Challenges: a win-all-ties power takes a tied throw before traits; both having one, traits decide", () => {
    expect(contestedStanding({ challengerThrow: "paper", defenderThrow: "paper", challengerTraits: 10, defenderTraits: 4, defenderWinsTies: true })).toBe("defender");
    expect(contestedStanding({ challengerThrow: "paper", defenderThrow: "paper", challengerTraits: 10, defenderTraits: 4, defenderWinsTies: true, challengerWinsTies: true })).toBe("challenger");
    expect(contestedStanding({ challengerThrow: "rock", defenderThrow: "paper", challengerTraits: 10, defenderTraits: 4, challengerWinsTies: true })).toBe("defender");
  });

  it("003 Static Tests: a win succeeds; a tie only with more traits than the difficulty; a loss fails", () => {
    expect(staticStanding({ challengerThrow: "rock", storytellerThrow: "scissors", traits: 1, difficulty: 9 })).toBe("challenger");
    expect(staticStanding({ challengerThrow: "rock", storytellerThrow: "rock", traits: 6, difficulty: 5 })).toBe("challenger");
    expect(staticStanding({ challengerThrow: "rock", storytellerThrow: "rock", traits: 5, difficulty: 5 })).toBe("defender");
    expect(staticStanding({ challengerThrow: "rock", storytellerThrow: "paper", traits: 12, difficulty: 2 })).toBe("defender");
  });

  it("003 Simple Test: a win or a tie succeeds with no traits at all; some mechanics need a win", () => {
    expect(simpleStanding({ challengerThrow: "scissors", storytellerThrow: "paper" })).toBe("challenger");
    expect(simpleStanding({ challengerThrow: "paper", storytellerThrow: "paper" })).toBe("challenger");
    expect(simpleStanding({ challengerThrow: "paper", storytellerThrow: "scissors" })).toBe("defender");
    expect(simpleStanding({ challengerThrow: "paper", storytellerThrow: "paper", needsWin: true })).toBe("defender");
    expect(simpleStanding({ challengerThrow: "scissors", storytellerThrow: "paper", needsWin: true })).toBe("challenger");
  });
});
