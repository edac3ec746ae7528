import { defineRequest } from "../../../queries/registry";
import { namedData, RefusedError } from "../../../outcome";
import type { DefenceKind } from "../rules/actions/declaration";
import type { AbortChoice, DefenceSpent } from "../round/bridge";
import { spendDefenceFor } from "../round/operations";
import { handleRoundRequest, sendRoundRequest, type RequestCombat, type RoundRequest } from "./round-request";
import { combatantIdOf, defenceOf, paymentOf } from "./round-fields";

/** `spendDefence`: the attack chain spends a declared defence, or aborts into one (000 §1.4). */
export interface SpendDefencePayload extends RoundRequest {
  /** Both combatants of the combat. */
  defenderId: string;
  attackerId: string;
  defence: DefenceKind;
  /**
   * How an abort is paid, or null for a declared defence. The Storyteller's client rolls a Willpower roll itself:
   * a `faces` field beside `by: "willpowerRoll"` is never read.
   */
  payment: AbortChoice | null;
}

/**
 * The defence spent for the attack chain: a refusal rejects with a RefusedError carrying the language key and
 * its data (ids as names), for the chain to show where it wants.
 */
export async function requestSpendDefence(
  combat: RequestCombat,
  defenderId: string,
  attackerId: string,
  defence: DefenceKind,
  payment: AbortChoice | null,
): Promise<DefenceSpent> {
  // Only how the abort is paid travels: the Storyteller's client makes the Willpower roll itself.
  const outcome = await sendRoundRequest("classicSpendDefence", { combatId: combat.id ?? "", defenderId, attackerId, defence, payment: payment && { by: payment.by } }, combat, true);
  if (outcome.ok) return outcome.value;
  throw new RefusedError({ key: outcome.key, data: namedData(outcome.data, (id) => combat.combatants.get(id)?.name) });
}

export function defineSpendDefenceRequest(): void {
  defineRequest("classicSpendDefence", (payload, sender) =>
    handleRoundRequest(
      payload,
      ["defenderId", "attackerId", "defence", "payment"],
      (read, known) => ({
        defenderId: combatantIdOf(read.defenderId, "defenderId", known),
        attackerId: combatantIdOf(read.attackerId, "attackerId", known),
        defence: defenceOf(read.defence),
        payment: paymentOf(read.payment),
      }),
      (combat, request) => spendDefenceFor(combat, request, sender),
    ),
  );
}
