import { describe, expect, it } from "vitest";
import { applyChallengeEvent, challengeOffers, challengeResult, startChallenge } from "../../../../src/rulesets/met/rules/challenge";
import { fighter, lose, pass, play, punch, tie, traits, win } from "./fixtures";
import { expectRulesError } from "../../errors-helper";

const ann = () => fighter("ann", { physical: 6, social: 5, mental: 4 });
const ben = () => fighter("ben", { physical: 5, social: 5, mental: 6 });

describe("a contested challenge through the state machine", () => {
  it("003 Contested Tests: declare target, victory condition and first trait; the target bids and names its own; both throw", () => {
    let state = startChallenge({ kind: "contested", challenger: ann(), defender: ben() });
    expect(challengeOffers(state)).toMatchObject({ phase: "declare", awaiting: "challenger", bidsRequired: { challenger: 1, defender: 1 } });
    state = applyChallengeEvent(state, { type: "declare", target: "ben", victoryCondition: "Punch Ben in the face", firstTrait: "Brawny" });
    expect(challengeOffers(state)).toMatchObject({ phase: "bid", awaiting: "defender", mayRelent: true });
    state = applyChallengeEvent(state, { type: "bid", traits: ["Brawny"], victoryCondition: "Punch Ann back" });
    expect(challengeOffers(state)).toMatchObject({ phase: "throws", awaiting: "both" });
    state = play(state, win, pass("defender"));
    expect(challengeResult(state)).toMatchObject({ winner: "challenger", success: true, victoryCondition: "Punch Ben in the face", victoryConditionOf: "ann", affected: "ben" });
  });

  it("003 Contested Tests: the loser's victory condition does not happen; the winner's does", () => {
    const state = play(punch(ann(), ben()), lose, pass("challenger"));
    expect(challengeResult(state)).toMatchObject({ winner: "defender", success: false, victoryCondition: "Dodge", affected: "ann" });
  });

  it("003 Contested Tests: a tied throw goes to the side with more traits (6 against 5)", () => {
    const state = play(punch(ann(), ben()), tie, pass("defender"));
    expect(state.throws[0]?.standing).toBe("challenger");
    expect(challengeResult(state).winner).toBe("challenger");
  });

  it("003 Contested Tests: a tied throw on equal traits — neither victory condition occurs, nobody loses a trait", () => {
    const state = play(punch(fighter("a", { physical: 5 }), fighter("b", { physical: 5 })), tie, pass("challenger"), pass("defender"));
    expect(challengeResult(state)).toMatchObject({ winner: null, success: false, victoryCondition: null, traitsLost: {} });
  });

  it("003 Contested Tests: the loser loses the traits it bid (risked) for the scene; the winner keeps its own", () => {
    const state = play(punch(ann(), ben()), win, pass("defender"));
    expect(challengeResult(state).traitsLost).toEqual({ ben: ["Brawny"] });
  });

  it("003 Relenting: the target relents without bidding; the challenger wins and has still spent its action", () => {
    const state = play(startChallenge({ kind: "contested", challenger: ann(), defender: ben() }), { type: "declare", target: "ben", victoryCondition: "Shove Ben aside", firstTrait: "Brawny" }, { type: "relent" });
    expect(state.phase).toBe("done");
    expect(challengeResult(state)).toMatchObject({ winner: "challenger", relented: true, victoryCondition: "Shove Ben aside", challengerActionSpent: true, defenderActionSpent: false, traitsLost: {} });
  });

  it("003 Relenting: only the target of a contested challenge relents, and only when it would bid", () => {
    const declared = play(startChallenge({ kind: "contested", challenger: ann(), defender: ben() }), { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny" });
    expectRulesError(() => play(declared, { type: "bid", traits: ["Brawny"], victoryCondition: "Dodge" }, { type: "relent" }), "MetChallengeOutOfTurn");
    expectRulesError(() => applyChallengeEvent(startChallenge({ kind: "static", challenger: ann(), difficulty: 4 }), { type: "relent" }), "MetChallengeOutOfTurn");
  });

  it("003 Test (or Challenge): the target answering with an attack of its own spends its action; a passive dodge does not", () => {
    const counter = play(startChallenge({ kind: "contested", challenger: ann(), defender: ben() }), { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny" }, { type: "bid", traits: ["Brawny"], victoryCondition: "Punch back", effect: { damage: { levels: 1, type: "bashing" } } }, lose, pass("challenger"));
    expect(challengeResult(counter)).toMatchObject({ winner: "defender", defenderActionSpent: true, effect: { damage: { levels: 1, type: "bashing" } } });
    const dodge = play(punch(ann(), ben()), lose, pass("challenger"));
    expect(challengeResult(dodge).defenderActionSpent).toBe(false);
  });

  it("003 Test (or Challenge): a target with no action left (or no way to strike back) may only resist passively", () => {
    const declared = play(startChallenge({ kind: "contested", challenger: ann(), defender: ben(), defenderPassiveOnly: true }), { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny" });
    expectRulesError(() => applyChallengeEvent(declared, { type: "bid", traits: ["Brawny"], victoryCondition: "Punch back", effect: { damage: { levels: 1, type: "bashing" } } }), "MetDefenderPassiveOnly");
    expect(applyChallengeEvent(declared, { type: "bid", traits: ["Brawny"], victoryCondition: "Dodge" }).phase).toBe("throws");
  });

  it("003 Contested Tests: out of turn, a wrong target, a missing victory condition, a move after the end are refused", () => {
    const start = startChallenge({ kind: "contested", challenger: ann(), defender: ben() });
    expectRulesError(() => applyChallengeEvent(start, win), "MetChallengeOutOfTurn");
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", target: "carl", victoryCondition: "Punch", firstTrait: "Brawny" }), "MetTargetWrong");
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "  ", firstTrait: "Brawny" }), "MetVictoryConditionMissing");
    const done = play(punch(ann(), ben()), win, pass("defender"));
    expectRulesError(() => applyChallengeEvent(done, pass("defender")), "MetChallengeOver");
    expectRulesError(() => challengeResult(start), "MetChallengeNotDone");
    expectRulesError(() => startChallenge({ kind: "contested", challenger: ann() }), "MetChallengeNoDefender");
    expectRulesError(() => startChallenge({ kind: "contested", challenger: ann(), defender: ann() }), "MetChallengeSelf");
  });
});

describe("bidding traits", () => {
  const billy = () =>
    fighter("billy", {}, {
      traits: { physical: [traits("Brawny", "strength", 3), traits("Quick", "dexterity", 3)] },
      powers: [
        { name: "Might", category: "physical", aspect: "strength", retest: true, lastRetest: true },
        { name: "Fleetness", category: "physical", aspect: "dexterity", winsTies: true },
      ],
    });

  it("003 Bidding Traits: the first trait sets the category and which powers apply (Brawny first: Might, not Fleetness)", () => {
    const state = play(startChallenge({ kind: "contested", challenger: billy(), defender: fighter("jeff", { physical: 6 }), extraBids: { challenger: 1 } }), { type: "declare", target: "jeff", victoryCondition: "Strike", firstTrait: "Brawny", moreTraits: ["Quick"] }, { type: "bid", traits: ["Brawny"], victoryCondition: "Block" });
    expect(state.challenger.category).toBe("physical");
    expect(state.challenger.aspect).toBe("strength");
    // A tied throw: Fleetness would win it, but Billy led with strength; 6 traits against 6, nobody.
    const tied = applyChallengeEvent(state, tie);
    expect(tied.throws[0]?.standing).toBe("nobody");
    expect(challengeOffers(tied).retests.challenger.map((offer) => offer.kind)).toContain("power");
    expect(challengeOffers(tied).retests.challenger.find((offer) => offer.kind === "power")?.names).toEqual(["Might"]);
  });

  it("003 Bidding Traits: Quick first opens Fleetness (the tie is Billy's) and not Might", () => {
    const state = play(startChallenge({ kind: "contested", challenger: billy(), defender: fighter("jeff", { physical: 9 }) }), { type: "declare", target: "jeff", victoryCondition: "Strike", firstTrait: "Quick" }, { type: "bid", traits: ["Brawny"], victoryCondition: "Block" }, tie);
    expect(state.throws[0]?.standing).toBe("challenger");
  });

  it("003 Bidding Traits: every trait bid is of the first one's category; a trait not held or already bid is refused", () => {
    const start = startChallenge({ kind: "contested", challenger: fighter("a", { physical: 2, social: 3 }), defender: ben(), extraBids: { challenger: 1 } });
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny", moreTraits: ["Charismatic"] }), "MetBidWrongCategory");
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Graceful", moreTraits: ["Brawny"] }), "MetTraitNotHeld");
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny" }), "MetBidCount");
    const one = startChallenge({ kind: "contested", challenger: fighter("a", { physical: 1 }), defender: ben(), extraBids: { challenger: 1 } });
    expectRulesError(() => applyChallengeEvent(one, { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny", moreTraits: ["Brawny"] }), "MetTraitNotHeld");
  });

  it("003 Bidding Traits: the offers name the traits each side may bid: any of the challenger's, the defender's in its category", () => {
    const start = startChallenge({ kind: "contested", challenger: ann(), defender: ben() });
    expect(challengeOffers(start).biddable).toEqual({ challenger: ["Brawny", "Charismatic", "Clever"], defender: [] });
    const declared = applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny" });
    expect(challengeOffers(declared).biddable).toEqual({ challenger: [], defender: ["Brawny"] });
    const mixed = applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "Daze", firstTrait: "Clever", defenderCategory: "social" });
    expect(challengeOffers(mixed).biddable.defender).toEqual(["Charismatic"]);
  });

  it("003 Bidding Traits: a forged event — an unknown type, traits that are not names — is refused and changes nothing", () => {
    const start = startChallenge({ kind: "contested", challenger: ann(), defender: ben() });
    const startBefore = structuredClone(start);
    expectRulesError(() => applyChallengeEvent(start, { type: "toString" } as never), "MetChallengeEventUnknown");
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny", moreTraits: "Brawny" } as never), "MetTraitNotHeld");
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: 3 } as never), "MetFirstTraitMissing");
    expect(start).toEqual(startBefore);
    expect(start.phase).toBe("declare");
    const declared = applyChallengeEvent(start, { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny" });
    const declaredBefore = structuredClone(declared);
    expectRulesError(() => applyChallengeEvent(declared, { type: "bid", traits: [{}], victoryCondition: "Dodge" } as never), "MetBidCount");
    expect(declared).toEqual(declaredBefore);
    expect(declared.phase).toBe("bid");
    // The declaration made a new state: the one it was made from is still the challenge before it.
    expect(start).toEqual(startBefore);
  });

  it("003 Bidding Traits: the defender bids in the challenger's category unless the challenge is mixed", () => {
    const declared = play(startChallenge({ kind: "contested", challenger: ann(), defender: ben() }), { type: "declare", target: "ben", victoryCondition: "Punch", firstTrait: "Brawny" });
    expectRulesError(() => applyChallengeEvent(declared, { type: "bid", traits: ["Clever"], victoryCondition: "Outwit" }), "MetBidWrongCategory");
  });

  it("003 Mob Challenges: negative traits called and being wounded each ask one more trait bid", () => {
    const hurt = fighter("hurt", { physical: 6 }, { negativeTraits: { physical: ["Clumsy"] }, health: { bashing: 4, lethal: 0, aggravated: 0 } });
    const state = startChallenge({ kind: "contested", challenger: ann(), defender: hurt, calledNegativeTraits: { defender: ["Clumsy"] } });
    expect(challengeOffers(state).bidsRequired).toEqual({ challenger: 1, defender: 3 });
    expectRulesError(() => startChallenge({ kind: "contested", challenger: ann(), defender: hurt, calledNegativeTraits: { defender: ["Lame"] } }), "MetNegativeTraitUnknown");
    const bruised = fighter("bruised", { physical: 6 }, { health: { bashing: 3, lethal: 0, aggravated: 0 } });
    expect(startChallenge({ kind: "contested", challenger: ann(), defender: bruised }).defender?.bidsRequired).toBe(1);
  });

  it("003 Movement: moving more than one step is one trait down in a physical challenge, not a social one", () => {
    const physical = play(punch(fighter("a", { physical: 6 }), fighter("b", { physical: 6 }), { moved: { challenger: true } }), tie);
    expect(physical.throws[0]?.standing).toBe("defender");
    const social = play(
      startChallenge({ kind: "contested", challenger: fighter("a", { social: 6 }), defender: fighter("b", { social: 6 }), moved: { challenger: true } }),
      { type: "declare", target: "b", victoryCondition: "Persuade", firstTrait: "Charismatic" },
      { type: "bid", traits: ["Charismatic"], victoryCondition: "Resist" },
      tie,
    );
    expect(social.throws[0]?.standing).toBe("nobody");
  });
});

describe("static and simple tests", () => {
  it("003 Static Tests: bid a trait and throw against the Storyteller; a tie succeeds only with more traits than the difficulty", () => {
    const test = (count: number, difficulty: number) => play(startChallenge({ kind: "static", challenger: fighter("a", { mental: count }), difficulty }), { type: "declare", victoryCondition: "Pick the lock", firstTrait: "Clever" }, tie);
    expect(challengeResult(test(6, 5))).toMatchObject({ success: true, winner: "challenger", victoryCondition: "Pick the lock" });
    const failed = play(test(5, 5), pass("challenger"));
    expect(challengeResult(failed)).toMatchObject({ success: false, winner: "defender", victoryCondition: null, traitsLost: { a: ["Clever"] } });
  });

  it("003 Static Tests: a static test has no target and needs a difficulty", () => {
    expectRulesError(() => startChallenge({ kind: "static", challenger: ann() }), "MetStaticNoDifficulty");
    expectRulesError(() => startChallenge({ kind: "static", challenger: ann(), defender: ben(), difficulty: 3 }), "MetChallengeDefenderNotContested");
    expectRulesError(() => applyChallengeEvent(startChallenge({ kind: "static", challenger: ann(), difficulty: 3 }), { type: "declare", target: "ben", victoryCondition: "Climb", firstTrait: "Brawny" }), "MetTargetNotContested");
  });

  it("003 Simple Test: no trait is bid; a win or tie succeeds; a loss cannot be retested", () => {
    const start = startChallenge({ kind: "simple", challenger: ann() });
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", victoryCondition: "Wake", firstTrait: "Brawny" }), "MetSimpleNoBid");
    const declared = applyChallengeEvent(start, { type: "declare", victoryCondition: "Wake from torpor" });
    expect(challengeResult(applyChallengeEvent(declared, tie))).toMatchObject({ success: true, traitsLost: {} });
    const lost = applyChallengeEvent(declared, lose);
    expect(lost.phase).toBe("done");
    expect(challengeResult(lost).success).toBe(false);
  });

  it("003 Simple Test: a mechanic that needs a win fails on a tie", () => {
    const state = play(startChallenge({ kind: "simple", challenger: ann(), needsWin: true }), { type: "declare", victoryCondition: "Resist" }, tie);
    expect(challengeResult(state).success).toBe(false);
  });
});
