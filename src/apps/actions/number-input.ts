import { rangeFailure, type NumberRange } from "../../data/fields/range-check";

export type NumberInputResult = { ok: true; value: number } | { ok: false; key: string; data: Record<string, string | number> };

/** A typed number checked before it is saved: the message to show, or the number. Blank is not zero. */
export function readNumberInput(raw: string, range: NumberRange): NumberInputResult {
  const text = raw.trim();
  const value = text === "" ? Number.NaN : Number(text);
  const failure = rangeFailure(value, range);
  if (failure) return { ok: false, key: failure.key, data: failure.key === "STC.Error.NotANumber" ? { value: raw } : failure.data };
  return { ok: true, value };
}

/**
 * The first typed number in a form that cannot be saved (blank, not a number, out of its `data-min` /
 * `data-max` range or off its `data-step`), as the message to show; null when every one may be saved.
 */
export function firstBadNumber(form: HTMLFormElement): { key: string; data: Record<string, string | number> } | null {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type=number][data-min]")) {
    const checked = readNumberInput(input.value, { min: Number(input.dataset.min), max: Number(input.dataset.max), step: Number(input.dataset.step ?? 1) });
    if (!checked.ok) return { key: checked.key, data: checked.data };
  }
  return null;
}
