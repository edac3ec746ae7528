import { SYSTEM_ID } from "./constants";
import { installedRulesetIds } from "./rulesets/registry";
import { RULESET_IDS, type RulesetId } from "./rulesets/ruleset-id";

/** The system's own world settings: the data's schema version and the ruleset the world plays. */
export function registerSystemSettings(): void {
  game.settings.register(SYSTEM_ID, "schemaVersion", {
    name: "STC.Setting.SchemaVersion.Name",
    hint: "STC.Setting.SchemaVersion.Hint",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "STC.Setting.Ruleset.Name",
    hint: "STC.Setting.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    // Every installed ruleset (src/rulesets/installed.ts), read at `init` once they are in.
    choices: Object.fromEntries(installedRulesetIds().map((id) => [id, `STC.Setting.Ruleset.Choices.${id}`])) as Record<RulesetId, string>,
    default: RULESET_IDS[0],
    // The ruleset is read once, at `init` (src/rulesets/registry.ts). Foundry's settings form then asks the user who
    // saved it to reload (and, for this world setting, every connected client with them); a change made any other
    // way asks no one, and each client plays the ruleset it loaded with until it reloads.
    requiresReload: true,
  });
}
