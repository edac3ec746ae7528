import { describe, expect, it } from "vitest";
import { planAttack } from "../../../src/rulesets/classic/rules/combat/attack";
import { checkManeuver, isTargetPrerequisite, targetConditions, TARGET_PREREQUISITES } from "../../../src/rulesets/classic/rules/maneuvers/check";
import { findManeuver, MANEUVERS } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { plainManeuver } from "../../../src/rulesets/classic/rules/maneuvers/plain";
import { checkManeuverDefinition, ManeuverInvalidError } from "../../../src/rulesets/classic/rules/maneuvers/validate";
import { fighter, options } from "../combat/fixtures";
import { expectRulesError } from "../errors-helper";

describe("a table's own maneuver, before anything is chosen", () => {
  it("is valid maneuver data", () => {
    expect(checkManeuverDefinition(plainManeuver("myStrike"))).toEqual(plainManeuver("myStrike"));
  });

  it("rolls and hurts exactly as a bare-handed attack (000 §2.1)", () => {
    const attacker = fighter("A", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 2 } });
    const target = fighter("T");
    const unarmed = planAttack({ attacker, target, method: { kind: "unarmed" }, situation: { round: 1 } }, options());
    const plain = planAttack({ attacker, target, method: { kind: "maneuver", maneuver: plainManeuver("x") }, situation: { round: 1 } }, options());
    expect(plain.roll.pool).toBe(unarmed.roll.pool);
    expect(plain.roll.difficulty).toBe(unarmed.roll.difficulty);
    expect(plain.damage?.parts).toEqual(unarmed.damage?.parts);
    expect(plain.damageType?.type).toBe(unarmed.damageType?.type);
  });
});

describe("prerequisites about the target, without a target", () => {
  const punk = fighter("Punk", { abilities: { brawl: 3 } });
  it("are the four that read the target", () => {
    expect([...TARGET_PREREQUISITES].sort()).toEqual(["grappleHeldThroughTurn", "targetArmed", "targetHeldOrTackled", "targetStatus"]);
    expect(MANEUVERS.flatMap((m) => m.prerequisites).filter(isTargetPrerequisite).every((p) => TARGET_PREREQUISITES.includes(p.kind as never))).toBe(true);
  });

  it("are left unjudged when there is no target, and listed as conditions", () => {
    const context = { attacker: punk, target: null, round: 1, attackerWeapon: null, targetWeapon: null, rollIndex: 0 };
    expect(() => checkManeuver(findManeuver("w20Curbstomp"), context)).not.toThrow();
    expect(targetConditions(findManeuver("w20Curbstomp"))).toEqual([{ kind: "targetStatus", anyOf: ["stunned", "held", "immobilised"] }]);
    // The attacker's own prerequisites are still judged.
    expectRulesError(() => checkManeuver(findManeuver("w20Curbstomp"), { ...context, attacker: fighter("Weak") }), "ManeuverAbilityTooLow");
  });

  it("are judged as before once a target is given", () => {
    const context = { attacker: punk, target: fighter("T"), round: 1, attackerWeapon: null, targetWeapon: null, rollIndex: 0 };
    expectRulesError(() => checkManeuver(findManeuver("w20Curbstomp"), context), "ManeuverNeedsHelplessTarget");
  });
});

describe("why a maneuver's data is refused, for a translated message", () => {
  const punch = () => JSON.parse(JSON.stringify(findManeuver("w20Punch"))) as Record<string, unknown>;
  const cases: [string, (m: Record<string, unknown>) => void, string, Record<string, unknown>][] = [
    ["a value out of range", (m) => (m.poolModifier = 12), "range", { value: 12, min: -10, max: 10 }],
    ["a fraction", (m) => (m.poolModifier = 1.5), "whole", { value: "1.5" }],
    ["an unknown choice", (m) => (m.group = "kungFu"), "choice", { value: '"kungFu"' }],
    ["not an object", (m) => (m.damage = 3), "object", {}],
    ["not a list", (m) => (m.prerequisites = "none"), "list", {}],
    ["no roll", (m) => (m.rolls = []), "noRoll", {}],
    ["a grapple with no mode", (m) => (m.effect = { kind: "grapple", modes: [], clinchFrom: "now" }), "noMode", {}],
    ["a flag that is not true or false", (m) => (m.damageType = { base: "bashing", fromWeapon: "yes" }), "boolean", {}],
    ["a blank note", (m) => (m.notes = [" "]), "text", {}],
  ];
  it.each(cases)("%s", (_what, breakIt, reason, data) => {
    const copy = punch();
    breakIt(copy);
    let caught: unknown;
    try {
      checkManeuverDefinition(copy);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ManeuverInvalidError);
    expect((caught as ManeuverInvalidError).reason).toBe(reason);
    expect((caught as ManeuverInvalidError).data).toMatchObject(data);
  });
});
