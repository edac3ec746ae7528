const fields = foundry.data.fields;

function defineArmorSchema() {
  return {
    /** Stable identifier: compendium names and descriptions are translated by it. */
    identifier: new fields.StringField({ required: true, blank: true }),
    description: new fields.HTMLField({ required: true, blank: true }),
  };
}

export type ArmorSchema = ReturnType<typeof defineArmorSchema>;

export class ArmorData extends foundry.abstract.TypeDataModel<ArmorSchema, Item.Implementation> {
  static override defineSchema(): ArmorSchema {
    return defineArmorSchema();
  }
}
