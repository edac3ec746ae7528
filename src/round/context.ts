import type { ClassicOptions } from "../rules/ruleset/options";
import { classicTurnRules } from "../rules/turns/classic-turn-rules";
import type { RoundContext } from "../rules/turns/turn-rules";
import { readClassicOptions } from "../settings";

/**
 * The world's turn rules and options for the round. Classic is the one ruleset with turn rules and world
 * settings so far; its turn rules are taken alone rather than through the whole ruleset object, so the
 * tracker does not load the attack chain's rules with it.
 */
export function roundContext(): RoundContext<ClassicOptions> {
  return { rules: classicTurnRules, options: readClassicOptions() };
}
