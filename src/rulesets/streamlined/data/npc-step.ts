import { cardModel, textField } from "../../../data/chat/card-data";

const fields = foundry.data.fields;

function defineNpcStepSchema() {
  return {
    /** The fight, the round and the combatant whose turn the step resolved. */
    combatId: new fields.StringField({ required: true, blank: false }),
    round: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
    attackerId: new fields.StringField({ required: true, blank: false }),
    /**
     * One entry per planned attack: its attack card (blank when it was skipped or could not begin), its target
     * (blank when none was planned), and why it has no card (a language key and its data; blank when it has one).
     */
    chains: new fields.ArrayField(
      new fields.SchemaField({
        actionIndex: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
        messageId: textField(),
        targetId: textField(),
        refusalKey: textField(),
        refusalData: new fields.ObjectField({ required: true, initial: {} }),
      }),
    ),
    /** The Storyteller who undid the whole step, or blank. */
    undoneBy: textField(),
  };
}

/** One planned attack of a step, as the step's card stores it. */
export interface StreamlinedNpcStepRecord {
  actionIndex: number;
  messageId: string;
  targetId: string;
  refusal: { key: string; data: Record<string, string | number> } | null;
}

/** The Storyteller's NPC step: which attack cards it began on whose turn, read back by its card and its undo. */
export class StreamlinedNpcStepData extends cardModel(defineNpcStepSchema) {
  get records(): StreamlinedNpcStepRecord[] {
    return this.chains.map((entry) => ({
      actionIndex: entry.actionIndex,
      messageId: entry.messageId,
      targetId: entry.targetId,
      refusal: entry.refusalKey ? { key: entry.refusalKey, data: { ...(entry.refusalData as Record<string, string | number>) } } : null,
    }));
  }
}
