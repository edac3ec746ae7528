import type { RulesError } from "./errors";
import type { Translate } from "./translate";

/**
 * Which of a rules error's data are identifiers, and the language key that names each: a refusal reads
 * "Low blow needs Brawl 3", never "w20LowBlow needs brawl 3". These are the identifiers every ruleset shares
 * (the Attributes and Abilities); a ruleset hands in its own beside them.
 */
export type ErrorNames = Readonly<Record<string, (id: string) => string>>;

const SHARED: ErrorNames = {
  trait: (id) => `STC.Trait.${id}`,
  ability: (id) => `STC.Trait.${id}`,
  attribute: (id) => `STC.Trait.${id}`,
};

/** The error's data with every identifier the language names replaced by its name; others stay as they are. */
export function namedErrorData(data: Readonly<Record<string, string | number>>, t: Translate, names: ErrorNames = {}): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => {
      const keyOf = names[field] ?? SHARED[field];
      if (!keyOf || typeof value !== "string") return [field, value];
      const key = keyOf(value);
      const name = t(key);
      return [field, name === key ? value : name];
    }),
  );
}

/** A rules error in the reader's language, its identifiers named; the English message where no key exists. */
export function rulesErrorText(error: RulesError, t: Translate, extra: Readonly<Record<string, string | number>> = {}, names: ErrorNames = {}): string {
  const text = t(error.i18nKey, { ...namedErrorData(error.data, t, names), ...extra });
  return text === error.i18nKey ? error.message : text;
}
