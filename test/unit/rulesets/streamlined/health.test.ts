import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyHit, applyKillingBlow, currentHealth, downedBy, freshHealth, isIncapacitated, maxHealth, withinMaximum, type HealthPoints } from "../../../../src/rulesets/streamlined/rules/health";
import { expectRulesError } from "../../errors-helper";

const downed = (stamina: number): HealthPoints => applyHit(freshHealth(stamina), maxHealth(stamina), "lethal").after;

describe("001 Damage and the Downed", () => {
  it("001 Damage and the Downed: Health equals Stamina + 3", () => {
    expect(maxHealth(2)).toBe(5);
    expect(currentHealth(freshHealth(4))).toBe(7);
    expectRulesError(() => maxHealth(-1), "StreamlinedStaminaInvalid");
  });

  it("001 Attacking and Defending: every success on the damage roll is 1 point of Health damage", () => {
    const hit = applyHit(freshHealth(2), 3, "bashing");
    expect(hit.taken).toBe(3);
    expect(currentHealth(hit.after)).toBe(2);
    expect(hit.after.damage).toEqual({ bashing: 3, lethal: 0, aggravated: 0 });
  });

  it("001 Damage and the Downed: at 0 Health you are incapacitated (bashing knocks out; lethal needs treatment)", () => {
    const out = applyHit(freshHealth(1), 9, "bashing");
    expect(out.taken).toBe(4);
    expect(out.incapacitated).toBe(true);
    expect(isIncapacitated(out.after)).toBe(true);
    expect(downedBy(out.after)).toBe("bashing");
    expect(downedBy(downed(1))).toBe("lethal");
    expect(downedBy(freshHealth(1))).toBeNull();
  });

  it("001 Damage and the Downed: a downed opponent at 0 Health doesn't take more damage from a normal hit", () => {
    const again = applyHit(downed(2), 4, "lethal");
    expect(again.taken).toBe(0);
    expect(again.after).toEqual(downed(2));
  });

  it("001 Damage and the Downed: a killing blow's aggravated successes drive a downed target further toward death", () => {
    const first = applyKillingBlow(downed(2), 3, "fullHealth");
    expect(first.pastZero).toBe(3);
    expect(first.killed).toBe(false);
    const second = applyKillingBlow(first.after, 2, "fullHealth");
    expect(second.after.pastZero).toBe(5); // Health 5 (Stamina 2 + 3): a second Health's worth kills
    expect(second.killed).toBe(true);
    expect(applyKillingBlow(downed(2), 1, "anyPoint").killed).toBe(true);
    expect(applyKillingBlow(downed(2), 0, "anyPoint").killed).toBe(false);
  });

  it("001 Damage and the Downed: a killing blow is only for a helpless target at 0 Health", () => {
    expectRulesError(() => applyKillingBlow(freshHealth(2), 3, "fullHealth"), "StreamlinedKillingBlowNotDowned");
    expectRulesError(() => applyHit(freshHealth(2), -1, "lethal"), "StreamlinedDamageInvalid");
  });

  it("001 Damage and the Downed, property: Health never goes below 0 or above its maximum, whatever the hits", () => {
    const hit = fc.record({ points: fc.integer({ min: 0, max: 20 }), type: fc.constantFrom("bashing" as const, "lethal" as const, "aggravated" as const) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.array(hit, { maxLength: 12 }), (stamina, hits) => {
        let health = freshHealth(stamina);
        for (const { points, type } of hits) {
          health = applyHit(health, points, type).after;
          expect(currentHealth(health)).toBeGreaterThanOrEqual(0);
          expect(currentHealth(health)).toBeLessThanOrEqual(health.max);
        }
      }),
    );
  });
});

describe("001 Damage and the Downed: a stored record read within the maximum", () => {
  it("001 Damage and the Downed: Health runs from its maximum down to 0, so 2 aggravated, 3 lethal and 4 bashing on Health 5 read as 2, 3 and 0", () => {
    const stored: HealthPoints = { max: 5, damage: { bashing: 4, lethal: 3, aggravated: 2 }, pastZero: 0, dead: false };
    expect(withinMaximum(stored).damage).toEqual({ aggravated: 2, lethal: 3, bashing: 0 });
    expect(withinMaximum({ ...stored, damage: { bashing: 1, lethal: 1, aggravated: 1 } }).damage).toEqual({ bashing: 1, lethal: 1, aggravated: 1 });
  });
});
