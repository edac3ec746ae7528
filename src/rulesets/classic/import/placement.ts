import { holdsValue, numberOf, type SourceReader } from "./source-reader";
import { valueText, type UnplacedField, type UnplacedReason } from "./unplaced";

export interface NumberRange {
  min: number;
  max: number;
  /** Half levels of damage (000 §4.2); whole numbers when absent. */
  step?: number;
}

/** A number brought within a range: the nearest allowed value (whole, or to the range's step). */
export function withinRange(value: number, range: NumberRange): number {
  const step = range.step ?? 1;
  const stepped = Math.round(value / step) * step;
  return Math.min(range.max, Math.max(range.min, stepped));
}

/**
 * What one import could not place, gathered as the mappers read: a field without a place, or a number the sheet
 * holds within its range while the original is kept here. Nothing is ever dropped in silence.
 */
export class Placement {
  readonly unplaced: UnplacedField[] = [];

  report(field: string, value: unknown, reason: UnplacedReason = "noPlace"): void {
    this.unplaced.push({ field, value: valueText(value), reason });
  }

  /** Adds what a reader did not read (`SourceReader#leftovers`). */
  gather(fields: readonly UnplacedField[]): void {
    this.unplaced.push(...fields);
  }

  /**
   * A number for the sheet: `value` within `range`, the original reported when it had to move. Returns undefined
   * when there is no number (the sheet keeps its default); a value there that is no number is reported.
   */
  fit(field: string, value: unknown, range: NumberRange): number | undefined {
    const number = numberOf(value);
    if (number === null) {
      if (holdsValue(value)) this.report(field, value);
      return undefined;
    }
    const placed = withinRange(number, range);
    if (placed !== number) this.unplaced.push({ field, value: valueText(value), reason: "outOfRange", placed: String(placed) });
    return placed;
  }

  /** `fit` over a reader's path, which is marked as read. */
  fitAt(reader: SourceReader, path: string, range: NumberRange): number | undefined {
    return this.fit(`${reader.prefix}${path}`, reader.get(path), range);
  }
}
