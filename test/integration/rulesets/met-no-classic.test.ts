import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { replayChallenge } from "../../../src/rulesets/met/chat/record";
import { metRecordOf } from "../../../src/rulesets/met/data/read";
import { requestChallenge } from "../../../src/rulesets/met/requests/challenge-start";
import { requestChallengeStep } from "../../../src/rulesets/met/requests/challenge-step";
import { actAs, gm } from "../stand-in/install";
import { placeToken } from "../stand-in/token";
import { bothThrow, character, contested, lastCard, players, resetTable, setUpMet } from "../met/fixtures";
import { classicModulesRunDuring } from "./classic-reach";

beforeAll(setUpMet);
beforeEach(resetTable);

const BRAWLER = { physical: [{ name: "Brawny", aspect: "strength", count: 2 }] };
const DODGER = { physical: [{ name: "Tough", aspect: "stamina" }] };

describe("a Mind's Eye Theatre world runs none of Classic's code when a character is written", () => {
  it("a challenge's result applied to both characters", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    const informant = await character("Informant", players.boris, DODGER);
    const token = placeToken(informant);
    actAs(players.anna);
    expect(await requestChallenge(contested(kasia, informant, token))).toMatchObject({ ok: true });
    const reached = await classicModulesRunDuring(async () => {
      actAs(players.boris);
      expect(await requestChallengeStep(lastCard(), { type: "bid", traits: ["Tough"], victoryCondition: "Step aside" }, { kind: "narrative" })).toMatchObject({ ok: true });
      await bothThrow({ challenger: [players.anna, "scissors"], defender: [players.boris, "paper"] });
      if (replayChallenge(lastCard()).phase === "retest") {
        actAs(players.boris);
        expect(await requestChallengeStep(lastCard(), { type: "pass", side: "defender" })).toMatchObject({ ok: true });
      }
    });
    expect(replayChallenge(lastCard())).toMatchObject({ phase: "done", result: { winner: "challenger" } });
    expect(metRecordOf(informant).health).toEqual({ bashing: 1, lethal: 0, aggravated: 0 });
    expect(reached).toEqual({});
  });

  it("a plain update of a character", async () => {
    const kasia = await character("Kasia", players.anna, BRAWLER);
    actAs(gm);
    const reached = await classicModulesRunDuring(() => kasia.update({ "system.met.willpower.value": 1, "system.attributes.strength.value": 3 }));
    expect(metRecordOf(kasia).willpower.value).toBe(1);
    expect(reached).toEqual({});
  });

  it("a character keeps every ruleset's data, Classic's unchecked and untouched, so a world that switches loses nothing", async () => {
    const kasia = await character("Kasia", players.anna, { ...BRAWLER, creature: "vampire" });
    actAs(gm);
    // Stored as Classic would: a vampire's blood, Celerity, wounds, and Streamlined's Health beside them.
    await kasia.update({ system: { creature: "vampire", blood: { current: 9 }, disciplines: { celerity: 3 }, health: { lethal: 2 }, streamlined: { health: { bashing: 1 } } } });
    const reached = await classicModulesRunDuring(() => kasia.update({ "system.met.health.bashing": 1 }));
    expect(reached).toEqual({});
    const source = kasia.toObject().system as Record<string, unknown>;
    expect(source).toMatchObject({ creature: "vampire", blood: { current: 9 }, disciplines: { celerity: 3 }, health: { lethal: 2 }, streamlined: { health: { bashing: 1 } }, met: { health: { bashing: 1 } } });
    // Nothing of Classic's derivation is there: the world does not play it.
    expect("derived" in (kasia.system as object)).toBe(false);
  });
});
