const fields = foundry.data.fields;

function defineNpcSchema() {
  return {
    biography: new fields.HTMLField({ required: true, blank: true }),
  };
}

export type NpcSchema = ReturnType<typeof defineNpcSchema>;

export class NpcData extends foundry.abstract.TypeDataModel<NpcSchema, Actor.Implementation> {
  static override defineSchema(): NpcSchema {
    return defineNpcSchema();
  }
}
