import type { RulesetModule, RulesetPlay } from "./module";

/** What a ruleset must say of itself: its id and how to load what it plays; every other field has a default. */
export type RulesetDefinition = Pick<RulesetModule, "id" | "loadPlay"> & Partial<Omit<RulesetModule, "id" | "loadPlay">>;

/**
 * A ruleset's module from its definition, the fields it leaves out filled in: no subtypes or parts of its own, no
 * token bar, roll classes, migrations, renamed or own settings.
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
    ...definition,
  });
}

/** What a ruleset plays, from the fields it gives: the system's document classes and Foundry's tracker where it gives none. */
export function definePlay(definition: Pick<RulesetPlay, "play"> & Partial<Omit<RulesetPlay, "play">>): RulesetPlay {
  return Object.freeze({ documentClasses: {}, combatTracker: null, ...definition });
}
