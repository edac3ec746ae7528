import { actorRefField, cardModel, textField } from "../../../../src/data/chat/card-data";

const fields = foundry.data.fields;

/** What a toy attack's card stores: who attacked whom, the die, and the target's Health after it. */
function defineAttackSchema() {
  return {
    attacker: actorRefField(),
    target: actorRefField(),
    face: new fields.NumberField({ required: true, nullable: false, integer: true, min: 1, max: 10, initial: 1 }),
    hit: new fields.BooleanField({ required: true, initial: false }),
    health: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    startedBy: textField(),
  };
}

/** A toy attack's stored shape; the chat layer draws it (../chat/card.ts). */
export class ToyAttackData extends cardModel(defineAttackSchema) {}
