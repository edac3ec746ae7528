import { HEALTH_LEVELS, HEALTH_TRACK_LENGTH, type HealthLevelId, type HealthState } from "./state";

/** Health levels wholly filled: a half-filled level (halfLevelDamage) does not count yet (000 §4.2). */
export function filledLevels(health: HealthState): number {
  const total = health.bashing + health.lethal + health.aggravated;
  return Math.min(HEALTH_TRACK_LENGTH, Math.floor(total));
}

/** The level the character is at: null while unhurt. */
export function woundLevel(health: HealthState): HealthLevelId | null {
  const filled = filledLevels(health);
  return filled === 0 ? null : (HEALTH_LEVELS[filled - 1]?.id ?? null);
}

export function isIncapacitated(health: HealthState): boolean {
  return filledLevels(health) >= HEALTH_TRACK_LENGTH;
}

/**
 * Dice lost to wounds (0 or negative). Frenzy or a Willpower point spent to ignore wounds removes it
 * (000 §5); soak rolls never take it, and the callers of soak do not ask. An incapacitated character
 * cannot act at all, which is not a penalty: callers check `isIncapacitated`.
 */
export function woundPenalty(health: HealthState, ignoresWoundPenalties = false): number {
  if (ignoresWoundPenalties) return 0;
  const filled = filledLevels(health);
  if (filled === 0) return 0;
  const level = HEALTH_LEVELS[Math.min(filled, HEALTH_TRACK_LENGTH - 1) - 1];
  return level?.penalty ?? 0;
}
