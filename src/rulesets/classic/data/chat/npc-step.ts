import { cardModel, textField } from "../../../../data/chat/card-data";

const fields = foundry.data.fields;

function defineNpcStepSchema() {
  return {
    /** The fight, and the turn of its round the step resolved (the round's `roundId` or number, and the turn's key). */
    combatId: new fields.StringField({ required: true, blank: false }),
    roundKey: new fields.StringField({ required: true, blank: false }),
    turnKey: new fields.StringField({ required: true, blank: false }),
    /**
     * One entry per NPC attack of the step: its attack card (blank when the attack could not begin), the two
     * combatants, and why it could not begin (a language key and its data; blank when it began).
     */
    chains: new fields.ArrayField(
      new fields.SchemaField({
        messageId: textField(),
        attackerId: new fields.StringField({ required: true, blank: false }),
        targetId: new fields.StringField({ required: true, blank: false }),
        refusalKey: textField(),
        refusalData: new fields.ObjectField({ required: true, initial: {} }),
      }),
    ),
    /** The Storyteller who undid the whole step, or blank. */
    undoneBy: textField(),
  };
}

/** One NPC attack of a step, as the step's card stores it. */
export interface NpcStepChainRecord {
  messageId: string;
  attackerId: string;
  targetId: string;
  refusal: { key: string; data: Record<string, string | number> } | null;
}

/** The Storyteller's NPC step: which attack cards it began in which turn, read back by its summary card and its undo. */
export class NpcStepData extends cardModel(defineNpcStepSchema) {
  get records(): NpcStepChainRecord[] {
    return this.chains.map((entry) => ({
      messageId: entry.messageId,
      attackerId: entry.attackerId,
      targetId: entry.targetId,
      refusal: entry.refusalKey ? { key: entry.refusalKey, data: { ...(entry.refusalData as Record<string, string | number>) } } : null,
    }));
  }
}
