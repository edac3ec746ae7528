import { foundChain, npcStepReader } from "../../../../chat/npc-step/card";
import { npcStepUndoActions } from "../../../../chat/npc-step/undo";
import { NpcStepData, type NpcStepChainRecord } from "../../data/chat/npc-step";
import { resolveActor } from "../../../../chat/records";
import { defenderPlayed, isChainMessage } from "../documents";
import { NPC_STEP_CARD_TEMPLATE, npcStepCardContext, type FoundChain } from "../npc-step-card";
import type { NpcStepMessage } from "../npc-step-run";
import { NPC_STEP_UNDO } from "../npc-step-undo";
import { currentChain } from "../perform";
import { counter } from "../roll-view";

const found = (record: NpcStepChainRecord): FoundChain =>
  foundChain(record, isChainMessage, (message) => {
    const chain = currentChain(message);
    const names = { attacker: resolveActor(message.system.attacker)?.name ?? chain.plan.attacker.name, target: resolveActor(message.system.target)?.name ?? chain.plan.target.name };
    return { kind: "chain", chain, undone: Boolean(message.system.undoneBy), defenderPlayed: defenderPlayed(message), names };
  });

/** The Storyteller's NPC step: one line a chain (each opening on its steps), an undo of each and of the whole step. */
export class NpcStepCard extends NpcStepData {
  static override readonly TEMPLATE = NPC_STEP_CARD_TEMPLATE;
  static override readonly ACTIONS = npcStepUndoActions({ all: "npcStepUndo", one: "npcStepUndoChain" }, NPC_STEP_UNDO);

  override cardContext() {
    const { t, lang, viewer, nameOf } = npcStepReader(this.combatId);
    return { ...npcStepCardContext({ records: this.records, undoneBy: this.undoneBy, message: this.parent as NpcStepMessage }, found, nameOf, viewer, t, counter(t, lang)) };
  }
}
