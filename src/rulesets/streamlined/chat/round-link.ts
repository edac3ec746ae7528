/** What Streamlined's round says of one attack: the attacker's multiple-action penalty, an evading target, surprise. */
export interface RoundSituation {
  penalty: number;
  targetEvading: boolean;
  surprised: boolean;
}

/**
 * The round's part in an attack (001 The Turn, Evading). Without a Streamlined round there is no penalty, no
 * evasion and no surprise; the round fills this in where it runs.
 */
export function roundSituation(combat: Combat.Implementation | null, attackerActorId: string, targetActorId: string): RoundSituation {
  void combat;
  void attackerActorId;
  void targetActorId;
  return { penalty: 0, targetEvading: false, surprised: false };
}
