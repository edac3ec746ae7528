import { readOptionsFrom } from "../read-options";
import type { RulesetModule } from "../module";
import { streamlinedAttackRules, type StreamlinedAttackRules } from "./rules/chain";
import { STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, type StreamlinedOptions } from "./rules/options";
import { streamlinedTurnRules } from "./rules/turn-rules";

export type StreamlinedModule = RulesetModule<"streamlined", StreamlinedOptions, StreamlinedAttackRules>;

/** Streamlined (seed 001) as a module, from its pure rules in ./rules. Its sheet, cards and tracker are not built yet. */
export const STREAMLINED_MODULE: StreamlinedModule = Object.freeze({
  id: "streamlined",
  attacks: streamlinedAttackRules,
  turns: streamlinedTurnRules,
  defaults: STREAMLINED_DEFAULTS,
  readOptions: (read: (key: string) => unknown) => readOptionsFrom<StreamlinedOptions>(STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, read),
  i18nNamespace: "STC.Ruleset.streamlined",
});
