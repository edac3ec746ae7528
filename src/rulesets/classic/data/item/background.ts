import { rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { BACKGROUND_RATING_RANGE } from "./source";

const fields = foundry.data.fields;

/** A Background (Allies, Resources, Generation, Kinfolk…), rated (V20 / W20 core). */
function defineBackgroundSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    rating: rangedNumber(BACKGROUND_RATING_RANGE, 1),
  };
}

export type BackgroundSchema = ReturnType<typeof defineBackgroundSchema>;

export class BackgroundData extends foundry.abstract.TypeDataModel<BackgroundSchema, Item.Implementation> {
  static override defineSchema(): BackgroundSchema {
    return defineBackgroundSchema();
  }
}
