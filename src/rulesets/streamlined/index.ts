import { readOptionsFrom } from "../read-options";
import type { TurnRules } from "../classic/rules/turns/turn-rules";
import { streamlinedAttackRules, type StreamlinedAttackRules } from "./rules/chain";
import { STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, type StreamlinedOptions } from "./rules/options";
import { streamlinedTurnRules } from "./rules/turn-rules";

export interface StreamlinedModule {
  readonly id: "streamlined";
  readonly attacks: StreamlinedAttackRules;
  readonly turns: TurnRules<StreamlinedOptions>;
  readonly defaults: Readonly<StreamlinedOptions>;
  readOptions(read: (key: string) => unknown): StreamlinedOptions;
  readonly i18nNamespace: string;
}

/** Streamlined (seed 001) as a module, from its pure rules in ./rules. Its sheet, cards and tracker are not built yet. */
export const STREAMLINED_MODULE: StreamlinedModule = Object.freeze({
  id: "streamlined",
  attacks: streamlinedAttackRules,
  turns: streamlinedTurnRules,
  defaults: STREAMLINED_DEFAULTS,
  readOptions: (read: (key: string) => unknown) => readOptionsFrom<StreamlinedOptions>(STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, read),
  i18nNamespace: "STC.Ruleset.streamlined",
});
