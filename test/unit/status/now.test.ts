import { describe, expect, it } from "vitest";
import { checkCanAct } from "../../../src/rulesets/classic/rules/combat/attack";
import { isActiveIn } from "../../../src/rulesets/classic/rules/status/schedule";
import { stunFromDamage } from "../../../src/rulesets/classic/rules/status/apply";
import { OUTSIDE_COMBAT_ROUND, statusRoundNow } from "../../../src/rulesets/classic/rules/status/now";
import { isStatusActive } from "../../../src/rulesets/classic/rules/status/active";

describe("statusRoundNow: the one round statuses are read at", () => {
  it("is the round of a started combat", () => {
    expect(statusRoundNow({ started: true, round: 4 })).toBe(4);
  });

  it.each([null, undefined, { started: false, round: 3 }, { started: true }, { started: true, round: -1 }, { started: true, round: 1.5 }])("is round 0 outside a started combat (%j)", (combat) => {
    expect(statusRoundNow(combat)).toBe(OUTSIDE_COMBAT_ROUND);
    expect(OUTSIDE_COMBAT_ROUND).toBe(0);
  });

  it("a stun dealt outside combat (004 Stun) is active now for every reader, and until the first round of a later combat ends", () => {
    const now = statusRoundNow(null);
    const stun = stunFromDamage({ levels: 3, stamina: 2, creature: "mortal", round: now }, "stun");
    expect(stun).toEqual({ id: "stunned", sinceRound: 0, expiresAfterRound: 1 });
    if (!stun) return;
    expect(isStatusActive(stun, now)).toBe(true);
    expect(isActiveIn(stun, now)).toBe(true);
    expect(() => checkCanAct({ name: "Ada", health: { bashing: 0, lethal: 3, aggravated: 0 }, statuses: [stun] }, now)).toThrow(/cannot act/i);
    expect(isStatusActive(stun, statusRoundNow({ started: true, round: 1 }))).toBe(true);
    expect(isStatusActive(stun, statusRoundNow({ started: true, round: 2 }))).toBe(false);
  });
});
