import { choiceField, rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { MERIT_KINDS, MERIT_POINTS_RANGE } from "./source";

const fields = foundry.data.fields;

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
    return defineMeritSchema();
  }
}
