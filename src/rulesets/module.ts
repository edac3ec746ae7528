import type { RulesetId } from "./ruleset-id";
import type { TurnRules } from "./classic/rules/turns/turn-rules";

/**
 * A ruleset as the Foundry layer takes it (design.md, "Rulesets are modules"): its attack chain, its turn rules,
 * its options' defaults and how they are read from the world's settings, and where its language keys live.
 * The Foundry layer asks the active module (or a stored record's) instead of naming a ruleset's rules.
 */
export interface RulesetModule<Id extends RulesetId, Options extends object, Attacks> {
  readonly id: Id;
  readonly attacks: Attacks;
  readonly turns: TurnRules<Options>;
  readonly defaults: Readonly<Options>;
  /** The options from the world's settings (`read` is one setting by key): a value that is not a choice reads as the default. */
  readOptions(read: (key: string) => unknown): Options;
  /** The language keys of the ruleset, e.g. its name at `<namespace>.Name`. */
  readonly i18nNamespace: string;
}
