import { at, scenarioReader } from "../../../rules/scenario-reader";
import { StreamlinedError } from "../rules/errors";

export { at, optional, type Json } from "../../../rules/scenario-reader";

/** The shared readers (src/rules/scenario-reader.ts), refusing under Streamlined's keys (`StreamlinedScenario…`). */
export const { object, list, text, whole, boolean, choice, notes, combatantId } = scenarioReader((refusal, message, data) => new StreamlinedError(`StreamlinedScenario${refusal}`, message, data));

/** A die's faces: whole numbers from 1 to 10. */
export function faces(value: unknown, path: string): number[] {
  return list(value, path).map((face, index) => whole(face, at(path, index), 1, 10));
}

/** `{ "<id>": read(value) }` over declared ids. */
export function byId<T>(value: unknown, path: string, ids: ReadonlySet<string>, read: (value: unknown, path: string) => T): Record<string, T> {
  const json = object(value, path, Object.keys(typeof value === "object" && value !== null ? value : {}));
  for (const id of Object.keys(json)) combatantId(id, at(path, id), ids);
  return Object.fromEntries(Object.entries(json).map(([id, item]) => [id, read(item, at(path, id))]));
}
