import type { PoolResult } from "../dice/pool";
import type { RollPlan } from "../combat/roll-plan";
import type { RollSummary } from "../ruleset/attack-summary";

/** A roll made outside an attack chain (an abort's Willpower, a grapple escape) in the chain's summary form. */
export function poolSummary(step: string, actor: RollSummary["actor"], result: PoolResult, plan: Pick<RollPlan, "parts" | "modifiers" | "baseDifficulty">): RollSummary {
  return {
    step,
    actor,
    kind: result.kind,
    parts: plan.parts.map((part) => ({ ...part })),
    modifiers: plan.modifiers.map((modifier) => ({ ...modifier })),
    pool: result.pool,
    baseDifficulty: plan.baseDifficulty,
    difficulty: result.difficulty,
    automatic: result.automatic,
    doubleTens: result.doubleTens,
    faces: result.dice.map((die) => die.face),
    rolled: result.rolled,
    cancelled: result.cancelled,
    net: result.net,
    botch: result.botch,
    outcome: result.outcome,
  };
}
