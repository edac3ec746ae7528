import { extensionFields } from "../../../extensions";
import { choiceField, rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";

const fields = foundry.data.fields;

export const MERIT_KINDS = ["merit", "flaw"] as const;
export type MeritKind = (typeof MERIT_KINDS)[number];

/** Merits cost, and Flaws give, one to seven points (V20 / W20 core). */
export const MERIT_POINTS_RANGE = { min: 1, max: 7 } as const;

/** A Merit or a Flaw and its points. */
function defineMeritSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    kind: choiceField(MERIT_KINDS, "merit"),
    points: rangedNumber(MERIT_POINTS_RANGE, 1),
  };
}

export type MeritSchema = ReturnType<typeof defineMeritSchema>;

export class MeritData extends foundry.abstract.TypeDataModel<MeritSchema, Item.Implementation> {
  static override defineSchema(): MeritSchema {
    return { ...defineMeritSchema(), ...extensionFields("Item", "merit") };
  }
}
