import { writtenData } from "./apps/numbers";
import { formKey } from "./apps/plural";
import type { Translate } from "./rules/translate";

/**
 * The rules' translator over Foundry's `game.i18n`: a key the language lacks comes back as itself, so a
 * caller can fall back to the rules' English message (rules/error-names.ts `rulesErrorText`). A key that is a
 * plural group takes the form for its data's count (apps/plural.ts `formKey`); a number in the data is written as
 * the language writes it, 1,5 in Russian (apps/numbers.ts `numeral`).
 */
/**
 * The table's language, for numbers written where no translator carries it (a chat card's odds); English
 * outside Foundry (the scenario tool, the browser tests), where there is no game.
 */
export function tableLanguage(): string {
  return (globalThis as { game?: { i18n?: { lang?: string } } }).game?.i18n?.lang ?? "en";
}

export const translate: Translate = (key, data = {}) => {
  const i18n = game.i18n;
  if (!i18n) return key;
  const form = formKey(key, data, i18n.lang, (candidate) => i18n.has(candidate));
  if (!i18n.has(form)) return key;
  return i18n.format(form, writtenData(data, i18n.lang));
};
