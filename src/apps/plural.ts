/**
 * The language key of a count's plural form: `base` followed by the form the language uses for `count`
 * (English one / other; Russian one / few / many / other), as Intl.PluralRules names them. The language files
 * hold each form under its name.
 */
export function pluralKey(base: string, count: number, lang: string): string {
  let category: Intl.LDMLPluralRule;
  try {
    category = new Intl.PluralRules(lang).select(count);
  } catch {
    category = new Intl.PluralRules("en").select(count);
  }
  return `${base}.${category}`;
}
