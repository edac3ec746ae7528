import { askActiveGm } from "../../../queries/registry";
import type { DefenceKind } from "../rules/actions/declaration";
import type { HoldNote } from "../rules/turns/round-state";
import type { AbortChoice, DefenceSpent } from "./bridge";
import type { SystemRequests } from "../../../globals";
import { namedData, refusalOf, refusalText, RefusedError, type Outcome } from "../../../outcome";

/** The combat a request is about, as the asking client knows it (for names in messages). */
export interface RequestCombat {
  id: string | null;
  combatants: { get(id: string): { name?: string } | undefined };
}

type RoundRequestName = "declare" | "hold" | "stepIn" | "advance" | "spendDefence";
type Payload<K extends RoundRequestName> = SystemRequests[K]["payload"];
type Answer<K extends RoundRequestName> = SystemRequests[K]["answer"];

/**
 * Sends a round request to the active Storyteller's client (or runs it here, on that client) and shows a
 * refusal in the table's language. The answer comes back either way.
 */
async function ask<K extends RoundRequestName>(name: K, payload: Payload<K>, combat: RequestCombat, quiet = false): Promise<Answer<K>> {
  let outcome: Answer<K>;
  try {
    outcome = await askActiveGm(name, payload);
  } catch (error) {
    // No Storyteller, or the query itself failed (a timeout, a window closed): a refusal the user can read.
    outcome = refusalOf(error);
  }
  if (!outcome.ok && !quiet) ui.notifications?.warn(refusalText(outcome, (id) => combat.combatants.get(id)?.name));
  return outcome;
}

export function requestDeclare(combat: RequestCombat, combatantId: string, declaration: unknown): Promise<Outcome> {
  return ask("declare", { combatId: combat.id ?? "", combatantId, declaration }, combat);
}

export function requestHold(combat: RequestCombat, combatantId: string, note: HoldNote): Promise<Outcome> {
  return ask("hold", { combatId: combat.id ?? "", combatantId, note }, combat);
}

export function requestStepIn(combat: RequestCombat, combatantId: string, position: "before" | "after"): Promise<Outcome> {
  return ask("stepIn", { combatId: combat.id ?? "", combatantId, position }, combat);
}

export function requestAdvance(combat: RequestCombat, seenTurn: string | null): Promise<Outcome> {
  return ask("advance", { combatId: combat.id ?? "", seenTurn }, combat);
}

/**
 * The defence spent for the attack chain: a refusal rejects with a RefusedError carrying the language key
 * and the translated message, for the chain to show where it wants.
 */
export async function requestSpendDefence(
  combat: RequestCombat,
  defenderId: string,
  attackerId: string,
  defence: DefenceKind,
  payment: AbortChoice | null,
): Promise<DefenceSpent> {
  // Only how the abort is paid travels: the Storyteller's client makes the Willpower roll itself.
  const outcome = await ask("spendDefence", { combatId: combat.id ?? "", defenderId, attackerId, defence, payment: payment && { by: payment.by } }, combat, true);
  if (outcome.ok) return outcome.value;
  throw new RefusedError({ key: outcome.key, data: namedData(outcome.data, (id) => combat.combatants.get(id)?.name) });
}
