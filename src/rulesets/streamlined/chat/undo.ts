import { resolveActor, writtenByStoryteller } from "../../../chat/records";
import { Refusing, type Outcome } from "../../../outcome";
import { undoCard } from "../../../chat/undo-card";
import { healthOf, healthUpdate, heldByOf } from "../data/read";
import type { HealthPoints } from "../rules/health";
import { replayRecord } from "./record";
import { chainError, isAttackMessage, say, type AttackMessage } from "./documents";
import { currentChain, onCard } from "./perform";

const sameHealth = (a: HealthPoints, b: HealthPoints): boolean =>
  a.damage.bashing === b.damage.bashing && a.damage.lethal === b.damage.lethal && a.damage.aggravated === b.damage.aggravated && a.pastZero === b.pastZero && a.dead === b.dead;

/** The attack card's words for its undo's refusals. */
export const ATTACK_UNDO_WORDS = {
  storytellerOnly: chainError("StorytellerOnly"),
  forged: chainError("NotStorytellers"),
  undone: chainError("Undone"),
  notWritten: chainError("NotWritten"),
  cardName: () => say("STC.Streamlined.Chain.TheCard"),
};

/** Whether the card's chain wrote something to its target (Health or a hold) that no undo has taken back. */
export function standsApplied(message: AttackMessage): boolean {
  if (message.system.undoneBy || !writtenByStoryteller(message)) return false;
  try {
    const result = replayRecord(message).result;
    return Boolean(result && (result.change || result.hold));
  } catch {
    return false;
  }
}

/**
 * Whether an attack on `target` made after `message` still stands applied. The target's state alone cannot tell:
 * the same attacker's second grapple after an escape leaves the very hold the first one did, and undoing the first
 * would free the target of the second.
 */
function laterAttackOn(message: AttackMessage, target: Actor.Implementation): boolean {
  const messages = game.messages?.contents ?? [];
  const at = messages.findIndex((entry) => entry.id === message.id);
  return messages.some((other, index) => {
    if (other.id === message.id || !isAttackMessage(other)) return false;
    const later = other.timestamp > message.timestamp || (other.timestamp === message.timestamp && index > at);
    return later && resolveActor(other.system.target)?.uuid === target.uuid && standsApplied(other);
  });
}

/**
 * The Storyteller's undo of an applied result: the target gets back the Health it had just before (kept on
 * the card the Storyteller's client wrote), or loses the hold, in one write, provided it still stands as this
 * result left it and no later attack on it stands; otherwise the undo is refused so that attack is not lost.
 */
export function undoAttack(message: AttackMessage): Promise<Outcome> {
  return onCard(message, () =>
    undoCard(message, ATTACK_UNDO_WORDS, async () => {
      const result = currentChain(message).result;
      if (!result || (!result.change && !result.hold)) throw new Refusing(chainError("NothingToUndo"));
      const target = resolveActor(message.system.target);
      if (!target) throw new Refusing(chainError("ActorGone"));
      if (laterAttackOn(message, target)) throw new Refusing(chainError("TargetChanged"), { name: target.name });
      let write: Record<string, unknown>;
      if (result.change) {
        if (!sameHealth(healthOf(target), result.change.after)) throw new Refusing(chainError("TargetChanged"), { name: target.name });
        write = healthUpdate(result.change.before);
      } else {
        if (heldByOf(target)?.actorId !== message.system.attacker.actorId) throw new Refusing(chainError("TargetChanged"), { name: target.name });
        write = { "system.streamlined.heldBy.actorId": "", "system.streamlined.heldBy.tokenUuid": "" };
      }
      if (!(await target.update(write as Actor.UpdateData))) throw new Refusing(chainError("NotWritten"), { name: target.name });
    }),
  );
}
