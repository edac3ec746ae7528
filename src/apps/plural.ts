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
