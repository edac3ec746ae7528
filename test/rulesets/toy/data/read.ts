import { maxHealth, TOY_GRIT } from "../rules/index";

/** A character as the toy's rules read it. */
export interface ToyStats {
  grit: number;
  max: number;
  health: number;
}

const whole = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

/** An actor's toy record, read as its defaults where it is out of shape (a character from before the toy's part). */
export function toyStatsOf(actor: { system?: unknown }): ToyStats {
  const system = (actor.system ?? {}) as { toy?: { grit?: unknown; damage?: unknown } };
  const grit = whole(system.toy?.grit, TOY_GRIT.min, TOY_GRIT.max, 2);
  const max = maxHealth(grit);
  return { grit, max, health: max - whole(system.toy?.damage, 0, max, 0) };
}
