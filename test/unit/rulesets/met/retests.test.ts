import { describe, expect, it } from "vitest";
import { applyChallengeEvent, challengeOffers, challengeResult, startChallenge } from "../../../../src/rulesets/met/rules/challenge";
import type { MetCharacterInput } from "../../../../src/rulesets/met/rules/character";
import { fighter, lose, pass, play, punch, tie, win } from "./fixtures";
import { expectRulesError } from "../../errors-helper";

const brawler = (id: string, physical: number, more: Omit<MetCharacterInput, "id"> = {}) =>
  fighter(id, { physical }, {
    abilities: [{ name: "Brawl", levels: 2, category: "physical" }, { name: "Dodge", levels: 2, category: "physical" }],
    powers: [{ name: "Might", category: "physical", aspect: "strength", retest: true, lastRetest: true }, { name: "Prowess", category: "physical", retest: true }],
    merits: [{ name: "Lucky", retest: true }],
    ...more,
  });
const kinds = (offers: { kind: string }[]) => offers.map((offer) => offer.kind);

describe("retests", () => {
  it("003 Retests: after the first throw the side that lost may retest with an ability, a power, a merit or an overbid", () => {
    const state = play(punch(brawler("billy", 6), brawler("jeff", 6)), lose);
    const offers = challengeOffers(state);
    expect(offers).toMatchObject({ phase: "retest", awaiting: "challenger", mayPass: ["challenger"] });
    expect(kinds(offers.retests.challenger)).toEqual(["ability", "power", "merit", "overbid"]);
    expect(offers.retests.challenger[0]?.names).toEqual(["Brawl", "Dodge"]);
    expect(offers.retests.defender).toEqual([]);
    expectRulesError(() => applyChallengeEvent(state, { type: "callRetest", side: "defender", kind: "ability", name: "Dodge" }), "MetChallengeOutOfTurn");
  });

  it("003 Retests: Billy's Brawl retest is cancelled by Jeff's Dodge — no new throw; Billy may not call another ability, but may use Might", () => {
    let state = play(punch(brawler("billy", 6), brawler("jeff", 6)), lose, { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" });
    expect(challengeOffers(state)).toMatchObject({ phase: "cancel", awaiting: "defender", cancels: { defender: [{ kind: "ability", names: ["Brawl", "Dodge"] }] } });
    expectRulesError(() => applyChallengeEvent(state, { type: "cancelRetest", side: "defender", kind: "power", name: "Might" }), "MetCancelNotOffered");
    state = applyChallengeEvent(state, { type: "cancelRetest", side: "defender", kind: "ability", name: "Dodge" });
    expect(state.throws).toHaveLength(1);
    expect(state.retests[0]).toMatchObject({ kind: "ability", name: "Brawl", status: "cancelled", cancelledWith: "Dodge" });
    expect(challengeOffers(state).awaiting).toBe("challenger");
    expect(kinds(challengeOffers(state).retests.challenger)).toEqual(["power", "merit", "overbid"]);
    expectRulesError(() => applyChallengeEvent(state, { type: "callRetest", side: "challenger", kind: "ability", name: "Dodge" }), "MetRetestNotOffered");
    state = play(state, { type: "callRetest", side: "challenger", kind: "power", name: "Might" }, pass("defender"), win);
    // Might is the last retest: Jeff, now behind, has nothing left to call, and it ends.
    expect(state.phase).toBe("done");
    const result = challengeResult(state);
    expect(result).toMatchObject({ winner: "challenger", abilitiesSpent: { billy: ["Brawl"], jeff: ["Dodge"] }, traitsLost: { jeff: ["Brawny"] } });
  });

  it("003 Retests: one ability, one power and one merit in the same test; each thrown anew, one at a time", () => {
    const state = play(
      punch(brawler("a", 6, { powers: [{ name: "Prowess", category: "physical", retest: true }] }), fighter("b", { physical: 6 })),
      lose,
      { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" },
      lose,
      { type: "callRetest", side: "challenger", kind: "power", name: "Prowess" },
      lose,
      { type: "callRetest", side: "challenger", kind: "merit", name: "Lucky" },
      lose,
    );
    expect(state.throws.map((entry) => entry.retest)).toEqual([null, 0, 1, 2]);
    expect(kinds(challengeOffers(state).retests.challenger)).toEqual(["overbid"]);
  });

  it("003 Retests: a power or merit retest applies only to the category (and aspect) of the first trait bid", () => {
    const state = play(
      startChallenge({ kind: "contested", challenger: brawler("a", 6, { traits: { social: [{ name: "Witty", aspect: "charisma", count: 5 }] } }), defender: fighter("b", { social: 6 }) }),
      { type: "declare", target: "b", victoryCondition: "Shame b", firstTrait: "Witty" },
      { type: "bid", traits: ["Charismatic"], victoryCondition: "Shrug it off" },
      lose,
    );
    expect(challengeOffers(state).retests.challenger).toEqual([
      { kind: "merit", names: ["Lucky"] },
      { kind: "overbid", names: ["Witty"] },
    ]);
  });

  it("003 Retests: the winner of the throw calls nothing; with nobody ahead, the challenger has the move first", () => {
    const ahead = play(punch(brawler("a", 6), brawler("b", 6)), win);
    expect(challengeOffers(ahead)).toMatchObject({ awaiting: "defender", retests: { challenger: [] } });
    const even = play(punch(brawler("a", 6), brawler("b", 6)), tie);
    expect(challengeOffers(even).awaiting).toBe("challenger");
    expect(challengeOffers(applyChallengeEvent(even, pass("challenger"))).awaiting).toBe("defender");
  });

  it("003 Overbid: with twice the opponent's traits the overbid is a retest, the extra trait risked with the rest", () => {
    const state = play(punch(fighter("a", { physical: 8 }), fighter("b", { physical: 4 })), lose, { type: "callRetest", side: "challenger", kind: "overbid", name: "Brawny" });
    expect(state.phase).toBe("throws");
    // Nothing left to call: the challenge ends on the throw.
    const lost = play(state, lose);
    expect(challengeResult(lost).traitsLost).toEqual({ a: ["Brawny", "Brawny"] });
  });

  it("003 Overbid: short of twice the traits, no retest, and the trait bid is lost even if the side later wins", () => {
    let state = play(punch(brawler("a", 7), fighter("b", { physical: 4 })), lose, { type: "callRetest", side: "challenger", kind: "overbid", name: "Brawny" });
    expect(state.retests[0]?.status).toBe("failed");
    expect(state.throws).toHaveLength(1);
    expect(kinds(challengeOffers(state).retests.challenger)).toEqual(["ability", "power", "merit"]);
    state = play(state, { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" }, win, pass("defender"));
    expect(challengeResult(state)).toMatchObject({ winner: "challenger", traitsLost: { a: ["Brawny"], b: ["Brawny"] } });
  });

  it("003 Overbid: a static test's difficulty can be overbid (twice the difficulty), and the Storyteller may overbid the traits", () => {
    const test = (count: number, difficulty: number) => play(startChallenge({ kind: "static", challenger: fighter("a", { mental: count }), difficulty }), { type: "declare", victoryCondition: "Decipher", firstTrait: "Clever" });
    const retest = play(test(6, 3), lose, { type: "callRetest", side: "challenger", kind: "overbid", name: "Clever" });
    expect(retest.phase).toBe("throws");
    const storyteller = play(test(2, 5), win);
    expect(challengeOffers(storyteller)).toMatchObject({ awaiting: "defender", retests: { defender: [{ kind: "overbid", names: ["difficulty"] }] } });
    const thrown = play(storyteller, { type: "callRetest", side: "defender", kind: "overbid", name: "difficulty" }, lose);
    expect(challengeResult(play(thrown, pass("challenger")))).toMatchObject({ success: false, traitsLost: { a: ["Clever"] } });
    // Short of twice the traits the Storyteller has no overbid: the win stands at once.
    expect(play(test(3, 5), win).phase).toBe("done");
  });

  it("003 Retests: a static test takes the challenger's ability retests, never a defensive one, a power or a merit", () => {
    const state = play(startChallenge({ kind: "static", challenger: brawler("a", 3), difficulty: 3 }), { type: "declare", victoryCondition: "Climb", firstTrait: "Brawny" }, lose);
    expect(kinds(challengeOffers(state).retests.challenger)).toEqual(["ability", "overbid"]);
    const retested = play(state, { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" });
    expect(retested.phase).toBe("throws");
  });

  it("003 Willpower: the defender of a mental or social challenge may spend Willpower to retest; the challenger may not", () => {
    const mental = (defenderWillpower: number) =>
      play(
        startChallenge({ kind: "contested", challenger: fighter("a", { mental: 6 }, { willpower: 5 }), defender: fighter("b", { mental: 6 }, { willpower: defenderWillpower }) }),
        { type: "declare", target: "b", victoryCondition: "Dominate b", firstTrait: "Clever" },
        { type: "bid", traits: ["Clever"], victoryCondition: "Resist" },
      );
    const lost = play(mental(2), win);
    expect(challengeOffers(lost).retests.defender).toContainEqual({ kind: "willpower", names: ["Willpower"] });
    const retested = play(lost, { type: "callRetest", side: "defender", kind: "willpower", name: "Willpower" }, lose, pass("challenger"));
    expect(challengeResult(retested)).toMatchObject({ winner: "defender", willpowerSpent: { b: 1 }, waitBeforeRepeat: true });
    expect(kinds(challengeOffers(play(mental(2), lose)).retests.challenger)).not.toContain("willpower");
    expect(kinds(challengeOffers(play(mental(0), win)).retests.defender)).not.toContain("willpower");
    expect(kinds(challengeOffers(play(punch(fighter("a", { physical: 6 }), fighter("b", { physical: 6 }, { willpower: 5 })), win)).retests.defender)).not.toContain("willpower");
  });

  it("003 Miscellaneous Retests: any number of miscellaneous retests apply together — an overbid and Willpower in one challenge", () => {
    const state = play(
      startChallenge({ kind: "contested", challenger: fighter("a", { social: 3 }), defender: fighter("b", { social: 6 }, { willpower: 3 }) }),
      { type: "declare", target: "b", victoryCondition: "Entrance b", firstTrait: "Charismatic" },
      { type: "bid", traits: ["Charismatic"], victoryCondition: "Resist" },
      win,
      { type: "callRetest", side: "defender", kind: "overbid", name: "Charismatic" },
      win,
      { type: "callRetest", side: "defender", kind: "willpower", name: "Willpower" },
      lose,
      pass("challenger"),
    );
    expect(challengeResult(state)).toMatchObject({ winner: "defender", willpowerSpent: { b: 1 }, traitsLost: { a: ["Charismatic"] } });
  });

  it("003 Surprise: the challenger's surprise retest, once, when the situation grants it; never the defender's", () => {
    const state = play(punch(fighter("a", { physical: 5 }), fighter("b", { physical: 5 }), { surprise: true }), lose);
    expect(challengeOffers(state).retests.challenger).toContainEqual({ kind: "surprise", names: ["Surprise"] });
    const again = play(state, { type: "callRetest", side: "challenger", kind: "surprise", name: "Surprise" }, lose);
    expect(kinds(challengeOffers(again).retests.challenger)).toEqual(["overbid"]);
    expect(kinds(challengeOffers(play(punch(fighter("a", { physical: 5 }), fighter("b", { physical: 5 })), lose)).retests.challenger)).not.toContain("surprise");
  });

  it("003 Darkness: a blind winner of a physical challenge must test once more; the new throw decides", () => {
    const state = play(punch(fighter("a", { physical: 6 }), fighter("b", { physical: 5 }), { blind: { challenger: true } }), win, pass("defender"));
    expect(state.phase).toBe("throws");
    expect(state.retests.at(-1)).toMatchObject({ kind: "darkness", side: "challenger", status: "thrown" });
    const after = applyChallengeEvent(state, lose);
    expect(after.phase).toBe("done");
    expect(challengeResult(after).winner).toBe("defender");
  });

  it("003 Darkness: a level of Blindfighting negates the forced retest; both blind, the forced retests cancel", () => {
    const fightsBlind = fighter("a", { physical: 6 }, { abilities: [{ name: "Blindfighting", levels: 1, category: "physical" }] });
    const state = play(punch(fightsBlind, fighter("b", { physical: 5 }), { blind: { challenger: true } }), win, pass("defender"));
    expect(challengeOffers(state)).toMatchObject({ phase: "darkness", awaiting: "challenger", cancels: { challenger: [{ kind: "darkness", names: ["Blindfighting"] }] } });
    const negated = applyChallengeEvent(state, { type: "cancelRetest", side: "challenger", kind: "darkness", name: "Blindfighting" });
    expect(challengeResult(negated)).toMatchObject({ winner: "challenger", abilitiesSpent: { a: ["Blindfighting"] } });
    const bothBlind = play(punch(fighter("a", { physical: 6 }), fighter("b", { physical: 5 }), { blind: { challenger: true, defender: true } }), win, pass("defender"));
    expect(challengeResult(bothBlind).winner).toBe("challenger");
  });

  it("003 Retests: a simple test is never retested", () => {
    const state = play(startChallenge({ kind: "simple", challenger: brawler("a", 6, { willpower: 3 }) }), { type: "declare", victoryCondition: "Find the door" }, lose);
    expect(state.phase).toBe("done");
    expectRulesError(() => applyChallengeEvent(state, { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" }), "MetChallengeOver");
  });
});
