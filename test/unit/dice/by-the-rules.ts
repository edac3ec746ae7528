import type { PoolSpec } from "../../../src/rulesets/classic/rules/dice/pool-spec";

/**
 * The dice rules read afresh from the seeds, not from the module under test: the difficulty is clamped
 * into 2..10 (rules map); a face at or above it is a success, a 10 two under a specialty (V20 core); on
 * action and defence rolls each 1 cancels one success, never taking the dice below zero (000 §2.6), on
 * damage and soak rolls a 1 is only a failure (000 §3.4, §4.1); Willpower and other automatic successes
 * are added after and are never cancelled (V20 core, 000 §3.2); only an action roll botches, with no
 * success rolled, at least one 1 and nothing automatic (000 §2.6).
 */
export function byTheRules(faces: readonly number[], spec: PoolSpec): { net: number; botch: boolean } {
  const difficulty = Math.min(10, Math.max(2, spec.difficulty));
  let successes = 0;
  let ones = 0;
  for (const face of faces) {
    if (face === 1) ones += 1;
    else if (face >= difficulty) successes += face === 10 && spec.doubleTens === true ? 2 : 1;
  }
  const onesCancel = spec.kind === "action" || spec.kind === "defence";
  const automatic = (spec.automaticSuccesses ?? 0) + (spec.willpower === true ? 1 : 0);
  const net = (onesCancel ? Math.max(0, successes - ones) : successes) + automatic;
  const botch = spec.kind === "action" && successes === 0 && ones > 0 && automatic === 0;
  return { net, botch };
}
