import type { ManeuverDefinition } from "./types";

/**
 * A maneuver of a table's own with nothing chosen yet: the plain unarmed attack of 000 §2.1 (Dexterity +
 * Brawl at the base difficulty, Strength bashing damage; 004 Attacking). New maneuver items start from it, and
 * an older item whose identifier names no maneuver of the catalogue is given it.
 */
export function plainManeuver(id: string): ManeuverDefinition {
  return {
    id,
    source: "",
    group: "custom",
    rolls: [{ attribute: "dexterity", ability: "brawl" }],
    difficulty: { kind: "relative", value: 0 },
    poolModifier: 0,
    damage: { kind: "attribute", attribute: "strength", plus: 0 },
    damageType: { base: "bashing" },
    forms: null,
    prerequisites: [],
    effect: { kind: "none" },
  };
}
