import { rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { FETISH_LEVEL_RANGE, FETISH_GNOSIS_RANGE } from "./source";

const fields = foundry.data.fields;

/**
 * A fetish (W20 core): an object with a spirit bound into it. It is activated by rolling the owner's Gnosis at
 * a difficulty of the fetish's own Gnosis, once the owner has attuned to it.
 */
function defineFetishSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    level: rangedNumber(FETISH_LEVEL_RANGE, 1),
    gnosis: rangedNumber(FETISH_GNOSIS_RANGE, 5),
    attuned: new fields.BooleanField({ required: true, initial: false }),
  };
}

export type FetishSchema = ReturnType<typeof defineFetishSchema>;

export class FetishData extends foundry.abstract.TypeDataModel<FetishSchema, Item.Implementation> {
  static override defineSchema(): FetishSchema {
    return defineFetishSchema();
  }
}
