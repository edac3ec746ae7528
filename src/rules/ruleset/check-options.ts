import { RulesError } from "../errors";

function show(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : String(value);
}

/**
 * A ruleset's options from a partial object: each key must be one of the ruleset's options and each
 * value one of its choices; what is left out takes the default. Nothing else is accepted, so a typo in
 * a world setting or a scenario is named instead of silently ignored.
 */
export function checkRulesetOptions<Options extends object>(
  rulesetId: string,
  choices: Readonly<Record<string, readonly unknown[]>>,
  defaults: Readonly<Options>,
  given: unknown,
): Options {
  if (given === undefined || given === null) return { ...defaults };
  if (typeof given !== "object" || Array.isArray(given)) {
    throw new RulesError("RulesetOptionsInvalid", `The options of ruleset ${rulesetId} must be an object of option names and values.`, { ruleset: rulesetId });
  }
  const out: Record<string, unknown> = { ...defaults };
  for (const [option, value] of Object.entries(given)) {
    const allowed = Object.hasOwn(choices, option) ? choices[option] : undefined;
    if (!allowed) {
      throw new RulesError("RulesetOptionUnknown", `Ruleset ${rulesetId} has no option ${option}; it has ${Object.keys(choices).join(", ")}.`, {
        ruleset: rulesetId,
        option,
        known: Object.keys(choices).join(", "),
      });
    }
    if (!allowed.includes(value)) {
      throw new RulesError("RulesetOptionInvalid", `Option ${option} of ruleset ${rulesetId} cannot be ${show(value)}; it is one of ${allowed.map(show).join(", ")}.`, {
        ruleset: rulesetId,
        option,
        value: show(value),
        allowed: allowed.map(show).join(", "),
      });
    }
    out[option] = value;
  }
  return out as Options;
}
