import { RulesError } from "../rules/errors";

/** Why a round operation was refused: a key under `STC.Error` and its data. */
export interface Refusal {
  key: string;
  data: Record<string, string | number>;
}

/** What a round operation answers: the query carries it back to the player's client as plain data. */
export type Outcome<T = null> = { ok: true; value: T } | ({ ok: false } & Refusal);

export function done<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refused(key: string, data: Record<string, string | number> = {}): { ok: false } & Refusal {
  return { ok: false, key, data };
}

/** A rules error as a refusal; anything else is a fault and is thrown on. */
export function refusalOf(error: unknown): { ok: false } & Refusal {
  if (error instanceof RulesError) return refused(error.key, { ...error.data });
  throw error;
}

/**
 * The refusal as a sentence in the table's language. The rules name combatants by id; a value that is an id
 * (or a list of ids) is shown as the combatant's name.
 */
export function refusalText(refusal: Refusal, nameOf: (id: string) => string | undefined): string {
  const data = Object.fromEntries(Object.entries(namedData(refusal.data, nameOf)).map(([name, value]) => [name, String(value)]));
  return game.i18n?.format(`STC.Error.${refusal.key}`, data) ?? refusal.key;
}

/** A refusal's data with combatant ids (alone or in a list) replaced by names. */
export function namedData(data: Refusal["data"], nameOf: (id: string) => string | undefined): Refusal["data"] {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, typeof value === "string" ? value.split(", ").map((part) => nameOf(part) ?? part).join(", ") : value]),
  );
}

/** The error a promise-returning caller (the attack chain) receives for a refusal. */
export class RoundRefusedError extends RulesError {
  override readonly name = "RoundRefusedError";
  constructor(refusal: Refusal, message: string) {
    super(refusal.key, message, refusal.data);
  }
}
