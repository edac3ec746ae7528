const fields = foundry.data.fields;

function defineWeaponSchema() {
  return {
    /** Stable identifier: compendium names and descriptions are translated by it. */
    identifier: new fields.StringField({ required: true, blank: true }),
    description: new fields.HTMLField({ required: true, blank: true }),
  };
}

export type WeaponSchema = ReturnType<typeof defineWeaponSchema>;

export class WeaponData extends foundry.abstract.TypeDataModel<WeaponSchema, Item.Implementation> {
  static override defineSchema(): WeaponSchema {
    return defineWeaponSchema();
  }
}
