import { RulesError } from "../../../../rules/errors";
import { CLASSIC_RULESET } from "./classic";
import type { Ruleset, RulesetDefinition } from "./ruleset";

/** Every ruleset the system can play, by id (rules map). Streamlined and Mind's Eye Theatre join here. */
export const RULESETS: Readonly<Record<string, RulesetDefinition>> = Object.freeze({
  [CLASSIC_RULESET.id]: CLASSIC_RULESET,
});

export function rulesetDefinition(id: unknown, registry: Readonly<Record<string, RulesetDefinition>> = RULESETS): RulesetDefinition {
  const definition = typeof id === "string" && Object.hasOwn(registry, id) ? registry[id] : undefined;
  if (!definition) {
    throw new RulesError("RulesetUnknown", `No ruleset ${String(id)}; known: ${Object.keys(registry).join(", ")}.`, { value: String(id), known: Object.keys(registry).join(", ") });
  }
  return definition;
}

/** The ruleset `id` with `options` checked and the defaults filled in. */
export function createRuleset(id: unknown, options?: unknown, registry: Readonly<Record<string, RulesetDefinition>> = RULESETS): Ruleset {
  return rulesetDefinition(id, registry).create(options);
}
