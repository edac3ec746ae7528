import type { HealthState } from "../health/state";
import { isIncapacitated } from "../health/wounds";
import type { StatusEffect, StatusId } from "./types";

/**
 * How statuses shape a combat round: who may not act at all, who must spend an action getting up, and
 * what initiative a knockdown costs. The combat rules create statuses (status/apply.ts); this file only
 * reads them, and ticks them off at the round boundary.
 */

/** Statuses that leave a combatant with no action at all, not even a defence. */
export const ACTION_STOPPING_STATUSES = ["stunned", "dazed", "incapacitated", "torpor"] as const satisfies readonly StatusId[];
export type ActionStoppingStatus = (typeof ACTION_STOPPING_STATUSES)[number];

/** 000 §2.10: a knockdown roll that succeeded still costs 2 initiative the next round. */
export const KNOCKDOWN_INITIATIVE_PENALTY = 2;

/** A status counts from its first round through `expiresAfterRound` (types.ts). */
export function isActiveIn(status: StatusEffect, round: number): boolean {
  return status.sinceRound <= round && (status.expiresAfterRound === null || round <= status.expiresAfterRound);
}

/**
 * Whether this status stops actions in `round`. Stunned (004 Status Effects: "until the end of the
 * following turn"), incapacitated and torpor stop them at once, including what is left of the round they
 * began in. Dazed (000 §2.10) "loses the next round": status/apply.ts starts it in the round after the
 * blow (`sinceRound` is the lost round), so it too stops actions while active, and the attack rules
 * (combat/attack.ts) read it the same way.
 */
function stopsActionsIn(status: StatusEffect, round: number): boolean {
  return isActiveIn(status, round) && (ACTION_STOPPING_STATUSES as readonly StatusId[]).includes(status.id);
}

/**
 * Why the character cannot act in `round`, or null. A full health track is incapacitation whether or
 * not the status was set (health/wounds.ts). When several statuses apply the first in
 * ACTION_STOPPING_STATUSES order is named.
 */
export function actionBlocker(statuses: readonly StatusEffect[], health: HealthState, round: number): ActionStoppingStatus | null {
  for (const id of ACTION_STOPPING_STATUSES) {
    if (statuses.some((status) => status.id === id && stopsActionsIn(status, round))) return id;
  }
  return isIncapacitated(health) ? "incapacitated" : null;
}

/**
 * The knocked-down initiative penalty for `round` (0 or negative). It applies in the rounds after the
 * knockdown (000 §2.10 "next round"), only when the Dexterity + Athletics roll succeeded: a failed roll
 * costs the action instead (`losesAction`). `value` carries the penalty; 2 when it is missing.
 */
export function knockdownInitiativePenalty(statuses: readonly StatusEffect[], round: number): number {
  let penalty = 0;
  for (const status of statuses) {
    if (status.id !== "knockedDown" || status.losesAction === true) continue;
    if (!isActiveIn(status, round) || round <= status.sinceRound) continue;
    penalty = Math.max(penalty, status.value ?? KNOCKDOWN_INITIATIVE_PENALTY);
  }
  return penalty === 0 ? 0 : -penalty;
}

/** On the ground: the next action goes to getting up (000 §2.10 "loses next action"; 004 Knockdown). */
export function mustGetUp(statuses: readonly StatusEffect[], round: number): boolean {
  return statuses.some((status) => status.id === "knockedDown" && status.losesAction === true && isActiveIn(status, round));
}

/** The statuses left once the character has spent its action getting up. */
export function standUp(statuses: readonly StatusEffect[]): StatusEffect[] {
  return statuses.filter((status) => !(status.id === "knockedDown" && status.losesAction === true));
}

/** The statuses that outlast the round just ended; the ones whose last round it was drop off. */
export function tickStatuses(statuses: readonly StatusEffect[], endedRound: number): StatusEffect[] {
  return statuses.filter((status) => status.expiresAfterRound === null || status.expiresAfterRound > endedRound);
}

/**
 * Why a combatant takes no part in a round: a status, or `"defeated"` when the Storyteller has taken it out of
 * the fight (dead, destroyed, fled) on the combat tracker.
 */
export type ActionBlocker = ActionStoppingStatus | "defeated";

/** What the statuses and health mean for one combatant in one round, as the round machine reads it. */
export interface RoundCondition {
  /** Why it cannot act at all (no declaration, no action, no defence), or null. */
  blockedBy: ActionBlocker | null;
  /** Its next action goes to getting up. */
  mustGetUp: boolean;
  /** Added to the initiative score (0 or negative). */
  initiativePenalty: number;
}

export function roundCondition(statuses: readonly StatusEffect[], health: HealthState, round: number, defeated = false): RoundCondition {
  return {
    blockedBy: defeated ? "defeated" : actionBlocker(statuses, health, round),
    mustGetUp: mustGetUp(statuses, round),
    initiativePenalty: knockdownInitiativePenalty(statuses, round),
  };
}

/** A combatant with nothing stopping it. */
export const ABLE: Readonly<RoundCondition> = Object.freeze({ blockedBy: null, mustGetUp: false, initiativePenalty: 0 });
