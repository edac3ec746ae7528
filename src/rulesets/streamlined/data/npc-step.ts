import { cardModel, textField } from "../../../data/chat/card-data";
import { npcStepFields, npcStepRecordsOf, type NpcStepRecord } from "../../../data/chat/npc-step";

const fields = foundry.data.fields;

/**
 * The step's turn: the round and the combatant whose turn it was; each planned attack's action and its target
 * (blank when none was planned). The shared fields: src/data/chat/npc-step.ts.
 */
function defineNpcStepSchema() {
  const positive = () => new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 });
  const attackerId = new fields.StringField({ required: true, blank: false });
  return npcStepFields({ round: positive(), attackerId }, { actionIndex: positive(), targetId: textField() });
}

/** One planned attack of a step, as the step's card stores it: its action, and its target (blank when none). */
export type StreamlinedNpcStepRecord = NpcStepRecord & { actionIndex: number; targetId: string };

/** The Storyteller's NPC step: which attack cards it began on whose turn, read back by its card and its undo. */
export class StreamlinedNpcStepData extends cardModel(defineNpcStepSchema) {
  get records(): StreamlinedNpcStepRecord[] {
    return npcStepRecordsOf(this.chains, (entry) => ({ actionIndex: entry.actionIndex, targetId: entry.targetId }));
  }
}
