import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAMAGE_TYPES, type DamageType } from "../../../src/rulesets/classic/rules/health/damage-types";
import type { HealthState } from "../../../src/rulesets/classic/rules/health/state";
import { applyDamage, checkHealth, healDamage, setHealthBox, trackBoxes } from "../../../src/rulesets/classic/rules/health/track";
import { filledLevels } from "../../../src/rulesets/classic/rules/health/wounds";
import { expectRulesError } from "../errors-helper";
import { expectedBoxes } from "./expected-boxes";

const h = (bashing: number, lethal = 0, aggravated = 0): HealthState => ({ bashing, lethal, aggravated });
const WHOLE = { halfLevelDamage: false, creature: "mortal" as const };
const HALF = { halfLevelDamage: true, creature: "mortal" as const };

describe("applying damage (rules map, Damage and soak; V20 core)", () => {
  it("one success is one health level by default (000 §4.2 without halfLevelDamage)", () => {
    const applied = applyDamage(h(0), { type: "lethal", successes: 3 }, WHOLE);
    expect(applied.after).toEqual(h(0, 3));
    expect(applied.levels).toBe(3);
    expect(applied.strokes).toBe(6);
    expect(applied.consequence).toBe("none");
  });

  it("halfLevelDamage (000 §3.3, 000 §4.2): a success is one stroke and two strokes fill a level", () => {
    expect(applyDamage(h(0), { type: "bashing", successes: 2 }, HALF).after).toEqual(h(1));
    expect(applyDamage(h(1), { type: "bashing", successes: 3 }, HALF).after).toEqual(h(2.5));
  });

  it("000 §4.2: David's strokes, 3 then 2, leave two levels filled and half of the third", () => {
    const first = applyDamage(h(0), { type: "bashing", successes: 3 }, HALF);
    expect(first.after).toEqual(h(1.5));
    expect(trackBoxes(first.after).slice(0, 2).map((box) => box.strokes)).toEqual([["bashing", "bashing"], ["bashing"]]);
    const second = applyDamage(first.after, { type: "bashing", successes: 2 }, HALF);
    expect(second.after).toEqual(h(2.5));
    expect(filledLevels(second.after)).toBe(2);
  });

  it("the track orders aggravated before lethal before bashing, whatever came first", () => {
    let health = applyDamage(h(0), { type: "bashing", successes: 2 }, WHOLE).after;
    health = applyDamage(health, { type: "aggravated", successes: 1 }, WHOLE).after;
    health = applyDamage(health, { type: "lethal", successes: 1 }, WHOLE).after;
    expect(trackBoxes(health).map((box) => box.strokes[0] ?? null)).toEqual(["aggravated", "lethal", "bashing", "bashing", null, null, null]);
  });

  it("seven levels fill the track: Incapacitated", () => {
    expect(applyDamage(h(5), { type: "bashing", successes: 2 }, WHOLE).consequence).toBe("incapacitated");
  });

  it("bashing past a full track turns bashing already there into lethal (V20 core), and nothing is lost", () => {
    const applied = applyDamage(h(7), { type: "bashing", successes: 2 }, WHOLE);
    expect(applied.after).toEqual(h(5, 2));
    expect(applied.upgradedToLethal).toBe(2);
    expect(applied.beyondTrack).toBe(0);
    expect(applied.consequence).toBe("incapacitated");
  });

  it("lethal on a track full of bashing pushes the bashing down, and the bashing that falls off becomes lethal", () => {
    const applied = applyDamage(h(7), { type: "lethal", successes: 1 }, WHOLE);
    expect(applied.after).toEqual(h(5, 2));
  });

  it("damage with no bashing left to upgrade goes past the track: a mortal dies", () => {
    const applied = applyDamage(h(0, 7), { type: "lethal", successes: 2 }, WHOLE);
    expect(applied.after).toEqual(h(0, 7));
    expect(applied.beyondTrack).toBe(2);
    expect(applied.consequence).toBe("death");
  });

  it("a vampire past the track: torpor from lethal, Final Death from aggravated (V20 core)", () => {
    const vampire = { halfLevelDamage: false, creature: "vampire" as const };
    expect(applyDamage(h(0, 7), { type: "lethal", successes: 1 }, vampire).consequence).toBe("torpor");
    expect(applyDamage(h(0, 7), { type: "aggravated", successes: 1 }, vampire).consequence).toBe("finalDeath");
    expect(applyDamage(h(0, 7), { type: "bashing", successes: 1 }, vampire).consequence).toBe("torpor");
  });

  it("Garou, ghouls and exceptional humans die past the track", () => {
    for (const creature of ["garou", "ghoul", "exceptionalHuman"] as const) {
      expect(applyDamage(h(0, 0, 7), { type: "aggravated", successes: 1 }, { halfLevelDamage: false, creature }).consequence).toBe("death");
    }
  });

  it("bashing far past a full track: every bashing stroke falling off turns another into lethal until the track is lethal (V20 core)", () => {
    const applied = applyDamage(h(3), { type: "bashing", successes: 10 }, WHOLE);
    expect(applied.after).toEqual(h(1, 6));
    expect(applied.upgradedToLethal).toBe(6);
    expect(applied.beyondTrack).toBe(0);
  });

  it("damage as large as a number is counted at once, not stroke by stroke: 1e300 lethal kills a mortal", () => {
    const applied = applyDamage(h(2), { type: "lethal", successes: 1e300 }, WHOLE);
    expect(applied.after).toEqual(h(0, 7));
    expect(applied.beyondTrack).toBe(1e300);
    expect(applied.consequence).toBe("death");
  });

  it("refuses bad damage and bad tracks with a RulesError", () => {
    expectRulesError(() => applyDamage(h(0), { type: "lethal", successes: -1 }, WHOLE), "DamageSuccessesInvalid");
    expectRulesError(() => applyDamage(h(0), { type: "lethal", successes: 1.5 }, WHOLE), "DamageSuccessesInvalid");
    expectRulesError(() => applyDamage(h(0), { type: "burning" as DamageType, successes: 1 }, WHOLE), "DamageTypeUnknown");
    expectRulesError(() => applyDamage(h(Number.NaN), { type: "lethal", successes: 1 }, WHOLE), "HealthInvalid");
    expectRulesError(() => applyDamage(h(0.25), { type: "lethal", successes: 1 }, WHOLE), "HealthInvalid");
    expectRulesError(() => checkHealth(h(4, 4)), "HealthOverTrack");
    expectRulesError(() => checkHealth(h(-1)), "HealthInvalid");
  });
});

describe("healing and setting boxes by hand (the sheet's track)", () => {
  it("heals whole and half levels of one type", () => {
    expect(healDamage(h(2, 1), "bashing", 1)).toEqual(h(1, 1));
    expect(healDamage(h(1.5), "bashing", 0.5)).toEqual(h(1));
  });

  it("refuses to heal more than is marked, or a nonsense amount", () => {
    const error = expectRulesError(() => healDamage(h(0, 1), "lethal", 2), "HealTooMuch");
    expect(error.data).toMatchObject({ type: "lethal", levels: 2, marked: 1 });
    expectRulesError(() => healDamage(h(1), "bashing", 0), "HealAmountInvalid");
    expectRulesError(() => healDamage(h(1), "bashing", 0.3), "HealAmountInvalid");
  });

  it("sets a box to a type or empty, and reads the track back in its order", () => {
    expect(setHealthBox(h(2), 0, "lethal")).toEqual(h(1, 1));
    expect(setHealthBox(h(2), 1, "empty")).toEqual(h(1));
    expect(setHealthBox(h(1), 4, "aggravated")).toEqual(h(1, 0, 1));
    expect(setHealthBox(h(1.5), 1, "bashing")).toEqual(h(2));
  });

  it("refuses a box outside the track or an unknown mark", () => {
    expectRulesError(() => setHealthBox(h(0), 7, "lethal"), "HealthBoxInvalid");
    expectRulesError(() => setHealthBox(h(0), -1, "lethal"), "HealthBoxInvalid");
    expectRulesError(() => setHealthBox(h(0), 0, "fire" as "lethal"), "HealthMarkInvalid");
  });
});

const healthArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }))
  .filter(([a, l, b]) => a + l + b <= 14)
  .map(([aggravated, lethal, bashing]) => h(bashing / 2, lethal / 2, aggravated / 2));

/**
 * V20 core's overflow taken literally, one stroke at a time: the model the counted overflow must agree with.
 * Halves of a level, as the track counts them.
 */
function strokeByStroke(start: HealthState, type: DamageType, strokes: number): { after: HealthState; upgraded: number; beyond: number } {
  const halves = { bashing: start.bashing * 2, lethal: start.lethal * 2, aggravated: start.aggravated * 2 };
  halves[type] += strokes;
  let upgraded = 0;
  let beyond = 0;
  while (halves.bashing + halves.lethal + halves.aggravated > 14) {
    if (halves.bashing >= 2) {
      halves.bashing -= 2;
      halves.lethal += 1;
      upgraded += 1;
    } else {
      const mildest = halves.bashing > 0 ? "bashing" : halves.lethal > 0 ? "lethal" : "aggravated";
      halves[mildest] -= 1;
      beyond += 1;
    }
  }
  return { after: { bashing: halves.bashing / 2, lethal: halves.lethal / 2, aggravated: halves.aggravated / 2 }, upgraded: upgraded / 2, beyond: beyond / 2 };
}

describe("overflow agrees with V20 core's stroke-by-stroke reading (fast-check)", () => {
  it("for every start, type and amount, the same track, upgrades and damage past the track", () => {
    const track = fc
      .tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 }))
      .filter(([a, l, b]) => a + l + b <= 14)
      .map(([a, l, b]) => ({ aggravated: a / 2, lethal: l / 2, bashing: b / 2 }));
    fc.assert(
      fc.property(track, fc.constantFrom(...DAMAGE_TYPES), fc.integer({ min: 0, max: 40 }), fc.boolean(), (start, type, successes, halfLevelDamage) => {
        const applied = applyDamage(start, { type, successes }, { halfLevelDamage, creature: "mortal" });
        const model = strokeByStroke(start, type, halfLevelDamage ? successes : successes * 2);
        expect([applied.after, applied.upgradedToLethal, applied.beyondTrack]).toEqual([model.after, model.upgraded, model.beyond]);
      }),
    );
  });
});


describe("health track invariants (fast-check)", () => {
  it("never beyond seven levels, never negative, never NaN; every level accounted for; the boxes hold the amounts, aggravated first, then lethal, then bashing", () => {
    fc.assert(
      fc.property(
        healthArbitrary,
        fc.array(fc.record({ type: fc.constantFrom(...DAMAGE_TYPES), successes: fc.integer({ min: 0, max: 12 }) }), { maxLength: 8 }),
        fc.boolean(),
        fc.constantFrom("mortal", "vampire", "garou"),
        (start, hits, halfLevelDamage, creature) => {
          let health = start;
          for (const hit of hits) {
            const applied = applyDamage(health, hit, { halfLevelDamage, creature: creature as "mortal" });
            health = applied.after;
            const values = [health.bashing, health.lethal, health.aggravated];
            expect(values.every((value) => Number.isFinite(value) && value >= 0)).toBe(true);
            expect(health.bashing + health.lethal + health.aggravated).toBeLessThanOrEqual(7);
            expect(applied.beyondTrack).toBeGreaterThanOrEqual(0);
            // Nothing is lost in silence: what was added is on the track, upgraded, or beyond it.
            const before = applied.before.bashing + applied.before.lethal + applied.before.aggravated;
            const after = health.bashing + health.lethal + health.aggravated;
            // Exactly: each level upgraded is a bashing level that fell off the end (V20 core).
            expect(after + applied.beyondTrack + applied.upgradedToLethal).toBeCloseTo(before + applied.levels, 9);
            expect(trackBoxes(health).map((box) => box.strokes)).toEqual(expectedBoxes(health));
          }
        },
      ),
    );
  });

  it("a more severe type never becomes milder: lethal and aggravated on the track never drop when damage is added", () => {
    fc.assert(
      fc.property(healthArbitrary, fc.constantFrom(...DAMAGE_TYPES), fc.integer({ min: 0, max: 10 }), (start, type, successes) => {
        const after = applyDamage(start, { type, successes }, WHOLE).after;
        expect(after.aggravated).toBeGreaterThanOrEqual(start.aggravated);
        expect(after.aggravated + after.lethal).toBeGreaterThanOrEqual(Math.min(7, start.aggravated + start.lethal));
      }),
    );
  });
});
