import type { Source } from "./document";
import { StandInForcedDeletion, StandInForcedReplacement } from "./operators";

const isPlain = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Foundry's merge of an update into an object field such as `flags`: inner objects merge key by key (keys the
 * change leaves out stay), `-=key: null` deletes a key, `==key` (and on 14 a ForcedReplacement) replaces the
 * whole value, a ForcedDeletion deletes it. Returns a new object; `target` is left as it was.
 */
export function mergeUpdate(target: Source, change: Source): Source {
  let out: Source = structuredClone(target);
  const without = (name: string) => Object.fromEntries(Object.entries(out).filter(([own]) => own !== name));
  for (const [key, value] of Object.entries(change)) {
    if (key.startsWith("-=")) {
      if (value !== null) throw new Error(`Removing a key with -= needs the value null, for example {"${key}": null}.`);
      out = without(key.slice(2));
    } else if (key.startsWith("==")) out[key.slice(2)] = structuredClone(value);
    else if (value instanceof StandInForcedReplacement) out[key] = structuredClone(value.value);
    else if (value instanceof StandInForcedDeletion) out = without(key);
    else if (isPlain(value) && isPlain(out[key])) out[key] = mergeUpdate(out[key], value);
    else out[key] = isPlain(value) ? mergeUpdate({}, value) : structuredClone(value);
  }
  return out;
}
