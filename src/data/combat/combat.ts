import { activePart, checkedFields, partFields } from "../composed";
import { checkWholeFields } from "../fields/whole-object";

/* eslint-disable @typescript-eslint/no-empty-object-type -- the system shares no field of a combat: each ruleset keeps its own round */
type CombatSchema = {};
type CombatantSchema = {};
/* eslint-enable @typescript-eslint/no-empty-object-type */

/**
 * A combat's data: each installed ruleset's round, under its own field (src/data/composed.ts), so a world that
 * switches keeps every round. Only the world's ruleset migrates and checks it; its rounds are checked whole as
 * they will be stored.
 *
 * The parent is typed as any document for the reason given in data/actor/character.ts.
 */
export class CombatModel extends foundry.abstract.TypeDataModel<CombatSchema, foundry.abstract.Document.Any> {
  static override defineSchema(): CombatSchema {
    return partFields("Combat", "base", {});
  }

  static override migrateData(source: Record<string, unknown>) {
    activePart("Combat", "base")?.migrateData?.(source);
    return super.migrateData(source);
  }

  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(data as never);
    checkWholeFields(checkedFields(this.schema, "Combat", "base"), data);
    activePart("Combat", "base")?.validateJoint?.(data);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    activePart("Combat", "base")?.prepareDerivedData?.(this);
  }
}

/** A combatant's data: each installed ruleset's part (a declaration, a die rolled before the fight). */
export class CombatantModel extends foundry.abstract.TypeDataModel<CombatantSchema, foundry.abstract.Document.Any> {
  static override defineSchema(): CombatantSchema {
    return partFields("Combatant", "base", {});
  }

  static override migrateData(source: Record<string, unknown>) {
    activePart("Combatant", "base")?.migrateData?.(source);
    return super.migrateData(source);
  }

  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(data as never);
    checkWholeFields(checkedFields(this.schema, "Combatant", "base"), data);
    activePart("Combatant", "base")?.validateJoint?.(data);
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    activePart("Combatant", "base")?.prepareDerivedData?.(this);
  }
}
