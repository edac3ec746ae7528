import type { ClassicOptions } from "../rulesets/classic/rules/ruleset/options";
import type { RoundState } from "../rulesets/classic/rules/turns/round-state";
import type { RoundContext } from "../rulesets/classic/rules/turns/turn-rules";
import { activeRulesetId, classicModuleFor, rulesetModule } from "../rulesets/registry";
import { readClassicOptions } from "../settings";

/**
 * The turn rules and options for a round: a running round's own ruleset (stored in its state), else the
 * world's. Only Classic's tracker exists so far, so any other ruleset is refused (RulesetNotWiredError, a
 * RulesError the round operations turn into a refusal) rather than run with Classic's rules.
 */
export function roundContext(state: Pick<RoundState, "ruleset"> | null = null): RoundContext<ClassicOptions> {
  return { rules: classicModuleFor(state?.ruleset ?? activeRulesetId()).turns, options: readClassicOptions() };
}

/** The world's round context when its tracker exists, or null: for what must draw in any world (the tracker's order before a round). */
export function roundContextIfWired(): RoundContext<ClassicOptions> | null {
  return rulesetModule(activeRulesetId())?.id === "classic" ? roundContext() : null;
}
