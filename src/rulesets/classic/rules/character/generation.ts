import { RulesError } from "../../../../rules/errors";

/**
 * V20 core, the generation table: the blood pool a vampire's body holds and the points it may spend in one
 * turn. Generations 14 and 15 are the thin-blooded rows of the same table (rules map, Action economy: Celerity
 * costs one blood point an action, spent within the turn's limit).
 */
export const GENERATION_RANGE = { min: 4, max: 15 } as const;

export const BLOOD_BY_GENERATION: Readonly<Record<number, { pool: number; perTurn: number }>> = Object.freeze({
  4: { pool: 50, perTurn: 10 },
  5: { pool: 40, perTurn: 8 },
  6: { pool: 30, perTurn: 6 },
  7: { pool: 20, perTurn: 4 },
  8: { pool: 15, perTurn: 3 },
  9: { pool: 14, perTurn: 2 },
  10: { pool: 13, perTurn: 1 },
  11: { pool: 12, perTurn: 1 },
  12: { pool: 11, perTurn: 1 },
  13: { pool: 10, perTurn: 1 },
  14: { pool: 10, perTurn: 1 },
  15: { pool: 10, perTurn: 1 },
});

/** The largest blood pool any generation holds: the bound on a stored blood count. */
export const MAX_BLOOD_POOL = 50;

export function bloodForGeneration(generation: number): { pool: number; perTurn: number } {
  const row = Number.isInteger(generation) ? BLOOD_BY_GENERATION[generation] : undefined;
  if (!row) {
    throw new RulesError("GenerationUnknown", `No blood pool is listed for generation ${String(generation)}.`, {
      value: String(generation),
      min: GENERATION_RANGE.min,
      max: GENERATION_RANGE.max,
    });
  }
  return row;
}
