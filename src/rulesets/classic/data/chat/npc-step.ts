import { cardModel } from "../../../../data/chat/card-data";
import { npcStepFields, npcStepRecordsOf, type NpcStepRecord } from "../../../../data/chat/npc-step";

const fields = foundry.data.fields;

/**
 * The step's turn: the round (its `roundId` or number) and the turn's key; each attack's two combatants (the
 * shared fields: src/data/chat/npc-step.ts).
 */
function defineNpcStepSchema() {
  const combatantId = () => new fields.StringField({ required: true, blank: false });
  return npcStepFields({ roundKey: combatantId(), turnKey: combatantId() }, { attackerId: combatantId(), targetId: combatantId() });
}

/** One NPC attack of a step, as the step's card stores it: its two combatants. */
export type NpcStepChainRecord = NpcStepRecord & { attackerId: string; targetId: string };

/** The Storyteller's NPC step: which attack cards it began in which turn, read back by its summary card and its undo. */
export class NpcStepData extends cardModel(defineNpcStepSchema) {
  get records(): NpcStepChainRecord[] {
    return npcStepRecordsOf(this.chains, (entry) => ({ attackerId: entry.attackerId, targetId: entry.targetId }));
  }
}
