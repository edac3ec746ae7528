/**
 * Dice lost by the i-th of N declared actions (000 §2.2): N + i − 1. One action alone loses nothing:
 * the formula is for multiple actions, and 000 §2.11 applies it only where N is 2 or 3. Difficulty is
 * unchanged. Check (000 §2.11): Michael, Dexterity 3 + Melee 2, N = 2: 5 − 2 = 3, then 5 − 3 = 2.
 */
export function multipleActionPenalty(count: number, index: number): number {
  return count >= 2 ? count + index - 1 : 0;
}

/** Full defence (000 §2.5): the k-th defence of the round loses k − 1 dice (0, 1, 2, …). */
export function fullDefencePenalty(defenceNumber: number): number {
  return Math.max(0, defenceNumber - 1);
}
