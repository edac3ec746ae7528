import { describe, expect, it } from "vitest";
import { RulesError } from "../../../src/rules/errors";
import { checkHazard, fallingDice, planHazard, resolveHazard, type HazardInput } from "../../../src/rulesets/classic/rules/combat/hazard";
import { fighter, options } from "./fixtures";

const mortal = fighter("mortal", { attributes: { stamina: 3 } });
const vampire = fighter("vampire", { creature: "vampire", attributes: { stamina: 3 }, disciplines: { celerity: 0, fortitude: 2, potence: 0 }, armour: { rating: 1, dexterityPenalty: 0 } });
const plainVampire = fighter("plain", { creature: "vampire", attributes: { stamina: 3 } });
const state = (who: typeof mortal) => ({ health: who.health, statuses: who.statuses, creature: who.creature });

describe("hazards: damage that is no attack, through the same soak and track", () => {
  it("000 §3.3, V20 core fire chart: fire is aggravated to all; its size gives levels outright, its heat the soak difficulty", () => {
    const plan = planHazard({ kind: "fire", heat: "bunsen", size: "bonfire" }, vampire, options());
    expect(plan.damageType?.type).toBe("aggravated");
    expect(plan.damage).toEqual({ kind: "levels", levels: 2 });
    // 000 §4 vampires: aggravated except sunlight, Fortitude + armour; at the heat's difficulty 7.
    expect(plan.soak).toHaveLength(1);
    expect(plan.soak[0]?.parts).toEqual([{ id: "fortitude", dice: 2 }, { id: "armour", dice: 1 }]);
    expect(plan.soak[0]?.difficulty).toBe(7);
  });

  it("000 §4: a mortal cannot soak fire, and takes every level", () => {
    const plan = planHazard({ kind: "fire", heat: "torch", size: "inferno" }, mortal, options());
    expect(plan.soak).toEqual([]);
    const outcome = resolveHazard(plan, [], [], state(mortal), options(), 1);
    expect(outcome.left).toBe(3);
    expect(outcome.after.health).toEqual({ bashing: 0, lethal: 0, aggravated: 3 });
  });

  it("000 §4: a vampire without Fortitude soaks neither fire nor sunlight (no Stamina against them)", () => {
    expect(planHazard({ kind: "fire", heat: "candle", size: "torch" }, plainVampire, options()).soak).toEqual([]);
    expect(planHazard({ kind: "sunlight", intensity: "faint", exposure: "small" }, plainVampire, options()).soak).toEqual([]);
  });

  it("000 §4 sunlight, V20 core sunlight chart: Fortitude alone, at the light's difficulty; exposure gives the levels", () => {
    const plan = planHazard({ kind: "sunlight", intensity: "direct", exposure: "large" }, vampire, options());
    expect(plan.damageType).toMatchObject({ type: "aggravated", soakKey: "sunlight" });
    expect(plan.soak[0]?.parts).toEqual([{ id: "fortitude", dice: 2 }]);
    expect(plan.soak[0]?.difficulty).toBe(10);
    // A 10 soaks one of the two levels; the 4 nothing.
    const outcome = resolveHazard(plan, [], [10, 4], state(vampire), options(), 2);
    expect(outcome.soaked).toBe(1);
    expect(outcome.after.health.aggravated).toBe(1);
  });

  it("000 §3.3: sunlight does not harm a mortal: nothing is dealt", () => {
    const plan = planHazard({ kind: "sunlight", intensity: "direct", exposure: "most" }, mortal, options());
    expect(plan.damageType).toBeNull();
    const outcome = resolveHazard(plan, [], [], state(mortal), options(), 1);
    expect(outcome.dealt).toBe(0);
    expect(outcome.after.health).toEqual(mortal.health);
  });

  it("V20 core falling: one bashing die per 3 metres, at least one, ten at most; a sharp landing is lethal", () => {
    expect([1, 3, 5, 6, 9, 30, 45, 300].map(fallingDice)).toEqual([1, 1, 1, 2, 3, 10, 10, 10]);
    const plan = planHazard({ kind: "falling", metres: 9, sharp: false }, mortal, options());
    expect(plan.damage.kind === "roll" && plan.damage.roll.pool).toBe(3);
    expect(plan.damageType?.type).toBe("bashing");
    // 000 §4 mortals: bashing with Stamina + armour at 6.
    expect(plan.soak[0]?.pool).toBe(3);
    expect(planHazard({ kind: "falling", metres: 9, sharp: true }, mortal, options()).damageType?.type).toBe("lethal");
  });

  it("000 §3.4, §4.1: a fall's damage and soak rolls count successes despite 1s", () => {
    const plan = planHazard({ kind: "falling", metres: 9, sharp: false }, mortal, options());
    const outcome = resolveHazard(plan, [1, 7, 9], [1, 6, 2], state(mortal), options(), 1);
    expect(outcome.dealt).toBe(2);
    expect(outcome.soaked).toBe(1);
    expect(outcome.after.health.bashing).toBe(1);
  });

  it("000 §3.3: acid is aggravated to a mortal, lethal to a vampire, who soaks it with Stamina + Fortitude + armour", () => {
    expect(planHazard({ kind: "acid", dice: 4 }, mortal, options()).damageType?.type).toBe("aggravated");
    const plan = planHazard({ kind: "acid", dice: 4 }, vampire, options());
    expect(plan.damageType?.type).toBe("lethal");
    expect(plan.soak[0]?.pool).toBe(6);
  });

  it("000 §4.2: under halfLevelDamage each level left is one stroke", () => {
    const plan = planHazard({ kind: "fire", heat: "torch", size: "inferno" }, mortal, options());
    expect(resolveHazard(plan, [], [], state(mortal), options({ halfLevelDamage: true }), 1).after.health.aggravated).toBe(1.5);
  });

  it("V20 core: a full track from a hazard leaves the character incapacitated", () => {
    const hurt = fighter("hurt", { health: { bashing: 0, lethal: 5, aggravated: 0 } });
    const plan = planHazard({ kind: "fire", heat: "torch", size: "bonfire" }, hurt, options());
    const outcome = resolveHazard(plan, [], [], state(hurt), options(), 3);
    expect(outcome.after.statuses.map((status) => status.id)).toEqual(["incapacitated"]);
  });

  it.each<[string, unknown]>([
    ["heat", { kind: "fire", heat: "sun", size: "torch" }],
    ["size", { kind: "fire", heat: "torch", size: 2 }],
    ["exposure", { kind: "sunlight", intensity: "direct", exposure: "all" }],
    ["metres", { kind: "falling", metres: 0, sharp: false }],
    ["metres", { kind: "falling", metres: 2.5, sharp: false }],
    ["dice", { kind: "acid", dice: 11 }],
    ["kind", { kind: "lava" }],
  ])("V20 core charts: a hazard outside its chart is refused, naming the %s", (field, input) => {
    expect(() => checkHazard(input as HazardInput)).toThrow(RulesError);
    try {
      checkHazard(input as HazardInput);
    } catch (error) {
      expect((error as RulesError).data.field).toBe(field);
    }
  });

  it("000 §3.4: faces that do not fit the hazard are refused", () => {
    const fire = planHazard({ kind: "fire", heat: "torch", size: "torch" }, mortal, options());
    expect(() => resolveHazard(fire, [7], [], state(mortal), options(), 1)).toThrow(RulesError);
    expect(() => resolveHazard(fire, [], [7], state(mortal), options(), 1)).toThrow(RulesError);
  });
});

describe("Willpower on the rolls V20 allows it on", () => {
  it("V20 core: a Willpower point buys a success on action and defence rolls, never on damage or soak", async () => {
    const { buildRoll } = await import("../../../src/rulesets/classic/rules/combat/roll-plan");
    const parts = [{ id: "stamina", dice: 3 }];
    expect(buildRoll("action", parts, [], { willpower: true }).willpower).toBe(true);
    expect(buildRoll("defence", parts, [], { willpower: true }).willpower).toBe(true);
    for (const kind of ["damage", "soak"] as const) {
      expect(() => buildRoll(kind, parts, [], { willpower: true })).toThrow(/buys no success on a/);
      try {
        buildRoll(kind, parts, [], { willpower: true });
      } catch (error) {
        expect((error as RulesError).i18nKey).toBe("STC.Error.WillpowerNotOnKind");
      }
    }
  });
});
