import type { ClassicOptions } from "../rules/ruleset/options";
import type { RoundState } from "../rules/turns/round-state";
import type { RoundContext } from "../rules/turns/turn-rules";
import { activeRulesetId } from "../../registry";
import { CLASSIC_RULES, classicRulesFor } from "../record-rules";
import { readClassicOptions } from "../settings";

/**
 * The turn rules and options for a round: a running round's own ruleset (stored in its state), else the
 * world's. A round of another ruleset is refused (RulesetNotWiredError, a RulesError the round operations turn
 * into a refusal) rather than run with Classic's rules.
 */
export function roundContext(state: Pick<RoundState, "ruleset"> | null = null): RoundContext<ClassicOptions> {
  return { rules: classicRulesFor(state?.ruleset ?? activeRulesetId()).turns, options: readClassicOptions() };
}

/** The world's round context when the world plays Classic, or null: for what must draw in any world (the tracker's order before a round). */
export function roundContextIfWired(): RoundContext<ClassicOptions> | null {
  return activeRulesetId() === CLASSIC_RULES.id ? roundContext() : null;
}
