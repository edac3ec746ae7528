import type { DefenceKind } from "../rules/actions/declaration";
import { OUTSIDE_COMBAT_ROUND } from "../rules/status/now";

/**
 * The seam between the attack chain (src/chat) and the combat round (the Combat subclass and its
 * tracker). The chain asks the round what an attack and a defence cost; the round answers from its
 * declarations (000 §2.2, §2.5; 002 ¶5). Outside a running round there is no action economy: attacks take
 * no multiple-action penalty and any defence may be rolled, which is how a Storyteller runs a quick scuffle
 * without the tracker.
 */

/** What the attacker's next action is in the round. */
export type AttackTurn =
  | { kind: "free" }
  /**
   * The action the attack uses, with its multiple-action penalty in dice (0 or more). `actionKey` names that
   * action of that round of that combat: one attack may be made with it. `willpower`: the Willpower point
   * paid at declaration for this attack's roll (its automatic success, not paid again); `willpowerSpent`: the
   * points spent this turn so far, at most one a turn (V20 core).
   */
  | { kind: "action"; combatantId: string; actionIndex: number; penalty: number; actionKey: string; willpower?: boolean; willpowerSpent?: number }
  /** The attacker may not attack now (not its turn, no action left, stunned…): a language key and its data. */
  | { kind: "refused"; reasonKey: string; data: Record<string, string | number> };

/** What defending against one attack costs the defender in the round. */
export type DefenceOffer =
  | { kind: "free" }
  /**
   * A declared defence (or a full-defence one) is there to spend: its penalty and cap; `willpower`, the turn's
   * Willpower point was declared (and paid) for its roll, its automatic success not paid again.
   */
  | { kind: "declared"; penalty: number; cap: number | null; willpower?: boolean }
  /** Only the abort is left (000 §2.5, 004 Defending): a Willpower roll or point, forfeiting the rest of the round. */
  | { kind: "abort"; cap: number | null; penalty: number }
  /** No defence is possible: a language key and its data. */
  | { kind: "none"; reasonKey: string; data: Record<string, string | number> };

/**
 * How a defender pays for an abort: rolling Willpower (difficulty 6) or spending a point. The Willpower roll is
 * made where the round is written, on the Storyteller's client; no faces travel with the choice.
 */
export interface AbortChoice {
  by: "willpowerPoint" | "willpowerRoll";
}

export interface DefenceSpent {
  /** False only for an abort whose Willpower roll failed: no defence, and the actions are kept. */
  granted: boolean;
  penalty: number;
  cap: number | null;
  /** The defence spent had the turn's Willpower point declared for its roll. */
  willpower?: boolean;
  /** The abort's Willpower roll, when one was made for it: the faces read and the net successes. */
  roll?: { faces: number[]; successes: number };
}

export interface RoundBridge {
  /** The round the actor's fight is in (a new chain is dated in it), 0 outside a running round. */
  round(actorId: string): number;
  attackTurn(attackerActorId: string): AttackTurn;
  defenceOffer(defenderActorId: string, attackerActorId: string, defence: DefenceKind): DefenceOffer;
  /**
   * Spends the defence in the round, on the active Storyteller's client (it writes the Combat). For an
   * abort, `payment` says how it is paid; a Willpower point is taken from the defender in the same step, and a
   * Willpower roll is rolled there, once (its faces come back in `roll`).
   */
  spendDefence(defenderActorId: string, attackerActorId: string, defence: DefenceKind, payment: AbortChoice | null): Promise<DefenceSpent>;
  /**
   * The opponents the defender faces against this attacker (000 §2.3), as the round's declarations say: the
   * attacker and every other combatant who declared an attack on the defender this turn. 1 outside a round.
   */
  opponents(defenderActorId: string, attackerActorId: string): number;
  /**
   * The turn the actor's fight is in, named as an attack's `actionKey` begins, and the Willpower points the round
   * recorded the actor spending in it (declared, or paid for an abort); null outside a running round, where no
   * turn is counted.
   */
  willpowerTurn(actorId: string, attackerActorId: string): { key: string; spent: number } | null;
}

/** Outside a running round: nothing is counted. */
export const FREE_ROUND: RoundBridge = {
  round: () => OUTSIDE_COMBAT_ROUND,
  attackTurn: () => ({ kind: "free" }),
  defenceOffer: () => ({ kind: "free" }),
  spendDefence: () => Promise.resolve({ granted: true, penalty: 0, cap: null }),
  opponents: () => 1,
  willpowerTurn: () => null,
};

type BridgeLookup = () => RoundBridge | null;
let lookup: BridgeLookup = () => null;

/** The combat tracker installs how to find the running round (at init). */
export function setRoundBridgeLookup(find: BridgeLookup): void {
  lookup = find;
}

/** The running round's bridge, or the free one when no round is running. */
export function activeRoundBridge(): RoundBridge {
  return lookup() ?? FREE_ROUND;
}
