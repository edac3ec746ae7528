import { describe, expect, it } from "vitest";
import { classicErrorText } from "../../src/rulesets/classic/rules/error-names";
import { RulesError } from "../../src/rules/errors";
import { findManeuver } from "../../src/rulesets/classic/rules/maneuvers/catalogue";
import { checkManeuver } from "../../src/rulesets/classic/rules/maneuvers/check";
import { fighter } from "./combat/fixtures";
import { translator } from "./lang-translator";

/** The error the rules raise for a low blow by a fighter with Brawl 1 (004 Dirty Fighting: Brawl 3 or more). */
function lowBlowByNovice(): RulesError {
  const novice = fighter("Novice", { abilities: { brawl: 1 } });
  try {
    checkManeuver(findManeuver("w20LowBlow"), { attacker: novice, target: fighter("T"), round: 1, attackerWeapon: null, targetWeapon: null, rollIndex: 0 });
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  throw new Error("expected the rules to refuse");
}

describe("a rules refusal names maneuvers and traits in the reader's language, never by identifier", () => {
  it("004 Dirty Fighting: 'Low blow needs Brawl 3' in English", () => {
    expect(classicErrorText(lowBlowByNovice(), translator("en"))).toBe("Low blow needs Brawl 3 or more; the rating is 1.");
  });

  it("004 Dirty Fighting: «Удар ниже пояса» and «Драка» in Russian", () => {
    expect(classicErrorText(lowBlowByNovice(), translator("ru"))).toBe("Для приёма «Удар ниже пояса» нужна способность «Драка» не ниже 3; сейчас — 1.");
  });

  it("an identifier the language does not name stays as it is, and an error without a key keeps its English message", () => {
    const error = new RulesError("NoSuchKey", "plain English", { maneuver: "homebrewKick" });
    expect(classicErrorText(error, translator("en"))).toBe("plain English");
    const named = new RulesError("ManeuverRollInvalid", "x", { maneuver: "homebrewKick", index: "2" });
    expect(classicErrorText(named, translator("en"))).toBe("homebrewKick has no roll number 2.");
  });
});
