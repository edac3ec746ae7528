import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { challengeCardContextOf } from "../../../src/rulesets/met/chat/render";
import { replayChallenge } from "../../../src/rulesets/met/chat/record";
import { metRecordOf } from "../../../src/rulesets/met/data/read";
import { requestChallenge, type ChallengeStartPayload } from "../../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../../src/rulesets/met/requests/challenge-step";
import { forgeRequest } from "../stand-in/requests";
import type { StandInActor } from "../stand-in/actor";
import { actAs, gm } from "../stand-in/install";
import type { StandInUser } from "../stand-in/user";
import { bothThrow, character, contested, lastCard, placeToken, players, resetTable, setUpMet, writes } from "./fixtures";

/** This file's challenges: a contested one whose winner strikes the guard. */
const contestedHere = (challenger: StandInActor, defender: StandInActor, token: { document: { uuid: string } }, more: Partial<ChallengeStartPayload>) =>
  contested(challenger, defender, token, { victoryCondition: "Strike the guard", ...more });

beforeAll(setUpMet);
beforeEach(resetTable);

const PRINCE = {
  physical: [{ name: "Quick", aspect: "dexterity" }],
  social: [
    { name: "Commanding", aspect: "charisma", count: 2 },
    { name: "Persuasive", aspect: "manipulation" },
  ],
};
const HUNTER = {
  physical: [
    { name: "Brawny", aspect: "strength", count: 2 },
    { name: "Quick", aspect: "dexterity" },
  ],
  abilities: [{ name: "Blindfighting", count: 1, category: "physical" }],
};
const GUARD = {
  physical: [
    { name: "Tough", aspect: "stamina" },
    { name: "Nimble", aspect: "dexterity" },
  ],
  mental: [{ name: "Alert", aspect: "perception" }, { name: "Cunning", aspect: "wits" }],
};

function cardFor(user: StandInUser) {
  actAs(user);
  return challengeCardContextOf(lastCard());
}

describe("003 Mixed Challenges: the target bids in the category the challenger names, through the chat layer", () => {
  it("a social lead against the guard's mental traits: the card asks for a mental bid, a physical one is refused, the mental one stands", async () => {
    const prince = await character("Prince", players.anna, PRINCE);
    const guard = await character("Guard", players.boris, GUARD);
    const token = placeToken(guard);
    actAs(players.anna);
    expect(await requestChallenge(contestedHere(prince, guard, token, { traits: ["Commanding"], defenderCategory: "mental", victoryCondition: "Forget you saw me", effect: { kind: "narrative" } }))).toMatchObject({ ok: true });
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "bid", defenderCategory: "mental", challenger: { category: "social" } });
    const card = cardFor(players.boris);
    expect("bid" in card && card.bid).toMatchObject({ title: "Guard bids 1 Mental trait:", traits: ["Alert", "Cunning"] });
    const updates = writes("ChatMessage", "update").length;
    actAs(players.boris);
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Keep my head" }, { kind: "narrative" })).toMatchObject({ ok: false, key: "STC.Error.MetBidWrongCategory" });
    expect(writes("ChatMessage", "update")).toHaveLength(updates);
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Alert"], victoryCondition: "Keep my head" }, { kind: "narrative" })).toMatchObject({ ok: true });
    // A tie on the throw goes to the traits each holds in its own category: the Prince's three social traits to the guard's two mental ones.
    await bothThrow({ challenger: [players.anna, "rock"], defender: [players.boris, "rock"] });
    expect(replayChallenge(lastCard()).throws[0]).toMatchObject({ standing: "challenger" });
  });

  it("a mixed static test is refused by the rules, and a forged category by the reader, before any card is written", async () => {
    const prince = await character("Prince", players.anna, PRINCE);
    const guard = await character("Guard", players.boris, GUARD);
    const token = placeToken(guard);
    actAs(gm);
    expect(await requestChallenge({ ...contestedHere(prince, guard, token, {}), kind: "static", defender: null, difficulty: 3, traits: ["Commanding"], defenderCategory: "mental" })).toMatchObject({ ok: false, key: "STC.Error.MetMixedNotContested" });
    actAs(players.anna);
    expect(await forgeRequest("metChallengeStart", { ...contestedHere(prince, guard, token, { traits: ["Commanding"] }), defenderCategory: "spiritual" })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.Forged", data: { field: "defenderCategory" } });
    expect(writes("ChatMessage")).toHaveLength(0);
  });
});

describe("003 Darkness, Movement: who cannot see, who moved, through the chat layer", () => {
  it("a hunter fighting blind wins; the card offers Blindfighting against the darkness retest, and using it ends the challenge and spends its level", async () => {
    const hunter = await character("Hunter", players.anna, HUNTER);
    const guard = await character("Guard", players.boris, GUARD);
    const token = placeToken(guard);
    actAs(players.anna);
    expect(await requestChallenge(contestedHere(hunter, guard, token, { blind: { challenger: true, defender: false } }))).toMatchObject({ ok: true });
    actAs(players.boris);
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Hold the door" }, { kind: "narrative" })).toMatchObject({ ok: true });
    await bothThrow({ challenger: [players.anna, "rock"], defender: [players.boris, "scissors"] });
    // The guard, who lost the throw, lets it stand; only then does the darkness fall on the winner.
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "retest", awaiting: "defender" });
    actAs(players.boris);
    expect(await requestChallengeStep(lastCard(), { type: "pass", side: "defender" })).toMatchObject({ ok: true });
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "darkness", awaiting: "challenger" });
    const card = cardFor(players.anna);
    expect("waiting" in card && card.waiting).toBe("Waiting for Hunter: Blindfighting or the darkness retest.");
    expect("moves" in card && card.moves ? card.moves.map((move) => move.label) : []).toContain("Negate the darkness: Blindfighting");
    actAs(players.anna);
    expect(await requestChallengeStep(lastCard(), { type: "cancelRetest", side: "challenger", kind: "darkness", name: "Blindfighting" })).toMatchObject({ ok: true });
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "done", result: { winner: "challenger" } });
    expect(metRecordOf(hunter).abilitiesSpent).toEqual(["Blindfighting"]);
    expect(metRecordOf(guard).health.bashing).toBe(1);
  });

  it("a player says their own character is blind or moving; that the target is is the Storyteller's call, refused from a player and taken from the Storyteller", async () => {
    const hunter = await character("Hunter", players.anna, HUNTER);
    const guard = await character("Guard", players.boris, GUARD);
    const token = placeToken(guard);
    actAs(players.anna);
    expect(await requestChallenge(contestedHere(hunter, guard, token, { blind: { challenger: false, defender: true } }))).toMatchObject({ ok: false, key: "STC.Met.Card.Error.TargetSituationStoryteller" });
    expect(await requestChallenge(contestedHere(hunter, guard, token, { moved: { challenger: false, defender: true } }))).toMatchObject({ ok: false, key: "STC.Met.Card.Error.TargetSituationStoryteller" });
    expect(await forgeRequest("metChallengeStart", { ...contestedHere(hunter, guard, token, {}), moved: { challenger: "yes", defender: false } })).toMatchObject({ ok: false, data: { field: "moved" } });
    expect(writes("ChatMessage", "create")).toHaveLength(0);
    // The hunter's own run costs them a trait in the physical challenge: three traits count as two.
    expect(await requestChallenge(contestedHere(hunter, guard, token, { moved: { challenger: true, defender: false } }))).toMatchObject({ ok: true });
    expect(replayChallenge(lastCard()).challenger).toMatchObject({ moved: true, penaltyTraits: 1 });
    actAs(gm);
    expect(await requestChallenge(contestedHere(hunter, guard, token, { blind: { challenger: false, defender: true }, moved: { challenger: false, defender: true } }))).toMatchObject({ ok: true });
    expect(replayChallenge(lastCard()).defender).toMatchObject({ blind: true, moved: true });
  });
});
