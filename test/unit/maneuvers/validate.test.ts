import { describe, expect, it } from "vitest";
import { MANEUVERS } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { checkManeuverDefinition, ManeuverInvalidError } from "../../../src/rulesets/classic/rules/maneuvers/validate";

describe("reading a maneuver from untrusted JSON (rules map, Maneuvers: the data format)", () => {
  it.each(MANEUVERS.map((maneuver) => [maneuver.id, maneuver] as const))("%s reads back exactly as the catalogue holds it", (_id, maneuver) => {
    expect(checkManeuverDefinition(JSON.parse(JSON.stringify(maneuver)))).toEqual(maneuver);
  });

  const punch = MANEUVERS.find((maneuver) => maneuver.id === "w20Punch");
  const broken: [string, (value: Record<string, unknown>) => void, string][] = [
    ["an unknown attribute", (m) => (m.rolls = [{ attribute: "luck", ability: "brawl" }]), "maneuver.rolls[0].attribute"],
    ["no roll at all", (m) => (m.rolls = []), "maneuver.rolls"],
    ["an absolute difficulty of 12", (m) => (m.difficulty = { kind: "absolute", value: 12 }), "maneuver.difficulty.value"],
    ["a damage kind that does not exist", (m) => (m.damage = { kind: "lots" }), "maneuver.damage.kind"],
    ["a fractional damage bonus", (m) => (m.damage = { kind: "attribute", attribute: "strength", plus: 1.5 }), "maneuver.damage.plus"],
    ["an unknown form", (m) => (m.forms = ["homid", "dragon"]), "maneuver.forms[1]"],
    ["a prerequisite on an unknown ability", (m) => (m.prerequisites = [{ kind: "ability", ability: "kungFu", min: 3 }]), "maneuver.prerequisites[0].ability"],
    ["a grapple with no mode", (m) => (m.effect = { kind: "grapple", modes: [], clinchFrom: "now" }), "maneuver.effect.modes"],
    ["an unknown damage type by form", (m) => (m.damageType = { base: "bashing", byForm: { crinos: "fire" } }), "maneuver.damageType.byForm.crinos"],
  ];
  it.each(broken)("refuses %s, naming the field", (_what, breakIt, path) => {
    const copy = JSON.parse(JSON.stringify(punch)) as Record<string, unknown>;
    breakIt(copy);
    let caught: unknown;
    try {
      checkManeuverDefinition(copy);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ManeuverInvalidError);
    expect((caught as ManeuverInvalidError).data.path).toBe(path);
    expect((caught as ManeuverInvalidError).key).toBe("ManeuverInvalid");
  });
});
