import { describe, expect, it } from "vitest";
import { currentHealth, freshHealth, setDamage } from "../../../../src/rulesets/streamlined/rules/health";
import { expectRulesError } from "../../errors-helper";

describe("001 Damage and the Downed: Health set by hand on the sheet", () => {
  it("001 Damage and the Downed: points of one type are set, the others kept; Health runs down to 0", () => {
    const health = setDamage(setDamage(freshHealth(2), "lethal", 2), "bashing", 3);
    expect(health.damage).toEqual({ bashing: 3, lethal: 2, aggravated: 0 });
    expect(currentHealth(health)).toBe(0);
  });

  it("001 Damage and the Downed: more damage than Stamina + 3 is refused, as is a part point", () => {
    expectRulesError(() => setDamage(setDamage(freshHealth(2), "lethal", 3), "aggravated", 3), "StreamlinedDamageOverMax");
    expectRulesError(() => setDamage(freshHealth(2), "bashing", 1.5), "StreamlinedDamageInvalid");
    expectRulesError(() => setDamage(freshHealth(2), "bashing", -1), "StreamlinedDamageInvalid");
  });
});
