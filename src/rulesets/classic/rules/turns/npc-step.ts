import type { DefenceKind } from "../actions/declaration";
import { currentTurn } from "./queries";
import type { RoundState } from "./round-state";

/**
 * The Storyteller's NPC step (the tracker's one button): of the combatants acting in the current turn, the ones
 * no player plays whose action now is a declared attack, each with its declared target, the attack it is made
 * with, the defence the target declared for it, and whether its chain can finish at once or waits for a player.
 */

/** A combatant as the step reads it: whether a player plays it, and whether it has a character to act with. */
export interface NpcStepCombatant {
  id: string;
  /** A player owns its character: the Storyteller does not act for it. */
  played: boolean;
  /** It has a character (an actor) the chain can read and write. */
  hasCharacter: boolean;
}

export interface NpcStepInput {
  state: RoundState;
  combatants: readonly NpcStepCombatant[];
  /** The actions already used by an attack card still standing, as `combatantId.actionIndex`. */
  used: readonly string[];
}

/** Why an acting combatant is left out of the step. */
export type NpcStepSkip = "played" | "notAttack" | "used" | "noCharacter" | "targetGone";

export interface NpcStepAttack {
  attackerId: string;
  actionIndex: number;
  targetId: string;
  /** The attack's pool as declared, before its penalty (it names the sheet's attack it was declared with); null when none was given. */
  pool: number | null;
  /** The target's declared defence this attack spends, or "none" when it has none left for it. */
  defence: DefenceKind | "none";
  /** A player plays the target: the chain waits for their defence; the Storyteller's own target finishes. */
  waitsForPlayer: boolean;
}

export interface NpcStepPlan {
  attacks: NpcStepAttack[];
  skipped: { combatantId: string; reason: NpcStepSkip }[];
}

/** The target's declared defences still to spend, in the order declared (a full defence's every action among them). */
function declaredDefences(state: RoundState, targetId: string): DefenceKind[] {
  const target = state.combatants.find((combatant) => combatant.id === targetId);
  if (!target) return [];
  return target.actions.flatMap((action) => (action.state === "pending" && action.body.kind === "defence" ? [action.body.defence] : []));
}

/**
 * The plan of the current turn's NPC step. Each attack on one target takes the next of the target's declared
 * defences (so two attacks on a target that declared one dodge: the first is dodged, the second is not); a
 * target with none left takes the attack undefended, which is what an undeclared defence is short of an abort
 * (000 §2.5), and an abort stays the Storyteller's choice on the card.
 */
export function planNpcStep(input: NpcStepInput): NpcStepPlan {
  const byId = new Map(input.combatants.map((combatant) => [combatant.id, combatant]));
  const used = new Set(input.used);
  const defencesLeft = new Map<string, DefenceKind[]>();
  const plan: NpcStepPlan = { attacks: [], skipped: [] };
  for (const action of currentTurn(input.state)) {
    const attacker = byId.get(action.combatantId);
    const skip = (reason: NpcStepSkip) => plan.skipped.push({ combatantId: action.combatantId, reason });
    if (!attacker || attacker.played) {
      skip("played");
      continue;
    }
    if (action.body.kind !== "attack") {
      skip("notAttack");
      continue;
    }
    if (!attacker.hasCharacter) {
      skip("noCharacter");
      continue;
    }
    if (used.has(`${action.combatantId}.${action.actionIndex}`)) {
      skip("used");
      continue;
    }
    const targetId = action.body.targetId;
    const target = byId.get(targetId);
    if (!target?.hasCharacter) {
      skip("targetGone");
      continue;
    }
    const left = defencesLeft.get(targetId) ?? declaredDefences(input.state, targetId);
    const defence = left.shift() ?? "none";
    defencesLeft.set(targetId, left);
    const declared = input.state.combatants.find((combatant) => combatant.id === action.combatantId)?.actions.find((entry) => entry.index === action.actionIndex);
    plan.attacks.push({ attackerId: action.combatantId, actionIndex: action.actionIndex, targetId, pool: declared?.basePool ?? null, defence, waitsForPlayer: target.played });
  }
  return plan;
}

/**
 * The sheet's attack an attack was declared with: the declaration keeps its pool, not the weapon, so the attack of
 * the same pool (the weapon in hand first, as the sheet lists them), else the first; null when the sheet offers none.
 */
export function declaredAttackKey(pool: number | null, attacks: readonly { key: string; pool: number }[]): string | null {
  return (attacks.find((attack) => attack.pool === pool) ?? attacks[0])?.key ?? null;
}
