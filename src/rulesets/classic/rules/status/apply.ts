import type { CreatureKind } from "../character/vocabulary";
import type { PoolResult } from "../dice/pool";
import { RulesError } from "../../../../rules/errors";
import type { TrackConsequence } from "../health/track";
import { isIncapacitated } from "../health/wounds";
import type { HealthState } from "../health/state";
import type { ClassicOptions } from "../ruleset/options";
import { mergeStatus, removeStatus } from "./active";
import type { StatusEffect } from "./types";

/**
 * When the statuses that start in a fight begin and how long they last. A duration of N turns runs through
 * the rest of the current turn and the N turns after it (`expiresAfterRound = round + N`), which is what
 * 004 Stun spells out for one turn: "until the end of the following turn".
 */

function checkRound(round: number): number {
  if (!Number.isInteger(round) || round < 0) {
    throw new RulesError("RoundInvalid", `A combat round is a whole number from 0 up, got ${String(round)}.`, { value: String(round) });
  }
  return round;
}

function checkLevels(levels: number): number {
  if (!Number.isFinite(levels) || levels < 0) {
    throw new RulesError("LevelsInvalid", `Health levels taken must be a number from 0 up, got ${String(levels)}.`, { value: String(levels) });
  }
  return levels;
}

export interface StunInput {
  /** Health levels one attack left after soak (half levels under `halfLevelDamage`). */
  levels: number;
  /** The target's Stamina as it stands (a Garou form's change included). */
  stamina: number;
  creature: CreatureKind;
  round: number;
}

/**
 * Stun from one attack's damage, under the `stunRule` option:
 * - `stun` (004 Stun): levels after soak ≥ Stamina stuns until the end of the following turn;
 * - `dazed` (000 §2.10): damage > Stamina, or > Stamina + 2 for a vampire, loses the next round.
 */
export function stunFromDamage(input: StunInput, stunRule: ClassicOptions["stunRule"]): StatusEffect | null {
  const round = checkRound(input.round);
  const levels = checkLevels(input.levels);
  if (levels === 0) return null;
  if (stunRule === "stun") {
    return levels >= input.stamina ? { id: "stunned", sinceRound: round, expiresAfterRound: round + 1 } : null;
  }
  const threshold = input.stamina + (input.creature === "vampire" ? 2 : 0);
  return levels > threshold ? { id: "dazed", sinceRound: round + 1, expiresAfterRound: round + 1, losesAction: true } : null;
}

/**
 * Knocked down (000 §2.10): the victim's Dexterity + Athletics roll decides what it costs. A success costs
 * only 2 initiative next round; a failure (a botch too) loses the next action to getting up (004 Knockdown).
 */
export function knockdownStatus(recovery: PoolResult, round: number, sourceId?: string): StatusEffect {
  const start = checkRound(round);
  const base = { id: "knockedDown" as const, sinceRound: start, expiresAfterRound: start + 1, ...(sourceId ? { sourceId } : {}) };
  return recovery.outcome === "success" ? { ...base, value: 2 } : { ...base, losesAction: true };
}

/** The blinding maneuver (004 Blinding): one turn per success, two dice lost from every pool meanwhile. */
export function blindedStatus(successes: number, round: number, diceLost = 2): StatusEffect | null {
  const start = checkRound(round);
  if (!Number.isInteger(successes) || successes < 0) {
    throw new RulesError("LevelsInvalid", `Successes must be a whole number from 0 up, got ${String(successes)}.`, { value: String(successes) });
  }
  return successes === 0 ? null : { id: "blinded", sinceRound: start, expiresAfterRound: start + successes, value: diceLost };
}

/**
 * Held in a grapple until broken by a resisted roll (004 Grapple), so open-ended. A clinch carries the
 * holder's Strength, rolled as damage each turn (000 §2.8, 004 Grapple).
 */
export function heldStatus(holderId: string, round: number, clinchStrength?: number): StatusEffect {
  const start = checkRound(round);
  return { id: "held", sinceRound: start, expiresAfterRound: null, sourceId: holderId, ...(clinchStrength === undefined ? {} : { value: clinchStrength }) };
}

/** Fully immobilised (tied, pinned, paralysed): attacks hit automatically (000 §2.10, 004 Immobilization). */
export function immobilisedStatus(round: number, turns: number | null, sourceId?: string): StatusEffect {
  const start = checkRound(round);
  return { id: "immobilised", sinceRound: start, expiresAfterRound: turns === null ? null : start + turns, ...(sourceId ? { sourceId } : {}) };
}

/**
 * Low blow (004): stunned one turn per health level inflicted after soak, unless a Stamina roll at
 * difficulty 8 succeeds. Half levels (under `halfLevelDamage`) do not make a turn.
 */
export function lowBlowStun(levels: number, staminaRoll: PoolResult | null, round: number): StatusEffect | null {
  const start = checkRound(round);
  const turns = Math.floor(checkLevels(levels));
  if (turns === 0 || staminaRoll?.outcome === "success") return null;
  return { id: "stunned", sinceRound: start, expiresAfterRound: start + turns };
}

/** Pistol whip (004): a failed Stamina roll (difficulty 8) stuns for one turn, a botched one for two. */
export function pistolWhipStun(staminaRoll: PoolResult, round: number): StatusEffect | null {
  const start = checkRound(round);
  if (staminaRoll.outcome === "success") return null;
  return { id: "stunned", sinceRound: start, expiresAfterRound: start + (staminaRoll.outcome === "botch" ? 2 : 1) };
}

/**
 * The statuses a health track implies: Incapacitated while all seven levels are filled (and gone when healing
 * frees one); torpor when a vampire's lethal damage ran past the track. Death and Final Death end the
 * character and are reported as the track's consequence, not as a status.
 */
export function healthStatuses(statuses: readonly StatusEffect[], health: HealthState, consequence: TrackConsequence, round: number): StatusEffect[] {
  const start = checkRound(round);
  const addOnce = (list: StatusEffect[], id: "incapacitated" | "torpor") =>
    list.some((status) => status.id === id) ? list : mergeStatus(list, { id, sinceRound: start, expiresAfterRound: null });
  let out = isIncapacitated(health) ? addOnce([...statuses], "incapacitated") : removeStatus(statuses, "incapacitated");
  if (consequence === "torpor") out = addOnce(out, "torpor");
  return out;
}
