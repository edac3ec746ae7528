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

/**
 * V20 core, the generation table's trait maximum: the most dots a vampire of that generation may hold in an
 * Attribute, an Ability or a Discipline. Ninth and later generations share the mortal limit of five.
 */
export const TRAIT_MAX_BY_GENERATION: Readonly<Record<number, number>> = Object.freeze({
  4: 9,
  5: 8,
  6: 7,
  7: 6,
  8: 5,
  9: 5,
  10: 5,
  11: 5,
  12: 5,
  13: 5,
  14: 5,
  15: 5,
});

/** The trait maximum of mortals, ghouls and Garou (V20 / W20 core). */
export const MORTAL_TRAIT_MAX = 5;

/** A vampire's trait maximum by generation; a generation the table does not list is refused. */
export function traitMaxForGeneration(generation: number): number {
  const max = Number.isInteger(generation) ? TRAIT_MAX_BY_GENERATION[generation] : undefined;
  if (max === undefined) {
    throw new RulesError("GenerationUnknown", `No trait maximum is listed for generation ${String(generation)}.`, {
      value: String(generation),
      min: GENERATION_RANGE.min,
      max: GENERATION_RANGE.max,
    });
  }
  return max;
}
