import { RulesError } from "../rules/errors";
import { RULESET_IDS, type RulesetId } from "./ruleset-id";
import { readRuleset } from "../settings";
import { CLASSIC_MODULE, type ClassicModule } from "./classic";
import { STREAMLINED_MODULE, type StreamlinedModule } from "./streamlined";

export type RegisteredModule = ClassicModule | StreamlinedModule;

/** Every ruleset with a module, by id. Mind's Eye Theatre is a choice of the setting but has no module yet. */
export const RULESET_MODULES: Readonly<{ classic: ClassicModule; streamlined: StreamlinedModule }> = Object.freeze({
  classic: CLASSIC_MODULE,
  streamlined: STREAMLINED_MODULE,
});

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESET_IDS as readonly string[]).includes(value);
}

/** The module of ruleset `id`, or null for one without a module (or no ruleset at all). */
export function rulesetModule(id: unknown): RegisteredModule | null {
  if (id === "classic") return RULESET_MODULES.classic;
  if (id === "streamlined") return RULESET_MODULES.streamlined;
  return null;
}

let settled: RulesetId | null = null;

/**
 * Reads the world's `ruleset` setting, once when the system is ready: the setting asks for a reload when it
 * changes (`requiresReload`), so a session plays one ruleset from start to end and a chain or round begun in
 * it never meets another's rules halfway.
 */
export function settleActiveRuleset(): RulesetId {
  settled = readRuleset();
  return settled;
}

/** The id of the ruleset the world plays; read from the setting on first use when the system is not ready yet. */
export function activeRulesetId(): RulesetId {
  return settled ?? settleActiveRuleset();
}

/** The module of the ruleset the world plays, or null when that ruleset has no module yet (Mind's Eye Theatre). */
export function activeRuleset(): RegisteredModule | null {
  return rulesetModule(activeRulesetId());
}

/** The ruleset's name in the reader's language, as the setting's choices show it; an unknown id as itself. */
function rulesetName(id: string): string {
  return isRulesetId(id) ? (game.i18n?.localize(`STC.Setting.Ruleset.Choices.${id}`) ?? id) : id;
}

/** Raised where play would begin (an attack, a round) under a ruleset whose sheet, cards and tracker are not built. */
export class RulesetNotWiredError extends RulesError {
  override readonly name = "RulesetNotWiredError";
  constructor(id: string) {
    super("RulesetNotWired", `The ${id} ruleset cannot be played in Foundry yet.`, { ruleset: rulesetName(id) });
  }
}

/**
 * Classic's module, with Classic's types, for the parts of the Foundry layer that only Classic has so far (the
 * chain cards, the tracker). Any other ruleset id is refused rather than played with Classic's rules.
 */
export function classicModuleFor(id: unknown): ClassicModule {
  if (id === RULESET_MODULES.classic.id) return RULESET_MODULES.classic;
  throw new RulesetNotWiredError(String(id));
}

/** Classic's module when the world plays Classic; refused otherwise (see classicModuleFor). */
export function activeClassicModule(): ClassicModule {
  return classicModuleFor(activeRulesetId());
}
