import { StorytellerActorData } from "../data/actor/base";
import type { CharacterStats } from "../rules/character/stats";

/** The part of a Combatant the round reads: its actor, prepared by the actor's data model. */
export interface CombatantLike {
  id: string | null;
  actor: Actor.Implementation | null;
  isDefeated: boolean;
}

/** A combatant's character as the rules see it (gathered by the actor's data model), or null without one. */
export function statsOf(combatant: CombatantLike): CharacterStats | null {
  const system: unknown = combatant.actor?.system;
  return system instanceof StorytellerActorData ? system.stats : null;
}
