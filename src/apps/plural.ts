/** One rule set per language: building an Intl.PluralRules costs far more than asking it (a sheet asks per row). */
const RULES = new Map<string, Intl.PluralRules>();

function rulesFor(lang: string): Intl.PluralRules {
  let rules = RULES.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    RULES.set(lang, rules);
  }
  return rules;
}

/**
 * The language key of a count's plural form: `base` followed by the form the language uses for `count`
 * (English one / other; Russian one / few / many / other), as Intl.PluralRules names them. The language files
 * hold each form under its name.
 */
export function pluralKey(base: string, count: number, lang: string): string {
  return `${base}.${rulesFor(lang).select(count)}`;
}

/** A number as the language files' data carries it: a number, or its text ("3", "+2", "−1"). */
function asNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || !/^[+\u2212-]?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  return Number(value.trim().replace("\u2212", "-"));
}

/**
 * The count a plural group is chosen by: the data's `count`, or else its only number (a group's string has one
 * number to agree with: "{dice} кубика", "Aiming ({rounds} turns)"). A sign does not change the form: −1 agrees
 * as 1 does.
 */
export function countOf(data: Readonly<Record<string, unknown>>): number | undefined {
  const named = asNumber(data.count);
  if (named !== undefined) return Math.abs(named);
  const numbers = Object.values(data).map(asNumber).filter((value) => value !== undefined);
  return numbers.length === 1 && numbers[0] !== undefined ? Math.abs(numbers[0]) : undefined;
}

/**
 * The key to look up for `key` with `data`: the key itself where the language has a string there, else, where
 * the key is a plural group (`key.one`, `key.other`…), the form for the data's count (its `other` form when
 * the data has no count). Every translator of the system goes through here: Foundry's (src/i18n.ts), the
 * scenario tool's and the tests'.
 */
export function formKey(key: string, data: Readonly<Record<string, unknown>>, lang: string, has: (key: string) => boolean): string {
  if (has(key) || !has(`${key}.other`)) return key;
  const count = countOf(data);
  const form = count === undefined ? `${key}.other` : pluralKey(key, count, lang);
  return has(form) ? form : `${key}.other`;
}
