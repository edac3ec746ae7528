/** Range checks shared by the data models and the sheets' inputs; no Foundry here, so both can use them. */
export interface NumberRange {
  min: number;
  max: number;
  /** 1 for whole numbers, 0.5 where half health levels are allowed. */
  step?: number;
}

/** The message key and its data for a value outside the range, or null when it is inside. */
export function rangeFailure(value: unknown, range: NumberRange): { key: string; data: Record<string, string | number> } | null {
  const step = range.step ?? 1;
  if (typeof value !== "number" || !Number.isFinite(value)) return { key: "STC.Error.NotANumber", data: { value: String(value) } };
  if (!Number.isInteger(value / step)) {
    return step === 1
      ? { key: "STC.Error.NotWhole", data: { value } }
      : { key: "STC.Error.NotHalf", data: { value } };
  }
  if (value < range.min || value > range.max) return { key: "STC.Error.OutOfRange", data: { value, min: range.min, max: range.max } };
  return null;
}

