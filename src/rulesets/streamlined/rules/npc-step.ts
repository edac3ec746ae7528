import type { StreamlinedRoundState } from "./round/state";

/**
 * The Storyteller's NPC step in Streamlined (the tracker's one button): turns go one combatant at a time, so the
 * step is the current combatant's, when no player plays it: each of its planned attacks that names a target is
 * made, in the order planned; a planned attack with no target (or whose target has left the table) is skipped.
 */

/** A combatant as the step reads it: whether a player plays it, and whether it has a character to act with. */
export interface StreamlinedNpcStepCombatant {
  id: string;
  /** A player owns its character: the Storyteller does not act for it. */
  played: boolean;
  /** It has a character (an actor) the chain can read and write. */
  hasCharacter: boolean;
}

/** Why a planned attack is left out of the step. */
export type StreamlinedNpcStepSkip = "noTarget" | "targetGone";

export interface StreamlinedNpcStepAttack {
  actionIndex: number;
  targetId: string;
  /** A player plays the target: its Defense roll is theirs, and the chain waits for it. */
  waitsForPlayer: boolean;
}

export interface StreamlinedNpcStepPlan {
  attackerId: string;
  attacks: StreamlinedNpcStepAttack[];
  skipped: { actionIndex: number; reason: StreamlinedNpcStepSkip }[];
}

/**
 * The step of the current turn, or null when the turn is not a Storyteller's character's (nobody's turn, a
 * player's character, one with no character, or a turn not planned yet).
 */
export function planStreamlinedNpcStep(state: StreamlinedRoundState, combatants: readonly StreamlinedNpcStepCombatant[]): StreamlinedNpcStepPlan | null {
  if (state.over || state.current === null) return null;
  const byId = new Map(combatants.map((combatant) => [combatant.id, combatant]));
  const attacker = byId.get(state.current);
  const plan = state.order.find((entry) => entry.id === state.current)?.plan;
  if (!attacker || attacker.played || !attacker.hasCharacter || !plan) return null;
  const step: StreamlinedNpcStepPlan = { attackerId: attacker.id, attacks: [], skipped: [] };
  for (const action of plan.actions) {
    if (action.kind !== "attack") continue;
    if (!action.targetId) {
      step.skipped.push({ actionIndex: action.index, reason: "noTarget" });
      continue;
    }
    const target = byId.get(action.targetId);
    if (!target?.hasCharacter) {
      step.skipped.push({ actionIndex: action.index, reason: "targetGone" });
      continue;
    }
    step.attacks.push({ actionIndex: action.index, targetId: target.id, waitsForPlayer: target.played });
  }
  return step;
}
