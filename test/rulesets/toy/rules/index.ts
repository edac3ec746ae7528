/*
 * The toy ruleset's rules, pure: a character has Grit (1–5) and Health of Grit + 3; an attack is one d10 against
 * 6, and a hit takes one Health.
 */

/** Grit's range, as the character stores it. */
export const TOY_GRIT = { min: 1, max: 5 } as const;
/** The face an attack's die must reach to hit. */
export const TOY_TARGET_NUMBER = 6;

/** The most Health a character of this Grit has. */
export function maxHealth(grit: number): number {
  return grit + 3;
}

/** Whether an attack's face hits. */
export function hits(face: number): boolean {
  return face >= TOY_TARGET_NUMBER;
}

/** What an attack does: whether it hits, and the target's Health after it (never below 0). */
export function attackResult(face: number, health: number): { hit: boolean; health: number } {
  const hit = hits(face);
  return { hit, health: hit ? Math.max(0, health - 1) : health };
}
