const fields = foundry.data.fields;

function definePowerSchema() {
  return {
    /** Stable identifier: compendium names and descriptions are translated by it. */
    identifier: new fields.StringField({ required: true, blank: true }),
    description: new fields.HTMLField({ required: true, blank: true }),
  };
}

export type PowerSchema = ReturnType<typeof definePowerSchema>;

export class PowerData extends foundry.abstract.TypeDataModel<PowerSchema, Item.Implementation> {
  static override defineSchema(): PowerSchema {
    return definePowerSchema();
  }
}
