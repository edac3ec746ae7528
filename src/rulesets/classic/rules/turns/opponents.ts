import type { RoundState } from "./round-state";

/**
 * Opponents beyond five add nothing: 000 §2.3 raises the difficulty by one for each opponent beyond the first,
 * to at most +4 "against 5 opponents".
 */
export const MOST_OPPONENTS_COUNTED = 5;

/**
 * How many opponents a defender faces against one attack (000 §2.3): the attacker, and every other combatant
 * who declared an attack on the defender this turn and has not lost that action. What the defender's player
 * believes is not asked: the round's declarations say it, on whichever client reads them.
 */
export function opponentsFacing(state: RoundState, defenderId: string, attackerId: string): number {
  const attackers = new Set<string>([attackerId]);
  for (const combatant of state.combatants) {
    if (combatant.id === defenderId) continue;
    const attacks = combatant.actions.some((action) => action.body.kind === "attack" && action.body.targetId === defenderId && action.state !== "lost");
    if (attacks) attackers.add(combatant.id);
  }
  return Math.min(MOST_OPPONENTS_COUNTED, attackers.size);
}
