import { effectiveAttributes } from "../character/effective";
import type { CharacterStats } from "../character/stats";
import type { Attribute } from "../../../../rules/character/traits";
import type { CreatureKind, GarouForm } from "../character/vocabulary";
import type { HealthState } from "../health/state";
import type { StatusEffect } from "../status/types";
import type { Weapon } from "./equipment";
import { soakTraitsOf, type SoakTraits } from "./soak";

/** The abilities a fight reads. */
export const COMBAT_ABILITIES = ["athletics", "dodge", "brawl", "melee", "firearms", "subterfuge", "stealth", "alertness"] as const;
export type CombatAbility = (typeof COMBAT_ABILITIES)[number];

/**
 * What an attack chain needs to know about one side, copied when the attack is planned so each later step
 * is a function of the chain alone (a chat card re-renders from it). Attributes are the effective ones: a
 * Garou form's changes and armour's Dexterity penalty included.
 */
export interface CombatantProfile {
  id: string;
  name: string;
  creature: CreatureKind;
  form: GarouForm | null;
  attributes: Record<Attribute, number>;
  abilities: Record<CombatAbility, number>;
  potence: number;
  health: HealthState;
  statuses: StatusEffect[];
  ignoresWoundPenalties: boolean;
  weapon: Weapon | null;
  soak: SoakTraits;
}

export function combatantProfile(stats: CharacterStats, weapon: Weapon | null): CombatantProfile {
  const abilities = Object.fromEntries(COMBAT_ABILITIES.map((ability) => [ability, stats.abilities[ability]])) as Record<CombatAbility, number>;
  return {
    id: stats.id,
    name: stats.name,
    creature: stats.creature,
    form: stats.garou?.form ?? null,
    attributes: effectiveAttributes(stats),
    abilities,
    potence: stats.disciplines.potence,
    health: { ...stats.health },
    statuses: stats.statuses.map((status) => ({ ...status })),
    ignoresWoundPenalties: stats.ignoresWoundPenalties,
    weapon,
    soak: soakTraitsOf(stats),
  };
}
