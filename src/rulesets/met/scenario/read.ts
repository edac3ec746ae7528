import { shownValue } from "../../../rules/errors";
import { MetError } from "../rules/errors";

/** A JSON object as the reader sees it. */
export type Json = Readonly<Record<string, unknown>>;

export const at = (path: string, key: string | number): string => (typeof key === "number" ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`);

/** An object whose fields are all among `fields`, with the `required` ones; each refusal names the field's path. */
export function object(value: unknown, path: string, fields: readonly string[], required: readonly string[] = []): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new MetError("MetScenarioNotObject", `${path || "$"}: expected an object, got ${shownValue(value)}.`, { path: path || "$", value: shownValue(value) });
  }
  const json = value as Json;
  for (const key of Object.keys(json)) {
    if (!fields.includes(key)) throw new MetError("MetScenarioFieldUnknown", `${at(path, key)}: there is no such field here.`, { path: at(path, key) });
  }
  for (const key of required) {
    if (json[key] === undefined) throw new MetError("MetScenarioFieldMissing", `${at(path, key)} is required.`, { path: at(path, key) });
  }
  return json;
}

export function list(value: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new MetError("MetScenarioNotList", `${path}: expected a list, got ${shownValue(value)}.`, { path, value: shownValue(value) });
  return value;
}

export function text(value: unknown, path: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new MetError("MetScenarioNotText", `${path}: expected a text, got ${shownValue(value)}.`, { path, value: shownValue(value) });
  return value;
}

export function whole(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new MetError("MetScenarioNotWhole", `${path}: expected a whole number from ${min} to ${max}, got ${shownValue(value)}.`, { path, min, max, value: shownValue(value) });
  }
  return value;
}

export function boolean(value: unknown, path: string): boolean {
  if (typeof value !== "boolean") throw new MetError("MetScenarioNotBoolean", `${path}: expected true or false, got ${shownValue(value)}.`, { path, value: shownValue(value) });
  return value;
}

export function choice<T extends string>(value: unknown, path: string, choices: readonly T[]): T {
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value)) {
    throw new MetError("MetScenarioNotChoice", `${path}: expected one of ${choices.join(", ")}, got ${shownValue(value)}.`, { path, choices: choices.join(", "), value: shownValue(value) });
  }
  return value as T;
}

export const optional = <T>(value: unknown, read: (value: unknown) => T): T | undefined => (value === undefined ? undefined : read(value));

/** `notes`: one text or a list of texts; none when absent. */
export function notes(value: unknown, path: string): string[] {
  if (value === undefined) return [];
  if (typeof value === "string") return [text(value, path)];
  return list(value, path).map((item, index) => text(item, at(path, index)));
}

export const texts = (value: unknown, path: string): string[] => list(value, path).map((item, index) => text(item, at(path, index)));

/** A combatant id the file declared. */
export function combatantId(value: unknown, path: string, ids: ReadonlySet<string>): string {
  const id = text(value, path);
  if (!ids.has(id)) throw new MetError("MetScenarioCombatantUnknown", `${path}: there is no combatant ${shownValue(id)}.`, { path, id: shownValue(id) });
  return id;
}

/** An expectation's value as written: any JSON, compared as the replay's value (see expectations.ts). */
export const anything = (value: unknown): unknown => value;
