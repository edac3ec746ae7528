import {
  ABILITIES,
  ATTRIBUTES,
  COMBAT_DISCIPLINES,
  CREATURE_KINDS,
  GAROU_AUSPICES,
  GAROU_BREEDS,
  GAROU_FORMS,
  TRAIT_RANGE,
  type Ability,
  type Attribute,
  type CombatDiscipline,
} from "../../../../rules/character/traits";
import { choiceField, rangedNumber } from "../../../../data/fields/ranged-number";
import { GENERATION_RANGE, MAX_BLOOD_POOL } from "../../rules/character/generation";
import { DISCIPLINE_RANGE, HEALTH_RANGE, POOL_RANGE } from "./ranges";

const fields = foundry.data.fields;


function ratedTrait(range: { min: number; max: number }, initial: number) {
  return new fields.SchemaField({
    value: rangedNumber(range, initial),
    specialty: new fields.StringField({ required: true, blank: true, initial: "" }),
  });
}
type RatedTraitField = ReturnType<typeof ratedTrait>;

function byKey<K extends string, F>(keys: readonly K[], make: (key: K) => F): Record<K, F> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, F>;
}

function permanentAndCurrent(initial: number) {
  return new fields.SchemaField({
    permanent: rangedNumber(POOL_RANGE, initial),
    current: rangedNumber(POOL_RANGE, initial),
  });
}

/**
 * What every Storyteller character carries, the player's character and the Storyteller's alike: all that
 * `CharacterStats` (src/rulesets/classic/rules/character/stats.ts) reads, plus the biography. Armour is not stored here: it
 * comes from the equipped armour items.
 */
export function defineActorSchema() {
  return {
    creature: choiceField(CREATURE_KINDS, "mortal"),
    attributes: new fields.SchemaField(byKey<Attribute, RatedTraitField>(ATTRIBUTES, () => ratedTrait(TRAIT_RANGE.attribute, 1))),
    abilities: new fields.SchemaField(byKey<Ability, RatedTraitField>(ABILITIES, () => ratedTrait(TRAIT_RANGE.ability, 0))),
    willpower: permanentAndCurrent(1),
    health: new fields.SchemaField({
      bashing: rangedNumber(HEALTH_RANGE, 0),
      lethal: rangedNumber(HEALTH_RANGE, 0),
      aggravated: rangedNumber(HEALTH_RANGE, 0),
    }),
    disciplines: new fields.SchemaField(
      byKey<CombatDiscipline, ReturnType<typeof rangedNumber>>(COMBAT_DISCIPLINES, () => rangedNumber(DISCIPLINE_RANGE, 0)),
    ),
    vampire: new fields.SchemaField({
      generation: rangedNumber(GENERATION_RANGE, 13),
    }),
    blood: new fields.SchemaField({
      current: rangedNumber({ min: 0, max: MAX_BLOOD_POOL }, 0),
      /** A ghoul's vitae: the Storyteller sets how much it holds; a vampire's comes from its generation. */
      ghoulMax: rangedNumber({ min: 0, max: MAX_BLOOD_POOL }, 0),
    }),
    garou: new fields.SchemaField({
      breed: choiceField(GAROU_BREEDS, "homid"),
      auspice: choiceField(GAROU_AUSPICES, "ragabash"),
      form: choiceField(GAROU_FORMS, "homid"),
      rage: permanentAndCurrent(1),
      gnosis: permanentAndCurrent(1),
    }),
    biography: new fields.HTMLField({ required: true, blank: true }),
  };
}

export type ActorSchema = ReturnType<typeof defineActorSchema>;
