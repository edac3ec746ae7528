/**
 * The one "now" statuses are read at. In a started combat it is the combat's round. Outside one it is
 * round 0: the round the attack chain dates what it deals there (status/apply.ts), so a stun dealt in a
 * scuffle without the tracker counts as long as it stays on the character. Nothing ticks a status off
 * outside rounds; the first round of a later combat reads it (0 ≤ 1) and the round's end ticks it as usual.
 * Every reader, the chain and the character sheet alike, takes its round from here so they never disagree.
 */
export const OUTSIDE_COMBAT_ROUND = 0;

/** A combat as far as "now" needs it: whether it has started and the round it is in. */
export interface CombatClock {
  started?: boolean | undefined;
  round?: number | undefined;
}

/** The round statuses are read at: the started combat's round, else `OUTSIDE_COMBAT_ROUND`. */
export function statusRoundNow(combat: CombatClock | null | undefined): number {
  const round = combat?.round;
  return combat?.started === true && typeof round === "number" && Number.isInteger(round) && round >= 0 ? round : OUTSIDE_COMBAT_ROUND;
}
