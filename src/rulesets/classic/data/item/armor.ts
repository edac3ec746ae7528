import { rangedNumber } from "../../../../data/fields/ranged-number";
import type { SharedGearSchema } from "../../../../data/item/gear";
import type { ModelPart } from "../../../module";
import { ARMOR_PENALTY_RANGE, ARMOR_RATING_RANGE } from "./ranges";

const fields = foundry.data.fields;

/** Classic's part of an armour (src/data/item/gear.ts holds its identifier, description and whether it is worn). */
function classicArmorFields() {
  return {
    /** The book and chart it comes from ("V20 core, armor chart (Kevlar vest)"); none for a table's own. */
    source: new fields.StringField({ required: true, blank: true, initial: "" }),
    rating: rangedNumber(ARMOR_RATING_RANGE, 1),
    dexterityPenalty: rangedNumber(ARMOR_PENALTY_RANGE, 0),
  };
}

export type ArmorSchema = SharedGearSchema & ReturnType<typeof classicArmorFields>;

export const CLASSIC_ARMOR_PART: ModelPart = Object.freeze({ fields: classicArmorFields });
