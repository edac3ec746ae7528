import { rangeFailure, type NumberRange } from "./range-check";

export type NumberInputResult = { ok: true; value: number } | { ok: false; key: string; data: Record<string, string | number> };

/** A typed number checked before it is saved: the message to show, or the number. Blank is not zero. */
export function readNumberInput(raw: string, range: NumberRange): NumberInputResult {
  const text = raw.trim();
  const value = text === "" ? Number.NaN : Number(text);
  const failure = rangeFailure(value, range);
  if (failure) return { ok: false, key: failure.key, data: failure.key === "STC.Error.NotANumber" ? { value: raw } : failure.data };
  return { ok: true, value };
}
