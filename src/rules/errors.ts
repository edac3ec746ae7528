/**
 * Errors raised by the rules carry a language key and its data, so the Foundry layer can show them
 * translated while tests and the scenario tool read the English message.
 */
export class RulesError extends Error {
  override readonly name: string = "RulesError";

  constructor(
    /** Key under `STC.Error` in the language files. */
    readonly key: string,
    message: string,
    readonly data: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }

  /** The full language key, e.g. `STC.Error.PoolNotInteger`. */
  get i18nKey(): string {
    return `STC.Error.${this.key}`;
  }
}

/** A dice pool, difficulty or face that the dice core cannot roll. */
export class DicePoolError extends RulesError {
  override readonly name = "DicePoolError";
}

/** A value as an error message shows it: forged data may be any length. */
export function shownValue(value: unknown): string {
  const text = typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" || value === null || value === undefined ? String(value) : typeof value;
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
