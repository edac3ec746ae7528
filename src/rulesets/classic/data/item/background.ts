import { extensionFields } from "../../../extensions";
import { rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";

const fields = foundry.data.fields;

/** Backgrounds run 0..5 on the sheet (V20 / W20 core); elders' Generation and the like may pass it. */
export const BACKGROUND_RATING_RANGE = { min: 0, max: 10 } as const;

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
    return { ...defineBackgroundSchema(), ...extensionFields("Item", "background") };
  }
}
