/**
 * Looks a language key up and fills its `{placeholders}`; returns the key itself when the language has none.
 * The rules never read a language file: a caller that wants words passes this in (the scenario CLI reads
 * lang/en.json or lang/ru.json; Foundry's layer wraps `game.i18n`; a test may pass its own).
 */
export type Translate = (key: string, data?: Readonly<Record<string, string | number>>) => string;
