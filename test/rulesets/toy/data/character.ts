import { rangedNumber } from "../../../../src/data/fields/ranged-number";
import type { ModelPart, ModelParts } from "../../../../src/rulesets/module";
import { maxHealth, TOY_GRIT } from "../rules/index";

const fields = foundry.data.fields;

/** The most damage a character can carry: a whole Health of the most Grit. */
export const TOY_DAMAGE_RANGE = { min: 0, max: maxHealth(TOY_GRIT.max) } as const;

/** The toy's part of a character, under `toy`: its Grit, and the damage taken (its Health is Grit + 3 less that). */
function characterFields() {
  return {
    toy: new fields.SchemaField({
      grit: rangedNumber(TOY_GRIT, 2),
      damage: rangedNumber(TOY_DAMAGE_RANGE, 0),
    }),
  };
}

const characterPart: ModelPart = Object.freeze({ fields: characterFields });

/** The toy's parts of the composed subtypes: its Grit and damage on the character and the npc. */
export const TOY_MODEL_PARTS: ModelParts = { Actor: { character: characterPart, npc: characterPart } };
