import { describe, expect, it } from "vitest";
import { applyChallengeEvent, challengeOffers, challengeResult, planChallenges, startChallenge, startMobChallenge } from "../../../../src/rulesets/met/rules/challenge";
import { fighter, pass, play, tie, traits, win } from "./fixtures";
import { expectRulesError } from "../../errors-helper";

const attacker = (id: string, count = 4) => fighter(id, { physical: count });
const lender = (id: string, count = 4) => ({ character: attacker(id, count), traits: ["Brawny"], victoryCondition: `${id} punches`, effect: { damage: { levels: 1, type: "bashing" as const } } });

describe("mob challenges", () => {
  it("003 Mob Challenges: the champion gains +1 trait per lender, at most +4; the target bids one trait per attacker, at most 5", () => {
    const target = fighter("zach", { physical: 9 });
    const three = startMobChallenge({ champion: attacker("bob"), lenders: [lender("andrew"), lender("charlie")], target });
    expect(three.challenger.bonusTraits).toBe(2);
    expect(challengeOffers(three).bidsRequired).toEqual({ challenger: 1, defender: 3 });
    const seven = startMobChallenge({ champion: attacker("a1"), lenders: ["a2", "a3", "a4", "a5", "a6", "a7"].map((id) => lender(id)), target });
    expect(seven.challenger.bonusTraits).toBe(4);
    expect(seven.defender?.bidsRequired).toBe(5);
  });

  it("003 Mob Challenges: on a tied throw the lenders' +2 count (Bob 4 + 2 against Zach's 5)", () => {
    const state = play(
      startMobChallenge({ champion: attacker("bob"), lenders: [lender("andrew"), lender("charlie")], target: fighter("zach", { physical: 5 }) }),
      { type: "declare", target: "zach", victoryCondition: "Bob kicks Zach", firstTrait: "Brawny" },
      { type: "bid", traits: ["Brawny", "Brawny", "Brawny"], victoryCondition: "Zach strikes Andrew" },
      tie,
    );
    expect(state.throws[0]?.standing).toBe("challenger");
  });

  it("003 Mob Challenges: the winning champion picks its own or a lender's victory condition; only that one affects the target", () => {
    let state = play(
      startMobChallenge({ champion: attacker("bob"), lenders: [lender("andrew"), { ...lender("charlie"), effect: { damage: { levels: 2, type: "lethal" as const } } }], target: fighter("zach", { physical: 5 }) }),
      { type: "declare", target: "zach", victoryCondition: "Bob kicks Zach", firstTrait: "Brawny" },
      { type: "bid", traits: ["Brawny", "Brawny", "Brawny"], victoryCondition: "Zach strikes Andrew" },
      win,
      pass("defender"),
    );
    expect(challengeOffers(state)).toMatchObject({ phase: "choose", awaiting: "challenger", choices: ["bob", "andrew", "charlie"] });
    expectRulesError(() => applyChallengeEvent(state, { type: "chooseVictoryCondition", of: "zach" }), "MetVictoryConditionNotLent");
    state = applyChallengeEvent(state, { type: "chooseVictoryCondition", of: "charlie" });
    expect(challengeResult(state)).toMatchObject({ winner: "challenger", victoryCondition: "charlie punches", victoryConditionOf: "charlie", effect: { damage: { levels: 2, type: "lethal" } }, affected: "zach", traitsLost: { zach: ["Brawny", "Brawny", "Brawny"] } });
  });

  it("003 Mob Challenges: when the target wins, its victory condition happens and every attacker loses the traits it bid", () => {
    const state = play(
      startMobChallenge({ champion: attacker("bob"), lenders: [lender("andrew")], target: fighter("zach", { physical: 5 }) }),
      { type: "declare", target: "zach", victoryCondition: "Bob kicks Zach", firstTrait: "Brawny" },
      { type: "bid", traits: ["Brawny", "Brawny"], victoryCondition: "Zach strikes Bob", effect: { damage: { levels: 1, type: "bashing" } } },
      { type: "throws", challenger: "rock", defender: "paper" },
      pass("challenger"),
    );
    expect(challengeResult(state)).toMatchObject({ winner: "defender", victoryCondition: "Zach strikes Bob", affected: "bob", traitsLost: { bob: ["Brawny"], andrew: ["Brawny"] } });
  });

  it("003 Mob Challenges: lenders bid their physical trait plus what their negative traits and wounds ask", () => {
    const clumsy = fighter("andrew", { physical: 4 }, { negativeTraits: { physical: ["Clumsy"] } });
    expectRulesError(() => startMobChallenge({ champion: attacker("bob"), lenders: [{ character: clumsy, traits: ["Brawny"], victoryCondition: "Punch", calledNegativeTraits: ["Clumsy"] }], target: attacker("zach") }), "MetBidCount");
    const ok = startMobChallenge({ champion: attacker("bob"), lenders: [{ character: clumsy, traits: ["Brawny", "Brawny"], victoryCondition: "Punch", calledNegativeTraits: ["Clumsy"] }], target: attacker("zach") });
    expect(ok.mob?.lenders[0]?.bid).toEqual(["Brawny", "Brawny"]);
    const social = fighter("andrew", { social: 4 });
    expectRulesError(() => startMobChallenge({ champion: attacker("bob"), lenders: [{ character: social, traits: ["Charismatic"], victoryCondition: "Taunt" }], target: attacker("zach") }), "MetBidWrongCategory");
  });

  it("003 Mass Rules: a mob is physical — a mental champion is allowed against a physical defence (the defender's category sets the type), not a mental one", () => {
    const thaumaturge = fighter("tremere", { mental: 6 });
    const start = startMobChallenge({ champion: thaumaturge, lenders: [lender("andrew")], target: attacker("zach") });
    expectRulesError(() => applyChallengeEvent(start, { type: "declare", target: "zach", victoryCondition: "Burn", firstTrait: "Clever" }), "MetMobNotPhysical");
    const mixed = applyChallengeEvent(start, { type: "declare", target: "zach", victoryCondition: "Burn", firstTrait: "Clever", defenderCategory: "physical" });
    expect(applyChallengeEvent(mixed, { type: "bid", traits: ["Brawny", "Brawny"], victoryCondition: "Dodge" }).defender?.category).toBe("physical");
  });

  it("003 Mob Challenges: a mob needs two attackers, each once, the target not among them", () => {
    expectRulesError(() => startMobChallenge({ champion: attacker("bob"), lenders: [], target: attacker("zach") }), "MetMobTooSmall");
    expectRulesError(() => startMobChallenge({ champion: attacker("bob"), lenders: [lender("bob")], target: attacker("zach") }), "MetMobDuplicate");
  });

  it("003 Mob Challenges: two mobs attacking each other are two challenges; Zach and Charlie each bid two traits more", () => {
    const plan = planChallenges([
      { attacker: "andrew", target: "zach" },
      { attacker: "bob", target: "zach" },
      { attacker: "charlie", target: "zach" },
      { attacker: "xavier", target: "charlie" },
      { attacker: "yolanda", target: "charlie" },
      { attacker: "zach", target: "charlie" },
    ]);
    expect(plan.map((entry) => [entry.kind, entry.target, entry.attackers, entry.targetBids])).toEqual([
      ["mob", "zach", ["andrew", "bob", "charlie"], 3],
      ["mob", "charlie", ["xavier", "yolanda", "zach"], 3],
    ]);
  });

  it("003 Mob Challenges: the frenzied three-way fight is three separate challenges, each target bidding one more trait", () => {
    const plan = planChallenges([
      { attacker: "andrew", target: "martin" },
      { attacker: "martin", target: "zach" },
      { attacker: "zach", target: "andrew" },
    ]);
    expect(plan.map((entry) => [entry.kind, entry.attackers, entry.target, entry.targetBids])).toEqual([
      ["single", ["andrew"], "martin", 1],
      ["single", ["martin"], "zach", 1],
      ["single", ["zach"], "andrew", 1],
    ]);
  });

  it("003 Multiple Participants: two characters attacking each other share one challenge; a mob's target striking back is inside the mob", () => {
    expect(planChallenges([{ attacker: "mark", target: "joe" }, { attacker: "joe", target: "mark" }])).toEqual([{ kind: "mutual", attackers: ["mark", "joe"], target: "joe", targetBids: 1, targetStrikesBack: true }]);
    const plan = planChallenges([{ attacker: "zach", target: "bob" }, { attacker: "andrew", target: "zach" }, { attacker: "bob", target: "zach" }]);
    expect(plan).toEqual([{ kind: "mob", attackers: ["andrew", "bob"], target: "zach", targetBids: 2, targetStrikesBack: true }]);
    expectRulesError(() => planChallenges([{ attacker: "a", target: "b" }, { attacker: "a", target: "c" }]), "MetOneAttackEach");
  });
});

describe("mixed challenges", () => {
  const billy = () =>
    fighter("billy", {}, {
      traits: { physical: [traits("Quick", "dexterity", 5)], mental: [traits("Clever", "wits", 2)] },
      powers: [{ name: "Fleetness", category: "physical", aspect: "dexterity", winsTies: true }],
      willpower: 4,
    });

  it("003 Mixed Challenges: each side bids its own category and uses the powers of its own lead; Billy's Fleetness wins the tie, Willpower is not his", () => {
    const tremere = fighter("tremere", { mental: 8 });
    let state = play(
      startChallenge({ kind: "contested", challenger: tremere, defender: billy() }),
      { type: "declare", target: "billy", victoryCondition: "Flame Bolt burns Billy", firstTrait: "Clever", defenderCategory: "physical", effect: { damage: { levels: 2, type: "aggravated" } } },
    );
    expectRulesError(() => applyChallengeEvent(state, { type: "bid", traits: ["Clever"], victoryCondition: "Resist" }), "MetBidWrongCategory");
    state = play(state, { type: "bid", traits: ["Quick"], victoryCondition: "Dodge the bolt" }, tie);
    expect(state.throws[0]?.standing).toBe("defender");
    const lost = play(
      startChallenge({ kind: "contested", challenger: tremere, defender: billy() }),
      { type: "declare", target: "billy", victoryCondition: "Flame Bolt burns Billy", firstTrait: "Clever", defenderCategory: "physical" },
      { type: "bid", traits: ["Quick"], victoryCondition: "Dodge the bolt" },
      win,
    );
    expect(challengeOffers(lost).retests.defender.map((offer) => offer.kind)).not.toContain("willpower");
  });

  it("003 Multiple Mixed Challenges: a mixed declaration names the defender's category; only a contested challenge is mixed", () => {
    expectRulesError(() => applyChallengeEvent(startChallenge({ kind: "static", challenger: billy(), difficulty: 3 }), { type: "declare", victoryCondition: "Run", firstTrait: "Quick", defenderCategory: "mental" }), "MetMixedNotContested");
  });
});
