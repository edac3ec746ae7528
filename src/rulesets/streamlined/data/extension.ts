import { choiceField, rangedNumber } from "../../../data/fields/ranged-number";
import type { ModelPart, ModelParts } from "../../module";
import { streamlinedCombatantFields, streamlinedCombatFields } from "./combat/round-data";
import { ATTACK_ATTRIBUTES, ATTACK_SKILLS } from "../rules/contest";
import { STREAMLINED_DAMAGE_TYPES } from "../rules/health";

const fields = foundry.data.fields;

/**
 * Damage a character can carry by type. Max Health (Stamina + 3) is derived, never stored; the schema holds
 * each kind within the most any character can have (Stamina 10 + 3), and the sheet and the chain keep the sum
 * within the character's own max.
 */
export const STREAMLINED_DAMAGE_RANGE = { min: 0, max: 13 } as const;
/** Aggravated points a killing blow drove past 0: up to a second Health's worth. */
export const STREAMLINED_PAST_ZERO_RANGE = { min: 0, max: 13 } as const;
/** A weapon's damage modifier (001: margin + the weapon's modifier). */
export const STREAMLINED_MODIFIER_RANGE = { min: -5, max: 10 } as const;
/** An armour's protection rating (001: leather +2, an armoured coat +5). */
export const STREAMLINED_ARMOUR_RANGE = { min: 0, max: 10 } as const;

function characterFields() {
  return {
    streamlined: new fields.SchemaField({
      health: new fields.SchemaField({
        bashing: rangedNumber(STREAMLINED_DAMAGE_RANGE, 0),
        lethal: rangedNumber(STREAMLINED_DAMAGE_RANGE, 0),
        aggravated: rangedNumber(STREAMLINED_DAMAGE_RANGE, 0),
        pastZero: rangedNumber(STREAMLINED_PAST_ZERO_RANGE, 0),
        dead: new fields.BooleanField({ required: true, initial: false }),
      }),
      /** Who holds this character in a grapple (001 Grapples): the holder's actor and token, blank when free. */
      heldBy: new fields.SchemaField({
        actorId: new fields.StringField({ required: true, blank: true, initial: "" }),
        tokenUuid: new fields.StringField({ required: true, blank: true, initial: "" }),
      }),
    }),
  };
}

function weaponFields() {
  return {
    streamlined: new fields.SchemaField({
      modifier: rangedNumber(STREAMLINED_MODIFIER_RANGE, 0),
      attribute: choiceField(ATTACK_ATTRIBUTES, "strength"),
      skill: choiceField(ATTACK_SKILLS, "melee"),
      damageType: choiceField(STREAMLINED_DAMAGE_TYPES, "lethal"),
    }),
  };
}

function armourFields() {
  return { streamlined: new fields.SchemaField({ rating: rangedNumber(STREAMLINED_ARMOUR_RANGE, 0) }) };
}

const characterPart: ModelPart = Object.freeze({ fields: characterFields });

/**
 * Streamlined's parts of the subtypes the system composes (src/data/composed.ts), each under `streamlined`: its
 * Health and hold on the character and the npc, a weapon's modifier and an armour's rating, its round on the
 * combat, a combatant's part. It derives nothing on them: its readers (read.ts) compute as they read.
 */
export const STREAMLINED_MODEL_PARTS: ModelParts = {
  Actor: { character: characterPart, npc: characterPart },
  Item: { weapon: Object.freeze({ fields: weaponFields }), armor: Object.freeze({ fields: armourFields }) },
  Combat: { base: Object.freeze({ fields: streamlinedCombatFields }) },
  Combatant: { base: Object.freeze({ fields: streamlinedCombatantFields }) },
};
