import { readFileSync } from "node:fs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messageCardOf } from "../../../src/chat/cards";
import type { CardData } from "../../../src/data/chat/card-data";
import { requestChallenge } from "../../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../../src/rulesets/met/requests/challenge-step";
import { actAs } from "../stand-in/install";
import type { StandInUser } from "../stand-in/user";
import { bothThrow, character, contested, lastCard, placeToken, players, resetTable, setUpMet } from "./fixtures";
import { templateSource } from "../../../scripts/system-files";

/*
 * A challenge card's buttons are its model's actions (src/rulesets/met/chat/cards.ts): in each state, every button
 * the card draws for a reader has its handler, and between the states and the template every handler is drawn.
 */
beforeAll(setUpMet);
beforeEach(resetTable);

const BRAWLER = { physical: [{ name: "Brawny", aspect: "strength", count: 2 }, { name: "Quick", aspect: "dexterity" }], abilities: [{ name: "Brawl", count: 1, category: "physical" }] };
const DODGER = { physical: [{ name: "Tough", aspect: "stamina" }, { name: "Nimble", aspect: "dexterity" }], abilities: [{ name: "Dodge", count: 2, category: "physical" }] };

describe("Mind's Eye Theatre's challenge card: the buttons drawn are its model's actions", () => {
  it("each state draws only handled actions, and with the template's own buttons every action is drawn", async () => {
    const Model = CONFIG.ChatMessage.dataModels.metChallenge as unknown as typeof CardData<foundry.data.fields.DataSchema>;
    const actions = Object.keys(Model.ACTIONS);
    const seen = new Set<string>();
    const see = async (...users: StandInUser[]) => {
      for (const user of users) {
        actAs(user);
        const html = (await messageCardOf(lastCard() as never))?.html ?? "";
        for (const [, action = ""] of html.matchAll(/data-action="([^"]*)"/g)) {
          expect(actions, `a button "${action}" with no handler`).toContain(action);
          seen.add(action);
        }
      }
    };
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const informant = await character("Informant", players.boris, DODGER);
    actAs(players.anna);
    expect(await requestChallenge(contested(kasia, informant, placeToken(informant)))).toMatchObject({ ok: true });
    await see(players.anna, players.boris);
    actAs(players.boris);
    expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Step aside" }, { kind: "narrative" })).toMatchObject({ ok: true });
    await see(players.anna, players.boris);
    await bothThrow({ challenger: [players.anna, "rock"], defender: [players.boris, "paper"] });
    await see(players.anna, players.boris);
    actAs(players.anna);
    expect(await requestChallengeStep(lastCard(), { type: "callRetest", side: "challenger", kind: "ability", name: "Brawl" })).toMatchObject({ ok: true });
    await see(players.anna, players.boris);

    const template = readFileSync(templateSource(Model.TEMPLATE ?? ""), "utf8");
    const written = [...template.matchAll(/data-action="([a-zA-Z]+)"/g)].map((match) => match[1] ?? "");
    expect([...new Set([...seen, ...written])].sort()).toEqual([...actions].sort());
  });
});
