import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestChallenge, type ChallengeStartPayload } from "../../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../../src/rulesets/met/requests/challenge-step";
import { throwFor } from "../../../src/rulesets/met/requests/throw";
import { replayChallenge } from "../../../src/rulesets/met/chat/record";
import { askActiveGm } from "../../../src/queries/registry";
import { actAs, gm, standIn } from "../stand-in/install";
import { asClient, sentQueries, type StandInUser } from "../stand-in/user";
import { character, lastCard, placeToken, players, ref, resetTable, setUpMet } from "./fixtures";

beforeAll(setUpMet);
beforeEach(resetTable);

const THROW_WORDS = /rock|paper|scissors/i;

/**
 * Everything `user`'s client could receive from the moment the table was reset: every document write (Foundry's
 * server sends every one to every client, a whispered chat message and its flags included, so all of them count,
 * the request messages too), every query addressed to that user, and the answers to the queries it sent.
 */
function whatReaches(user: StandInUser): string {
  const documents = [...standIn.database.writes, ...standIn.database.requestWrites].map((write) => write.data);
  const queriesToUser = sentQueries.filter((query) => query.to === user.id).map((query) => query.data);
  const answersToUser = sentQueries.filter((query) => query.from === user.id).map((query) => query.answer);
  return JSON.stringify({ documents, queriesToUser, answersToUser });
}

async function contestedChallenge() {
  const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength" }, { name: "Quick", aspect: "dexterity" }] });
  const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }, { name: "Nimble", aspect: "dexterity" }] });
  const token = placeToken(informant);
  const payload: ChallengeStartPayload = {
    kind: "contested",
    challenger: ref(kasia),
    defender: ref(informant, token),
    difficulty: null,
    needsWin: false,
    surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false },
    victoryCondition: "Punch him in the face",
    effect: { kind: "damage", levels: 1, type: "bashing" },
    traits: ["Brawny"],
    lenders: [],
  };
  actAs(players.anna);
  expect(await requestChallenge(payload)).toMatchObject({ ok: true });
  actAs(players.boris);
  expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Shrug it off" }, { kind: "narrative" })).toMatchObject({ ok: true });
  return { kasia, informant, card: lastCard() };
}

describe("003 Contested Tests: the throws are secret until both are revealed together", () => {
  it("a throw reaches the Storyteller's client alone: no other client receives it in any write, message, query or answer", async () => {
    const { card } = await contestedChallenge();
    expect(replayChallenge(card).phase).toBe("throws");
    actAs(players.anna);
    expect(await throwFor(card, "challenger", "scissors")).toMatchObject({ ok: true });

    // Anna has thrown: the card says so, and nothing anywhere says what.
    expect(card.system.thrown).toEqual({ challenger: true, defender: false });
    for (const user of [players.boris, players.vera]) expect(whatReaches(user)).not.toMatch(THROW_WORDS);
    // The request message that said who throws carried no throw; the throw went as a query to the Storyteller alone.
    const throwQueries = sentQueries.filter((query) => THROW_WORDS.test(JSON.stringify(query.data)));
    expect(throwQueries).toEqual([{ from: players.anna.id, to: gm.id, name: "storyteller-combat.metThrow", data: { ticket: expect.stringMatching(/^[A-Za-z0-9]{16,64}$/), throw: "scissors" }, answer: { ok: true, value: null }, answers: [{ window: null, answer: { ok: true, value: null } }] }]);
    // Its ticket was answered to Anna alone.
    const ticket = (throwQueries[0]?.data as { ticket: string }).ticket;
    expect(sentQueries.filter((query) => JSON.stringify(query.answer ?? null).includes(ticket)).map((query) => query.from)).toEqual([players.anna.id]);

    // Boris cannot throw for Anna's side, nor reuse her ticket, nor learn it.
    actAs(players.boris);
    expect(await gm.query("storyteller-combat.metThrow", { ticket, throw: "rock" })).toMatchObject({ ok: false, key: "STC.Met.Card.Error.TicketUnknown" });
    expect(await throwFor(card, "challenger", "rock")).toMatchObject({ ok: false, key: "STC.Met.Card.Error.NotYours" });
    expect(replayChallenge(card).throws).toEqual([]);

    const before = standIn.database.writes.length;
    expect(await throwFor(card, "defender", "paper")).toMatchObject({ ok: true });
    // The reveal: both throws written together, in one write of the card, and only then.
    const revealing = standIn.database.writes.slice(before).filter((write) => THROW_WORDS.test(JSON.stringify(write.data)));
    expect(revealing).toHaveLength(1);
    expect(revealing[0]).toMatchObject({ action: "update", documentName: "ChatMessage", ids: [card.id] });
    // And that write is the only one: no mark of the second throw before it, nothing else in the world.
    expect(standIn.database.writes.slice(before).map((write) => [write.action, write.documentName, write.ids])).toEqual([["update", "ChatMessage", [card.id]]]);
    expect(replayChallenge(card).throws).toEqual([{ challenger: "scissors", defender: "paper", standing: "challenger", retest: null }]);
  });

  it("a throw from a client that is not the side's is refused and nothing is written", async () => {
    const { card } = await contestedChallenge();
    actAs(players.vera);
    const writesBefore = standIn.database.writes.length;
    expect(await throwFor(card, "defender", "rock")).toMatchObject({ ok: false, key: "STC.Met.Card.Error.NotYours" });
    expect(standIn.database.writes.length).toBe(writesBefore);
    expect(card.system.thrown).toEqual({ challenger: false, defender: false });
  });

  it("the Storyteller throws for a Storyteller character on their own client: at random at their choice, never sent anywhere", async () => {
    const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength" }] });
    const ghoul = await character("Ghoul", null, { physical: [{ name: "Tough", aspect: "stamina" }] });
    const token = placeToken(ghoul);
    actAs(players.anna);
    await requestChallenge({ kind: "contested", challenger: ref(kasia), defender: ref(ghoul, token), difficulty: null, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Grab it", effect: { kind: "grapple" }, traits: ["Brawny"], lenders: [] });
    actAs(gm);
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Bite back" }, { kind: "narrative" })).toMatchObject({ ok: true });
    const queriesBefore = sentQueries.length;
    expect(await throwFor(lastCard(), "defender", "random")).toMatchObject({ ok: true });
    expect(sentQueries.slice(queriesBefore)).toEqual([]);
    expect(whatReaches(players.anna)).not.toMatch(THROW_WORDS);
    actAs(players.anna);
    expect(await throwFor(lastCard(), "challenger", "rock")).toMatchObject({ ok: true });
    const [pair] = replayChallenge(lastCard()).throws;
    expect(pair?.challenger).toBe("rock");
    expect(["rock", "paper", "scissors"]).toContain(pair?.defender);
  });

  it("003 Contested Tests: a side throws once an exchange; a second throw before the reveal is refused, writes nothing, and the reveal shows the first", async () => {
    const { card } = await contestedChallenge();
    actAs(players.anna);
    expect(await throwFor(card, "challenger", "scissors")).toMatchObject({ ok: true });
    const before = standIn.database.writes.length;
    expect(await throwFor(card, "challenger", "rock")).toEqual({ ok: false, key: "STC.Met.Card.Error.AlreadyThrown", data: {} });
    expect(standIn.database.writes.slice(before)).toEqual([]);
    expect(card.system.thrown).toEqual({ challenger: true, defender: false });
    actAs(players.boris);
    expect(await throwFor(card, "defender", "paper")).toMatchObject({ ok: true });
    expect(replayChallenge(card).throws).toEqual([{ challenger: "scissors", defender: "paper", standing: "challenger", retest: null }]);
  });

  it("003 Retests: a ticket handed out while the reveal is being written is for the exchange just revealed; a throw with it never counts in the retest's exchange", async () => {
    const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength" }] });
    const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }], abilities: [{ name: "Dodge", count: 1, category: "physical" }] });
    const token = placeToken(informant);
    actAs(players.anna);
    expect(await requestChallenge({ kind: "contested", challenger: ref(kasia), defender: ref(informant, token), difficulty: null, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Punch", effect: { kind: "narrative" }, traits: ["Brawny"], lenders: [] })).toMatchObject({ ok: true });
    const card = lastCard();
    actAs(players.boris);
    expect(await requestChallengeStep(card, { type: "bid", traits: ["Tough"], victoryCondition: "Duck" }, { kind: "narrative" })).toMatchObject({ ok: true });
    actAs(players.anna);
    expect(await throwFor(card, "challenger", "rock")).toMatchObject({ ok: true });
    const seen = card.system.eventRecords.length;
    expect(seen).toBe(2);

    // While the Storyteller's client writes the reveal (its held throws already forgotten, the card not yet
    // changed), Anna's client asks twice for a ticket for the exchange the card still shows.
    const issued: unknown[] = [];
    const write = card.update.bind(card);
    card.update = (async (...args: Parameters<typeof card.update>) => {
      for (let asked = 0; asked < 2; asked += 1) issued.push(await asClient(players.anna, () => askActiveGm("metThrowReady", { messageId: card.id ?? "", side: "challenger", seen })));
      card.update = write;
      return write(...args);
    }) as typeof card.update;
    actAs(players.boris);
    expect(await throwFor(card, "defender", "scissors")).toMatchObject({ ok: true });
    expect(card.update).toBe(write);
    expect(replayChallenge(card)).toMatchObject({ phase: "retest", awaiting: "defender" });
    expect(issued).toEqual([
      { ok: true, value: { ticket: expect.stringMatching(/^[A-Za-z0-9]{16,64}$/) } },
      { ok: true, value: { ticket: expect.stringMatching(/^[A-Za-z0-9]{16,64}$/) } },
    ]);
    const [early, late] = issued.map((answer) => (answer as { value: { ticket: string } }).value.ticket);
    const before = standIn.database.writes.length;

    // A throw with the first, before the retest: the card has moved on since the ticket.
    actAs(players.anna);
    expect(await gm.query("storyteller-combat.metThrow", { ticket: early, throw: "paper" })).toEqual({ ok: false, key: "STC.Met.Card.Error.Stale", data: {} });
    // Boris retests with Dodge: a new exchange of throws begins, and the second ticket is not one for it.
    actAs(players.boris);
    expect(await requestChallengeStep(card, { type: "callRetest", side: "defender", kind: "ability", name: "Dodge" })).toMatchObject({ ok: true });
    expect(replayChallenge(card)).toMatchObject({ phase: "throws", awaiting: "both" });
    actAs(players.anna);
    expect(await gm.query("storyteller-combat.metThrow", { ticket: late, throw: "paper" })).toEqual({ ok: false, key: "STC.Met.Card.Error.TicketUnknown", data: {} });
    // The only write since the reveal is the retest's; no side is marked as thrown.
    expect(standIn.database.writes.slice(before).map((entry) => [entry.action, entry.documentName, entry.ids])).toEqual([["update", "ChatMessage", [card.id]]]);
    expect(card.system.thrown).toEqual({ challenger: false, defender: false });

    // The retest's throws are the ones thrown for it.
    actAs(players.boris);
    expect(await throwFor(card, "defender", "rock")).toMatchObject({ ok: true });
    expect(card.system.thrown).toEqual({ challenger: false, defender: true });
    actAs(players.anna);
    expect(await throwFor(card, "challenger", "scissors")).toMatchObject({ ok: true });
    expect(replayChallenge(card).throws.map((pair) => [pair.challenger, pair.defender])).toEqual([["rock", "scissors"], ["scissors", "rock"]]);
  });
});
