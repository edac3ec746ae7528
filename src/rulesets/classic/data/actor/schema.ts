import { COMBAT_DISCIPLINES, CREATURE_KINDS, GAROU_AUSPICES, GAROU_BREEDS, GAROU_FORMS, type CombatDiscipline, type GarouForm } from "../../rules/character/vocabulary";
import { experienceFields } from "./experience-schema";
import { CONSCIENCE_KINDS, RENOWN_KINDS, SELF_CONTROL_KINDS, type RenownKind } from "./chronicle-keys";
import { choiceField, rangedNumber } from "../../../../data/fields/ranged-number";
import { GENERATION_RANGE, MAX_BLOOD_POOL } from "../../rules/character/generation";
import { DISCIPLINE_RANGE, HEALTH_RANGE, MORALITY_RANGE, POOL_RANGE, RANK_RANGE, RENOWN_RANGE, VIRTUE_RANGE } from "./ranges";

const fields = foundry.data.fields;

function byKey<K extends string, F>(keys: readonly K[], make: (key: K) => F): Record<K, F> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, F>;
}

function permanentAndCurrent(initial: number) {
  return new fields.SchemaField({
    permanent: rangedNumber(POOL_RANGE, initial),
    current: rangedNumber(POOL_RANGE, initial),
  });
}

/** Free text: a concept, a clan, a sire's name. */
function text() {
  return new fields.StringField({ required: true, blank: true, initial: "" });
}

function permanentAndTemporary() {
  return new fields.SchemaField({
    permanent: rangedNumber(RENOWN_RANGE, 0),
    temporary: rangedNumber(RENOWN_RANGE, 0),
  });
}

/** An image for the token in one Garou form; blank keeps the actor's own token image. */
function formImage() {
  return new fields.FilePathField({ required: true, blank: true, initial: "", categories: ["IMAGE"] });
}

/**
 * Classic's part of a character, the player's and the Storyteller's alike (src/data/actor/character.ts holds the
 * Attributes and Abilities every ruleset shares): all else that `CharacterStats`
 * (src/rulesets/classic/rules/character/stats.ts) reads, plus the biography. Armour is not stored here: it comes
 * from the equipped armour items. The paths are the ones Classic always stored them at.
 */
export function classicCharacterFields() {
  return {
    creature: choiceField(CREATURE_KINDS, "mortal"),
    /** Who the character is, for every creature (V20 / W20 core character sheet). */
    profile: new fields.SchemaField({
      concept: text(),
      nature: text(),
      demeanor: text(),
      chronicle: text(),
    }),
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
      clan: text(),
      sect: text(),
      sire: text(),
    }),
    /**
     * The three Virtues (V20 core). The first is Conscience or, on a Path of Enlightenment, Conviction; the
     * second Self-Control or Instinct; `conscienceKind` and `selfControlKind` say which the character has.
     */
    virtues: new fields.SchemaField({
      conscience: rangedNumber(VIRTUE_RANGE, 1),
      conscienceKind: choiceField(CONSCIENCE_KINDS, "conscience"),
      selfControl: rangedNumber(VIRTUE_RANGE, 1),
      selfControlKind: choiceField(SELF_CONTROL_KINDS, "selfControl"),
      courage: rangedNumber(VIRTUE_RANGE, 1),
    }),
    /** Humanity, or the Path of Enlightenment named in `path` ("" is Humanity), and its rating. */
    morality: new fields.SchemaField({
      path: text(),
      value: rangedNumber(MORALITY_RANGE, 7),
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
      tribe: text(),
      camp: text(),
      rank: rangedNumber(RANK_RANGE, 1),
      /** Glory, Honor and Wisdom (W20 core): temporary Renown is earned up to ten, then turned into permanent. */
      renown: new fields.SchemaField(
        byKey<RenownKind, ReturnType<typeof permanentAndTemporary>>(RENOWN_KINDS, () => permanentAndTemporary()),
      ),
      /** The token's image in each form, a file path; blank for the actor's own token image. */
      formImages: new fields.SchemaField(byKey<GarouForm, ReturnType<typeof formImage>>(GAROU_FORMS, () => formImage())),
    }),
    ...experienceFields(),
    biography: new fields.HTMLField({ required: true, blank: true }),
  };
}

export type ClassicCharacterSchema = ReturnType<typeof classicCharacterFields>;
