import type { ClassicAttackChain, RollRecord } from "../combat/chain";
import { poolSummary, type AttackSummary, type RollSummary } from "./attack-summary";

function rollSummary(step: string, actor: RollSummary["actor"], record: RollRecord): RollSummary {
  return poolSummary(step, actor, record.result, record.roll);
}

/** The Classic chain's rolls in the order its history threw them. */
function rollsOf(chain: ClassicAttackChain): RollSummary[] {
  const rolls: RollSummary[] = [];
  for (const step of chain.history) {
    if (step === "attackRoll" && chain.attack) rolls.push(rollSummary(step, "attacker", chain.attack));
    if (step === "defenceRoll" && chain.defence) rolls.push(rollSummary(step, "defender", chain.defence));
    if (step === "damageRoll" && chain.damage) rolls.push(rollSummary(step, "attacker", chain.damage));
    if (step === "soakRoll" && chain.soak?.roll && chain.soak.result) rolls.push(rollSummary(step, "defender", { roll: chain.soak.roll, result: chain.soak.result }));
    if (step === "effectRoll" && chain.effectRoll) rolls.push(rollSummary(step, "defender", chain.effectRoll));
  }
  return rolls;
}

/** A finished Classic attack chain as numbers (ruleset/attack-summary.ts). */
export function summariseClassicAttack(chain: ClassicAttackChain): AttackSummary {
  const result = chain.result;
  const target = chain.plan.target;
  const before = result?.before ?? { health: { ...target.health }, statuses: target.statuses };
  const damage = result?.damage ?? null;
  return {
    outcome: chain.outcome ?? "pending",
    plannedAttack:
      chain.plan.roll.parts.length === 0
        ? null
        : {
            parts: chain.plan.roll.parts.map((part) => ({ ...part })),
            modifiers: chain.plan.roll.modifiers.map((modifier) => ({ ...modifier })),
            pool: chain.plan.roll.pool,
            baseDifficulty: chain.plan.roll.baseDifficulty,
            difficulty: chain.plan.roll.difficulty,
          },
    rolls: rollsOf(chain),
    defence: chain.defenceChoice?.kind ?? "none",
    defenceEffect: chain.options.defenceMode === "removeDice" ? "removesDice" : "cancelsSuccesses",
    removedDice: chain.removedDice,
    hit: chain.hit ? { ...chain.hit } : null,
    damageType: chain.plan.damageType?.type ?? null,
    soaked: chain.soak ? chain.soak.soaked : null,
    left: damage?.successes ?? 0,
    damage: damage
      ? {
          type: damage.type,
          source: chain.plan.damageType?.source ?? "",
          successes: damage.successes,
          strokes: damage.strokes,
          levels: damage.levels,
          upgradedToLethal: damage.upgradedToLethal,
          beyondTrack: damage.beyondTrack,
        }
      : null,
    healthBefore: { ...before.health },
    healthAfter: { ...(result?.after.health ?? before.health) },
    statusesAfter: (result?.after.statuses ?? before.statuses).map((status) => ({ ...status })),
    started: (result?.started ?? []).map((status) => ({ ...status })),
    consequence: result?.consequence ?? "none",
    events: (result?.events ?? []).map((event) => ({ ...event })),
  };
}
