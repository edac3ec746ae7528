import { ABILITIES, ATTRIBUTES } from "../../../../rules/character/traits";
import { choiceField, rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { ROLLED_RATINGS } from "../actor/chronicle-keys";
import { POWER_KINDS } from "./source";
import { DIFFICULTY_RANGE, POWER_COST_RANGE, POWER_LEVEL_RANGE } from "./ranges";

const fields = foundry.data.fields;

const TRAIT_CHOICES = ["", ...ATTRIBUTES, ...ABILITIES, ...ROLLED_RATINGS];

function definePowerSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    kind: choiceField(POWER_KINDS, "discipline"),
    /** The dot level of a discipline power, the rank of a Gift or the level of a rite. */
    level: rangedNumber(POWER_LEVEL_RANGE, 1),
    /**
     * The identifier of what the power belongs to: the discipline (or path) item it is a power of ("dominate",
     * "path-of-blood"), or, for a Gift, the breed, auspice or tribe that teaches it; "" for none.
     */
    belongsTo: identifierField(),
    /** What using it spends (V20 / W20 core): blood points, Willpower, Rage and Gnosis. */
    cost: new fields.SchemaField({
      blood: rangedNumber(POWER_COST_RANGE, 0),
      willpower: rangedNumber(POWER_COST_RANGE, 0),
      rage: rangedNumber(POWER_COST_RANGE, 0),
      gnosis: rangedNumber(POWER_COST_RANGE, 0),
    }),
    /**
     * An optional dice effect: with a first trait, the sheet offers a roll of these traits at this difficulty. A
     * trait is an Attribute, an Ability or one of `ROLLED_RATINGS` (permanent Willpower, Rage, Gnosis, a Virtue).
     */
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
