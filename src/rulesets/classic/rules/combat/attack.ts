import type { CharacterStats } from "../character/stats";
import { RulesError } from "../../../../rules/errors";
import type { DamageType } from "../health/damage-types";
import { isIncapacitated, woundPenalty } from "../health/wounds";
import { targetConditions, type TargetPrerequisite } from "../maneuvers/check";
import type { DamageCondition, GrappleMode, ManeuverEffect } from "../maneuvers/types";
import type { ClassicOptions } from "../ruleset/options";
import { activeStatus, isStatusActive } from "../status/active";
import { checkCharacterStats } from "../character/check-stats";
import { STATUS_COMBAT_EFFECTS, statusCombatEffect } from "../status/combat-effects";
import type { StatusEffect } from "../status/types";
import { resolveDamageType, type DamageSourceId, type ResolvedDamageType } from "./damage-sources";
import { weaponry, type AttackCategory, type AttackMethod, type DamagePlan, type Weaponry } from "./weaponry";
import { clipCapacity, checkFireMode, fireModeModifiers, roundsFired, type FireMode } from "./autofire";
import type { Weapon } from "./equipment";
import { combatantProfile, type CombatantProfile } from "./profile";
import { buildRoll, checkWhole, type NamedModifier, type RollPlan } from "./roll-plan";
import {
  CALLED_SHOTS,
  COMBAT_TABLES,
  COVER_CLASSES,
  POSITIONS,
  RANGE_BANDS,
  type CalledShot,
  type CombatTables,
  type CoverClass,
  type Position,
  type RangeBand,
} from "./tables";

/** Everything about the moment that changes the attack. Numbers from the action economy come in as they are. */
export interface AttackSituation {
  /** The combat round, to read statuses and date the ones this attack starts. */
  round: number;
  /** This action's multiple-action penalty (0 or less), from the action economy (000 §2.2). */
  multipleActionPenalty?: number;
  /** Melee opponents the attacker faces (000 §2.3); 1 when absent. */
  opponents?: number;
  position?: Position;
  calledShot?: CalledShot | null;
  /** Fighting without sight, e.g. in darkness (000 §2.7). */
  blindFighting?: boolean;
  rangeBand?: RangeBand;
  /** Turns spent aiming (000 §2.9). */
  aimRounds?: number;
  /** The target is in melee or running (000 §2.9: no aiming at it). */
  targetMovingFast?: boolean;
  targetCover?: CoverClass | null;
  /** The attacker shoots from behind cover (000 §2.9: half the cover's modifier, rounded down). */
  firingFromCover?: CoverClass | null;
  /** The extra successes of a won ambush (000 §2.7), added to this free attack's pool. */
  ambushSuccesses?: number;
  willpower?: boolean;
  specialty?: boolean;
  damageConditions?: DamageCondition[];
  /** What the target holds: a parry needs a melee weapon, a disarm an armed target. */
  targetWeapon?: Weapon | null;
  /** The Storyteller's own adjustment. */
  storyteller?: { dice?: number; difficulty?: number; damageDice?: number };
  /** A firearm's mode of fire (V20 core, Firearms); a single shot when absent. */
  fireMode?: FireMode;
  /** A spray's target this attack is: its place among the spray's targets and how many they are (V20 core, Firearms, Spray). */
  spray?: SprayPlace;
}

/** One target's place in a spray: the successes are divided among `of` targets, this is number `index` (from 0). */
export interface SprayPlace {
  index: number;
  of: number;
}

export interface AttackInput {
  attacker: CharacterStats;
  target: CharacterStats;
  method: AttackMethod;
  situation: AttackSituation;
}

/** An attack before its target is chosen, as a character sheet shows it. */
export type UntargetedAttackInput = Omit<AttackInput, "target">;

export interface AttackPlan {
  round: number;
  attacker: CombatantProfile;
  target: CombatantProfile;
  method: AttackMethod["kind"];
  maneuverId: string | null;
  weaponId: string | null;
  category: AttackCategory;
  roll: RollPlan;
  /** 000 §2.10, 004 Immobilization: the target cannot move, so the attack hits whatever the dice say. */
  automaticHit: boolean;
  calledShot: CalledShot | null;
  /** Null when the attack rolls no damage (a hold, a 004 sweep, blinding). */
  damage: DamagePlan | null;
  damageType: ResolvedDamageType | null;
  effect: ManeuverEffect;
  grappleMode: GrappleMode | null;
  /** Damage a clinch deals each later turn (its holder's Strength). */
  clinchStrength: number | null;
  notes: string[];
  /** An automatic mode of fire and the rounds it takes from the clip; null for any other attack. */
  fire: FireRecord | null;
  /** A spray's target: the attack's successes are divided among the spray's targets (V20 core, Firearms, Spray). */
  spray: SprayPlace | null;
}

/** An attack made in an automatic mode (V20 core, Firearms): the mode and the rounds it fires. */
export interface FireRecord {
  mode: Exclude<FireMode, "single">;
  rounds: number;
}

function invalidSituation(field: string, value: unknown): RulesError {
  return new RulesError("SituationInvalid", `The attack's ${field} cannot be ${String(value)}.`, { field, value: String(value) });
}

function oneOf<T extends string>(field: string, value: T | null | undefined, allowed: readonly T[]): T | null {
  if (value === undefined || value === null) return null;
  if (!allowed.includes(value)) throw invalidSituation(field, value);
  return value;
}

function count(field: string, value: number | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const whole = checkWhole("SituationInvalid", `The attack's ${field}`, value, field);
  if (whole < min) throw invalidSituation(field, value);
  return whole;
}

function statusesNow(statuses: readonly StatusEffect[], round: number): StatusEffect[] {
  return statuses.filter((status) => isStatusActive(status, round));
}

/** The first active status of a character that stops it acting, if any (004 Stun, 000 §2.10 dazed). */
export function incapacitatingStatus(statuses: readonly StatusEffect[], round: number): StatusEffect | undefined {
  return statusesNow(statuses, round).find((status) => statusCombatEffect(status.id).cannotAct === true);
}

/** Refuses an action by a character who cannot act: stunned, dazed, incapacitated, in torpor (004 Stun). */
export function checkCanAct(stats: { name: string; health: CharacterStats["health"]; statuses: readonly StatusEffect[] }, round: number): void {
  const stopping = incapacitatingStatus(stats.statuses, round);
  if (stopping || isIncapacitated(stats.health)) {
    const status = stopping?.id ?? "incapacitated";
    throw new RulesError("CannotAct", `${stats.name} cannot act while ${status}.`, { name: stats.name, status });
  }
}

/** Penalties the attacker's own statuses put on a physical action: blindness (000 §2.10, 004 Blindness). */
export function ownStatusModifiers(statuses: readonly StatusEffect[], round: number): NamedModifier[] {
  const blinded = activeStatus(statuses, "blinded", round);
  if (!blinded) return [];
  const effect = STATUS_COMBAT_EFFECTS.blinded;
  const modifiers: NamedModifier[] = [{ id: "blinded", difficulty: effect.ownDifficulty ?? 0 }];
  if (effect.losesValueDice && blinded.value) modifiers.push({ id: "blindedDice", dice: -blinded.value });
  return modifiers;
}

interface PlannedCore {
  round: number;
  attacker: CombatantProfile;
  gear: Weaponry;
  roll: RollPlan;
  damage: DamagePlan | null;
  automaticHit: boolean;
  calledShot: CalledShot | null;
  fire: FireRecord | null;
}

/** The situation's fields read and checked against the attack: a field that does not apply to it is refused. */
interface CheckedSituation {
  calledShot: CalledShot | null;
  position: Position;
  /** Never "beyond": an attack out of range is refused. */
  band: Exclude<RangeBand, "beyond"> | null;
  targetCover: CoverClass | null;
  ownCover: CoverClass | null;
  aim: number;
  opponents: number;
  ambush: number;
  multipleActions: number;
  /** The attacker is blinded now (000 §2.10). */
  blindedNow: boolean;
}

function checkedSituation(situation: AttackSituation, attacker: CombatantProfile, ranged: boolean, round: number): CheckedSituation {
  const calledShot = oneOf("calledShot", situation.calledShot, CALLED_SHOTS);
  const position = oneOf("position", situation.position, POSITIONS) ?? "front";
  const band = oneOf("rangeBand", situation.rangeBand, RANGE_BANDS);
  const targetCover = oneOf("targetCover", situation.targetCover, COVER_CLASSES);
  const ownCover = oneOf("firingFromCover", situation.firingFromCover, COVER_CLASSES);
  const aim = count("aimRounds", situation.aimRounds, 0, 0);
  const opponents = count("opponents", situation.opponents, 1, 1);
  const ambush = count("ambushSuccesses", situation.ambushSuccesses, 0, 0);
  const multipleActions = count("multipleActionPenalty", situation.multipleActionPenalty, 0, Number.NEGATIVE_INFINITY);
  if (multipleActions > 0) throw invalidSituation("multipleActionPenalty", multipleActions);

  if (!ranged) {
    for (const [field, value] of [["rangeBand", band], ["targetCover", targetCover], ["firingFromCover", ownCover]] as const) {
      if (value !== null) throw new RulesError("RangedOnly", `The ${field} applies to ranged attacks only.`, { field });
    }
    if (aim > 0) throw new RulesError("RangedOnly", "Aiming applies to ranged attacks only.", { field: "aimRounds" });
  }
  const blindedNow = activeStatus(attacker.statuses, "blinded", round) !== undefined;
  if (ranged && (blindedNow || situation.blindFighting === true)) {
    throw new RulesError("RangedAttackBlind", `${attacker.name} cannot make a ranged attack without sight (000 §2.7, §2.10).`, { name: attacker.name });
  }
  if (band === "beyond") {
    throw new RulesError("AttackOutOfRange", `The target is beyond twice the weapon's range (000 §2.9).`, { weapon: attacker.weapon?.id ?? "" });
  }
  if (aim > 0 && situation.targetMovingFast === true) {
    throw new RulesError("AimFastTarget", "No aiming at a target in melee or running (000 §2.9).", {});
  }
  return { calledShot, position, band, targetCover, ownCover, aim, opponents, ambush, multipleActions, blindedNow };
}

/** The attack roll's modifiers from the attacker's side: its gear, actions, wounds, the situation, its own blindness. */
function situationModifiers(input: UntargetedAttackInput, attacker: CombatantProfile, gear: Weaponry, checked: CheckedSituation, round: number, tables: CombatTables): NamedModifier[] {
  const { calledShot, position, band, targetCover, ownCover, aim, opponents, ambush } = checked;
  const ranged = gear.category === "ranged";
  const modifiers: NamedModifier[] = [...gear.gearModifiers];
  modifiers.push({ id: "multipleActions", dice: checked.multipleActions });
  modifiers.push({ id: "woundPenalty", dice: woundPenalty(input.attacker.health, input.attacker.ignoresWoundPenalties) });
  modifiers.push({ id: "multipleOpponents", difficulty: Math.min(tables.multipleOpponentsMax, opponents - 1), data: { opponents } });
  if (position !== "front") modifiers.push({ id: position, dice: tables.position[position] });
  if (calledShot) {
    const id = calledShot === "limb" ? "calledShotLimb" : calledShot === "head" ? "calledShotHead" : "calledShotEye";
    modifiers.push({ id, difficulty: tables.calledShot[calledShot].difficulty });
  }
  // Blind fighting and the blinded status are one handicap: counted once.
  if (checked.blindedNow) modifiers.push(...ownStatusModifiers(attacker.statuses, round));
  else if (input.situation.blindFighting === true) modifiers.push({ id: "blindFighting", difficulty: tables.blindFighting });
  if (ranged && band && band !== "normal") {
    modifiers.push({ id: band === "pointBlank" ? "pointBlank" : "longRange", difficulty: tables.rangeDifficulty[band] - tables.rangeDifficulty.normal });
  }
  if (aim > 0) modifiers.push({ id: "aim", dice: Math.min(aim, attacker.attributes.perception), data: { rounds: aim } });
  if (targetCover) modifiers.push({ id: "targetCover", difficulty: tables.cover[targetCover], data: { cover: targetCover } });
  if (ownCover) modifiers.push({ id: "firingFromCover", difficulty: Math.floor(tables.cover[ownCover] / 2), data: { cover: ownCover } });
  if (ambush > 0) modifiers.push({ id: "ambush", dice: ambush });
  return modifiers;
}

/**
 * What the target's statuses now do to the attack: an immobilized target is hit whatever the dice say (000 §2.10);
 * otherwise a stunned or held target is easier to hit.
 */
function targetStatusModifiers(target: CharacterStats | null, round: number, options: ClassicOptions, tables: CombatTables): { automaticHit: boolean; modifiers: NamedModifier[] } {
  const targetNow = statusesNow(target?.statuses ?? [], round);
  const automaticHit = targetNow.some((status) => statusCombatEffect(status.id).automaticHit === true);
  const modifiers: NamedModifier[] = [];
  if (!automaticHit) {
    if (targetNow.some((status) => status.id === "stunned")) modifiers.push({ id: "targetStunned", difficulty: -tables.stunnedTarget });
    if (targetNow.some((status) => statusCombatEffect(status.id).heldTarget === true)) {
      modifiers.push(
        options.heldTargetBonus === "dice" ? { id: "targetHeld", dice: tables.heldTarget.dice } : { id: "targetHeld", difficulty: -tables.heldTarget.difficulty },
      );
    }
  }
  return { automaticHit, modifiers };
}

/** The damage's own modifiers: a called shot's dice, the Storyteller's, Potence on Strength-based damage; those that add nothing left out. */
function damageModifiers(damage: DamagePlan, calledShot: CalledShot | null, storytellerDice: number, attacker: CombatantProfile, tables: CombatTables): DamagePlan {
  const extra: NamedModifier[] = [];
  if (calledShot) extra.push({ id: "calledShotDamage", dice: tables.calledShot[calledShot].damage });
  extra.push({ id: "storyteller", dice: storytellerDice });
  // V20: Potence adds its dots as automatic successes to Strength-based damage (000 §3.2).
  if (damage.strengthBased) extra.push({ id: "potence", successes: attacker.potence });
  return { ...damage, modifiers: extra.filter((m) => (m.dice ?? 0) !== 0 || (m.successes ?? 0) !== 0) };
}

/**
 * Everything of an attack that the attacker decides, and, when a target is given, what the target's
 * statuses change. Without a target the maneuver's prerequisites about the target are not judged.
 */
function planCore(input: UntargetedAttackInput & { target: CharacterStats | null }, options: ClassicOptions, tables: CombatTables): PlannedCore {
  const { situation } = input;
  const round = checkWhole("RoundInvalid", "A combat round", situation.round, "round");
  if (round < 0) throw invalidSituation("round", round);
  checkCharacterStats(input.attacker);
  if (input.target) checkCharacterStats(input.target);
  const attackerWeapon = input.method.kind === "unarmed" ? null : (input.method.weapon ?? null);
  const attacker = combatantProfile(input.attacker, attackerWeapon);
  checkCanAct(input.attacker, round);

  const gear = weaponry(input, attacker, tables);
  const checked = checkedSituation(situation, attacker, gear.category === "ranged", round);
  const modifiers = situationModifiers(input, attacker, gear, checked, round, tables);
  const fire = fireOf(input, attackerWeapon);
  if (fire) modifiers.push(...fireModeModifiers(fire.mode, { capacity: fire.capacity, loaded: fire.loaded }, tables.autofire));
  const target = targetStatusModifiers(input.target, round, options, tables);
  modifiers.push(...target.modifiers);
  const storyteller = situation.storyteller ?? {};
  modifiers.push({ id: "storyteller", dice: storyteller.dice ?? 0, difficulty: storyteller.difficulty ?? 0 });

  const roll = buildRoll(
    "action",
    [
      { id: gear.attribute, dice: attacker.attributes[gear.attribute] },
      { id: gear.ability, dice: input.attacker.abilities[gear.ability] },
    ],
    modifiers,
    { baseDifficulty: tables.baseDifficulty, willpower: situation.willpower === true, doubleTens: situation.specialty === true && options.specialtyTens },
  );
  const damage = gear.damage ? damageModifiers(gear.damage, checked.calledShot, storyteller.damageDice ?? 0, attacker, tables) : null;
  const fired = fire ? { mode: fire.mode, rounds: roundsFired(fire.mode, fire, tables.autofire) } : null;
  return { round, attacker, gear, roll, damage, automaticHit: target.automaticHit, calledShot: checked.calledShot, fire: fired };
}

/**
 * A spray's place checked: only a spray has one, and a spray needs one. The division is of the attack's successes,
 * so a spray is played where the defence takes successes off (`subtractSuccesses`); under `removeDice` each
 * defender would take dice from one shared roll, which the book does not say how to share, and it is refused.
 */
function sprayPlace(situation: AttackSituation, options: ClassicOptions, tables: CombatTables): SprayPlace | null {
  const place = situation.spray;
  if (situation.fireMode !== "spray") {
    if (place !== undefined) throw invalidSituation("spray", JSON.stringify(place));
    return null;
  }
  if (!place || !Number.isInteger(place.of) || !Number.isInteger(place.index) || place.of < 1 || place.of > tables.autofire.sprayMaxTargets || place.index < 0 || place.index >= place.of) {
    throw invalidSituation("spray", JSON.stringify(place ?? null));
  }
  if (options.defenceMode === "removeDice") throw new RulesError("SprayRemoveDice", "A spray divides its successes; with defences removing dice it cannot be shared.", {});
  return { index: place.index, of: place.of };
}

/**
 * The attack's mode of fire with the weapon's clip, or null for a single shot: a mode the weapon lacks is refused
 * (only a weapon capable of automatic fire bursts, fires full auto or sprays; V20 core, Firearms).
 */
function fireOf(input: UntargetedAttackInput, weapon: Weapon | null): { mode: Exclude<FireMode, "single">; capacity: number; loaded: number } | null {
  const mode = input.situation.fireMode ?? "single";
  const used = input.method.kind === "weapon" ? weapon : null;
  checkFireMode(used, mode);
  if (mode === "single" || !used || used.category !== "ranged") return null;
  const capacity = clipCapacity(used);
  return { mode, capacity, loaded: used.loaded ?? capacity };
}

/**
 * Plans an attack roll: its pool from the effective attributes, its difficulty from the base of 6, and every
 * modifier of the rules map named so a card can list them. An attack that cannot be made is refused with a
 * `RulesError` naming why, never turned into an empty pool.
 */
export function planAttack(input: AttackInput, options: ClassicOptions, tables: CombatTables = COMBAT_TABLES): AttackPlan {
  const core = planCore(input, options, tables);
  const { gear, calledShot } = core;
  const target = combatantProfile(input.target, input.situation.targetWeapon ?? null);
  let damage = core.damage;
  const damageType = gear.damageType
    ? resolveDamageType(
        { type: gear.damageType, ...(gear.sourceId ? { sourceId: gear.sourceId } : {}), silver: gear.silver, target: target.creature, headShot: calledShot === "head" || calledShot === "eye" },
        options,
      )
    : null;
  if (damageType === null) damage = null;

  return {
    round: core.round,
    attacker: core.attacker,
    target,
    method: input.method.kind,
    maneuverId: input.method.kind === "maneuver" ? input.method.maneuver.id : null,
    weaponId: core.attacker.weapon?.id ?? null,
    category: gear.category,
    roll: core.roll,
    automaticHit: core.automaticHit,
    calledShot,
    damage,
    damageType,
    effect: gear.effect,
    grappleMode: gear.grappleMode,
    clinchStrength: gear.grappleMode === "clinch" ? core.attacker.attributes.strength : null,
    notes: gear.notes,
    fire: core.fire,
    spray: sprayPlace(input.situation, options, tables),
  };
}

/** An attack as a sheet shows it before any target is chosen. */
export interface UntargetedAttackPlan {
  round: number;
  attacker: CombatantProfile;
  method: AttackMethod["kind"];
  maneuverId: string | null;
  weaponId: string | null;
  category: AttackCategory;
  roll: RollPlan;
  /** Null when the attack rolls no damage (a hold, a 004 sweep, blinding). */
  damage: DamagePlan | null;
  /** The type the attack deals by itself; the target's kind may still change it (`resolveDamageType`). */
  damageType: DamageType | null;
  damageSourceId: DamageSourceId | null;
  /** A silver weapon: aggravated and unsoakable to a Garou (004 Damage). */
  silver: boolean;
  effect: ManeuverEffect;
  grappleMode: GrappleMode | null;
  /** The maneuver's prerequisites about the target, which only an attack on a target can judge. */
  targetConditions: TargetPrerequisite[];
  notes: string[];
}

/**
 * The same plan as `planAttack` without a target: what the attacker rolls, for how much damage of which type,
 * or a `RulesError` naming why it cannot attack this way now (000 §2.1, §2.8; 004 Maneuvers).
 */
export function planUntargetedAttack(input: UntargetedAttackInput, options: ClassicOptions, tables: CombatTables = COMBAT_TABLES): UntargetedAttackPlan {
  const core = planCore({ ...input, target: null }, options, tables);
  const { gear } = core;
  return {
    round: core.round,
    attacker: core.attacker,
    method: input.method.kind,
    maneuverId: input.method.kind === "maneuver" ? input.method.maneuver.id : null,
    weaponId: core.attacker.weapon?.id ?? null,
    category: gear.category,
    roll: core.roll,
    damage: gear.damageType === null ? null : core.damage,
    damageType: gear.damageType,
    damageSourceId: gear.sourceId ?? null,
    silver: gear.silver,
    effect: gear.effect,
    grappleMode: gear.grappleMode,
    targetConditions: input.method.kind === "maneuver" ? targetConditions(input.method.maneuver) : [],
    notes: gear.notes,
  };
}
