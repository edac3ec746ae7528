const fields = foundry.data.fields;

function defineCharacterSchema() {
  return {
    biography: new fields.HTMLField({ required: true, blank: true }),
  };
}

export type CharacterSchema = ReturnType<typeof defineCharacterSchema>;

export class CharacterData extends foundry.abstract.TypeDataModel<CharacterSchema, Actor.Implementation> {
  static override defineSchema(): CharacterSchema {
    return defineCharacterSchema();
  }
}
