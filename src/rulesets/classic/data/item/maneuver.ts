import { GAROU_FORMS } from "../../rules/character/vocabulary";
import { MANEUVER_GROUPS } from "../../rules/maneuvers/types";
import { plainManeuver } from "../../rules/maneuvers/plain";
import { choiceField, rangedNumber } from "../../../../data/fields/ranged-number";
import { identifierField } from "../../../../data/item/identifier";
import { checkManeuverSource } from "./maneuver-source";

const fields = foundry.data.fields;

/** The rules' pool modifier range (rules/maneuvers/validate.ts); the field refuses past it at once. */
export const MANEUVER_POOL_MODIFIER_RANGE = { min: -10, max: 10 } as const;

const PLAIN = plainManeuver("");

/** A fresh copy of a plain-data part of the format, typed as the object field stores it. */
const jsonCopy = (value: object): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/**
 * A maneuver item's system data is the rules' maneuver format (`ManeuverDefinition`, rules/maneuvers/types.ts)
 * with `identifier` as its `id`, plus a description. The parts that are unions in that format (rolls, damage,
 * damage type, prerequisites, effect) are stored as the plain objects the format names; the whole is checked
 * by the rules' reader in `validateJoint`, so a bad maneuver is refused naming its field and the old value is kept.
 * A new item starts as the plain bare-handed attack (`plainManeuver`).
 */
function defineManeuverSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    source: new fields.StringField({ required: true, blank: true, initial: "" }),
    group: choiceField(MANEUVER_GROUPS, "custom"),
    rolls: new fields.ArrayField(new fields.ObjectField(), { required: true, initial: () => PLAIN.rolls.map(jsonCopy) }),
    difficulty: new fields.SchemaField({
      kind: choiceField(["absolute", "relative"] as const, "relative"),
      // Its range depends on the kind (2..10 absolute, -8..8 relative): the joint check reads it.
      value: new fields.NumberField({ required: true, nullable: false, initial: 0 }),
    }),
    poolModifier: rangedNumber(MANEUVER_POOL_MODIFIER_RANGE, 0),
    damage: new fields.ObjectField({ required: true, initial: () => jsonCopy(PLAIN.damage) }),
    damageType: new fields.ObjectField({ required: true, nullable: true, initial: () => (PLAIN.damageType ? jsonCopy(PLAIN.damageType) : null) }),
    /** Null when no Garou form limits it (the 000 table is for vampires). */
    forms: new fields.ArrayField(choiceField(GAROU_FORMS, "homid"), { required: true, nullable: true, initial: null }),
    prerequisites: new fields.ArrayField(new fields.ObjectField(), { required: true, initial: () => [] }),
    effect: new fields.ObjectField({ required: true, initial: () => jsonCopy(PLAIN.effect) }),
    /** Language keys of reminders for the Storyteller. */
    notes: new fields.ArrayField(new fields.StringField({ required: true, blank: false }), { required: true, initial: () => [] }),
  };
}

export type ManeuverSchema = ReturnType<typeof defineManeuverSchema>;

export class ManeuverData extends foundry.abstract.TypeDataModel<ManeuverSchema, Item.Implementation> {
  static override defineSchema(): ManeuverSchema {
    return defineManeuverSchema();
  }

  /** The whole maneuver, checked by the rules' reader: a bad one is refused with the path of its first bad field. */
  static override validateJoint(data: foundry.data.fields.SchemaField.SourceData<ManeuverSchema>): void {
    // Foundry's base check first; its declared parameter type does not name subclasses' data.
    super.validateJoint(data as never);
    checkManeuverSource(data);
  }
}
