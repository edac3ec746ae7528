import type { CharacterStats, Pool2 } from "../character/stats";

/** What a combatant may spend this round, read at the start of the round. */
export interface RoundResources {
  willpower: Pool2;
  /** Vampires and ghouls; null for everyone else. */
  blood: number | null;
  /**
   * The blood points a vampire's generation lets it spend in one turn (V20 core, rules/character/generation.ts);
   * null for a ghoul or anyone without such a limit, absent from rounds stored before it was kept.
   */
  bloodPerTurn?: number | null;
  celerity: number;
  /** Garou only. */
  rage: Pool2 | null;
}

/** What a character may spend, with its generation's per-turn blood limit as its sheet computes it (null: none). */
export function roundResources(stats: CharacterStats, bloodPerTurn: number | null = null): RoundResources {
  return {
    willpower: { ...stats.willpower },
    blood: stats.blood ? stats.blood.current : null,
    bloodPerTurn: stats.blood ? bloodPerTurn : null,
    celerity: stats.disciplines.celerity,
    rage: stats.garou ? { ...stats.garou.rage } : null,
  };
}

/** What has been spent so far this round, against RoundResources. */
export interface RoundSpending {
  willpower: number;
  blood: number;
  rage: number;
}

export const NOTHING_SPENT: Readonly<RoundSpending> = Object.freeze({ willpower: 0, blood: 0, rage: 0 });

/** Willpower points a character may spend in one turn (V20 core: one point a turn). */
export const WILLPOWER_PER_TURN = 1;
