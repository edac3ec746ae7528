import { RulesError } from "../rules/errors";
import { SYSTEM_ID } from "../constants";
import type { ModelDocument, RulesetModule } from "./module";
import { RULESET_IDS, type RulesetId } from "./ruleset-id";

/**
 * The installed rulesets, by id. They are put in once, at load, by src/rulesets/installed.ts, the one file that
 * names each shipped ruleset's folder (the tests put theirs in beside them, from test/rulesets/installed.ts);
 * everything else asks here, so this registry imports no ruleset. A world may choose any installed ruleset.
 */
const installed = new Map<string, RulesetModule>();

/** Puts a ruleset in; the same module again changes nothing, another module with a taken id or subtype is refused. */
export function installRuleset(module: RulesetModule): void {
  if (installed.get(module.id) === module) return;
  if (installed.has(module.id)) throw new Error(`Two rulesets have the id ${module.id}.`);
  for (const [document, models] of Object.entries(module.dataModels) as [ModelDocument, Record<string, unknown>][]) {
    for (const other of installed.values()) {
      const clash = Object.keys(models).find((type) => Object.hasOwn(other.dataModels[document] ?? {}, type));
      if (clash) throw new Error(`The rulesets ${other.id} and ${module.id} both define the ${document} type ${clash}.`);
    }
  }
  installed.set(module.id, module);
}

export function installedRulesets(): RulesetModule[] {
  return [...installed.values()];
}

/** An id a world may name: a shipped ruleset's, or an installed one's. */
export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && ((RULESET_IDS as readonly string[]).includes(value) || installed.has(value));
}

/** The ids a world may choose: every installed ruleset's, in the order they were installed. */
export function installedRulesetIds(): RulesetId[] {
  return [...installed.keys()].filter(isRulesetId);
}

/** The installed module of ruleset `id`, or null (a ruleset the world may name but that is not installed). */
export function rulesetModule(id: unknown): RulesetModule | null {
  return typeof id === "string" ? (installed.get(id) ?? null) : null;
}

/** The world's ruleset as stored: a shipped or installed ruleset's id, or the first shipped one's for any other value. */
export function readRuleset(): RulesetId {
  const value: unknown = game.settings.get(SYSTEM_ID, "ruleset");
  return isRulesetId(value) ? value : RULESET_IDS[0];
}

let settled: RulesetId | null = null;

/**
 * Reads the world's `ruleset` setting, once at `init` once the settings are registered, and never again: a client
 * plays the ruleset it loaded with until it reloads (the settings form offers that reload, `requiresReload`), so
 * a chain or round begun in it never meets another's rules halfway.
 */
export function settleActiveRuleset(): RulesetId {
  settled = readRuleset();
  return settled;
}

/** The id of the ruleset the world plays; read from the setting on first use. */
export function activeRulesetId(): RulesetId {
  return settled ?? settleActiveRuleset();
}

/** The module of the ruleset the world plays, or null when that ruleset is not installed. */
export function activeRuleset(): RulesetModule | null {
  return rulesetModule(activeRulesetId());
}

/** The ruleset's name in the reader's language, as the setting's choices show it; an unknown id as itself. */
export function rulesetName(id: string): string {
  return isRulesetId(id) ? (game.i18n?.localize(`STC.Setting.Ruleset.Choices.${id}`) ?? id) : id;
}

/** Raised where one ruleset's code is handed play of another's (a card or round of another ruleset), or of one not installed. */
export class RulesetNotWiredError extends RulesError {
  override readonly name = "RulesetNotWiredError";
  constructor(id: string) {
    super("RulesetNotWired", `This code does not play the ${id} ruleset.`, { ruleset: rulesetName(id) });
  }
}
