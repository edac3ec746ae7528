import { extensionFields } from "../../../extensions";
import { rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { ARMOR_PENALTY_RANGE, ARMOR_RATING_RANGE } from "./ranges";

const fields = foundry.data.fields;

function defineArmorSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    /** The book and chart it comes from ("V20 core, armor chart (Kevlar vest)"); none for a table's own. */
    source: new fields.StringField({ required: true, blank: true, initial: "" }),
    rating: rangedNumber(ARMOR_RATING_RANGE, 1),
    dexterityPenalty: rangedNumber(ARMOR_PENALTY_RANGE, 0),
    equipped: new fields.BooleanField({ required: true, initial: false }),
  };
}

export type ArmorSchema = ReturnType<typeof defineArmorSchema>;

export class ArmorData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override defineSchema(): ArmorSchema {
    return { ...defineArmorSchema(), ...extensionFields("Item", "armor") };
  }
}
