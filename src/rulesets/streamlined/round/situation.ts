import { streamlinedRoundOf } from "../data/combat/round-data";
import { isEvading, turnPenalty } from "../rules/round/queries";
import type { StreamlinedRoundState } from "../rules/round/state";

/** What the attack chain takes from the fight's round for one attack. */
export interface StreamlinedRoundSituation {
  /** Dice each of the attacker's actions loses this turn (001 The Turn: −2 for two actions, −4 for three). */
  penalty: number;
  /** The target spent its last turn evading: +2 to its Defense pool (001 Evading, Surprise, and Armor). */
  targetEvading: boolean;
  /** The target did not see it coming; the round records no surprise, so false. */
  surprised: boolean;
}

interface RoundCombatantRef {
  id: string | null;
  actorId?: string | null;
  tokenId?: string | null;
  actor?: { id?: string | null } | null;
}

/**
 * The combatant the chain means by `ref`: a combatant or token id, else the actor's combatant; among several of
 * one actor, the one acting now (for an attacker) or the only one in the order.
 */
function combatantIdFor(combatants: readonly RoundCombatantRef[], state: StreamlinedRoundState, ref: string): string | null {
  const direct = combatants.find((combatant) => combatant.id === ref || combatant.tokenId === ref);
  if (direct?.id) return direct.id;
  const ids = combatants.filter((combatant) => combatant.actorId === ref || combatant.actor?.id === ref).flatMap((combatant) => (combatant.id ? [combatant.id] : []));
  if (ids.length <= 1) return ids[0] ?? null;
  if (state.current !== null && ids.includes(state.current)) return state.current;
  const inOrder = ids.filter((id) => state.order.some((entry) => entry.id === id));
  return inOrder.length === 1 ? (inOrder[0] ?? null) : null;
}

const NONE: StreamlinedRoundSituation = { penalty: 0, targetEvading: false, surprised: false };

/** The round's answer for an attack in `combat`: nothing when the combat has no Streamlined round or does not hold them. */
export function situationIn(combat: { system?: unknown; combatants: { contents: readonly RoundCombatantRef[] } } | null | undefined, attackerRef: string, targetRef: string): StreamlinedRoundSituation {
  const state = streamlinedRoundOf(combat);
  if (!combat || !state) return { ...NONE };
  const combatants = combat.combatants.contents;
  const attacker = combatantIdFor(combatants, state, attackerRef);
  const target = combatantIdFor(combatants, state, targetRef);
  return {
    penalty: attacker === null ? 0 : turnPenalty(state, attacker),
    targetEvading: target === null ? false : isEvading(state, target),
    surprised: false,
  };
}
