import type { InitiativeRoll } from "../dice/initiative";

/** One combatant's initiative for a round. */
export interface InitiativeEntry {
  combatantId: string;
  /** Dexterity + Wits less penalties (000 §1.1); another ruleset puts its own score here. */
  score: number;
  /** What the die or dice showed (Classic: one d10). */
  faces: number[];
  total: number;
  /** Position on the combat tracker, for rulesets that break ties by table order. */
  tableIndex: number;
}

/** Combatants acting at the same moment: one step of the tracker. */
export interface InitiativeStep {
  total: number;
  score: number;
  combatantIds: string[];
}

/** Negative when `a` goes first, positive when `b` does, 0 when they act together. */
export type InitiativeComparator = (a: InitiativeEntry, b: InitiativeEntry) => number;

export function entryFromRoll(combatantId: string, roll: InitiativeRoll, tableIndex: number): InitiativeEntry {
  return { combatantId, score: roll.score, faces: [roll.face], total: roll.total, tableIndex };
}

/**
 * Sorts entries with `compare` and groups the ones it cannot tell apart into one step, fastest first.
 * Within a step combatants keep table order, which carries no meaning for the rules.
 */
export function groupIntoSteps(entries: readonly InitiativeEntry[], compare: InitiativeComparator): InitiativeStep[] {
  const sorted = [...entries].sort((a, b) => compare(a, b) || a.tableIndex - b.tableIndex);
  const steps: InitiativeStep[] = [];
  let leader: InitiativeEntry | null = null;
  for (const entry of sorted) {
    const last = steps[steps.length - 1];
    if (last && leader && compare(leader, entry) === 0) {
      last.combatantIds.push(entry.combatantId);
    } else {
      steps.push({ total: entry.total, score: entry.score, combatantIds: [entry.combatantId] });
      leader = entry;
    }
  }
  return steps;
}
