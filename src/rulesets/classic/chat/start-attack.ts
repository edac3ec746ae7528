import { sendChainStart } from "../requests/chain-start";
import { formRefusal, refusalText, type AttackFormValues, type AttackSetup } from "../apps/attack-form";
import { attackTurnOf } from "./attack-setup";
import { done, type Outcome } from "../../../outcome";
import { isChainMessage, say, type ChainMessage } from "./documents";
import type { ActorRef } from "../../../chat/records";

export interface ChainRefs {
  attacker: ActorRef;
  target: ActorRef;
  attackerActor: Actor.Implementation;
  /** The combatant the attack is made on when no token is targeted (the Storyteller's client checks it). */
  combatantId?: string;
  /** A spray's other targeted tokens, beside `target`, and every target's name for the dialog (V20 core, Firearms, Spray). */
  spray?: { targets: ActorRef[]; names: string[] };
}

/**
 * Asks for the attack the dialog describes. What needs no planning is checked here first (the round's turn,
 * a Willpower point), so such a refusal is shown at once and nothing is sent; then the Storyteller's client
 * builds the chain from the documents, plans it once, writes its card and throws the attack (../requests/chain-start.ts).
 * A refusal is worded for this dialog (its maneuver's name, the table's words). Returns the card once it exists.
 */
export async function launchAttack(opened: AttackSetup, values: AttackFormValues, refs: ChainRefs): Promise<Outcome<ChainMessage | null>> {
  // The round may have moved on while the dialog was open: ask it again what this attack costs.
  const setup: AttackSetup = { ...opened, turn: attackTurnOf(refs.attackerActor) };
  const refused = formRefusal(setup, values);
  if (refused) {
    ui.notifications?.warn(refusalText(refused, setup, (key, data) => say(key, data ?? {})));
    return refused;
  }
  // Several targets are a spray's alone: another mode aimed at them says so, and nothing is sent.
  if (refs.spray && values.fireMode !== "spray") {
    const refusal = { ok: false as const, key: "STC.Classic.Attack.Error.OneTargetForMode", data: {} };
    ui.notifications?.warn(say(refusal.key));
    return refusal;
  }
  const spray = refs.spray && values.fireMode === "spray" ? { targets: refs.spray.targets } : {};
  const result = await sendChainStart({ attacker: refs.attacker, target: refs.target, itemId: setup.use.itemId, values, ...(refs.combatantId ? { combatantId: refs.combatantId } : {}), ...spray });
  if (!result.ok) {
    ui.notifications?.warn(refusalText(result, setup, (key, data) => say(key, data ?? {})));
    return result;
  }
  const message = game.messages?.get(result.value);
  return done(isChainMessage(message) ? message : null);
}
