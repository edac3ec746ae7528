import type { CharacterStats } from "../rules/character/stats";

/**
 * Where a character recorded at the start of a chain no longer matches the character now, in the traits a
 * fight does not change (attributes, abilities, disciplines, armour, creature, form); null when it matches.
 * The Storyteller's client checks this before it acts on a message a player wrote, so a record edited to give
 * other numbers is refused rather than applied. Health and statuses are left out: other attacks change them.
 */
export function snapshotDrift(recorded: CharacterStats, live: CharacterStats): string | null {
  if (recorded.id !== live.id) return "id";
  if (recorded.creature !== live.creature) return "creature";
  for (const [group, a, b] of [
    ["attributes", recorded.attributes, live.attributes],
    ["abilities", recorded.abilities, live.abilities],
    ["disciplines", recorded.disciplines, live.disciplines],
    ["armour", recorded.armour, live.armour],
  ] as const) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      if ((a as Record<string, number>)[key] !== (b as Record<string, number>)[key]) return `${group}.${key}`;
    }
  }
  if ((recorded.garou?.form ?? null) !== (live.garou?.form ?? null)) return "garou.form";
  return null;
}
