/**
 * A ruleset's options as the world's settings hold them: each option the setting's value when it is one of
 * the option's choices, its default otherwise. A world setting is not a scenario, so a stale value is not
 * refused (that is checkRulesetOptions's job for scenarios); the first choice plays instead.
 */
export function readOptionsFrom<Options extends object>(
  choices: Readonly<Record<string, readonly unknown[]>>,
  defaults: Readonly<Options>,
  read: (key: string) => unknown,
): Options {
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, allowed] of Object.entries(choices)) {
    const value = read(key);
    if (allowed.includes(value)) out[key] = value;
  }
  return out as Options;
}
