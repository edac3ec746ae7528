// Mind's Eye Theatre's challenge card at every stage (the bid, a hidden throw, the reveal with retests, a cancel, the
// result), in English and Russian, as each player and the Storyteller read it, measured in the 324 px chat sidebar
// against the 360 px budget. The challenge is played through the system's own requests in a world that plays Mind's
// Eye Theatre, against the integration layer's stand-in (installed first); each card is drawn by its message's model.
import { actAs, gm } from "../../integration/stand-in/install";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestChallenge } from "../../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../../src/rulesets/met/requests/challenge-step";
import { throwFor } from "../../../src/rulesets/met/requests/throw";
import { character, lastCard, placeToken, players, ref, resetTable, setUpMet } from "../../integration/met/fixtures";
import type { StandInUser } from "../../integration/stand-in/user";
import { closeBrowser, type Lang } from "../harness";
import { drawnCard, measureCards, overBudget, recordTallest, type DrawnCard, type MeasuredCard, type View } from "./card-budget";

afterAll(closeBrowser);
beforeAll(setUpMet);

const LANGS: readonly Lang[] = ["en", "ru"];
const READERS: readonly [StandInUser, View][] = [
  [players.anna, "player"],
  [players.boris, "player"],
  [gm, "storyteller"],
];

describe("the Mind's Eye Theatre challenge card fits the chat sidebar (360 px), in English and Russian, for a player and the Storyteller", () => {
  it("003 Contested Tests and Retests: the bid, a hidden throw, the reveal with retests, a cancel and the result", async () => {
    resetTable();
    const kasia = await character("Kasia", players.anna, {
      physical: [
        { name: "Brawny", aspect: "strength", count: 2 },
        { name: "Quick", aspect: "dexterity" },
      ],
      social: [{ name: "Charming", aspect: "charisma" }],
      mental: [{ name: "Alert", aspect: "wits" }],
      abilities: [{ name: "Brawl", count: 2, category: "physical" }],
      powers: [{ name: "Might", category: "physical", last: true }],
      merits: [{ name: "Lucky", category: "any", retest: true }],
      willpower: { value: 3, max: 4 },
      blood: { value: 8, max: 10 },
    });
    const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }, { name: "Nimble", aspect: "dexterity" }], abilities: [{ name: "Dodge", count: 1, category: "physical" }], health: { bashing: 1, lethal: 0, aggravated: 0 } });
    const token = placeToken(informant);
    const cards: DrawnCard[] = [];
    const snapshot = async (stage: string) => {
      for (const lang of LANGS) for (const [user, view] of READERS) cards.push({ type: "Mind's Eye Theatre challenge", stage, lang, view, html: await drawnCard(lastCard(), user, lang) });
    };
    actAs(players.anna);
    expect(
      await requestChallenge({ kind: "contested", challenger: ref(kasia), defender: ref(informant, token), difficulty: null, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Punch him in the face", effect: { kind: "damage", levels: 2, type: "bashing" }, traits: ["Brawny"], lenders: [] }),
    ).toMatchObject({ ok: true });
    const message = lastCard();
    await snapshot("bid");
    actAs(players.boris);
    await requestChallengeStep(message, { type: "bid", traits: ["Tough"], victoryCondition: "Shrug it off" }, { kind: "narrative" });
    await snapshot("throws asked");
    actAs(players.anna);
    await throwFor(message, "challenger", "rock");
    await snapshot("one throw made");
    actAs(players.boris);
    await throwFor(message, "defender", "paper");
    await snapshot("reveal, retests offered");
    actAs(players.anna);
    await requestChallengeStep(message, { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" });
    await snapshot("retest called, cancel offered");
    actAs(players.boris);
    await requestChallengeStep(message, { type: "pass", side: "defender" });
    actAs(players.anna);
    await throwFor(message, "challenger", "scissors");
    actAs(players.boris);
    await throwFor(message, "defender", "paper");
    actAs(players.boris);
    await requestChallengeStep(message, { type: "pass", side: "defender" });
    await snapshot("result");
    const measured: MeasuredCard[] = [];
    for (const lang of LANGS) measured.push(...(await measureCards(cards, lang)));
    expect(new Set(measured.map((card) => card.stage)).size).toBe(6);
    expect(overBudget(measured)).toEqual([]);
    recordTallest("met", measured);
  });
});
