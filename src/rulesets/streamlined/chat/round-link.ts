import { situationIn } from "../round/situation";

/**
 * What the round says about one attack, for the attack chain: the attacker's turn penalty, whether the target is
 * evading, and whether it was surprised.
 */
export function roundSituation(combat: Combat.Implementation | null | undefined, attackerActorId: string, targetActorId: string): { penalty: number; targetEvading: boolean; surprised: boolean } {
  return situationIn(combat, attackerActorId, targetActorId);
}
