import { checkRulesetOptions } from "./check-options";

/** A ruleset's rules as data: its options' defaults and choices, and the rules built for a table's options. */
export interface RulesDefinition<Id extends string, Options extends object, Rules> {
  readonly id: Id;
  readonly defaults: Readonly<Options>;
  readonly choices: Readonly<Record<string, readonly unknown[]>>;
  /** The rules for these options; an unknown option or a value outside its choices is refused, naming it. */
  create(options?: unknown): Rules;
}

/** A ruleset's definition whose `create` checks the given options against its choices, then builds the rules. */
export function defineRules<Id extends string, Options extends object, Rules>(
  id: Id,
  defaults: Readonly<Options>,
  choices: Readonly<Record<string, readonly unknown[]>>,
  build: (options: Readonly<Options>) => Rules,
): RulesDefinition<Id, Options, Rules> {
  return Object.freeze({
    id,
    defaults,
    choices,
    create: (options?: unknown) => build(Object.freeze(checkRulesetOptions<Options>(id, choices, defaults, options))),
  });
}
