import { installedRulesets } from "../rulesets/registry";
import { schemaVersionOf, type MigrationStep } from "./steps";

/** Every installed ruleset's migration steps, oldest first: the world's data is migrated by all of them. */
export function worldMigrationSteps(): MigrationStep[] {
  const steps = installedRulesets().flatMap((module) => module.migrations);
  const versions = steps.map((step) => step.version);
  const repeated = versions.find((version, index) => versions.indexOf(version) !== index);
  if (repeated !== undefined) throw new Error(`Two migration steps bring the world to version ${repeated}.`);
  return steps.sort((a, b) => a.version - b.version);
}

/** The data shape the world is in once every installed step has run; the runner brings older worlds up to it. */
export function currentSchemaVersion(): number {
  return schemaVersionOf(worldMigrationSteps());
}
