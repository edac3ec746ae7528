import { maxHealth, type HealthPoints } from "../rules/health";

const whole = (value: unknown): number => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0);

function path(value: unknown, ...keys: string[]): unknown {
  let cursor = value;
  for (const key of keys) cursor = typeof cursor === "object" && cursor !== null ? (cursor as Record<string, unknown>)[key] : undefined;
  return cursor;
}

/**
 * A character's Health as Streamlined keeps it (001 Damage and the Downed): the maximum from its Stamina, the
 * damage by type, the points past 0 and death, read from `system.streamlined.health` on the actor. The one place
 * the round reads Health; what is missing or unreadable counts as no damage, and no actor as Stamina 0.
 */
export function streamlinedHealthOf(actor: { system?: unknown } | null | undefined): HealthPoints {
  const system = actor?.system;
  const max = maxHealth(whole(path(system, "attributes", "stamina", "value")));
  const stored = path(system, "streamlined", "health");
  const damage = { bashing: whole(path(stored, "bashing")), lethal: whole(path(stored, "lethal")), aggravated: whole(path(stored, "aggravated")) };
  // The rules keep the damage within the maximum; a stored excess is read as the maximum, taken by its worst kinds first.
  let room = max;
  for (const type of ["aggravated", "lethal", "bashing"] as const) {
    damage[type] = Math.min(damage[type], room);
    room -= damage[type];
  }
  return { max, damage, pastZero: whole(path(stored, "pastZero")), dead: path(stored, "dead") === true };
}
