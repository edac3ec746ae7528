import { effectiveAttributes } from "../character/effective";
import type { CharacterStats } from "../character/stats";
import { woundPenalty } from "../health/wounds";
import { knockdownInitiativePenalty } from "../status/schedule";
import { TurnError } from "../turns/turn-error";

/**
 * The initiative score (000 §1.1, 002 ¶2): Dexterity + Wits, with the wound penalty and any other
 * penalty taken off. Dexterity is the effective one: changed by the Garou form, less armour's penalty.
 * `extraPenalty` is 0 or negative (e.g. −2 after a knockdown, status/schedule.ts). The score is not
 * floored at 0: neither seed floors it, and only the order it produces matters.
 */
export function initiativeScore(stats: CharacterStats, extraPenalty = 0): number {
  if (!Number.isInteger(extraPenalty) || extraPenalty > 0) {
    throw new TurnError("InitiativePenaltyInvalid", `An initiative penalty must be 0 or a negative whole number, got ${String(extraPenalty)}.`, { value: String(extraPenalty) });
  }
  const attributes = effectiveAttributes(stats);
  return attributes.dexterity + attributes.wits + woundPenalty(stats.health, stats.ignoresWoundPenalties) + extraPenalty;
}

/** The score for a given round, with the knockdown penalty read from the character's statuses. */
export function roundInitiativeScore(stats: CharacterStats, round: number): number {
  return initiativeScore(stats, knockdownInitiativePenalty(stats.statuses, round));
}
