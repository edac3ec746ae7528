import { describe, expect, it } from "vitest";
import { attackPool, contest, damagePool, defencePool } from "../../../../src/rulesets/streamlined/rules/contest";
import { expectRulesError } from "../../errors-helper";
import { fighter } from "./fixtures";

describe("001 Attacking and Defending", () => {
  const bruiser = fighter("bruiser", { strength: 4, dexterity: 2 }, { brawl: 3, melee: 1, firearms: 2 });

  it("001 Attacking and Defending: attack pool = Strength or Dexterity with Brawl, Melee, or Firearms", () => {
    expect(attackPool(bruiser, { attribute: "strength", skill: "brawl" })).toBe(7);
    expect(attackPool(bruiser, { attribute: "dexterity", skill: "firearms" })).toBe(4);
    expect(attackPool(bruiser, { attribute: "strength", skill: "brawl", penalty: 2 })).toBe(5);
    expectRulesError(() => attackPool(bruiser, { attribute: "wits" as never, skill: "brawl" }), "StreamlinedAttackTraitsInvalid");
  });

  it("001 Attacking and Defending: defense pool = the target's best of Dexterity + Athletics or Wits + Awareness", () => {
    expect(defencePool(fighter("t", { dexterity: 3, wits: 2 }, { athletics: 1, awareness: 1 }))).toMatchObject({ pool: 4, base: "dexterityAthletics" });
    expect(defencePool(fighter("t", { dexterity: 1, wits: 3 }, { athletics: 1, awareness: 2 }))).toMatchObject({ pool: 5, base: "witsAwareness" });
  });

  it("001 Attacking and Defending: when Dexterity + Athletics equals Wits + Awareness, the pool names Dexterity + Athletics", () => {
    expect(defencePool(fighter("t", { dexterity: 2, wits: 1 }, { athletics: 1, awareness: 2 }))).toEqual({ pool: 3, base: "dexterityAthletics", baseDice: 3, armourDice: 0, evadeDice: 0, rolls: true });
    expect(defencePool(fighter("t", { dexterity: 0, wits: 0 }, { athletics: 0, awareness: 0 }))).toMatchObject({ pool: 0, base: "dexterityAthletics" });
  });

  it("001 Attacking and Defending: margin = attack successes − defense successes; beating them is a win", () => {
    expect(contest(5, 2)).toEqual({ margin: 3, outcome: "win" });
  });

  it("001 Attacking and Defending: a tie is a standoff — nothing lands", () => {
    expect(contest(2, 2)).toEqual({ margin: 0, outcome: "standoff" });
    expect(contest(0, 0).outcome).toBe("standoff");
  });

  it("001 Attacking and Defending: losing the contest, you simply fail to connect", () => {
    expect(contest(1, 3)).toEqual({ margin: -2, outcome: "miss" });
  });

  it("001 Attacking and Defending: a win rolls the damage pool, margin + weapon modifier", () => {
    expect(damagePool(3, 2)).toBe(5);
    expect(damagePool(1, 0)).toBe(1);
    expect(damagePool(1, -3)).toBe(0);
    expectRulesError(() => damagePool(0, 2), "StreamlinedNoMargin");
    expectRulesError(() => damagePool(2, 0.5), "StreamlinedWeaponModifierInvalid");
    expectRulesError(() => contest(-1, 0), "StreamlinedSuccessesInvalid");
  });
});

describe("001 Evading, Surprise, and Armor", () => {
  const target = fighter("t", { dexterity: 3, wits: 2 }, { athletics: 2, awareness: 1 });

  it("001 Evading, Surprise, and Armor: a defender who spends the turn evading adds +2 dice to the Defense pool", () => {
    expect(defencePool(target, { evading: true })).toMatchObject({ pool: 7, evadeDice: 2 });
  });

  it("001 Evading, Surprise, and Armor: armor adds half its rating rounded down — leather +2 gives +1, a +5 coat +2", () => {
    expect(defencePool({ ...target, armour: 2 })).toMatchObject({ pool: 6, armourDice: 1 });
    expect(defencePool({ ...target, armour: 5 })).toMatchObject({ pool: 7, armourDice: 2 });
    expect(defencePool({ ...target, armour: 1 })).toMatchObject({ pool: 5, armourDice: 0 });
  });

  it("001 Evading, Surprise, and Armor: armor stacks with evasion", () => {
    expect(defencePool({ ...target, armour: 5 }, { evading: true }).pool).toBe(5 + 2 + 2);
  });

  it("001 Evading, Surprise, and Armor: a surprised target rolls no Defense pool, and its armor does nothing", () => {
    expect(defencePool({ ...target, armour: 5 }, { surprised: true, evading: true })).toEqual({ pool: 0, base: null, baseDice: 0, armourDice: 0, evadeDice: 0, rolls: false });
  });
});
