import type { CreatureKind } from "./vocabulary";
import { MORTAL_TRAIT_MAX, traitMaxForGeneration } from "./generation";

/**
 * The most dots a character may buy in an Attribute, an Ability or a Discipline: a vampire's follows its
 * generation (V20 core, the generation table), everyone else's is five.
 */
export function traitMaximum(creature: CreatureKind, generation: number): number {
  return creature === "vampire" ? traitMaxForGeneration(generation) : MORTAL_TRAIT_MAX;
}

