import type { CharacterStats } from "../character/stats";
import { effectiveAttributes } from "../character/effective";
import { readPool, type PoolResult } from "../dice/pool";
import { woundPenalty } from "../health/wounds";
import { ownStatusModifiers } from "./attack";
import { buildRoll, poolSpecOf, type RollPlan } from "./roll-plan";
import { COMBAT_TABLES, type CombatTables } from "./tables";

/**
 * Ambush (000 §2.7): the ambusher's Dexterity + Stealth against the target's Perception + Alertness. An
 * ambusher with more successes gets one free attack with the extra successes added to its pool
 * (`AttackSituation.ambushSuccesses`); otherwise initiative is rolled as usual.
 */
export interface AmbushPlans {
  ambusher: RollPlan;
  target: RollPlan;
}

export interface AmbushResult {
  plans: AmbushPlans;
  ambusher: PoolResult;
  target: PoolResult;
  ambusherWins: boolean;
  extraSuccesses: number;
}

function roll(stats: CharacterStats, attribute: "dexterity" | "perception", ability: "stealth" | "alertness", round: number, tables: CombatTables): RollPlan {
  return buildRoll(
    "action",
    [
      { id: attribute, dice: effectiveAttributes(stats)[attribute] },
      { id: ability, dice: stats.abilities[ability] },
    ],
    [{ id: "woundPenalty", dice: woundPenalty(stats.health, stats.ignoresWoundPenalties) }, ...ownStatusModifiers(stats.statuses, round)],
    { baseDifficulty: tables.baseDifficulty },
  );
}

export function planAmbush(ambusher: CharacterStats, target: CharacterStats, round: number, tables: CombatTables = COMBAT_TABLES): AmbushPlans {
  return { ambusher: roll(ambusher, "dexterity", "stealth", round, tables), target: roll(target, "perception", "alertness", round, tables) };
}

export function resolveAmbush(plans: AmbushPlans, ambusherFaces: readonly number[], targetFaces: readonly number[]): AmbushResult {
  const ambusher = readPool(ambusherFaces, poolSpecOf(plans.ambusher));
  const target = readPool(targetFaces, poolSpecOf(plans.target));
  const extra = Math.max(0, ambusher.net - target.net);
  return { plans, ambusher, target, ambusherWins: extra > 0, extraSuccesses: extra };
}
