import { classicRuleset } from "../rules/ruleset/classic";
import type { ClassicOptions } from "../rules/ruleset/options";
import type { RoundContext } from "../rules/turns/turn-rules";
import { readClassicOptions } from "../settings";

/** The world's ruleset and options for the round: Classic is the one ruleset with a world setting for its options. */
export function roundContext(): RoundContext<ClassicOptions> {
  const ruleset = classicRuleset(readClassicOptions());
  return { rules: ruleset.turns, options: ruleset.options };
}
