import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isChallengeMessage } from "../../../src/rulesets/met/chat/documents";
import { challengeCardContextOf } from "../../../src/rulesets/met/chat/render";
import { replayChallenge } from "../../../src/rulesets/met/chat/record";
import { metRecordOf } from "../../../src/rulesets/met/data/read";
import { requestChallenge, type ChallengeStartPayload, type LenderPayload } from "../../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../../src/rulesets/met/requests/challenge-step";
import { throwFor } from "../../../src/rulesets/met/requests/throw";
import { StandInI18n } from "../stand-in/i18n";
import { actAs, gm, standIn } from "../stand-in/install";
import { sentQueries } from "../stand-in/user";
import { bothThrow, character, contested, lastCard, movesFor, placeToken, players, ref, resetTable, setUpMet, writes } from "./fixtures";

beforeAll(setUpMet);
beforeEach(resetTable);

const BRAWLER = {
  physical: [
    { name: "Brawny", aspect: "strength", count: 2 },
    { name: "Quick", aspect: "dexterity" },
  ],
  abilities: [{ name: "Brawl", count: 1, category: "physical" }],
  powers: [{ name: "Might", category: "physical", last: true }],
};
const DODGER = {
  physical: [
    { name: "Tough", aspect: "stamina" },
    { name: "Nimble", aspect: "dexterity" },
  ],
  abilities: [{ name: "Dodge", count: 2, category: "physical" }],
};

describe("003 Contested Tests, Retests: a contested challenge through the chat layer", () => {
  it("retests are offered in turn, an ability retest is cancelled by the opponent's ability, Might closes the chain, and the result is written", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const informant = await character("Informant", players.boris, DODGER);
    const token = placeToken(informant);
    actAs(players.anna);
    expect(await requestChallenge(contested(kasia, informant, token))).toMatchObject({ ok: true });
    // The defender bids and names their own victory condition.
    expect(movesFor(players.boris)).toEqual([]);
    actAs(players.boris);
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Step aside" }, { kind: "narrative" })).toMatchObject({ ok: true });
    // Paper covers rock: the throw favours the Informant, so Kasia may retest.
    await bothThrow({ challenger: [players.anna, "rock"], defender: [players.boris, "paper"] });
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "retest", awaiting: "challenger" });
    expect(movesFor(players.anna)).toEqual(["Retest: Brawl", "Retest: Might", "Overbid with Brawny", "Overbid with Quick", "Kasia: no more retests"]);
    expect(movesFor(players.boris)).toEqual([]);

    actAs(players.anna);
    expect(await requestChallengeStep(lastCard(), { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" })).toMatchObject({ ok: true });
    // Boris may cancel with an ability of his own, or let the retest stand.
    expect(movesFor(players.boris)).toEqual(["Retest: Dodge", "Informant: no more retests"]);
    actAs(players.boris);
    expect(await requestChallengeStep(lastCard(), { type: "cancelRetest", side: "defender", kind: "ability", name: "Dodge" })).toMatchObject({ ok: true });
    // Cancelled: no new throw. Kasia has used her ability retest; Might is left.
    expect(replayChallenge(lastCard()).throws).toHaveLength(1);
    expect(movesFor(players.anna)).toEqual(["Retest: Might", "Overbid with Brawny", "Overbid with Quick", "Kasia: no more retests"]);
    // A second ability retest is refused by the rules, with the rules' own key, and nothing is written.
    const cardWrites = writes("ChatMessage", "update").length;
    actAs(players.anna);
    expect(await requestChallengeStep(lastCard(), { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" })).toMatchObject({ ok: false, key: "STC.Error.MetRetestNotOffered" });
    expect(writes("ChatMessage", "update")).toHaveLength(cardWrites);

    expect(await requestChallengeStep(lastCard(), { type: "callRetest", side: "challenger", kind: "power", name: "Might" })).toMatchObject({ ok: true });
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "throws", awaiting: "both" });
    await bothThrow({ challenger: [players.anna, "rock"], defender: [players.boris, "scissors"] });

    // Might was the last retest: the challenge is over, Kasia's punch lands.
    const card = lastCard();
    expect(replayChallenge(card)).toMatchObject({ phase: "done", result: { winner: "challenger", victoryCondition: "Punch him in the face" } });
    expect(card.system.applied).toBe(true);
    expect(metRecordOf(informant)).toMatchObject({ health: { bashing: 1, lethal: 0, aggravated: 0 }, lost: { physical: ["Tough"] }, abilitiesSpent: ["Dodge"] });
    expect(metRecordOf(kasia)).toMatchObject({ lost: { physical: [] }, abilitiesSpent: ["Brawl"] });
    // Each character's part in one write.
    expect(writes("Actor", "update").filter((write) => write.ids.includes(informant.id))).toHaveLength(1);
    expect(writes("Actor", "update").filter((write) => write.ids.includes(kasia.id))).toHaveLength(1);
    actAs(players.anna);
    const shown = challengeCardContextOf(card);
    expect("result" in shown && shown.result).toMatchObject({ headline: "Kasia wins the challenge.", lost: ["Informant loses for the scene: Tough"] });
  });

  it("a relent needs no bid: the challenger's victory condition happens (a grapple), and the challenger's action is spent", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const informant = await character("Informant", players.boris, DODGER);
    const token = placeToken(informant);
    actAs(players.anna);
    await requestChallenge(contested(kasia, informant, token, { victoryCondition: "Grab him", effect: { kind: "grapple" } }));
    actAs(players.boris);
    expect(await requestChallengeStep(lastCard(), { type: "relent" })).toMatchObject({ ok: true });
    expect(replayChallenge(lastCard()).result).toMatchObject({ relented: true, success: true, challengerActionSpent: true });
    expect(metRecordOf(informant).grappledBy).toBe(kasia.id);
  });

  it("the Storyteller answers for a player who went offline", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const informant = await character("Informant", players.boris, DODGER);
    const token = placeToken(informant);
    actAs(players.anna);
    await requestChallenge(contested(kasia, informant, token));
    players.boris.active = false;
    actAs(gm);
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Nimble"], victoryCondition: "Duck" }, { kind: "narrative" })).toMatchObject({ ok: true });
    expect(await throwFor(lastCard(), "defender", "random")).toMatchObject({ ok: true });
    expect(lastCard().system.thrown).toEqual({ challenger: false, defender: true });
  });
});

describe("003 Static Tests and Simple Test", () => {
  it("a static test against the Storyteller's difficulty: a tie succeeds only with more traits than the difficulty", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    actAs(players.anna);
    const payload: ChallengeStartPayload = { kind: "static", challenger: ref(kasia), defender: null, difficulty: 2, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Force the door", effect: { kind: "narrative" }, traits: ["Brawny"], lenders: [] };
    // The Storyteller sets the difficulty: a player's static test is refused.
    expect(await requestChallenge(payload)).toMatchObject({ ok: false, key: "STC.Met.Card.Error.StaticByStoryteller" });
    actAs(gm);
    expect(await requestChallenge(payload)).toMatchObject({ ok: true });
    // The Storyteller's side shows the difficulty as a count of traits: in Russian after a colon, so the count keeps
    // its own case («сложность: 2 черты», not «сложность 2 черты»).
    expect(challengeCardContextOf(lastCard()).parties?.[1]?.traits).toBe("difficulty 2 traits");
    Object.assign(standIn.i18n, new StandInI18n("ru"));
    try {
      expect(challengeCardContextOf(lastCard()).parties?.[1]?.traits).toBe("сложность: 2\u00a0черты");
    } finally {
      Object.assign(standIn.i18n, new StandInI18n("en"));
    }
    // Kasia has three physical traits against a difficulty of two: a tie succeeds.
    await bothThrow({ challenger: [players.anna, "paper"], defender: [gm, "paper"] });
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "done", result: { success: true, winner: "challenger" } });
    expect(lastCard().system.applied).toBe(true);
  });

  it("a simple test bids no trait, has no retest, and succeeds on a tie", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    actAs(players.anna);
    expect(await requestChallenge({ kind: "simple", challenger: ref(kasia), defender: null, difficulty: null, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Keep my footing", effect: { kind: "narrative" }, traits: [], lenders: [] })).toMatchObject({ ok: true });
    await bothThrow({ challenger: [players.anna, "rock"], defender: [gm, "rock"] });
    const state = replayChallenge(lastCard());
    expect(state).toMatchObject({ phase: "done", result: { success: true } });
    expect(state.retests).toEqual([]);
  });

  it("a simple test that needs a win fails on a tie", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    actAs(players.anna);
    await requestChallenge({ kind: "simple", challenger: ref(kasia), defender: null, difficulty: null, needsWin: true, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Catch the ledge", effect: { kind: "narrative" }, traits: [], lenders: [] });
    await bothThrow({ challenger: [players.anna, "rock"], defender: [gm, "rock"] });
    expect(replayChallenge(lastCard()).result).toMatchObject({ success: false });
  });
});

describe("003 Mob Challenges", () => {
  it("a champion gains a trait per lender, the target bids one trait per attacker, and the champion applies a lender's victory condition", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const lev = await character("Lev", players.anna, { physical: [{ name: "Wiry", aspect: "dexterity" }] });
    const ghoul = await character("Ghoul", null, { physical: [{ name: "Tough", aspect: "stamina", count: 3 }] });
    const token = placeToken(ghoul);
    actAs(players.anna);
    const payload = contested(kasia, ghoul, token, {
      kind: "mob",
      lenders: [{ actor: ref(lev), traits: ["Wiry"], victoryCondition: "Slash it", effect: { kind: "damage", levels: 2, type: "lethal" } }],
    });
    expect(await requestChallenge(payload)).toMatchObject({ ok: true });
    const started = replayChallenge(lastCard());
    expect(started.challenger.bonusTraits).toBe(1);
    expect(started.defender?.bidsRequired).toBe(2);
    actAs(gm);
    // One trait is not enough against two attackers.
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Shake them off" }, { kind: "narrative" })).toMatchObject({ ok: false, key: "STC.Error.MetBidCount" });
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough", "Tough"], victoryCondition: "Shake them off" }, { kind: "narrative" })).toMatchObject({ ok: true });
    await bothThrow({ challenger: [players.anna, "scissors"], defender: [gm, "paper"] });
    // The Ghoul, behind, could overbid; the Storyteller lets it stand.
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "retest", awaiting: "defender" });
    actAs(gm);
    expect(await requestChallengeStep(lastCard(), { type: "pass", side: "defender" })).toMatchObject({ ok: true });
    // Won: the champion chooses whose victory condition applies.
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "choose", awaiting: "challenger" });
    actAs(players.anna);
    expect(await requestChallengeStep(lastCard(), { type: "chooseVictoryCondition", of: lev.id })).toMatchObject({ ok: true });
    expect(metRecordOf(ghoul).health).toEqual({ bashing: 0, lethal: 2, aggravated: 0 });
    expect(metRecordOf(ghoul).lost.physical).toEqual(["Tough", "Tough"]);
  });

  it("a player may not lend another player's character to a mob (the lender risks the traits it bids); the Storyteller may", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const lev = await character("Lev", players.boris, { physical: [{ name: "Wiry", aspect: "dexterity" }] });
    const ghoul = await character("Ghoul", null, { physical: [{ name: "Tough", aspect: "stamina", count: 3 }] });
    const token = placeToken(ghoul);
    const payload = contested(kasia, ghoul, token, {
      kind: "mob",
      lenders: [{ actor: ref(lev), traits: ["Wiry"], victoryCondition: "Slash it", effect: { kind: "damage", levels: 2, type: "lethal" } }],
    });
    const before = standIn.database.writes.length;
    actAs(players.anna);
    expect(await requestChallenge(payload)).toEqual({ ok: false, key: "STC.Met.Card.Error.LenderNotOwned", data: { name: "Lev" } });
    expect(new StandInI18n("en").format("STC.Met.Card.Error.LenderNotOwned", { name: "Lev" })).toBe("Only the owner of Lev may lend their traits to a mob.");
    expect(new StandInI18n("ru").format("STC.Met.Card.Error.LenderNotOwned", { name: "Лев" })).toBe("Одолжить черты персонажа Лев толпе может только его владелец.");
    expect(standIn.database.writes.slice(before)).toEqual([]);
    // The Storyteller leads mobs of anyone's characters.
    actAs(gm);
    expect(await requestChallenge(payload)).toMatchObject({ ok: true });
    expect(lastCard().system.lenders).toEqual([ref(lev)]);
  });
});

describe("a forged payload is refused and nothing is written", () => {
  it("a challenge's shape must match its kind: a defender for a contested one, none for a simple or static test, a difficulty for a static test alone, a lender with the lender's fields only", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const lev = await character("Lev", players.anna, { physical: [{ name: "Wiry", aspect: "dexterity" }] });
    const informant = await character("Informant", players.boris, DODGER);
    const token = placeToken(informant);
    const { forgeRequest } = await import("../stand-in/requests");
    const alone = { defender: null, traits: [] };
    actAs(players.anna);
    expect(await forgeRequest("metChallengeStart", contested(kasia, informant, token, { defender: null }))).toEqual({ ok: false, key: "STC.Met.Card.Error.NoTarget", data: {} });
    expect(await forgeRequest("metChallengeStart", contested(kasia, informant, token, { kind: "simple", traits: [] }))).toEqual({ ok: false, key: "STC.Met.Card.Error.NoTargetHere", data: {} });
    expect(await forgeRequest("metChallengeStart", contested(kasia, informant, token, { difficulty: 3 }))).toEqual({ ok: false, key: "STC.Met.Card.Error.Forged", data: { field: "difficulty" } });
    const lender = { actor: ref(lev), traits: ["Wiry"], victoryCondition: "Slash him", effect: { kind: "narrative" }, bonus: 3 };
    expect(await forgeRequest("metChallengeStart", { ...contested(kasia, informant, token, { kind: "mob" }), lenders: [lender] })).toEqual({ ok: false, key: "STC.Met.Card.Error.Forged", data: { field: "lenders.0" } });
    // 003 Darkness: a static test has no defender to be blind, even by the Storyteller's word.
    actAs(gm);
    expect(await forgeRequest("metChallengeStart", contested(kasia, informant, token, { ...alone, kind: "static", difficulty: 2, traits: ["Brawny"], blind: { challenger: false, defender: true } }))).toEqual({ ok: false, key: "STC.Met.Card.Error.NoTargetHere", data: {} });
    expect(writes("ChatMessage").filter((write) => JSON.stringify(write.data).includes("metChallenge"))).toEqual([]);
    expect(writes("Actor", "update")).toEqual([]);
  });

  it("a hidden token, lenders on a challenge that is no mob, a ticket to throw while the card waits for a bid", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const lev = await character("Lev", players.anna, { physical: [{ name: "Wiry", aspect: "dexterity" }] });
    const informant = await character("Informant", players.boris, DODGER);
    const token = placeToken(informant);
    const { forgeRequest } = await import("../stand-in/requests");
    actAs(players.anna);
    token.document.hidden = true;
    expect(await forgeRequest("metChallengeStart", contested(kasia, informant, token))).toEqual({ ok: false, key: "STC.Met.Card.Error.TargetUnseen", data: {} });
    token.document.hidden = false;
    const lenders: LenderPayload[] = [{ actor: ref(lev), traits: ["Wiry"], victoryCondition: "Slash him", effect: { kind: "narrative" } }];
    expect(await forgeRequest("metChallengeStart", contested(kasia, informant, token, { lenders }))).toEqual({ ok: false, key: "STC.Met.Card.Error.Forged", data: { field: "lenders" } });
    expect(writes("ChatMessage")).toHaveLength(0);
    expect(await requestChallenge(contested(kasia, informant, token))).toMatchObject({ ok: true });
    const card = lastCard();
    // The card waits for the Informant's bid: no one throws yet, so no ticket is handed out.
    expect(replayChallenge(card).phase).toBe("bid");
    actAs(players.boris);
    expect(await forgeRequest("metThrowReady", { messageId: card.id, side: "defender", seen: 1 })).toEqual({ ok: false, key: "STC.Met.Card.Error.NoThrowNow", data: {} });
    expect(sentQueries.filter((query) => JSON.stringify(query.answer ?? null).includes("ticket"))).toEqual([]);
  });

  it("an extra field, another player's character, a throw event sent as a step, a card a player wrote", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const informant = await character("Informant", players.boris, DODGER);
    const token = placeToken(informant);
    const { forgeRequest } = await import("../stand-in/requests");
    actAs(players.anna);
    expect(await forgeRequest("metChallengeStart", { ...contested(kasia, informant, token), bonus: 5 })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.Forged", data: { field: "bonus" } });
    actAs(players.boris);
    expect(await forgeRequest("metChallengeStart", contested(kasia, informant, token))).toMatchObject({ ok: false, key: "STC.Error.NotOwner" });
    actAs(players.anna);
    expect(await forgeRequest("metChallengeStart", contested(kasia, informant, token, { surprise: true }))).toMatchObject({ ok: false, key: "STC.Met.Card.Error.SurpriseStoryteller" });
    expect(writes("ChatMessage")).toHaveLength(0);
    await requestChallenge(contested(kasia, informant, token));
    const card = lastCard();
    const before = writes("ChatMessage", "update").length;
    actAs(players.boris);
    expect(await forgeRequest("metChallengeStep", { messageId: card.id, seen: 1, event: { type: "throws", challenger: "rock", defender: "paper" }, effect: null })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.Forged", data: { field: "event.type" } });
    expect(await forgeRequest("metChallengeStep", { messageId: card.id, seen: 0, event: { type: "bid", traits: ["Tough"], victoryCondition: "Duck" }, effect: { kind: "narrative" } })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.Stale" });
    actAs(players.anna);
    expect(await forgeRequest("metChallengeStep", { messageId: card.id, seen: 1, event: { type: "bid", traits: ["Tough"], victoryCondition: "Duck" }, effect: { kind: "narrative" } })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.NotYours" });
    expect(await forgeRequest("metThrowReady", { messageId: card.id, side: "defender", seen: 1 })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.NotYours" });
    expect(writes("ChatMessage", "update")).toHaveLength(before);
    // A card of its own a player writes is drawn with a warning and never acted on.
    actAs(players.boris);
    const { kind, challenger, defender, lenders, start, events, effects, thrown } = card.system;
    const forged = (await ChatMessage.implementation.create({ type: "metChallenge", system: { kind, challenger, defender, lenders, start, events, effects, thrown, applied: false, startedBy: "" } } as ChatMessage.CreateData)) as ChatMessage.Implementation;
    expect(isChallengeMessage(forged)).toBe(true);
    if (!isChallengeMessage(forged)) return;
    expect(await forgeRequest("metChallengeStep", { messageId: forged.id, seen: 1, event: { type: "relent" }, effect: null })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.NotStorytellers" });
    expect(await forgeRequest("metThrowReady", { messageId: forged.id, side: "defender", seen: 1 })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.NotStorytellers" });
    const shown = challengeCardContextOf(forged);
    expect(shown.warning).toBe("This card was not written by the Storyteller's client; nothing on it is acted on.");
    expect("moves" in shown ? [...(shown.bid ? ["bid"] : []), ...(shown.moves ?? [])] : []).toEqual([]);
    expect(writes("Actor", "update")).toHaveLength(0);
  });
});
