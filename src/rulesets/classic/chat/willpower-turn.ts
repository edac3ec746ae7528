import { activeRoundBridge } from "../round/bridge";
import { writtenByStoryteller } from "../../../chat/records";
import { isChainMessage, type ChainMessage } from "./documents";

/**
 * Willpower points spent on attack, defence and effect rolls in `turnKey`, read from the chain cards of that turn:
 * an attack's point is in its start, a defence's or an effect roll's in the answer that spent it. Only cards the Storyteller's client
 * wrote count, and a card undone keeps its point spent (an undo gives back health, not Willpower).
 */
function pointsOnCards(actorId: string, turnKey: string): number {
  let points = 0;
  for (const message of game.messages ?? []) {
    if (!isChainMessage(message) || !writtenByStoryteller(message)) continue;
    const system = message.system;
    if (system.chainKind === "attack" && system.attacker.actorId === actorId && system.roundAction.startsWith(`${turnKey}.`) && system.attackInput.situation.willpower === true) points += 1;
    if (system.target.actorId === actorId) points += system.chainAnswers.filter((answer) => answer.cost?.willpowerTurn === turnKey || answer.willpowerTurn === turnKey).length;
  }
  return points;
}

/**
 * The turn the defender is in and the Willpower points already spent in it: the round's own record (declared,
 * or paid for an abort) and the chain cards'. Null outside a running round, where only the points left count.
 */
export function willpowerThisTurn(message: ChainMessage): { key: string; spent: number } | null {
  const defender = message.system.target.actorId;
  const turn = activeRoundBridge().willpowerTurn(defender, message.system.attacker.actorId);
  return turn ? { key: turn.key, spent: turn.spent + pointsOnCards(defender, turn.key) } : null;
}
