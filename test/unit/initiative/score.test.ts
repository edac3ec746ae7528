import { describe, expect, it } from "vitest";
import { initiativeScore, roundInitiativeScore } from "../../../src/rulesets/classic/rules/initiative/score";
import { characterStats, expectRulesError } from "../turns/fixtures";

describe("initiative score (src/rulesets/classic/rules/initiative/score.ts; 000 §1.1, 002 ¶2)", () => {
  it("000 §1.6: Dexterity 3 + Wits 3 is 6", () => {
    expect(initiativeScore(characterStats("A"))).toBe(6);
  });

  it("000 §1.6: Gordon, Wounded, takes −2 off his score (002 ¶2, 000 §5: wound penalties come off the score)", () => {
    const gordon = characterStats("G", { health: { bashing: 0, lethal: 4, aggravated: 0 } });
    expect(initiativeScore(gordon)).toBe(4);
  });

  it("000 §5: wound penalties set aside (ignoresWoundPenalties, which frenzy sets) leave the whole score", () => {
    const gordon = characterStats("G", { health: { bashing: 0, lethal: 4, aggravated: 0 }, ignoresWoundPenalties: true });
    expect(initiativeScore(gordon)).toBe(6);
  });

  it("uses effective Dexterity: Crinos +1 (W20 form table), armour's Dexterity penalty off", () => {
    const garou = characterStats("W", {
      creature: "garou",
      garou: { breed: "homid", auspice: "ahroun", form: "crinos", rage: { permanent: 6, current: 6 }, gnosis: { permanent: 3, current: 3 } },
    });
    expect(initiativeScore(garou)).toBe(7);
    const armoured = characterStats("K", { armour: { rating: 3, dexterityPenalty: 1 } });
    expect(initiativeScore(armoured)).toBe(5);
  });

  it("takes other penalties, e.g. the knocked-down −2 of status/schedule.ts (000 §2.10)", () => {
    expect(initiativeScore(characterStats("A"), -2)).toBe(4);
    const knocked = characterStats("A", { statuses: [{ id: "knockedDown", sinceRound: 1, expiresAfterRound: 2, value: 2 }] });
    expect(roundInitiativeScore(knocked, 1)).toBe(6);
    expect(roundInitiativeScore(knocked, 2)).toBe(4);
  });

  it("refuses a penalty that is positive or not a whole number", () => {
    for (const bad of [1, 0.5, Number.NaN]) expectRulesError(() => initiativeScore(characterStats("A"), bad), "InitiativePenaltyInvalid");
  });
});
