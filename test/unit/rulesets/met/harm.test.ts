import { describe, expect, it } from "vitest";
import { harmOf, startChallenge } from "../../../../src/rulesets/met/rules/challenge";
import { fighter, lose, pass, play, punch, win } from "./fixtures";

describe("what a finished challenge did to whom it befell (the card's result line)", () => {
  it("003 Contested Tests: the winner's damage on the loser, with the health level it reaches from the health the loser had", () => {
    const ben = fighter("ben", { physical: 5 }, { health: { bashing: 2, lethal: 0, aggravated: 0 } });
    const state = play(punch(fighter("ann", { physical: 6 }), ben), win, pass("defender"));
    // Two levels marked and one more: the third level, Injured.
    expect(harmOf(state)).toEqual({ id: "ben", name: "ben", damage: { levels: 1, type: "bashing", level: "injured" }, grappledBy: null });
  });

  it("003 Contested Tests: the loser's own condition does nothing the rules track (a dodge), so nobody is named; the challenger's damage never befalls it", () => {
    expect(harmOf(play(punch(fighter("ann", { physical: 6 }), fighter("ben", { physical: 5 })), lose, pass("challenger")))).toBeNull();
  });

  it("003 Grappling: a grapple names who holds whom", () => {
    const state = play(
      startChallenge({ kind: "contested", challenger: fighter("ann", { physical: 6 }), defender: fighter("ben", { physical: 5 }) }),
      { type: "declare", target: "ben", victoryCondition: "Grab Ben", firstTrait: "Brawny", effect: { grapple: true } },
      { type: "bid", traits: ["Brawny"], victoryCondition: "Dodge" },
      win,
      pass("defender"),
    );
    expect(harmOf(state)).toEqual({ id: "ben", name: "ben", damage: null, grappledBy: "ann" });
  });

  it("003 Static Tests: a static test's condition befalls no character", () => {
    const state = play(startChallenge({ kind: "static", challenger: fighter("ann", { physical: 6 }), difficulty: 2 }), { type: "declare", victoryCondition: "Force the door", firstTrait: "Brawny", effect: { damage: { levels: 2, type: "lethal" } } }, win);
    expect(state.result).toMatchObject({ success: true, effect: { damage: { levels: 2, type: "lethal" } }, affected: null });
    expect(harmOf(state)).toBeNull();
  });
});
