import { ABILITIES, ATTRIBUTES } from "../../../../rules/character/traits";
import { CREATURE_KINDS, GAROU_FORMS } from "../character/vocabulary";
import { RulesError } from "../../../../rules/errors";
import { DAMAGE_TYPES } from "../health/damage-types";
import { STATUS_IDS } from "../status/types";
import { DAMAGE_CONDITIONS, MANEUVER_GROUPS, type ManeuverDefinition } from "./types";

/**
 * Reads a maneuver from untrusted JSON (an item a table wrote, a compendium, a scenario) and either returns
 * it in the rules' format or names the first bad field by its path, so a typo is refused with a reason rather
 * than breaking an attack later.
 */
/** Why a field was refused; each is a language key under `STC.Maneuver.Invalid`, filled from the error's data. */
export type ManeuverInvalidReason = "object" | "list" | "text" | "whole" | "range" | "choice" | "noRoll" | "noMode" | "boolean";

export class ManeuverInvalidError extends RulesError {
  override readonly name = "ManeuverInvalidError";
  constructor(path: string, why: string, reason: ManeuverInvalidReason, details: Record<string, string | number> = {}) {
    super("ManeuverInvalid", `${path}: ${why}.`, { path, why, reason, ...details });
  }

  get reason(): ManeuverInvalidReason {
    return this.data.reason as ManeuverInvalidReason;
  }
}

type Json = Record<string, unknown>;

const DIFFICULTY_KINDS = ["absolute", "relative"] as const;
const GRAPPLE_MODES = ["clinch", "hold"] as const;
const WEAPON_KINDS = ["melee", "bludgeon"] as const;

function object(value: unknown, path: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ManeuverInvalidError(path, "expected an object", "object");
  return value as Json;
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new ManeuverInvalidError(path, "expected a list", "list");
  return value;
}

function text(value: unknown, path: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new ManeuverInvalidError(path, "expected a non-empty text", "text");
  return value;
}

function whole(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new ManeuverInvalidError(path, `expected a whole number, got ${JSON.stringify(value)}`, "whole", { value: JSON.stringify(value) ?? "undefined" });
  }
  if (value < min || value > max) throw new ManeuverInvalidError(path, `expected ${min} to ${max}, got ${value}`, "range", { value, min, max });
  return value;
}

function oneOf<T extends string>(value: unknown, path: string, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new ManeuverInvalidError(path, `expected one of ${allowed.join(", ")}, got ${JSON.stringify(value)}`, "choice", {
      allowed: allowed.join(", "),
      value: JSON.stringify(value) ?? "undefined",
    });
  }
  return value as T;
}

function rolls(value: unknown, path: string): ManeuverDefinition["rolls"] {
  const entries = list(value, path);
  if (entries.length === 0) throw new ManeuverInvalidError(path, "expected at least one roll", "noRoll");
  return entries.map((entry, index) => {
    const roll = object(entry, `${path}[${index}]`);
    const out: ManeuverDefinition["rolls"][number] = {
      attribute: oneOf(roll.attribute, `${path}[${index}].attribute`, ATTRIBUTES),
      ability: oneOf(roll.ability, `${path}[${index}].ability`, ABILITIES),
    };
    if (roll.needsWeapon !== undefined) out.needsWeapon = oneOf(roll.needsWeapon, `${path}[${index}].needsWeapon`, ["melee"] as const);
    return out;
  });
}

function damage(value: unknown, path: string): ManeuverDefinition["damage"] {
  const spec = object(value, path);
  const kind = oneOf(spec.kind, `${path}.kind`, ["attribute", "weapon", "fixed", "none", "special"] as const);
  if (kind === "attribute") return { kind, attribute: oneOf(spec.attribute, `${path}.attribute`, ATTRIBUTES), plus: whole(spec.plus, `${path}.plus`, -5, 20) };
  if (kind === "fixed") return { kind, dice: whole(spec.dice, `${path}.dice`, 0, 30) };
  return { kind };
}

function damageType(value: unknown, path: string): ManeuverDefinition["damageType"] {
  if (value === null) return null;
  const spec = object(value, path);
  const out: NonNullable<ManeuverDefinition["damageType"]> = { base: oneOf(spec.base, `${path}.base`, DAMAGE_TYPES) };
  if (spec.byForm !== undefined) {
    const byForm = object(spec.byForm, `${path}.byForm`);
    out.byForm = {};
    for (const [form, type] of Object.entries(byForm)) out.byForm[oneOf(form, `${path}.byForm`, GAROU_FORMS)] = oneOf(type, `${path}.byForm.${form}`, DAMAGE_TYPES);
  }
  if (spec.byCreature !== undefined) {
    const byCreature = object(spec.byCreature, `${path}.byCreature`);
    out.byCreature = {};
    for (const [creature, type] of Object.entries(byCreature)) {
      out.byCreature[oneOf(creature, `${path}.byCreature`, CREATURE_KINDS)] = oneOf(type, `${path}.byCreature.${creature}`, DAMAGE_TYPES);
    }
  }
  if (spec.upgrades !== undefined) {
    out.upgrades = list(spec.upgrades, `${path}.upgrades`).map((entry, index) => {
      const upgrade = object(entry, `${path}.upgrades[${index}]`);
      return {
        condition: oneOf(upgrade.condition, `${path}.upgrades[${index}].condition`, DAMAGE_CONDITIONS),
        type: oneOf(upgrade.type, `${path}.upgrades[${index}].type`, DAMAGE_TYPES),
      };
    });
  }
  if (spec.fromWeapon !== undefined) {
    if (typeof spec.fromWeapon !== "boolean") throw new ManeuverInvalidError(`${path}.fromWeapon`, "expected true or false", "boolean");
    out.fromWeapon = spec.fromWeapon;
  }
  return out;
}

function prerequisite(value: unknown, path: string): ManeuverDefinition["prerequisites"][number] {
  const spec = object(value, path);
  const kind = oneOf(spec.kind, `${path}.kind`, ["ability", "targetHeldOrTackled", "targetStatus", "grappleHeldThroughTurn", "weaponInHand", "targetArmed"] as const);
  switch (kind) {
    case "ability":
      return { kind, ability: oneOf(spec.ability, `${path}.ability`, ABILITIES), min: whole(spec.min, `${path}.min`, 0, 10) };
    case "targetStatus":
      return { kind, anyOf: list(spec.anyOf, `${path}.anyOf`).map((id, index) => oneOf(id, `${path}.anyOf[${index}]`, STATUS_IDS)) };
    case "weaponInHand":
      return { kind, anyOf: list(spec.anyOf, `${path}.anyOf`).map((id, index) => oneOf(id, `${path}.anyOf[${index}]`, WEAPON_KINDS)) };
    default:
      return { kind };
  }
}

function effect(value: unknown, path: string): ManeuverDefinition["effect"] {
  const spec = object(value, path);
  const kind = oneOf(spec.kind, `${path}.kind`, ["none", "disarm", "grapple", "knockdown", "blind", "lowBlow", "stunCheck"] as const);
  switch (kind) {
    case "grapple": {
      const modes = list(spec.modes, `${path}.modes`).map((mode, index) => oneOf(mode, `${path}.modes[${index}]`, GRAPPLE_MODES));
      if (modes.length === 0) throw new ManeuverInvalidError(`${path}.modes`, "expected at least one of clinch, hold", "noMode");
      return { kind, modes, clinchFrom: oneOf(spec.clinchFrom, `${path}.clinchFrom`, ["now", "nextTurn"] as const) };
    }
    case "blind":
      return { kind, diceLost: whole(spec.diceLost, `${path}.diceLost`, 0, 10) };
    case "lowBlow":
      return { kind, staminaDifficulty: whole(spec.staminaDifficulty, `${path}.staminaDifficulty`, 2, 10) };
    case "stunCheck":
      return {
        kind,
        staminaDifficulty: whole(spec.staminaDifficulty, `${path}.staminaDifficulty`, 2, 10),
        turns: whole(spec.turns, `${path}.turns`, 0, 10),
        botchTurns: whole(spec.botchTurns, `${path}.botchTurns`, 0, 10),
      };
    default:
      return { kind };
  }
}

export function checkManeuverDefinition(value: unknown, path = "maneuver"): ManeuverDefinition {
  const spec = object(value, path);
  const difficulty = object(spec.difficulty, `${path}.difficulty`);
  const difficultyKind = oneOf(difficulty.kind, `${path}.difficulty.kind`, DIFFICULTY_KINDS);
  const out: ManeuverDefinition = {
    id: text(spec.id, `${path}.id`),
    source: typeof spec.source === "string" ? spec.source : "",
    group: oneOf(spec.group, `${path}.group`, MANEUVER_GROUPS),
    rolls: rolls(spec.rolls, `${path}.rolls`),
    difficulty: {
      kind: difficultyKind,
      value: difficultyKind === "absolute" ? whole(difficulty.value, `${path}.difficulty.value`, 2, 10) : whole(difficulty.value, `${path}.difficulty.value`, -8, 8),
    },
    poolModifier: whole(spec.poolModifier, `${path}.poolModifier`, -10, 10),
    damage: damage(spec.damage, `${path}.damage`),
    damageType: damageType(spec.damageType, `${path}.damageType`),
    forms: spec.forms === null ? null : list(spec.forms, `${path}.forms`).map((form, index) => oneOf(form, `${path}.forms[${index}]`, GAROU_FORMS)),
    prerequisites: list(spec.prerequisites, `${path}.prerequisites`).map((entry, index) => prerequisite(entry, `${path}.prerequisites[${index}]`)),
    effect: effect(spec.effect, `${path}.effect`),
  };
  if (spec.notes !== undefined) out.notes = list(spec.notes, `${path}.notes`).map((note, index) => text(note, `${path}.notes[${index}]`));
  return out;
}
