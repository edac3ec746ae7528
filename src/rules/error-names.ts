import type { RulesError } from "./errors";
import type { Translate } from "./translate";

/**
 * Which of a rules error's data are identifiers, and the language key that names each: a refusal reads
 * "Low blow needs Brawl 3", never "w20LowBlow needs brawl 3".
 */
/** Traits whose names live outside STC.Trait. */
const TRAIT_KEYS: Readonly<Record<string, string>> = {
  willpower: "STC.Sheet.Willpower",
  blood: "STC.Sheet.BloodPool",
  rage: "STC.Sheet.Rage",
  gnosis: "STC.Sheet.Gnosis",
  armour: "STC.Sheet.Armour",
  celerity: "STC.Discipline.celerity",
  fortitude: "STC.Discipline.fortitude",
  potence: "STC.Discipline.potence",
};

const NAMED: Readonly<Record<string, (id: string) => string>> = {
  trait: (id) => TRAIT_KEYS[id] ?? `STC.Trait.${id}`,
  maneuver: (id) => `STC.Item.Names.${id}`,
  ability: (id) => `STC.Trait.${id}`,
  attribute: (id) => `STC.Trait.${id}`,
  form: (id) => `STC.Form.${id}`,
  creature: (id) => `STC.Creature.${id}`,
  status: (id) => `STC.Status.${id}.Name`,
};

/** The error's data with every identifier the language names replaced by its name; others stay as they are. */
export function namedErrorData(data: Readonly<Record<string, string | number>>, t: Translate): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => {
      const keyOf = NAMED[field];
      if (!keyOf || typeof value !== "string") return [field, value];
      const key = keyOf(value);
      const name = t(key);
      return [field, name === key ? value : name];
    }),
  );
}

/** A rules error in the reader's language, its identifiers named; the English message where no key exists. */
export function rulesErrorText(error: RulesError, t: Translate, extra: Readonly<Record<string, string | number>> = {}): string {
  const text = t(error.i18nKey, { ...namedErrorData(error.data, t), ...extra });
  return text === error.i18nKey ? error.message : text;
}
