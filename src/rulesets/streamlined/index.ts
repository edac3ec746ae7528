import { readOptionsFrom } from "../read-options";
import { streamlinedAttackRules, type StreamlinedAttackRules } from "./rules/chain";
import { STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, type StreamlinedOptions } from "./rules/options";
import { STREAMLINED_ROUND, type StreamlinedRoundRules } from "./rules/round";

/**
 * Streamlined as a module: the fields a ruleset module has (id, attack chain, defaults, how its options are
 * read, its language namespace) with its own round machine, `round`, in place of the shared `TurnRules`: 001's
 * rounds have no declaration phase and share no code with Classic's.
 */
export interface StreamlinedModule {
  readonly id: "streamlined";
  readonly attacks: StreamlinedAttackRules;
  readonly round: StreamlinedRoundRules;
  readonly defaults: Readonly<StreamlinedOptions>;
  /** The options from the world's settings (`read` is one setting by key): a value that is not a choice reads as the default. */
  readOptions(read: (key: string) => unknown): StreamlinedOptions;
  /** The language keys of the ruleset, e.g. its name at `<namespace>.Name`. */
  readonly i18nNamespace: string;
}

/** Streamlined (seed 001) as a module, from its pure rules in ./rules. Its sheet, cards and tracker are not built yet. */
export const STREAMLINED_MODULE: StreamlinedModule = Object.freeze({
  id: "streamlined",
  attacks: streamlinedAttackRules,
  round: STREAMLINED_ROUND,
  defaults: STREAMLINED_DEFAULTS,
  readOptions: (read: (key: string) => unknown) => readOptionsFrom<StreamlinedOptions>(STREAMLINED_CHOICES, STREAMLINED_DEFAULTS, read),
  i18nNamespace: "STC.Ruleset.streamlined",
});
