const fields = foundry.data.fields;

function defineManeuverSchema() {
  return {
    /** Stable identifier: compendium names and descriptions are translated by it. */
    identifier: new fields.StringField({ required: true, blank: true }),
    description: new fields.HTMLField({ required: true, blank: true }),
  };
}

export type ManeuverSchema = ReturnType<typeof defineManeuverSchema>;

export class ManeuverData extends foundry.abstract.TypeDataModel<ManeuverSchema, Item.Implementation> {
  static override defineSchema(): ManeuverSchema {
    return defineManeuverSchema();
  }
}
