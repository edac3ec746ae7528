import { ABILITIES, ATTRIBUTES, TRAIT_RANGE, type Ability, type Attribute } from "../../rules/character/traits";
import { activePart, partFields } from "../composed";
import { rangedNumber } from "../fields/ranged-number";

const fields = foundry.data.fields;

/** A rated trait: its dots and its specialty. */
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

/**
 * What every ruleset reads of a character: the nine Attributes and the Abilities, rated (Classic's pools,
 * Streamlined's Attribute + Skill and its Health from Stamina). Every other field is a ruleset's part.
 */
export function defineSharedCharacterSchema() {
  return {
    attributes: new fields.SchemaField(byKey<Attribute, RatedTraitField>(ATTRIBUTES, () => ratedTrait(TRAIT_RANGE.attribute, 1))),
    abilities: new fields.SchemaField(byKey<Ability, RatedTraitField>(ABILITIES, () => ratedTrait(TRAIT_RANGE.ability, 0))),
  };
}

export type SharedCharacterSchema = ReturnType<typeof defineSharedCharacterSchema>;

/**
 * A character's data, the player's and the Storyteller's alike: the shared traits and each installed ruleset's
 * part (src/data/composed.ts), so the record keeps every ruleset's data whichever the world plays. Only the
 * world's ruleset migrates, checks and derives it.
 *
 * The parent is typed as any document: naming `Actor.Implementation` here makes the actor's type depend on this
 * model through the data-model registry, a cycle the compiler cannot resolve.
 */
export class CharacterModel extends foundry.abstract.TypeDataModel<SharedCharacterSchema, foundry.abstract.Document.Any> {
  /** The subtype whose parts this model composes. */
  static readonly subtype: string = "character";

  static override defineSchema(): SharedCharacterSchema {
    return partFields("Actor", this.subtype, defineSharedCharacterSchema()) as SharedCharacterSchema;
  }

  static override migrateData(source: Record<string, unknown>) {
    activePart("Actor", this.subtype)?.migrateData?.(source);
    return super.migrateData(source);
  }

  static override validateJoint(data: Record<string, unknown>): void {
    activePart("Actor", this.subtype)?.validateJoint?.(data);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    activePart("Actor", (this.constructor as typeof CharacterModel).subtype)?.prepareDerivedData?.(this);
  }
}

/** A Storyteller character: the same data as a player's, shown as a compact stat block. */
export class NpcModel extends CharacterModel {
  static override readonly subtype: string = "npc";
}
