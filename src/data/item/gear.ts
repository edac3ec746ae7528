import { activePart, partFields } from "../composed";
import { identifierField } from "./identifier";

const fields = foundry.data.fields;

/** What every ruleset reads of a weapon or an armour: its identifier, its description, and whether it is worn or held. */
export function defineSharedGearSchema() {
  return {
    identifier: identifierField(),
    description: new fields.HTMLField({ required: true, blank: true }),
    equipped: new fields.BooleanField({ required: true, initial: false }),
  };
}

export type SharedGearSchema = ReturnType<typeof defineSharedGearSchema>;

/**
 * A weapon's or an armour's data: the shared fields and each installed ruleset's part (src/data/composed.ts),
 * kept whichever ruleset plays; only the world's ruleset migrates, checks and derives it.
 */
export class GearModel extends foundry.abstract.TypeDataModel<SharedGearSchema, foundry.abstract.Document.Any> {
  /** The subtype whose parts this model composes. */
  static readonly subtype: string = "weapon";

  static override defineSchema(): SharedGearSchema {
    return partFields("Item", this.subtype, defineSharedGearSchema()) as SharedGearSchema;
  }

  static override migrateData(source: Record<string, unknown>) {
    activePart("Item", this.subtype)?.migrateData?.(source);
    return super.migrateData(source);
  }

  static override validateJoint(data: Record<string, unknown>): void {
    activePart("Item", this.subtype)?.validateJoint?.(data);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    activePart("Item", (this.constructor as typeof GearModel).subtype)?.prepareDerivedData?.(this);
  }
}

export class WeaponModel extends GearModel {}

export class ArmorModel extends GearModel {
  static override readonly subtype: string = "armor";
}
