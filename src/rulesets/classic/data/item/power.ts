import { ABILITIES, ATTRIBUTES } from "../../../../rules/character/traits";
import { choiceField, rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { POWER_KINDS } from "./source";
import { DIFFICULTY_RANGE } from "./weapon";

const fields = foundry.data.fields;

export const POWER_LEVEL_RANGE = { min: 0, max: 10 } as const;
const TRAIT_CHOICES = ["", ...ATTRIBUTES, ...ABILITIES];

function definePowerSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    kind: choiceField(POWER_KINDS, "discipline"),
    /** The dot level of a discipline power or the rank of a Gift. */
    level: rangedNumber(POWER_LEVEL_RANGE, 1),
    /** An optional dice effect: with a first trait, the sheet offers a roll of these traits at this difficulty. */
    roll: new fields.SchemaField({
      first: new fields.StringField({ required: true, blank: true, initial: "", choices: TRAIT_CHOICES }),
      second: new fields.StringField({ required: true, blank: true, initial: "", choices: TRAIT_CHOICES }),
      difficulty: rangedNumber(DIFFICULTY_RANGE, 6),
    }),
  };
}

export type PowerSchema = ReturnType<typeof definePowerSchema>;

export class PowerData extends foundry.abstract.TypeDataModel<PowerSchema, Item.Implementation> {
  static override defineSchema(): PowerSchema {
    return definePowerSchema();
  }
}
