import { extensionFields } from "../../../extensions";
import { rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { DISCIPLINE_RATING_RANGE } from "./source";

const fields = foundry.data.fields;

/**
 * A Discipline the character has learned (V20 core), rated. A path of Thaumaturgy or Necromancy is a discipline
 * item of its own, with its own rating, whose `parent` is the identifier of the Discipline it belongs to
 * ("thaumaturgy"); a Discipline has none. `inClan` marks the clan's own Disciplines (cheaper to raise).
 *
 * Celerity, Fortitude and Potence (identifiers `celerity`, `fortitude`, `potence`) drive the numbers the combat
 * rules read, `system.disciplines.<id>` on the actor: the item's rating is copied there when it is created,
 * changed or deleted (data/actor/combat-disciplines.ts).
 */
function defineDisciplineSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    rating: rangedNumber(DISCIPLINE_RATING_RANGE, 1),
    parent: identifierField(),
    inClan: new fields.BooleanField({ required: true, initial: false }),
  };
}

export type DisciplineSchema = ReturnType<typeof defineDisciplineSchema>;

export class DisciplineData extends foundry.abstract.TypeDataModel<DisciplineSchema, Item.Implementation> {
  static override defineSchema(): DisciplineSchema {
    return { ...defineDisciplineSchema(), ...extensionFields("Item", "discipline") };
  }
}
