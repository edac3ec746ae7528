import { rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { DISCIPLINE_RATING_RANGE } from "./source";

const fields = foundry.data.fields;

/**
 * A Discipline the character has learned (V20 core), rated. A path of Thaumaturgy or Necromancy is a discipline
 * item of its own, with its own rating, whose `belongsTo` is the identifier of the Discipline it belongs to
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
    belongsTo: identifierField(),
    inClan: new fields.BooleanField({ required: true, initial: false }),
  };
}

export type DisciplineSchema = ReturnType<typeof defineDisciplineSchema>;

export class DisciplineData extends foundry.abstract.TypeDataModel<DisciplineSchema, Item.Implementation> {
  static override defineSchema(): DisciplineSchema {
    return defineDisciplineSchema();
  }

  /**
   * The Discipline a path belongs to was stored as `parent` before. `parent` is every Foundry data model's own
   * read-only member (DataModel's constructor defines it), so a schema field of that name made every Discipline
   * throw as it was built: none could be created, and those in a world were dropped at load. The old key is read
   * as `belongsTo` whenever such data is built or updated (Foundry migrates an update's changes too); Foundry's
   * server keeps no system models, so this is what carries the rename, at every load.
   */
  static override migrateData(source: Record<string, unknown>) {
    if (Object.hasOwn(source, "parent")) {
      const { parent, ...rest } = source;
      if (!Object.hasOwn(rest, "belongsTo") && typeof parent === "string") rest.belongsTo = parent;
      for (const key of Object.keys(source)) Reflect.deleteProperty(source, key);
      Object.assign(source, rest);
    }
    return super.migrateData(source);
  }
}
