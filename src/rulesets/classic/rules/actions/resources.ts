import type { CharacterStats, Pool2 } from "../character/stats";

/** What a combatant may spend this round, read at the start of the round. */
export interface RoundResources {
  willpower: Pool2;
  /** Vampires and ghouls; null for everyone else. */
  blood: number | null;
  celerity: number;
  /** Garou only. */
  rage: Pool2 | null;
}

export function roundResources(stats: CharacterStats): RoundResources {
  return {
    willpower: { ...stats.willpower },
    blood: stats.blood ? stats.blood.current : null,
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
