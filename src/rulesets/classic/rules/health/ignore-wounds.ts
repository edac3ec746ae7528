import type { Pool2 } from "../character/stats";
import { RulesError } from "../../../../rules/errors";
import type { StatusEffect } from "../status/types";

/**
 * Setting wound penalties aside (000 §5): frenzy does it while it lasts; a Willpower point spent does it for the
 * turn it is spent in. The point is a status (`woundsIgnored`) dated in that turn, so it lasts exactly the turn
 * and comes off with the round's other expired statuses (status/schedule.ts `tickStatuses`).
 */
export const IGNORE_WOUNDS_STATUS = "woundsIgnored" as const;

/** Whether the character sets its wound penalties aside in `round` (000 §5). */
export function ignoresWounds(statuses: readonly StatusEffect[], round: number): boolean {
  return statuses.some(
    (status) => status.id === "frenzy" || (status.id === IGNORE_WOUNDS_STATUS && (status.expiresAfterRound === null || round <= status.expiresAfterRound)),
  );
}

export interface WoundsSpend {
  /** The Willpower the character has left. */
  willpower: number;
  /** The status that records the point for the turn. */
  status: StatusEffect;
}

/**
 * Spends a Willpower point to ignore wound penalties for turn `round` (000 §5): refused with no point left, and
 * when wounds are already set aside this turn (a second point would buy nothing).
 */
export function spendWillpowerOnWounds(input: { name: string; willpower: Pool2; statuses: readonly StatusEffect[]; round: number }): WoundsSpend {
  if (!Number.isInteger(input.round) || input.round < 0) {
    throw new RulesError("RoundInvalid", `A combat round must be a whole number from 0 up, got ${String(input.round)}.`, { value: String(input.round) });
  }
  if (input.willpower.current < 1) throw new RulesError("NoWillpower", "No Willpower left to spend.");
  if (ignoresWounds(input.statuses, input.round)) {
    throw new RulesError("WoundsAlreadyIgnored", `${input.name} already ignores wound penalties this turn.`, { name: input.name });
  }
  return { willpower: input.willpower.current - 1, status: { id: IGNORE_WOUNDS_STATUS, sinceRound: input.round, expiresAfterRound: input.round } };
}
