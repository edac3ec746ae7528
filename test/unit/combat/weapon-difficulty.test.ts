import { describe, expect, it } from "vitest";
import { planAttack } from "../../../src/rulesets/classic/rules/combat/attack";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { fighter, options } from "./fixtures";

const attacker = fighter("A", { attributes: { dexterity: 3 }, abilities: { melee: 2, firearms: 2 } });
const target = fighter("T");

describe("a table's weapon with its own difficulty", () => {
  it("shows the change from the base of 6 as a named modifier", () => {
    const weapon = { ...findWeapon("sword"), difficulty: 7 };
    const plan = planAttack({ attacker, target, method: { kind: "weapon", weapon }, situation: { round: 1 } }, options());
    expect(plan.roll.difficulty).toBe(7);
    expect(plan.roll.modifiers).toContainEqual({ id: "weaponDifficulty", difficulty: 1, data: { weapon: "sword" } });
  });

  it("adds to the other modifiers, and a weapon at the base difficulty shows none", () => {
    const easy = { ...findWeapon("heavyPistol"), difficulty: 5 };
    const plan = planAttack({ attacker, target, method: { kind: "weapon", weapon: easy }, situation: { round: 1, rangeBand: "long" } }, options());
    expect(plan.roll.difficulty).toBe(7); // 6 − 1 for the weapon + 2 at long range (000 §2.9)
    const plain = planAttack({ attacker, target, method: { kind: "weapon", weapon: { ...findWeapon("sword"), difficulty: 6 } }, situation: { round: 1 } }, options());
    expect(plain.roll.modifiers.some((modifier) => modifier.id === "weaponDifficulty")).toBe(false);
  });

  it("the core weapons set none", () => {
    const plan = planAttack({ attacker, target, method: { kind: "weapon", weapon: findWeapon("sword") }, situation: { round: 1 } }, options());
    expect(plan.roll.difficulty).toBe(6);
  });
});
