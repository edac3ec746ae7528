import type { InitiativeEntry, InitiativeStep } from "./order";

/**
 * Classic order (000 §1.2, 002 ¶2): the higher total first; on equal totals the higher score; equal
 * total and score act simultaneously (0).
 */
export function compareClassicInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  return b.total - a.total || b.score - a.score;
}

/** Declarations run from the slowest to the fastest (000 §1.2, 002 ¶3), so the fast can react. */
export function slowestFirst(steps: readonly InitiativeStep[]): InitiativeStep[] {
  return [...steps].reverse();
}
