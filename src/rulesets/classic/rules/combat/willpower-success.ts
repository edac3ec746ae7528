/**
 * A Willpower point spent on a roll buys one automatic success that no 1 cancels, and a character spends one
 * point a turn at most (V20 core, Willpower). The defence's toggle and the attack's share that one point.
 */
export const WILLPOWER_POINTS_PER_TURN = 1;

/** Why no point may be spent on this roll; each is a language key under `STC.Classic.Chain.Card.WillpowerRefused`. */
export type WillpowerRefusal = "noneLeft" | "spentThisTurn";

/**
 * Whether one more point may be spent now: `current` is the character's Willpower as it stands (less any point
 * this same step already takes), `spentThisTurn` the points already spent in the turn, or null outside a
 * running round, where no turn is counted.
 */
export function willpowerRefusal(current: number, spentThisTurn: number | null): WillpowerRefusal | null {
  if (current < 1) return "noneLeft";
  if (spentThisTurn !== null && spentThisTurn >= WILLPOWER_POINTS_PER_TURN) return "spentThisTurn";
  return null;
}
