import { roundResources } from "../actions/resources";
import type { CharacterStats } from "../character/stats";
import type { InitiativeEntry } from "../initiative/order";
import { roundCondition } from "../status/schedule";
import type { RoundCombatantInput } from "./round-state";

/**
 * A character's entry into round `round`: its rolled initiative, what it may spend, what its statuses allow
 * (nothing at all when it is `defeated`, out of the fight).
 */
export function roundCombatantInput(stats: CharacterStats, initiative: InitiativeEntry, round: number, defeated = false): RoundCombatantInput {
  return {
    id: stats.id,
    initiative: { ...initiative, combatantId: stats.id },
    resources: roundResources(stats),
    condition: roundCondition(stats.statuses, stats.health, round, defeated),
  };
}
