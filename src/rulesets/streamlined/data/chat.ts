import type { StreamlinedAttackInput, StreamlinedAttackKind, StreamlinedStep } from "../rules/chain";
import type { HealthPoints } from "../rules/health";
import type { StreamlinedOptions } from "../rules/options";
import { actorRefField, cardModel, chainRecordFields, facesField, textField } from "../../../data/chat/card-data";

const fields = foundry.data.fields;

export const STREAMLINED_ATTACK_KINDS = ["attack", "grapple", "killingBlow"] as const satisfies readonly StreamlinedAttackKind[];

/** One step taken, with who asked for it: the faces of a roll, or the Health the target had when it was applied. */
export type StreamlinedAnswerRecord =
  | { step: "attackRoll" | "defenceRoll" | "damageRoll"; kind: "faces"; faces: number[]; by: string }
  | { step: "apply"; kind: "apply"; current: HealthPoints; by: string };

function defineAttackSchema() {
  return {
    kind: new fields.StringField({ required: true, blank: false, choices: [...STREAMLINED_ATTACK_KINDS], initial: "attack" }),
    attacker: actorRefField(),
    target: actorRefField(),
    /** The weapon used, as the sheet named it when the attack began; blank for bare hands. */
    used: new fields.SchemaField({
      itemId: textField(),
      name: textField(),
    }),
    /** The chain's start is the rules' StreamlinedAttackInput (rules/chain.ts). */
    ...chainRecordFields(),
    /** The user who began the attack (the message itself is the Storyteller's). */
    startedBy: textField(),
  };
}

/** A chat message carrying one Streamlined attack chain: its start and answers only; the card is drawn from them. */
export class StreamlinedAttackData extends cardModel(defineAttackSchema) {
  get attackKind(): StreamlinedAttackKind {
    return this.kind as StreamlinedAttackKind;
  }

  get attackInput(): StreamlinedAttackInput {
    return this.start as unknown as StreamlinedAttackInput;
  }

  get streamlinedOptions(): StreamlinedOptions {
    return this.options as unknown as StreamlinedOptions;
  }

  get answerRecords(): StreamlinedAnswerRecord[] {
    return this.answers as unknown as StreamlinedAnswerRecord[];
  }
}

function defineEscapeSchema() {
  return {
    held: actorRefField(),
    holder: actorRefField(),
    escapePool: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    gripPool: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    escapeFaces: facesField(),
    gripFaces: facesField(),
    /** The user who tried to break free. */
    startedBy: textField(),
  };
}

/** A held character's attempt to break free (001 Grapples): both rolls, as the Storyteller's client threw them. */
export class StreamlinedEscapeData extends cardModel(defineEscapeSchema) {}

/** Which step a record's answer is for, in the order the chain takes them. */
export type RecordedStep = Exclude<StreamlinedStep, "done">;
