import type { PoolOutcome, PoolResult } from "../dice/pool";
import type { RollKind } from "../dice/pool-spec";
import type { NamedModifier, PoolPart, RollPlan } from "../combat/roll-plan";
import type { DamageType } from "../health/damage-types";
import type { HealthState } from "../health/state";
import type { TrackConsequence } from "../health/track";
import type { StatusEffect } from "../status/types";

/**
 * One attack as numbers, whatever dice its ruleset rolls: what the scenario tool, its transcript and its
 * tests read. A ruleset turns its own chain into this (Ruleset.summariseAttack).
 */
export interface RollSummary {
  /** The chain step that threw it, e.g. `attackRoll`, `soakRoll`. */
  step: string;
  actor: "attacker" | "defender";
  kind: RollKind;
  parts: PoolPart[];
  modifiers: NamedModifier[];
  pool: number;
  baseDifficulty: number;
  /** As the dice read it: clamped into 2..10. */
  difficulty: number;
  automatic: number;
  doubleTens: boolean;
  faces: number[];
  /** Successes the dice showed before 1s cancelled any. */
  rolled: number;
  cancelled: number;
  net: number;
  botch: boolean;
  outcome: PoolOutcome;
}

export interface DamageSummary {
  type: DamageType;
  /** Why it is this type (a seed section or a table row). */
  source: string;
  successes: number;
  strokes: number;
  levels: number;
  upgradedToLethal: number;
  beyondTrack: number;
}

export type AttackEventSummary =
  | { kind: "attackBotched" }
  | { kind: "weaponDropped"; who: "attacker" | "target"; weaponId: string }
  | { kind: "note"; key: string };

export interface AttackSummary {
  /** A key under `STC.Classic.Combat.Outcome`. */
  outcome: string;
  /** The attack roll as planned, before a defence took any die from it; null for an attack with no roll of its own (a clinch's later turn). */
  plannedAttack: { parts: PoolPart[]; modifiers: NamedModifier[]; pool: number; baseDifficulty: number; difficulty: number } | null;
  /** Every roll in the order it was thrown. */
  rolls: RollSummary[];
  /** The defence chosen, or `none`. */
  defence: string;
  /** What a defence success does: take a die from the attack pool (000 §2.11) or cancel a success (004). */
  defenceEffect: "removesDice" | "cancelsSuccesses";
  /** Dice the defence took from the attack pool (000 §2.11), 0 otherwise. */
  removedDice: number;
  hit: { attack: number; cancelled: number; net: number; automatic: boolean } | null;
  /** Null when the attack rolls no damage. */
  damageType: DamageType | null;
  soaked: number | null;
  /** Damage successes that reached the track. */
  left: number;
  damage: DamageSummary | null;
  healthBefore: HealthState;
  healthAfter: HealthState;
  statusesAfter: StatusEffect[];
  started: StatusEffect[];
  consequence: TrackConsequence;
  events: AttackEventSummary[];
}

/** A roll in the summary form: an attack chain's, or one made outside it (an abort's Willpower, a grapple escape). */
export function poolSummary(step: string, actor: RollSummary["actor"], result: PoolResult, plan: Pick<RollPlan, "parts" | "modifiers" | "baseDifficulty">): RollSummary {
  return {
    step,
    actor,
    kind: result.kind,
    parts: plan.parts.map((part) => ({ ...part })),
    modifiers: plan.modifiers.map((modifier) => ({ ...modifier })),
    pool: result.pool,
    baseDifficulty: plan.baseDifficulty,
    difficulty: result.difficulty,
    automatic: result.automatic,
    doubleTens: result.doubleTens,
    faces: result.dice.map((die) => die.face),
    rolled: result.rolled,
    cancelled: result.cancelled,
    net: result.net,
    botch: result.botch,
    outcome: result.outcome,
  };
}
