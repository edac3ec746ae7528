import type { DefenceKind } from "./declaration";

/**
 * What the round allows one defence against one attack: the attack rules build the defence pool
 * (Dexterity + Athletics, …, with their own modifiers) and then apply this.
 * - `declared`: a declared defence, spent when the attack arrives (000 §1.4), with its multiple-action
 *   or full-defence penalty;
 * - `fullDefence`: a defence past the declared ones under full defence (000 §2.5: "at each attack");
 * - `abort`: an undeclared defence, capped by the replaced action's pool (000 §2.5; actions/abort.ts). Only in
 *   a round stored before the bounds were kept may the cap be null; the replaced action's penalty applies then.
 */
export interface DefenceAllowance {
  combatantId: string;
  attackerId: string;
  source: "declared" | "fullDefence" | "abort";
  /** The action spent, or null for a full-defence defence past the declared ones. */
  actionIndex: number | null;
  /** The declared kind, or the kind asked for. */
  defence: DefenceKind | null;
  penalty: number;
  cap: number | null;
}

/** The dice a defence rolls once the round's allowance is applied to the pool the attack rules built. */
export function allowedDefencePool(pool: number, allowance: Pick<DefenceAllowance, "penalty" | "cap">): number {
  const penalised = Math.max(0, pool - allowance.penalty);
  return allowance.cap === null ? penalised : Math.min(penalised, allowance.cap);
}
