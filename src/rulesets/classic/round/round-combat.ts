import type { CombatPhase } from "../data/combat/combat-data";
import { CombatModel } from "../../../data/combat/combat";
import type { RoundState } from "../rules/turns/round-state";

/**
 * The Combat as the round's glue reads it: Foundry's Combat with the round the system keeps in its data. The
 * document class (src/rulesets/classic/documents/combat.ts) calls into the glue, so the glue names this shape, not the class.
 */
export type RoundCombat = Combat.Implementation & {
  readonly roundState: RoundState | null;
  readonly phase: CombatPhase;
};

/** A Combat of this system: its data is the system's round data (the configured document class keeps it). */
export function isRoundCombat(combat: unknown): combat is RoundCombat {
  if (!(combat instanceof Combat)) return false;
  const system: unknown = combat.system;
  return system instanceof CombatModel;
}
