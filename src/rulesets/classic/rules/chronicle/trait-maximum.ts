import { MORTAL_TRAIT_MAX, traitMaxForGeneration } from "../character/generation";
import type { RatedKind } from "./experience-chart";

/** Willpower, Humanity or a Path, Rage and Gnosis run to 10 (V20, W20). */
export const POOL_TRAIT_MAX = 10;

/**
 * The highest a rated trait may be raised to with experience: a vampire's Attributes, Abilities and Disciplines by
 * generation (V20 Chapter Six, the generation chart's trait maximum), five for everyone else; a secondary Thaumaturgy
 * path never above the primary path's rating (V20 Chapter Four); Willpower, Humanity or a Path, Rage and Gnosis 10;
 * Backgrounds and Virtues 5.
 */
export function ratedTraitMaximum(kind: RatedKind, who: { creature: string; generation: number; primaryPath?: number }): number {
  const byGeneration = who.creature === "vampire" ? traitMaxForGeneration(who.generation) : MORTAL_TRAIT_MAX;
  switch (kind) {
    case "attribute":
    case "ability":
    case "discipline":
      return byGeneration;
    case "secondaryPath":
      return Math.min(who.primaryPath ?? 0, byGeneration);
    case "willpower":
    case "humanity":
    case "rage":
    case "gnosis":
      return POOL_TRAIT_MAX;
    case "background":
    case "virtue":
      return MORTAL_TRAIT_MAX;
  }
}
