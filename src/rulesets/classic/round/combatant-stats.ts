import { classicActorData, type StorytellerActorData } from "../data/actor/base";
import { declaredPoolBounds, type DeclaredPoolBounds, type PoolSummary } from "../rules/actions/declared-pool";
import { roundResources, type RoundResources } from "../rules/actions/resources";
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
  return classicActorData(system)?.stats ?? null;
}

function dataOf(combatant: Pick<CombatantLike, "actor">): StorytellerActorData | null {
  const system: unknown = combatant.actor?.system;
  return classicActorData(system);
}

/** The pools a combatant's character can roll now, as its data model's combat summary computes them (the sheet's numbers). */
export function combatSummaryOf(combatant: Pick<CombatantLike, "actor">): PoolSummary {
  return dataOf(combatant)?.derived.combat ?? { attacks: [], defences: [] };
}

/** The generation's per-turn blood limit the sheet shows (V20 core), or null for none. */
export function bloodPerTurnOf(combatant: Pick<CombatantLike, "actor">): number | null {
  return dataOf(combatant)?.derived.blood?.perTurn ?? null;
}

/** What the character may spend now, its per-turn blood limit included. */
export function resourcesOf(combatant: Pick<CombatantLike, "actor">, stats: CharacterStats): RoundResources {
  return roundResources(stats, bloodPerTurnOf(combatant));
}

/** The most dice for each kind of action, from the character's traits and its sheet's combat numbers. */
export function poolBoundsOf(combatant: Pick<CombatantLike, "actor">, stats: CharacterStats): DeclaredPoolBounds {
  return declaredPoolBounds(stats, combatSummaryOf(combatant));
}
