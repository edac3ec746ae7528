import { foundChain, npcStepReader } from "../../../chat/npc-step/card";
import { npcStepUndoActions } from "../../../chat/npc-step/undo";
import { writtenByStoryteller } from "../../../chat/records";
import { StreamlinedNpcStepData, type StreamlinedNpcStepRecord } from "../data/npc-step";
import { isAttackMessage } from "./documents";
import { STREAMLINED_NPC_STEP_TEMPLATE, streamlinedNpcStepCardContext, type FoundStreamlinedChain } from "./npc-step-card";
import { playedByPlayer } from "../../../chat/npc-step/run";
import type { StreamlinedNpcStepMessage } from "./npc-step-run";
import { STREAMLINED_NPC_STEP_UNDO } from "./npc-step-undo";
import { currentChain } from "./perform";
import { resolveActor } from "../../../chat/records";

const found = (record: StreamlinedNpcStepRecord): FoundStreamlinedChain =>
  foundChain(record, isAttackMessage, (message) => ({ kind: "chain", chain: currentChain(message), undone: Boolean(message.system.undoneBy), targetPlayed: playedByPlayer(resolveActor(message.system.target)) }));

/** The Storyteller's NPC step: one line a planned attack (each opening on its rolls), an undo of each and of all. */
export class StreamlinedNpcStepCard extends StreamlinedNpcStepData {
  static override readonly TEMPLATE = STREAMLINED_NPC_STEP_TEMPLATE;
  static override readonly ACTIONS = npcStepUndoActions({ all: "streamlinedNpcStepUndo", one: "streamlinedNpcStepUndoChain" }, STREAMLINED_NPC_STEP_UNDO);

  override cardContext() {
    const { t, viewer, nameOf } = npcStepReader(this.combatId);
    const of = (id: string) => nameOf(id) ?? id;
    return { ...streamlinedNpcStepCardContext({ records: this.records, undoneBy: this.undoneBy, untrusted: !writtenByStoryteller(this.parent as StreamlinedNpcStepMessage) }, found, { attacker: of(this.attackerId), of }, viewer, t) };
  }
}
