import type { CardActions } from "../../../data/chat/card-data";
import { writtenByStoryteller } from "../../../chat/records";
import { StreamlinedNpcStepData, type StreamlinedNpcStepRecord } from "../data/npc-step";
import { isAttackMessage, say } from "./documents";
import { STREAMLINED_NPC_STEP_TEMPLATE, streamlinedNpcStepCardContext, type FoundStreamlinedChain } from "./npc-step-card";
import type { StreamlinedNpcStepMessage } from "./npc-step-run";
import { undoStreamlinedNpcStep, undoStreamlinedNpcStepChain } from "./npc-step-undo";
import { currentChain } from "./perform";
import { owns, resolveActor } from "../../../chat/records";

const playedByPlayer = (actor: Actor.Implementation | null): boolean => (game.users?.contents ?? []).some((user) => !user.isGM && owns(actor, user));

function found(record: StreamlinedNpcStepRecord): FoundStreamlinedChain {
  const message = game.messages?.get(record.messageId);
  if (!isAttackMessage(message)) return { kind: "gone" };
  try {
    return { kind: "chain", chain: currentChain(message), undone: Boolean(message.system.undoneBy), targetPlayed: playedByPlayer(resolveActor(message.system.target)) };
  } catch {
    return { kind: "gone" };
  }
}

/** The Storyteller's NPC step: one line a planned attack (each opening on its rolls), an undo of each and of all. */
export class StreamlinedNpcStepCard extends StreamlinedNpcStepData {
  static override readonly TEMPLATE = STREAMLINED_NPC_STEP_TEMPLATE;
  static override readonly ACTIONS: CardActions = {
    streamlinedNpcStepUndo: (message: StreamlinedNpcStepMessage) => undoStreamlinedNpcStep(message),
    streamlinedNpcStepUndoChain: (message: StreamlinedNpcStepMessage, { button }) => undoStreamlinedNpcStepChain(message, button.dataset.messageId ?? ""),
  };

  override cardContext() {
    const message = this.parent as StreamlinedNpcStepMessage;
    const combat = game.combats?.get(this.combatId);
    const nameOf = (id: string) => combat?.combatants.get(id)?.name ?? id;
    const t = (key: string, data?: Record<string, string | number>) => say(key, data ?? {});
    return { ...streamlinedNpcStepCardContext({ records: this.records, undoneBy: this.undoneBy, untrusted: !writtenByStoryteller(message) }, found, { attacker: nameOf(this.attackerId), of: nameOf }, { isGM: game.user?.isGM === true }, t) };
  }
}
