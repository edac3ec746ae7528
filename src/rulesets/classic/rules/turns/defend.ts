import { abortCapOf, readAbortWillpower, type AbortAttempt } from "../actions/abort";
import { shownValue } from "../../../../rules/errors";
import { ActionError } from "../actions/action-error";
import type { DefenceAllowance } from "../actions/defence-allowance";
import { DEFENCE_KINDS, type DefenceKind, type PlannedAction } from "../actions/declaration";
import type { PoolResult } from "../dice/pool";
import { WILLPOWER_PER_TURN } from "../actions/resources";
import { cloneState, combatantOf, requireAble, requirePhase, settle } from "./round-internals";
import type { RoundCombatant, RoundState } from "./round-state";
import type { RoundContext } from "./turn-rules";

export interface DefenceRequest {
  attackerId: string;
  /** The defence wanted; a declared defence of another kind is not used. Omitted: the first one declared. */
  defence?: DefenceKind;
}

function checkRequest(state: RoundState, defenderId: string, request: DefenceRequest): { defender: RoundCombatant; defence: DefenceKind | null } {
  requirePhase(state, ["action", "extra"], "defend");
  const defender = combatantOf(state, defenderId);
  combatantOf(state, request?.attackerId);
  requireAble(defender);
  const defence = request.defence ?? null;
  if (defence !== null && !(DEFENCE_KINDS as readonly string[]).includes(defence)) {
    throw new ActionError("DefenceKindUnknown", `Unknown defence ${shownValue(defence)}: dodge, block or parry.`, { value: shownValue(defence) });
  }
  return { defender, defence };
}

function isOrdinary(action: PlannedAction): boolean {
  return action.source === "declared" || action.source === "getUp";
}

function allowanceFor<O>(ctx: RoundContext<O>, defender: RoundCombatant, attackerId: string, action: PlannedAction, defence: DefenceKind | null): DefenceAllowance {
  if (action.body.kind === "abortDefence") {
    return {
      combatantId: defender.id, attackerId, source: "abort", actionIndex: action.index, defence,
      penalty: action.abortCap === null ? action.penalty : 0, cap: action.abortCap,
    };
  }
  const fullDefence = defender.fullDefence && isOrdinary(action);
  return {
    combatantId: defender.id, attackerId, source: "declared", actionIndex: action.index,
    defence: action.body.kind === "defence" ? action.body.defence : defence,
    penalty: fullDefence ? ctx.rules.fullDefencePenalty(defender.fullDefenceCount + 1) : action.penalty,
    cap: null,
  };
}

function spendOn<O>(ctx: RoundContext<O>, state: RoundState, defender: RoundCombatant, attackerId: string, action: PlannedAction, defence: DefenceKind | null): DefenceAllowance {
  const allowance = allowanceFor(ctx, defender, attackerId, action, defence);
  action.state = "spent";
  if (defender.fullDefence && isOrdinary(action)) defender.fullDefenceCount += 1;
  state.events.push({ type: "defended", allowance });
  return allowance;
}

/**
 * An attack arrives and the defender uses a declared defence (000 §1.4: defences are triggered by
 * attacks, in any phase, not in initiative order; 002 ¶5). The first unspent one of the kind asked for
 * is used, with its penalty. Under full defence (000 §2.5) the defender may go on defending past the
 * declared defences, the k-th defence losing k − 1 dice. With nothing declared, see `abortToDefence`.
 */
export function spendDefence<O>(ctx: RoundContext<O>, state: RoundState, defenderId: string, request: DefenceRequest): { state: RoundState; allowance: DefenceAllowance } {
  const { defender, defence } = checkRequest(state, defenderId, request);
  const matches = (action: PlannedAction) =>
    action.state === "pending" &&
    (action.body.kind === "abortDefence" || (action.body.kind === "defence" && (defence === null || action.body.defence === defence)));
  const declared = defender.actions.find(matches);
  if (!declared && !defender.fullDefence) {
    throw new ActionError("NoDeclaredDefence", `${defender.id} has no ${defence ?? "defence"} declared and unspent; an abort to defence needs Willpower.`, { combatant: defender.id, defence: defence ?? "" });
  }
  const next = cloneState(state);
  const mover = combatantOf(next, defender.id);
  let allowance: DefenceAllowance;
  const action = mover.actions.find(matches);
  if (action) allowance = spendOn(ctx, next, mover, request.attackerId, action, defence);
  else {
    mover.fullDefenceCount += 1;
    allowance = {
      combatantId: mover.id, attackerId: request.attackerId, source: "fullDefence", actionIndex: null, defence,
      penalty: ctx.rules.fullDefencePenalty(mover.fullDefenceCount), cap: null,
    };
    next.events.push({ type: "defended", allowance });
  }
  settle(ctx, next);
  return { state: next, allowance };
}

/**
 * What an abort would give against an attack, without buying it: the defence replaces the first action
 * left (pending or held) and is capped by that action's pool, its declared one or else the character's bound for
 * its kind (000 §2.5, actions/abort.ts; as `abortToDefence` spends it); only a round stored without bounds falls
 * back on that action's penalty. Null when no action is left.
 */
export function abortPreview(state: RoundState, defenderId: string): Pick<DefenceAllowance, "penalty" | "cap"> | null {
  const defender = combatantOf(state, defenderId);
  const first = defender.actions.find((action) => action.state === "pending" || action.state === "held");
  if (!first) return null;
  const cap = abortCapOf(first, defender.poolBounds ?? null);
  return { cap, penalty: cap === null ? first.penalty : 0 };
}

export interface AbortOutcome {
  succeeded: boolean;
  /** The Willpower roll, when one was made. */
  roll: PoolResult | null;
  /** The defence against this attack, when the abort succeeded. */
  allowance: DefenceAllowance | null;
}

/**
 * The undeclared defence, "abort" (000 §2.5, 004 Defending): allowed while the defender still has an
 * action left this round. A Willpower roll (permanent Willpower, difficulty 6) or a Willpower point buys
 * it. On success every action left, held ones too, becomes a defence capped by the pool of the action it
 * replaced, and the first of them answers this attack: 000 §2.11, Michael's dodge is capped at the 3
 * dice of his declared parry. A failed roll buys nothing: no defence against this attack, and the
 * actions are kept (000 §2.5 makes the forfeit the price of the defence, so no defence, no forfeit).
 */
export function abortToDefence<O>(
  ctx: RoundContext<O>,
  state: RoundState,
  defenderId: string,
  request: DefenceRequest & { attempt: AbortAttempt },
): { state: RoundState; outcome: AbortOutcome } {
  const { defender, defence } = checkRequest(state, defenderId, request);
  const left = defender.actions.filter((action) => action.state === "pending" || action.state === "held");
  if (left.length === 0) {
    throw new ActionError("AbortNoActionLeft", `${defender.id} has no action left this round to give up for a defence.`, { combatant: defender.id });
  }
  const attempt = request.attempt;
  let roll: PoolResult | null = null;
  if (attempt?.by === "willpowerPoint") {
    if (defender.spent.willpower >= WILLPOWER_PER_TURN) {
      throw new ActionError("WillpowerOverTurnLimit", `${defender.id} has spent its Willpower point for this turn.`, { combatant: defender.id, needed: defender.spent.willpower + 1, max: WILLPOWER_PER_TURN });
    }
    const available = defender.resources.willpower.current - defender.spent.willpower;
    if (available < 1) {
      throw new ActionError("NotEnoughWillpower", `${defender.id} would spend 1 Willpower with ${available} left.`, { combatant: defender.id, needed: 1, available });
    }
  } else if (attempt?.by === "willpowerRoll") {
    roll = readAbortWillpower(defender.resources.willpower.permanent, attempt.faces);
  } else {
    throw new ActionError("AbortAttemptInvalid", "An abort to defence is bought with a Willpower roll or a Willpower point.");
  }
  const next = cloneState(state);
  const mover = combatantOf(next, defender.id);
  if (roll && roll.outcome !== "success") {
    next.events.push({ type: "abortFailed", combatantId: mover.id, attackerId: request.attackerId, successes: roll.net });
    return { state: next, outcome: { succeeded: false, roll, allowance: null } };
  }
  if (attempt.by === "willpowerPoint") mover.spent.willpower += 1;
  const replaced = mover.actions.filter((action) => action.state === "pending" || action.state === "held");
  for (const action of replaced) {
    action.abortCap = abortCapOf(action, mover.poolBounds ?? null);
    action.body = { kind: "abortDefence", replaced: action.body.kind === "abortDefence" ? action.body.replaced : action.body.kind === "defence" ? "defence" : action.body.kind };
    action.state = "pending";
  }
  mover.aborted = true;
  next.held = next.held.filter((held) => held.combatantId !== mover.id);
  next.events.push({ type: "aborted", combatantId: mover.id, attackerId: request.attackerId, by: attempt.by });
  const first = replaced[0] as PlannedAction;
  const allowance = spendOn(ctx, next, mover, request.attackerId, first, defence);
  settle(ctx, next);
  return { state: next, outcome: { succeeded: true, roll, allowance } };
}
