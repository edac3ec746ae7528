import { rangedNumber } from "../../../data/fields/ranged-number";
import type { ModelPart, ModelParts } from "../../module";
import { MET_ASPECTS, MET_CATEGORIES } from "../rules/traits";

const fields = foundry.data.fields;

/** How many of one named trait a character has ("Brawny ×2"). */
export const MET_TRAIT_RANGE = { min: 1, max: 10 } as const;
/** Levels of an ability (each a retest), Willpower and blood points. */
export const MET_ABILITY_RANGE = { min: 0, max: 10 } as const;
export const MET_WILLPOWER_RANGE = { min: 0, max: 10 } as const;
export const MET_BLOOD_RANGE = { min: 0, max: 20 } as const;
/** Health levels marked by each kind of damage, within the longest track a character can have. */
export const MET_DAMAGE_RANGE = { min: 0, max: 10 } as const;
/** Extra actions one power gives in a round. */
export const MET_EXTRA_ACTION_RANGE = { min: 0, max: 3 } as const;
/** The longest name a named trait, ability or power may have, and how many of each a list keeps. */
export const MET_NAME_LENGTH = 40;
export const MET_LIST_LENGTH = 30;

const nameField = () => new fields.StringField({ required: true, blank: false, trim: true, validate: (value: unknown) => typeof value === "string" && value.length <= MET_NAME_LENGTH });
const namesField = () => new fields.ArrayField(nameField(), { validate: (value: unknown) => Array.isArray(value) && value.length <= MET_LIST_LENGTH });
const pool = (range: { min: number; max: number }, value: number) => new fields.SchemaField({ value: rangedNumber(range, value), max: rangedNumber(range, value) });

/** A merit's category: one of the three, or any challenge. */
export const MET_MERIT_CATEGORIES = ["any", ...MET_CATEGORIES] as const;
export type MetMeritCategory = (typeof MET_MERIT_CATEGORIES)[number];

const ALL_ASPECTS = MET_CATEGORIES.flatMap((category) => [...MET_ASPECTS[category]]);

/** A category's named traits, each with the aspect it is related to and how many of it the character has. */
function traitsField() {
  return new fields.ArrayField(
    new fields.SchemaField({
      name: nameField(),
      aspect: new fields.StringField({ required: true, blank: false, choices: ALL_ASPECTS, initial: ALL_ASPECTS[0] }),
      count: rangedNumber(MET_TRAIT_RANGE, 1),
    }),
    { validate: (value: unknown) => Array.isArray(value) && value.length <= MET_LIST_LENGTH },
  );
}

const categoryField = () => new fields.StringField({ required: true, blank: false, choices: [...MET_CATEGORIES], initial: "physical" });

/** One list of names per category (negative traits; traits lost this scene, one name per trait lost). */
const byCategory = () => new fields.SchemaField({ physical: namesField(), social: namesField(), mental: namesField() });

function characterFields() {
  return {
    met: new fields.SchemaField({
      /** Named traits by category; a category's count (what is bid and what initiative compares) is their sum. */
      traits: new fields.SchemaField({ physical: traitsField(), social: traitsField(), mental: traitsField() }),
      /** Negative traits, which an opponent may bid against this character. */
      negative: byCategory(),
      /** Traits bid and lost this scene, struck on the sheet until the scene ends. */
      lost: byCategory(),
      /** Abilities, each level one retest in a challenge of its category (003 Retests: Brawl, Dodge for physical ones). */
      abilities: new fields.ArrayField(new fields.SchemaField({ name: nameField(), count: rangedNumber(MET_ABILITY_RANGE, 1), category: categoryField() }), {
        validate: (value: unknown) => Array.isArray(value) && value.length <= MET_LIST_LENGTH,
      }),
      /** Powers the character may call as a retest, each for the category it answers (Might for a physical test). */
      powers: new fields.ArrayField(
        new fields.SchemaField({
          name: nameField(),
          category: categoryField(),
          /** Whether the power must be the last retest of its challenge (003 Retests: Might). */
          last: new fields.BooleanField({ required: true, initial: false }),
          /** Extra actions it gives after everyone's initiative (003 Multiple Actions: Swiftness one, Legerity two). */
          extraActions: rangedNumber(MET_EXTRA_ACTION_RANGE, 0),
        }),
        { validate: (value: unknown) => Array.isArray(value) && value.length <= MET_LIST_LENGTH },
      ),
      /**
       * Merits (003 Retests: a merit retest), each for one category or any ("any"), and whether it gives a retest;
       * a character stored before merits had a place reads with none.
       */
      merits: new fields.ArrayField(
        new fields.SchemaField({
          name: nameField(),
          category: new fields.StringField({ required: true, blank: false, choices: [...MET_MERIT_CATEGORIES], initial: "any" }),
          retest: new fields.BooleanField({ required: true, initial: true }),
        }),
        { validate: (value: unknown) => Array.isArray(value) && value.length <= MET_LIST_LENGTH },
      ),
      /** Ability levels expended on retests this scene, one name per level. */
      abilitiesSpent: namesField(),
      willpower: pool(MET_WILLPOWER_RANGE, 2),
      blood: pool(MET_BLOOD_RANGE, 10),
      health: new fields.SchemaField({
        bashing: rangedNumber(MET_DAMAGE_RANGE, 0),
        lethal: rangedNumber(MET_DAMAGE_RANGE, 0),
        aggravated: rangedNumber(MET_DAMAGE_RANGE, 0),
      }),
      /** Who holds this character in a grapple (003 Grappling): the holder's actor id, blank when free. */
      grappledBy: new fields.StringField({ required: true, blank: true, initial: "" }),
    }),
  };
}

/** A combatant's declaration for the round (003 Order of Actions): the categories of its action's tests, its extra actions. */
export function metCombatantFields() {
  return {
    met: new fields.SchemaField({
      /** Empty: no action that needs a test (initiative is then Physical traits). */
      categories: new fields.ArrayField(categoryField(), { validate: (value: unknown) => Array.isArray(value) && value.length <= 3 }),
      /** The powers whose extra actions it takes this round, one entry per action. */
      extraActions: namesField(),
    }),
  };
}

/** The round's place in the extra actions (003 Multiple Actions): null while the initiative steps run. */
export function metCombatFields() {
  return { met: new fields.SchemaField({ extraStep: new fields.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }) }) };
}

const characterPart: ModelPart = Object.freeze({ fields: characterFields });

/**
 * Mind's Eye Theatre's parts of the subtypes the system composes (src/data/composed.ts), each under `met`: its
 * traits on the character and the npc, its round on a combat, a combatant's declaration. It derives nothing on
 * them: its readers (read.ts) compute as they read.
 */
export const MET_MODEL_PARTS: ModelParts = {
  Actor: { character: characterPart, npc: characterPart },
  Combat: { base: Object.freeze({ fields: metCombatFields }) },
  Combatant: { base: Object.freeze({ fields: metCombatantFields }) },
};
