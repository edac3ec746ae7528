import type { CharacterStats } from "../character/stats";
import type { Ability, Attribute } from "../../../../rules/character/traits";
import { RulesError } from "../../../../rules/errors";
import type { DamageType } from "../health/damage-types";
import { checkManeuver } from "../maneuvers/check";
import { maneuverDamageType } from "../maneuvers/damage-type";
import type { DamageCondition, GrappleMode, ManeuverDefinition, ManeuverEffect } from "../maneuvers/types";
import type { DamageSourceId } from "./damage-sources";
import { weaponDamageDice, type Weapon } from "./equipment";
import type { CombatantProfile } from "./profile";
import type { NamedModifier, PoolPart } from "./roll-plan";
import type { CombatTables } from "./tables";

/** What an attack is, for defences (block only brawl; no block or parry against ranged) and damage. */
export type AttackCategory = "brawl" | "melee" | "ranged";

export type AttackMethod =
  /** Dexterity + Brawl, Strength bashing (000 §2.1, 004 Attacking). */
  | { kind: "unarmed" }
  /** Dexterity + Melee with a melee weapon, Dexterity + Firearms with a ranged one (000 §2.1). */
  | { kind: "weapon"; weapon: Weapon }
  /** A maneuver's own roll, difficulty and damage; `weapon` is what the attacker holds. */
  | { kind: "maneuver"; maneuver: ManeuverDefinition; weapon?: Weapon | null; rollIndex?: number; grappleMode?: GrappleMode };

export interface DamagePlan {
  /** Strength and the weapon's or maneuver's bonus, or a firearm's fixed dice. */
  parts: PoolPart[];
  /** Called-shot damage, the Storyteller's, Potence's automatic successes. */
  modifiers: NamedModifier[];
  strengthBased: boolean;
}

/** What of an attack decides its weaponry: who attacks whom (no target yet on a sheet), how, and the moment's few facts. */
interface GearInput {
  attacker: CharacterStats;
  target: CharacterStats | null;
  method: AttackMethod;
  situation: { round: number; targetWeapon?: Weapon | null; damageConditions?: DamageCondition[] };
}

export interface Weaponry {
  attribute: Attribute;
  ability: Ability;
  category: AttackCategory;
  damage: DamagePlan | null;
  damageType: DamageType | null;
  sourceId?: DamageSourceId;
  silver: boolean;
  effect: ManeuverEffect;
  /** The maneuver's own dice and difficulty, or a weapon's own difficulty. */
  gearModifiers: NamedModifier[];
  grappleMode: GrappleMode | null;
  notes: string[];
}

function categoryOf(ability: Ability): AttackCategory {
  if (ability === "melee") return "melee";
  if (ability === "firearms") return "ranged";
  return "brawl";
}

function strengthDamage(strength: number, plus: number, id: "maneuver" | "weapon"): DamagePlan {
  return { parts: [{ id: "strength", dice: strength }, { id, dice: plus }], modifiers: [], strengthBased: true };
}

/** Bare hands: Dexterity + Brawl, Strength bashing (000 §2.1, 004 Attacking). */
function unarmedWeaponry(strength: number): Weaponry {
  return {
    attribute: "dexterity",
    ability: "brawl",
    category: "brawl",
    damage: strengthDamage(strength, 0, "maneuver"),
    damageType: "bashing",
    sourceId: "brawl",
    silver: false,
    effect: { kind: "none" },
    gearModifiers: [],
    grappleMode: null,
    notes: [],
  };
}

/** A weapon: Dexterity + Melee or Firearms, its own damage (000 §2.1). */
function weaponWeaponry(weapon: Weapon, strength: number, tables: CombatTables): Weaponry {
  const dice = weaponDamageDice(weapon, strength);
  return {
    attribute: "dexterity",
    ability: weapon.category === "ranged" ? "firearms" : "melee",
    category: weapon.category,
    damage: { parts: dice.parts, modifiers: [], strengthBased: dice.strengthBased },
    damageType: weapon.damageType,
    sourceId: weapon.damageSource,
    silver: weapon.silver === true,
    effect: { kind: "none" },
    // A table's own weapon may name its difficulty; the core charts leave it at the base (000 §2.1).
    gearModifiers: weapon.difficulty === undefined ? [] : [{ id: "weaponDifficulty", difficulty: weapon.difficulty - tables.baseDifficulty, data: { weapon: weapon.id } }],
    grappleMode: null,
    notes: [],
  };
}

type ManeuverMethod = Extract<AttackMethod, { kind: "maneuver" }>;

/** A grapple's mode: the one asked for, or the maneuver's only one; refused when it is not one of the maneuver's. */
function grappleModeOf(method: ManeuverMethod): GrappleMode | null {
  const { maneuver } = method;
  const effect = maneuver.effect;
  if (effect.kind !== "grapple") return null;
  const wanted = method.grappleMode ?? (effect.modes.length === 1 ? effect.modes[0] : undefined);
  if (!wanted || !effect.modes.includes(wanted)) {
    throw new RulesError("GrappleModeInvalid", `${maneuver.id} is a ${effect.modes.join(" or ")}; choose one, got ${String(method.grappleMode)}.`, {
      maneuver: maneuver.id,
      value: String(method.grappleMode),
    });
  }
  return wanted;
}

/** A maneuver's damage dice: an attribute plus its bonus, fixed dice, or its weapon's (refused without one in hand). */
function maneuverDamageDice(maneuver: ManeuverDefinition, attacker: CombatantProfile, weapon: Weapon | null): DamagePlan | null {
  const strength = attacker.attributes.strength;
  const spec = maneuver.damage;
  if (spec.kind === "attribute") {
    return spec.attribute === "strength" ? strengthDamage(strength, spec.plus, "maneuver") : {
      parts: [{ id: spec.attribute, dice: attacker.attributes[spec.attribute] }, { id: "maneuver", dice: spec.plus }],
      modifiers: [],
      strengthBased: false,
    };
  }
  if (spec.kind === "fixed") return { parts: [{ id: "maneuver", dice: spec.dice }], modifiers: [], strengthBased: false };
  if (spec.kind === "weapon") {
    if (!weapon) throw new RulesError("ManeuverNeedsWeapon", `${maneuver.id} deals its weapon's damage and needs a weapon in hand.`, { maneuver: maneuver.id, weapon: "melee" });
    const dice = weaponDamageDice(weapon, strength);
    return { parts: dice.parts, modifiers: [], strengthBased: dice.strengthBased };
  }
  return null;
}

/** A maneuver: its own roll (checked against its prerequisites), difficulty, dice, damage and damage type. */
function maneuverWeaponry(input: GearInput, method: ManeuverMethod, attacker: CombatantProfile, tables: CombatTables): Weaponry {
  const { situation } = input;
  const maneuver = method.maneuver;
  const weapon = method.weapon ?? null;
  const roll = checkManeuver(maneuver, {
    attacker: input.attacker,
    target: input.target,
    round: situation.round,
    attackerWeapon: weapon,
    targetWeapon: situation.targetWeapon ?? null,
    rollIndex: method.rollIndex ?? 0,
  });
  const grappleMode = grappleModeOf(method);
  const effect = maneuver.effect;
  const dice = maneuverDamageDice(maneuver, attacker, weapon);
  // A 004 grapple's clinch starts hurting on the next turn; the hold never does.
  const damage = effect.kind === "grapple" && (grappleMode === "hold" || effect.clinchFrom === "nextTurn") ? null : dice;
  const damageType = maneuver.damageType
    ? maneuverDamageType(maneuver.damageType, {
        creature: attacker.creature,
        form: attacker.form,
        conditions: situation.damageConditions ?? [],
        weaponType: weapon?.damageType ?? null,
      })
    : null;
  const gearModifiers: NamedModifier[] = [
    { id: "maneuverDice", dice: maneuver.poolModifier, data: { maneuver: maneuver.id } },
    {
      id: "maneuverDifficulty",
      difficulty: maneuver.difficulty.kind === "absolute" ? maneuver.difficulty.value - tables.baseDifficulty : maneuver.difficulty.value,
      data: { maneuver: maneuver.id },
    },
  ];
  const usesWeaponDamage = maneuver.damageType?.fromWeapon === true && weapon !== null;
  return {
    attribute: roll.attribute,
    ability: roll.ability,
    category: categoryOf(roll.ability),
    damage,
    damageType,
    ...(usesWeaponDamage ? { sourceId: weapon.damageSource } : {}),
    silver: usesWeaponDamage && weapon.silver === true,
    effect,
    gearModifiers,
    grappleMode,
    notes: [...(maneuver.notes ?? [])],
  };
}

/** What the attack is made with, and what that decides: the roll's traits, the damage, the maneuver's effect. */
export function weaponry(input: GearInput, attacker: CombatantProfile, tables: CombatTables): Weaponry {
  const { method } = input;
  if (method.kind === "unarmed") return unarmedWeaponry(attacker.attributes.strength);
  if (method.kind === "weapon") return weaponWeaponry(method.weapon, attacker.attributes.strength, tables);
  return maneuverWeaponry(input, method, attacker, tables);
}
