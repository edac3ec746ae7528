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

  it("001 Damage and the Downed: a hit takes its points from the Health left and no more; Health 5 takes 3 lethal, then 2 of 4 bashing, then nothing of 6 aggravated", () => {
    const first = applyHit(freshHealth(2), 3, "lethal");
    expect(first.taken).toBe(3);
    expect(currentHealth(first.after)).toBe(2);
    const second = applyHit(first.after, 4, "bashing");
    expect(second.taken).toBe(2);
    expect(second.after.damage).toEqual({ bashing: 2, lethal: 3, aggravated: 0 });
    expect(currentHealth(second.after)).toBe(0);
    const third = applyHit(second.after, 6, "aggravated");
    expect(third.taken).toBe(0);
    expect(third.after.damage).toEqual({ bashing: 2, lethal: 3, aggravated: 0 });
  });

  it("001 Damage and the Downed, property: whatever the hits, each takes the smaller of its points and the Health left, and the damage recorded is what was taken", () => {
    const hit = fc.record({ points: fc.integer({ min: 0, max: 20 }), type: fc.constantFrom("bashing" as const, "lethal" as const, "aggravated" as const) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.array(hit, { maxLength: 12 }), (stamina, hits) => {
        let health = freshHealth(stamina);
        // Health is Stamina + 3 (001), counted down here by the test itself.
        let left = stamina + 3;
        const recorded = { bashing: 0, lethal: 0, aggravated: 0 };
        for (const { points, type } of hits) {
          const change = applyHit(health, points, type);
          const taken = Math.min(points, left);
          left -= taken;
          recorded[type] += taken;
          expect(change.taken).toBe(taken);
          expect(change.after.damage).toEqual(recorded);
          expect(currentHealth(change.after)).toBe(left);
          expect(change.incapacitated).toBe(left === 0);
          health = change.after;
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
