import { ChronicleError } from "./chronicle-error";
import type { RatedKind } from "./experience-chart";

/**
 * V20 Chapter Six, the generation chart's "Trait Max": the highest an Attribute, Ability or Discipline of a vampire of
 * that generation may go. Generations 8 to 15 share the human five.
 */
export const TRAIT_MAX_BY_GENERATION: Readonly<Record<number, number>> = Object.freeze({
  4: 9, 5: 8, 6: 7, 7: 6, 8: 5, 9: 5, 10: 5, 11: 5, 12: 5, 13: 5, 14: 5, 15: 5,
});

/** The human maximum of an Attribute, Ability, Discipline, Background or Virtue (V20, W20). */
export const HUMAN_TRAIT_MAX = 5;
/** Willpower, Humanity or a Path, Rage and Gnosis run to 10 (V20, W20). */
export const POOL_TRAIT_MAX = 10;

export function traitMaxForGeneration(generation: number): number {
  const max = Number.isInteger(generation) ? TRAIT_MAX_BY_GENERATION[generation] : undefined;
  if (max === undefined) throw new ChronicleError("GenerationUnknown", `No trait maximum is listed for generation ${String(generation)}.`, { value: String(generation) });
  return max;
}

/**
 * The highest a rated trait may be raised to: a vampire's Attributes, Abilities and Disciplines by generation; a
 * secondary Thaumaturgy path never above the primary path's rating (V20); Willpower, Humanity, Rage and Gnosis 10;
 * the rest 5.
 */
export function ratedTraitMaximum(kind: RatedKind, who: { creature: string; generation: number; primaryPath?: number }): number {
  switch (kind) {
    case "attribute":
    case "ability":
    case "discipline":
      return who.creature === "vampire" ? traitMaxForGeneration(who.generation) : HUMAN_TRAIT_MAX;
    case "secondaryPath":
      return Math.min(who.primaryPath ?? 0, who.creature === "vampire" ? traitMaxForGeneration(who.generation) : HUMAN_TRAIT_MAX);
    case "willpower":
    case "humanity":
    case "rage":
    case "gnosis":
      return POOL_TRAIT_MAX;
    case "background":
    case "virtue":
      return HUMAN_TRAIT_MAX;
  }
}
