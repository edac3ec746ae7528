import type { CheckedDeclaration } from "../actions/check-declaration";
import { traitBounds, type DeclaredPoolBounds } from "../actions/declared-pool";
import { roundResources } from "../actions/resources";
import type { CharacterStats } from "../character/stats";
import type { InitiativeEntry } from "../initiative/order";
import { roundCondition } from "../status/schedule";
import type { RoundCombatantInput } from "./round-state";

/** What the Foundry layer reads off the character's sheet beside its stats. */
export interface RoundEntryExtras {
  /** The generation's per-turn blood limit, null for none. */
  bloodPerTurn?: number | null;
  /** The most dice for each kind of action, from the sheet's combat numbers; by default from the traits alone. */
  poolBounds?: DeclaredPoolBounds;
  /** Its declaration of the round before. */
  lastDeclaration?: CheckedDeclaration | null;
}

/**
 * A character's entry into round `round`: its rolled initiative, what it may spend, what its statuses allow
 * (nothing at all when it is `defeated`, out of the fight), the bounds an abort is capped by.
 */
export function roundCombatantInput(stats: CharacterStats, initiative: InitiativeEntry, round: number, defeated = false, extras: RoundEntryExtras = {}): RoundCombatantInput {
  return {
    id: stats.id,
    initiative: { ...initiative, combatantId: stats.id },
    resources: roundResources(stats, extras.bloodPerTurn ?? null),
    condition: roundCondition(stats.statuses, stats.health, round, defeated),
    poolBounds: extras.poolBounds ?? traitBounds(stats),
    lastDeclaration: extras.lastDeclaration ?? null,
  };
}
