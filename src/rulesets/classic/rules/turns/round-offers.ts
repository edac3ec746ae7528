import { ActionError } from "../actions/action-error";
import type { DefenceKind } from "../actions/declaration";
import { RulesError } from "../../../../rules/errors";
import { abortPreview, spendDefence } from "./defend";
import { currentActors, currentTurn } from "./queries";
import { findCombatant, isActionPhase } from "./round-internals";
import type { RoundState } from "./round-state";
import type { RoundContext } from "./turn-rules";

/** A refusal as the rules give it: a key under `STC.Error` and its data. */
export interface RoundRefusal {
  key: string;
  data: Record<string, string | number>;
}

/**
 * An attack's action: `willpower` when the turn's Willpower point was declared (and paid) for this attack's
 * roll; `willpowerSpent`, the points the combatant has spent this turn so far (one a turn, V20 core).
 */
export type AttackTurnAnswer =
  | { kind: "action"; combatantId: string; actionIndex: number; penalty: number; pool: number | null; willpower: boolean; willpowerSpent: number }
  | ({ kind: "refused" } & RoundRefusal);

/**
 * Whether a combatant may attack now, and with which of its actions: only on its own turn of an action
 * phase (000 §1.4, 002 ¶3; a held action stepping in is a turn), with the action's multiple-action
 * penalty (000 §2.2). A knocked-down combatant whose turn goes to getting up may not attack with it
 * (004 Status Effects). Nothing is spent: the turn is taken when the round moves on.
 */
export function attackTurnFor(state: RoundState, combatantId: string): AttackTurnAnswer {
  const combatant = findCombatant(state, combatantId);
  if (!combatant) return { kind: "refused", key: "CombatantUnknown", data: { combatant: combatantId } };
  if (!isActionPhase(state)) return { kind: "refused", key: "RoundWrongPhase", data: { operation: "attack", phase: state.phase } };
  if (combatant.condition.blockedBy !== null) {
    return { kind: "refused", key: "CombatantCannotAct", data: { combatant: combatantId, reason: combatant.condition.blockedBy } };
  }
  if (combatant.waitingForNextRound) return { kind: "refused", key: "WaitsForNextRound", data: { combatant: combatantId } };
  const turn = currentTurn(state).find((action) => action.combatantId === combatantId);
  if (!turn) return { kind: "refused", key: "NotActingNow", data: { combatant: combatantId, current: currentActors(state).join(", ") } };
  if (turn.body.kind === "getUp") return { kind: "refused", key: "MustGetUpFirst", data: { combatant: combatantId } };
  const willpower = turn.body.kind === "attack" && turn.body.willpower === true;
  return { kind: "action", combatantId, actionIndex: turn.actionIndex, penalty: turn.penalty, pool: turn.pool, willpower, willpowerSpent: combatant.spent.willpower };
}

/** `willpower` on a declared defence: the turn's Willpower point was declared (and paid) for its roll. */
export type DefenceOfferAnswer =
  | { kind: "declared"; penalty: number; cap: number | null; willpower: boolean }
  | { kind: "abort"; penalty: number; cap: number | null }
  | ({ kind: "none" } & RoundRefusal);

/**
 * What defending against one attack would cost, without spending it: a declared defence (or the next
 * full-defence one, or one left by an earlier abort) is there to use (000 §1.4, §2.5, 002 ¶5); otherwise,
 * while an action is left, only the abort, for Willpower and the rest of the round (000 §2.5, 004
 * Defending); otherwise none. The same checks as `spendDefence` and `abortToDefence` decide.
 */
export function defenceOfferFor<O>(ctx: RoundContext<O>, state: RoundState, defenderId: string, attackerId: string, defence: DefenceKind): DefenceOfferAnswer {
  try {
    const { allowance } = spendDefence(ctx, state, defenderId, { attackerId, defence });
    const spent = findCombatant(state, defenderId)?.actions.find((action) => action.index === allowance.actionIndex);
    const willpower = allowance.source === "declared" && spent?.body.kind === "defence" && spent.body.willpower === true;
    return { kind: "declared", penalty: allowance.penalty, cap: allowance.cap, willpower };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    if (!(error instanceof ActionError && error.key === "NoDeclaredDefence")) return { kind: "none", key: error.key, data: { ...error.data } };
  }
  const preview = abortPreview(state, defenderId);
  if (!preview) return { kind: "none", key: "AbortNoActionLeft", data: { combatant: defenderId } };
  return { kind: "abort", ...preview };
}
