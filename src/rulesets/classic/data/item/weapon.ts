import { ATTRIBUTES } from "../../../../rules/character/traits";
import { DAMAGE_SOURCE_IDS } from "../../rules/combat/damage-sources";
import { choiceField, rangedNumber, rangeValidator } from "../../../../data/fields/ranged-number";
import type { SharedGearSchema } from "../../../../data/item/gear";
import type { ModelPart } from "../../../module";
import { CONCEALMENT, DAMAGE_TYPES, WEAPON_KINDS } from "./source";
import { CLIP_RANGE, LOADED_RANGE, DAMAGE_BONUS_RANGE, DIFFICULTY_RANGE, RATE_RANGE, WEAPON_RANGE_RANGE } from "./ranges";

const fields = foundry.data.fields;

/** Classic's part of a weapon (src/data/item/gear.ts holds its identifier, description and whether it is held). */
function classicWeaponFields() {
  return {
    /** The book and chart it comes from ("V20 core, melee weapons chart"), as a maneuver cites its rules; none for a table's own. */
    source: new fields.StringField({ required: true, blank: true, initial: "" }),
    kind: choiceField(WEAPON_KINDS, "melee"),
    damage: new fields.SchemaField({
      /** "" for fixed damage (firearms); otherwise the attribute the bonus adds to (Strength for melee). */
      attribute: new fields.StringField({ required: true, blank: true, initial: "strength", choices: ["", ...ATTRIBUTES] }),
      bonus: rangedNumber(DAMAGE_BONUS_RANGE, 1),
      type: choiceField(DAMAGE_TYPES, "bashing"),
    }),
    damageSource: choiceField(DAMAGE_SOURCE_IDS, "blunt"),
    silver: new fields.BooleanField({ required: true, initial: false }),
    difficulty: rangedNumber(DIFFICULTY_RANGE, 6),
    range: rangedNumber(WEAPON_RANGE_RANGE, 0),
    rate: rangedNumber(RATE_RANGE, 0),
    clip: rangedNumber(CLIP_RANGE, 0),
    chambered: new fields.BooleanField({ required: true, initial: false }),
    automatic: new fields.BooleanField({ required: true, initial: false }),
    /**
     * Rounds in the clip now (V20 core, Firearms: a burst takes three, full auto and a spray empty the clip). Null
     * is a clip nobody has counted, read as full: a weapon stored before the field existed loads with null, so no
     * stored weapon is rewritten and none is read as empty.
     */
    loaded: new fields.NumberField({ required: true, nullable: true, initial: null, validate: (value: unknown) => value === null || rangeValidator(LOADED_RANGE)(value) }),
    concealment: choiceField(CONCEALMENT, "pocket"),
  };
}

export type WeaponSchema = SharedGearSchema & ReturnType<typeof classicWeaponFields>;

export const CLASSIC_WEAPON_PART: ModelPart = Object.freeze({ fields: classicWeaponFields });
