import type { Translate } from "./rules/translate";

/**
 * The rules' translator over Foundry's `game.i18n`: a key the language lacks comes back as itself, so a
 * caller can fall back to the rules' English message (rules/error-names.ts `rulesErrorText`).
 */
export const translate: Translate = (key, data = {}) => {
  const i18n = game.i18n;
  if (!i18n?.has(key)) return key;
  return i18n.format(key, Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)])));
};
