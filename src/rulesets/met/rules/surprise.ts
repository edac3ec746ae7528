/**
 * When a challenger has the surprise retest (003 Surprise, Range), a miscellaneous retest only the challenger
 * may call:
 * - surprise: the target did not answer in a reasonable time (or a power surprises it), and only in the first
 *   round of combat: once on guard, a character is not surprised even by an attacker appearing behind them;
 * - range: a physical attack on a target that cannot retaliate, against the attacker or anyone lending it a
 *   trait, in any round. A target able to strike back that chooses to do something else gives no retest.
 */
export interface SurpriseSituation {
  /** The round of combat, from 1. */
  round: number;
  /** The target did not respond in time, or a power leaves it surprised. */
  unaware: boolean;
  /** The challenge is a physical attack. */
  physicalAttack: boolean;
  /** The target is able to retaliate against the attacker (whatever it chooses to do). */
  targetCanRetaliate: boolean;
  /** The target is within reach of someone lending the attacker a trait. */
  targetReachesLender?: boolean;
}

export function hasSurpriseRetest(situation: SurpriseSituation): boolean {
  if (situation.unaware && situation.round === 1) return true;
  return situation.physicalAttack && !situation.targetCanRetaliate && situation.targetReachesLender !== true;
}
