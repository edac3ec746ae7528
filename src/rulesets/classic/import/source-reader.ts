import type { UnplacedField } from "./unplaced";
import { valueText } from "./unplaced";

export type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value at a dotted path (`advantages.willpower.permanent`, `items.0.name`), or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let cursor: unknown = root;
  for (const part of path.split(".")) {
    if (Array.isArray(cursor)) cursor = /^\d+$/.test(part) ? cursor[Number(part)] : undefined;
    else cursor = isRecord(cursor) && Object.hasOwn(cursor, part) ? cursor[part] : undefined;
    if (cursor === undefined) return undefined;
  }
  return cursor;
}

/** A number as a file may hold one: a finite number, or text that is one (`"3"`, the level of a WoD20 feature). */
export function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** Whether a field holds something a person entered: text, a number other than 0, `true`, a list with entries. */
export function holdsValue(value: unknown): boolean {
  // A number kept as text ("0", the level of a WoD20 feature) is a number.
  if (typeof value === "string") return value.trim() !== "" && numberOf(value) !== 0;
  if (typeof value === "number") return value !== 0 && !Number.isNaN(value);
  if (typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

/**
 * Reads one object of a foreign file (an actor's or an item's `system`) and remembers every path it read, so that
 * what it did not read can be listed afterwards: a field nobody read and that holds a value is a field without a
 * place, reported rather than dropped (`leftovers`). Reading a path reads everything under it.
 */
export class SourceReader {
  private readonly read = new Set<string>();

  /**
   * @param root the object read
   * @param prefix how a report names its fields (`system.`, `items[Switchblade].system.`)
   */
  constructor(
    readonly root: unknown,
    readonly prefix: string,
  ) {}

  /** The value at `path`, marked as read. */
  get(path: string): unknown {
    this.read.add(path);
    return valueAt(this.root, path);
  }

  /** The value at `path`, not marked: for a look that decides what to read. */
  peek(path: string): unknown {
    return valueAt(this.root, path);
  }

  /** Marks paths as read without reading them: fields the other system computes or keeps for its own sheet. */
  take(...paths: string[]): void {
    for (const path of paths) this.read.add(path);
  }

  has(path: string): boolean {
    return valueAt(this.root, path) !== undefined;
  }

  number(path: string): number | null {
    return numberOf(this.get(path));
  }

  text(path: string): string {
    const value = this.get(path);
    return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  }

  flag(path: string): boolean {
    return this.get(path) === true;
  }

  /** The keys of the object at `path` (not marked), or none. */
  keys(path: string): string[] {
    const value = path === "" ? this.root : valueAt(this.root, path);
    return isRecord(value) ? Object.keys(value) : [];
  }

  /**
   * Every field not read that holds a value (`holdsValue`), by its full name, skipping the paths `skip` names: the
   * other system's own machinery (labels, maxima, totals it computes, its sheet's settings).
   */
  leftovers(skip: (path: string) => boolean = () => false): UnplacedField[] {
    const out: UnplacedField[] = [];
    const walk = (value: unknown, path: string) => {
      if (path !== "" && (this.read.has(path) || skip(path))) return;
      if (isRecord(value)) {
        for (const [key, child] of Object.entries(value)) walk(child, path === "" ? key : `${path}.${key}`);
        return;
      }
      if (holdsValue(value)) out.push({ field: `${this.prefix}${path}`, value: valueText(value), reason: "noPlace" });
    };
    walk(this.root, "");
    return out;
  }
}

/** A test over a path by patterns: the machinery a mapper skips when it lists what it did not read. */
export function skipping(patterns: readonly RegExp[]): (path: string) => boolean {
  return (path) => patterns.some((pattern) => pattern.test(path));
}
