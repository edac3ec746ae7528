import type { CardActions } from "../../../../data/chat/card-data";
import { NpcStepData, type NpcStepChainRecord } from "../../data/chat/npc-step";
import { resolveActor } from "../../../../chat/records";
import { defenderPlayed, isChainMessage, say } from "../documents";
import { NPC_STEP_CARD_TEMPLATE, npcStepCardContext, type FoundChain } from "../npc-step-card";
import type { NpcStepMessage } from "../npc-step-run";
import { undoNpcStep, undoNpcStepChain } from "../npc-step-undo";
import { currentChain } from "../perform";
import { counter } from "../roll-view";

function found(record: NpcStepChainRecord): FoundChain {
  const message = game.messages?.get(record.messageId);
  if (!isChainMessage(message)) return { kind: "gone" };
  try {
    const chain = currentChain(message);
    const names = { attacker: resolveActor(message.system.attacker)?.name ?? chain.plan.attacker.name, target: resolveActor(message.system.target)?.name ?? chain.plan.target.name };
    return { kind: "chain", chain, undone: Boolean(message.system.undoneBy), defenderPlayed: defenderPlayed(message), names };
  } catch {
    return { kind: "gone" };
  }
}

/** The Storyteller's NPC step: one line a chain (each opening on its steps), an undo of each and of the whole step. */
export class NpcStepCard extends NpcStepData {
  static override readonly TEMPLATE = NPC_STEP_CARD_TEMPLATE;
  static override readonly ACTIONS: CardActions = {
    npcStepUndo: (message: NpcStepMessage) => undoNpcStep(message),
    npcStepUndoChain: (message: NpcStepMessage, { button }) => undoNpcStepChain(message, button.dataset.messageId ?? ""),
  };

  override cardContext() {
    const message = this.parent as NpcStepMessage;
    const combat = game.combats?.get(this.combatId);
    const t = (key: string, data?: Record<string, string | number>) => say(key, data ?? {});
    return {
      ...npcStepCardContext({ records: this.records, undoneBy: this.undoneBy, message }, found, (id) => combat?.combatants.get(id)?.name ?? null, { isGM: game.user?.isGM === true }, t, counter(t, game.i18n?.lang ?? "en")),
    };
  }
}
