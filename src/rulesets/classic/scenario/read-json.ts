import { ScenarioError } from "./scenario-error";

/*
 * Readers for the scenario's JSON: each takes a value and the JSON path it sits at, and returns the value
 * typed or throws a ScenarioError naming the path and what was wrong.
 */

export function at(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}

function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

export function objectAt(value: unknown, path: string, known: readonly string[]): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ScenarioError("ScenarioNotObject", `${path || "the scenario"}: expected an object, got ${shown(value)}.`, { path: path || "$", value: shown(value) });
  }
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) {
      throw new ScenarioError("ScenarioFieldUnknown", `${at(path, key)}: unknown field; known fields here are ${known.join(", ")}.`, { path: at(path, key), known: known.join(", ") });
    }
  }
  return value as Record<string, unknown>;
}

export function required(object: Record<string, unknown>, key: string, path: string): unknown {
  const value = object[key];
  if (value === undefined) throw new ScenarioError("ScenarioFieldMissing", `${at(path, key)}: this field is required.`, { path: at(path, key) });
  return value;
}

export function textAt(value: unknown, path: string, { allowEmpty = false } = {}): string {
  if (typeof value !== "string" || (!allowEmpty && value.trim() === "")) {
    throw new ScenarioError("ScenarioNotText", `${path}: expected text, got ${shown(value)}.`, { path, value: shown(value) });
  }
  return value;
}

/** The largest count a scenario field takes when nothing smaller applies. */
const MAX_COUNT = 1000;

export function wholeAt(value: unknown, path: string, min = 0, max = MAX_COUNT): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new ScenarioError("ScenarioNotWhole", `${path}: expected a whole number from ${min} to ${max}, got ${shown(value)}.`, { path, min, max, value: shown(value) });
  }
  return value;
}

export function boolAt(value: unknown, path: string): boolean {
  if (typeof value !== "boolean") throw new ScenarioError("ScenarioNotBoolean", `${path}: expected true or false, got ${shown(value)}.`, { path, value: shown(value) });
  return value;
}

export function listAt(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new ScenarioError("ScenarioNotList", `${path}: expected a list, got ${shown(value)}.`, { path, value: shown(value) });
  return value;
}

export function oneOfAt<T extends string | number | boolean>(value: unknown, path: string, allowed: readonly T[]): T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw new ScenarioError("ScenarioValueUnknown", `${path}: ${shown(value)} is not one of ${allowed.map((entry) => shown(entry)).join(", ")}.`, {
      path,
      value: shown(value),
      allowed: allowed.map((entry) => shown(entry)).join(", "),
    });
  }
  return value as T;
}

/** A d10 face: 1 to 10. */
export function facesAt(value: unknown, path: string): number[] {
  return listAt(value, path).map((face, index) => wholeAt(face, at(path, index), 1, 10));
}

/** Text, or a list of texts, as a list. */
export function notesAt(value: unknown, path: string): string[] {
  if (value === undefined) return [];
  if (typeof value === "string") return [textAt(value, path)];
  return listAt(value, path).map((note, index) => textAt(note, at(path, index)));
}

export function optional<T>(object: Record<string, unknown>, key: string, path: string, read: (value: unknown, path: string) => T): T | undefined {
  const value = object[key];
  return value === undefined ? undefined : read(value, at(path, key));
}
