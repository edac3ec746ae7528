import { classicAttackRules, type AttackRules } from "./rules/combat/attack-rules";
import type { ClassicAttackChain } from "./rules/combat/chain";
import { CLASSIC_DEFAULTS, CLASSIC_OPTION_CHOICES, type ClassicOptions } from "./rules/ruleset/options";
import { classicTurnRules } from "./rules/turns/classic-turn-rules";
import { readOptionsFrom } from "../read-options";
import type { RulesetModule } from "../module";

export type ClassicModule = RulesetModule<"classic", ClassicOptions, AttackRules<ClassicOptions, ClassicAttackChain>>;

/** Classic (V20 / W20; rules map, Classic) as a module, from its rules in src/rules. */
export const CLASSIC_MODULE: ClassicModule = Object.freeze({
  id: "classic",
  attacks: classicAttackRules,
  turns: classicTurnRules,
  defaults: CLASSIC_DEFAULTS,
  readOptions: (read: (key: string) => unknown) => readOptionsFrom<ClassicOptions>(CLASSIC_OPTION_CHOICES, CLASSIC_DEFAULTS, read),
  i18nNamespace: "STC.Ruleset.classic",
});
