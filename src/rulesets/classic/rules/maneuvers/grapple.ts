import type { CharacterStats } from "../character/stats";
import { effectiveAttributes } from "../character/effective";
import { checkCanAct, ownStatusModifiers } from "../combat/attack";
import { buildRoll, poolSpecOf, type RollPlan } from "../combat/roll-plan";
import { COMBAT_TABLES, type CombatTables } from "../combat/tables";
import { readPool, type PoolResult } from "../dice/pool";
import { RulesError } from "../../../../rules/errors";
import { woundPenalty } from "../health/wounds";
import { activeStatus, mergeStatus, removeStatus } from "../status/active";
import { heldStatus } from "../status/apply";
import type { StatusEffect } from "../status/types";

/**
 * Breaking a grapple (004 Grapple): a resisted Strength + Brawl roll. Beating the holder breaks free; beating
 * it by two successes or more reverses the hold. At the Storyteller's option an agile character rolls
 * Dexterity instead of Strength.
 */
export interface GrappleEscapeInput {
  holder: CharacterStats;
  held: CharacterStats;
  round: number;
  escapeeAttribute?: "strength" | "dexterity";
  holderAttribute?: "strength" | "dexterity";
}

export interface GrappleEscapePlans {
  escapee: RollPlan;
  holder: RollPlan;
}

export type GrappleEscapeOutcome = "stillHeld" | "brokeFree" | "reversed";

export interface GrappleEscapeResult {
  plans: GrappleEscapePlans;
  escapee: PoolResult;
  holder: PoolResult;
  outcome: GrappleEscapeOutcome;
  /** The new status lists of both, to write back. */
  heldStatuses: StatusEffect[];
  holderStatuses: StatusEffect[];
}

function grappleRoll(stats: CharacterStats, attribute: "strength" | "dexterity", round: number, tables: CombatTables): RollPlan {
  return buildRoll(
    "action",
    [
      { id: attribute, dice: effectiveAttributes(stats)[attribute] },
      { id: "brawl", dice: stats.abilities.brawl },
    ],
    [{ id: "woundPenalty", dice: woundPenalty(stats.health, stats.ignoresWoundPenalties) }, ...ownStatusModifiers(stats.statuses, round)],
    { baseDifficulty: tables.baseDifficulty },
  );
}

export function planGrappleEscape(input: GrappleEscapeInput, tables: CombatTables = COMBAT_TABLES): GrappleEscapePlans {
  if (!activeStatus(input.held.statuses, "held", input.round, input.holder.id)) {
    throw new RulesError("NotHeld", `${input.held.name} is not held by ${input.holder.name}.`, { name: input.held.name, holder: input.holder.name });
  }
  checkCanAct(input.held, input.round);
  return {
    escapee: grappleRoll(input.held, input.escapeeAttribute ?? "strength", input.round, tables),
    holder: grappleRoll(input.holder, input.holderAttribute ?? "strength", input.round, tables),
  };
}

export function resolveGrappleEscape(
  input: GrappleEscapeInput,
  escapeeFaces: readonly number[],
  holderFaces: readonly number[],
  tables: CombatTables = COMBAT_TABLES,
): GrappleEscapeResult {
  const plans = planGrappleEscape(input, tables);
  const escapee = readPool(escapeeFaces, poolSpecOf(plans.escapee));
  const holder = readPool(holderFaces, poolSpecOf(plans.holder));
  const margin = escapee.net - holder.net;
  const outcome: GrappleEscapeOutcome = margin >= 2 ? "reversed" : margin >= 1 ? "brokeFree" : "stillHeld";
  const hold = activeStatus(input.held.statuses, "held", input.round, input.holder.id);
  let heldStatuses = [...input.held.statuses];
  let holderStatuses = [...input.holder.statuses];
  if (outcome !== "stillHeld") heldStatuses = removeStatus(heldStatuses, "held", input.holder.id);
  if (outcome === "reversed") {
    // The reversed hold keeps its kind: a clinch stays a clinch, now with the new holder's Strength.
    const clinch = hold?.value === undefined ? undefined : effectiveAttributes(input.held).strength;
    holderStatuses = mergeStatus(holderStatuses, heldStatus(input.held.id, input.round, clinch));
  }
  return { plans, escapee, holder, outcome, heldStatuses, holderStatuses };
}
