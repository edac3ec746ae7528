import { RulesError } from "../rules/errors";

/** Why a card's record could not be read again: a language key and its data, translated for each reader. */
export interface CardError {
  key: string;
  data: Record<string, string | number>;
}

/**
 * A card's record read again through the rules, or why not: the rules' own refusal, or the ruleset's `damagedKey`
 * (with the reason) for a record whose shape no longer fits (a TypeError). A card with either draws as that reason,
 * never as a broken chat log; any other error is a fault of the code and is thrown.
 */
export function replayedForCard<T>(replay: () => T, damagedKey: string): { value: T | null; error: CardError | null } {
  try {
    return { value: replay(), error: null };
  } catch (caught) {
    if (caught instanceof RulesError) return { value: null, error: { key: caught.i18nKey, data: { ...caught.data } } };
    if (caught instanceof TypeError) return { value: null, error: { key: damagedKey, data: { reason: caught.message } } };
    throw caught;
  }
}
