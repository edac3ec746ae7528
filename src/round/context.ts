import type { ClassicOptions } from "../rules/ruleset/options";
import { classicTurnRules } from "../rules/turns/classic-turn-rules";
import { roundMachine, type RoundMachine } from "../rules/turns/round-machine";
import type { RoundContext } from "../rules/turns/turn-rules";
import { readClassicOptions } from "../settings";

/** The world's ruleset and options for the round: Classic is the one ruleset with turn rules so far. */
export function roundContext(): RoundContext<ClassicOptions> {
  return { rules: classicTurnRules, options: readClassicOptions() };
}

export function roundOperations(ctx: RoundContext<ClassicOptions> = roundContext()): RoundMachine<ClassicOptions> {
  return roundMachine(ctx);
}
