import { deletionEntry } from "../../compat";

/**
 * Foundry merges an update into an object field (`mergeObject`), so a key the new value no longer has would
 * stay behind: a damage that changes from "Strength + 1" to "3 dice" would keep its old `attribute`. The update
 * that replaces the value deletes each such key the generation's way (`compat.deletionEntry`: `-=key` on v13,
 * a ForcedDeletion on v14). Lists are replaced whole.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);

export function objectReplacement(before: unknown, after: unknown): unknown {
  if (!isPlain(before) || !isPlain(after)) return after;
  const out: Plain = {};
  for (const [key, value] of Object.entries(after)) out[key] = objectReplacement(before[key], value);
  for (const key of Object.keys(before)) {
    if (key in after) continue;
    const [name, value] = deletionEntry(key);
    out[name] = value;
  }
  return out;
}
