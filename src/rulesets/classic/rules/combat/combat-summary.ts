import type { CharacterStats } from "../character/stats";
import { poolOdds } from "../dice/odds";
import { RulesError } from "../../../../rules/errors";
import type { DamageType } from "../health/damage-types";
import type { HealthLevelId } from "../health/state";
import { isIncapacitated, woundLevel, woundPenalty } from "../health/wounds";
import type { TargetPrerequisite } from "../maneuvers/check";
import type { DamageCondition, GrappleMode, ManeuverDefinition, ManeuverEffect } from "../maneuvers/types";
import type { ClassicOptions } from "../ruleset/options";
import { knockdownInitiativePenalty } from "../status/schedule";
import { initiativeScore } from "../initiative/score";
import { planUntargetedAttack, type UntargetedAttackPlan } from "./attack";
import type { AttackCategory, AttackMethod } from "./weaponry";
import { resolveDamageType, type DamageSourceId, type SoakKey } from "./damage-sources";
import { DEFENCE_KINDS, defenceKindReason, defenceRoll, defenderReason, type DefenceKind, type DefenceReason } from "./defence";
import type { Weapon } from "./equipment";
import { combatantProfile } from "./profile";
import { buildRoll, poolSpecOf, type RollPlan } from "./roll-plan";
import { bestSoakIndex, soakRolls, soakTraitsOf } from "./soak";
import { COMBAT_TABLES, type CombatTables } from "./tables";

/**
 * The combat numbers a character sheet shows, every one from the rules that an attack uses (rules map,
 * Initiative, Attack, Defence, Damage and soak, Maneuvers): the sheet never works a number out itself.
 * Attacks are planned without a target: what depends on the target is listed as a condition, not judged.
 */

/** A weapon the character carries, under the caller's key (the item's id). */
export interface SummaryWeapon {
  key: string;
  weapon: Weapon;
}

export interface SummaryManeuver {
  key: string;
  maneuver: ManeuverDefinition;
}

export interface CombatSummaryInput {
  stats: CharacterStats;
  options: ClassicOptions;
  /** The combat round the statuses are read at (`statusRoundNow`, status/now.ts). */
  round: number;
  weapons: readonly SummaryWeapon[];
  /** The key of the weapon in hand, one of `weapons`; null for bare hands. Maneuvers and parries use it. */
  inHand: string | null;
  maneuvers: readonly SummaryManeuver[];
  tables?: CombatTables;
}

/** Why something cannot be used now: a `RulesError`'s key (under `STC.Error`) and its data. */
export interface Refusal {
  key: string;
  data: Readonly<Record<string, string | number>>;
}

export interface OddsSummary {
  success: number;
  botch: number;
  expected: number;
}

export interface DamageSummary {
  /** The damage roll before extra attack successes: Strength and the bonus, or fixed dice; Potence as automatic successes. */
  roll: RollPlan;
  /** The type the attack deals by itself; a target's kind may change it (sunlight, silver, firearms on vampires). */
  type: DamageType;
  sourceId: DamageSourceId | null;
  silver: boolean;
  /** Conditions that make a maneuver's damage more severe (004 Punch: lethal from a large enough puncher). */
  upgrades: { condition: DamageCondition; type: DamageType }[];
}

export type AttackKind = AttackMethod["kind"];

export interface AttackSummary {
  key: string;
  kind: AttackKind;
  available: boolean;
  /** Set when `available` is false. */
  reason: Refusal | null;
  /** The rest is null when the attack cannot be made now. */
  category: AttackCategory | null;
  roll: RollPlan | null;
  odds: OddsSummary | null;
  /** Null also for an attack that rolls no damage (a hold, a 004 sweep, blinding). */
  damage: DamageSummary | null;
  effect: ManeuverEffect["kind"];
  /** A grapple's modes; the attack chooses one (004 Grapple). */
  grappleModes: GrappleMode[];
  /** What the target must be or hold, which only an attack on it can judge (000 §2.8, 004 Dirty Fighting). */
  conditions: TargetPrerequisite[];
}

/** What a defence can stop: any attack (dodge), bare hands only (block), anything but ranged attacks (parry). */
export type DefenceReach = "all" | "brawl" | "closeCombat";

export interface DefenceSummary {
  kind: DefenceKind;
  available: boolean;
  reason: DefenceReason | null;
  roll: RollPlan;
  /** Defence rolls never botch (000 §2.6). */
  odds: OddsSummary;
  reach: DefenceReach;
}

export interface SoakSummary {
  key: SoakKey;
  /** Every way to soak it (an exceptional human has two for lethal); empty when it cannot be soaked. */
  rolls: RollPlan[];
  /** The way the soak step would take (most soak expected), -1 when there is none. */
  best: number;
  /** Expected successes of the best way. */
  expected: number;
}

export interface CombatSummary {
  round: number;
  /** Dexterity + Wits less wounds and a knockdown's penalty (000 §1.1, 002 ¶2). */
  initiative: number;
  wounds: { level: HealthLevelId | null; penalty: number; incapacitated: boolean };
  inHand: string | null;
  soak: SoakSummary[];
  defences: DefenceSummary[];
  attacks: AttackSummary[];
}

const DEFENCE_REACH: Record<DefenceKind, DefenceReach> = { dodge: "all", block: "brawl", parry: "closeCombat" };

function oddsOf(roll: RollPlan): OddsSummary {
  const odds = poolOdds(poolSpecOf(roll));
  return { success: odds.success, botch: odds.botch, expected: odds.expected };
}

/** An attack that cannot be made now, with the rules' reason. */
export function refusedAttack(key: string, kind: AttackKind, error: RulesError): AttackSummary {
  return {
    key,
    kind,
    available: false,
    reason: { key: error.key, data: { ...error.data } },
    category: null,
    roll: null,
    odds: null,
    damage: null,
    effect: "none",
    grappleModes: [],
    conditions: [],
  };
}

function damageOf(plan: UntargetedAttackPlan, maneuver: ManeuverDefinition | null, tables: CombatTables): DamageSummary | null {
  if (!plan.damage || !plan.damageType) return null;
  return {
    roll: buildRoll("damage", plan.damage.parts, plan.damage.modifiers, { baseDifficulty: tables.baseDifficulty }),
    type: plan.damageType,
    sourceId: plan.damageSourceId,
    silver: plan.silver,
    upgrades: [...(maneuver?.damageType?.upgrades ?? [])],
  };
}

function attackSummary(key: string, method: AttackMethod, input: CombatSummaryInput, tables: CombatTables): AttackSummary {
  try {
    const plan = planUntargetedAttack({ attacker: input.stats, method, situation: { round: input.round } }, input.options, tables);
    const maneuver = method.kind === "maneuver" ? method.maneuver : null;
    return {
      key,
      kind: method.kind,
      available: true,
      reason: null,
      category: plan.category,
      roll: plan.roll,
      odds: oddsOf(plan.roll),
      damage: damageOf(plan, maneuver, tables),
      effect: plan.effect.kind,
      grappleModes: plan.effect.kind === "grapple" ? [...plan.effect.modes] : [],
      conditions: plan.targetConditions,
    };
  } catch (error) {
    if (error instanceof RulesError) return refusedAttack(key, method.kind, error);
    throw error;
  }
}

function maneuverMethod(maneuver: ManeuverDefinition, weapon: Weapon | null): AttackMethod {
  // A grapple's roll is the same for a clinch and a hold; the sheet shows the first mode's damage.
  const grappleMode = maneuver.effect.kind === "grapple" ? maneuver.effect.modes[0] : undefined;
  return { kind: "maneuver", maneuver, weapon, ...(grappleMode ? { grappleMode } : {}) };
}

/** The soak keys worth a line for this character: the three types, and sunlight or silver where they hurt it apart. */
function soakKeys(stats: CharacterStats, options: ClassicOptions): SoakKey[] {
  const keys: SoakKey[] = ["bashing", "lethal", "aggravated"];
  if (resolveDamageType({ sourceId: "sunlight", target: stats.creature }, options) !== null) keys.push("sunlight");
  if (resolveDamageType({ type: "lethal", silver: true, target: stats.creature }, options)?.soakKey === "silver") keys.push("silver");
  return keys;
}

function soakSummary(stats: CharacterStats, options: ClassicOptions): SoakSummary[] {
  const traits = soakTraitsOf(stats);
  return soakKeys(stats, options).map((key) => {
    const rolls = soakRolls(traits, key);
    const best = bestSoakIndex(rolls);
    const chosen = rolls[best];
    return { key, rolls, best, expected: chosen ? poolOdds(poolSpecOf(chosen)).expected : 0 };
  });
}

function defenceSummary(stats: CharacterStats, weapon: Weapon | null, input: CombatSummaryInput, tables: CombatTables): DefenceSummary[] {
  const profile = combatantProfile(stats, weapon);
  const shared = defenderReason(profile, input.round);
  return DEFENCE_KINDS.map((kind) => {
    const reason = shared ?? defenceKindReason(kind, null, profile.weapon);
    const roll = defenceRoll(profile, kind, {}, input.options, tables);
    return { kind, available: reason === null, reason, roll, odds: oddsOf(roll), reach: DEFENCE_REACH[kind] };
  });
}

/**
 * The sheet's combat numbers: initiative score, wounds, soak per damage type, the three defences, and an
 * attack for bare hands, each weapon (used as the one in hand) and each maneuver (with the weapon in hand),
 * each with its roll, exact odds of success and of a botch, damage, and whether it can be used now.
 */
export function combatSummary(input: CombatSummaryInput): CombatSummary {
  const tables = input.tables ?? COMBAT_TABLES;
  const { stats, round } = input;
  const inHand = input.weapons.find((entry) => entry.key === input.inHand) ?? null;
  const attacks: AttackSummary[] = [attackSummary("unarmed", { kind: "unarmed" }, input, tables)];
  for (const entry of input.weapons) attacks.push(attackSummary(entry.key, { kind: "weapon", weapon: entry.weapon }, input, tables));
  for (const entry of input.maneuvers) attacks.push(attackSummary(entry.key, maneuverMethod(entry.maneuver, inHand?.weapon ?? null), input, tables));
  return {
    round,
    // The Classic turn rules' score (turns/classic-turn-rules.ts uses this same function).
    initiative: initiativeScore(stats, knockdownInitiativePenalty(stats.statuses, round)),
    wounds: { level: woundLevel(stats.health), penalty: woundPenalty(stats.health, stats.ignoresWoundPenalties), incapacitated: isIncapacitated(stats.health) },
    inHand: inHand?.key ?? null,
    soak: soakSummary(stats, input.options),
    defences: defenceSummary(stats, inHand?.weapon ?? null, input, tables),
    attacks,
  };
}
