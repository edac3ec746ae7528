import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REQUEST_QUERY } from "../../../src/queries/registry";
import { replayChallenge } from "../../../src/rulesets/met/chat/record";
import { requestChallenge } from "../../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../../src/rulesets/met/requests/challenge-step";
import { THROW_QUERY, throwFor } from "../../../src/rulesets/met/requests/throw";
import { actAs, gm } from "../stand-in/install";
import { closeWindow, sentQueries } from "../stand-in/user";
import { afterEveryWindowCouldAnswer, answeredBy, closeStorytellerWindows, openStorytellerWindows, TWO_WINDOWS, type TwoWindows } from "../storyteller-windows";
import { character, contested, lastCard, placeToken, players, resetTable, setUpMet } from "./fixtures";

/*
 * 003 Contested Tests, with the Storyteller in two windows: a throw's ticket lives in the memory of the window that
 * handed it out, so that window alone answers the throw, and both throws of an exchange must meet in one window
 * for the reveal.
 */

beforeAll(setUpMet);
beforeEach(resetTable);
afterEach(closeStorytellerWindows);

/** Kasia punches the Informant, whose player bids back: the card waits for both throws. */
async function atTheThrows() {
  const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength" }] });
  const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }] });
  actAs(players.anna);
  expect(await requestChallenge(contested(kasia, informant, placeToken(informant)))).toMatchObject({ ok: true });
  actAs(players.boris);
  expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Shrug it off" }, { kind: "narrative" })).toMatchObject({ ok: true });
  const card = lastCard();
  expect(replayChallenge(card).phase).toBe("throws");
  return card;
}

const REVEALED = [{ challenger: "scissors", defender: "paper", standing: "challenger", retest: null }];

describe.each(Object.keys(TWO_WINDOWS) as TwoWindows[])("a Storyteller with %s", (setup) => {
  it("each ticket is answered by the window that handed it out, the other says nothing, and both throws are revealed together", async () => {
    const [, named] = await openStorytellerWindows(setup);
    const card = await atTheThrows();
    const asked = sentQueries.length;
    actAs(players.anna);
    expect(await throwFor(card, "challenger", "scissors")).toMatchObject({ ok: true });
    actAs(players.boris);
    expect(await throwFor(card, "defender", "paper")).toMatchObject({ ok: true });
    await afterEveryWindowCouldAnswer();
    const answered = sentQueries.slice(asked).map((query) => [query.name, answeredBy(query)]);
    expect(answered).toEqual([
      [REQUEST_QUERY, [named?.name]],
      [THROW_QUERY, [named?.name]],
      [REQUEST_QUERY, [named?.name]],
      [THROW_QUERY, [named?.name]],
    ]);
    expect(replayChallenge(card).throws).toEqual(REVEALED);
  }, 10_000);

  it("a used ticket is refused by the window that handed it out, and the other window stays silent", async () => {
    const [, named] = await openStorytellerWindows(setup);
    const card = await atTheThrows();
    actAs(players.anna);
    expect(await throwFor(card, "challenger", "scissors")).toMatchObject({ ok: true });
    const throwQuery = sentQueries.filter((query) => query.name === THROW_QUERY).at(-1);
    actAs(players.boris);
    const asked = sentQueries.length;
    expect(await gm.query(THROW_QUERY, throwQuery?.data)).toMatchObject({ ok: false, key: "STC.Met.Card.Error.TicketUnknown" });
    await afterEveryWindowCouldAnswer();
    expect(sentQueries.slice(asked).map(answeredBy)).toEqual([[named?.name]]);
    expect(card.system.thrown).toEqual({ challenger: true, defender: false });
  }, 10_000);

  it("when the window holding the first throw closes, the other window answers and that side throws again", async () => {
    const [first, named] = await openStorytellerWindows(setup);
    if (!first || !named) throw new Error("two windows");
    const card = await atTheThrows();
    actAs(players.anna);
    expect(await throwFor(card, "challenger", "rock")).toMatchObject({ ok: true });
    closeWindow(named);
    actAs(players.boris);
    expect(await throwFor(card, "defender", "paper")).toMatchObject({ ok: true });
    // The throw held in the closed window is gone: its mark is cleared, and that side throws again.
    expect(card.system.thrown).toEqual({ challenger: false, defender: true });
    actAs(players.anna);
    expect(await throwFor(card, "challenger", "scissors")).toMatchObject({ ok: true });
    expect(replayChallenge(card).throws).toEqual(REVEALED);
  }, 10_000);
});
