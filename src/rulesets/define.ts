import type { RulesetModule } from "./module";

/** What a ruleset must say of itself: its id and what it plays; every other field has a default. */
export type RulesetDefinition = Pick<RulesetModule, "id" | "play"> & Partial<Omit<RulesetModule, "id" | "play">>;

/**
 * A ruleset's module from its definition, the fields it leaves out filled in: no subtypes or parts of its own, no
 * token bar, roll classes, migrations, renamed or own settings, the system's document classes and Foundry's tracker.
 */
export function defineRuleset(definition: RulesetDefinition): RulesetModule {
  return Object.freeze({
    dataModels: {},
    modelParts: {},
    tokenBarAttribute: null,
    rollClasses: [],
    migrations: [],
    renamedSettings: {},
    registerSettings: () => undefined,
    documentClasses: {},
    combatTracker: null,
    ...definition,
  });
}
