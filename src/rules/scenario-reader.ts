import { type RulesError, shownValue } from "./errors";

/** A JSON object as a scenario reader sees it. */
export type Json = Readonly<Record<string, unknown>>;

/** What a scenario field failed to be; a ruleset names its error key after it (`MetScenarioNotList`…). */
export const SCENARIO_REFUSALS = ["NotObject", "FieldUnknown", "FieldMissing", "NotList", "NotText", "NotWhole", "NotBoolean", "NotChoice", "CombatantUnknown"] as const;
export type ScenarioRefusal = (typeof SCENARIO_REFUSALS)[number];

/** The error a ruleset raises for a refusal, under its own key and class, so its messages stay its own. */
export type ScenarioRefuse = (refusal: ScenarioRefusal, message: string, data: Readonly<Record<string, string | number>>) => RulesError;

/** The path of a field inside the one at `path`: `a.b`, `a[2]`, or the key itself at the top. */
export const at = (path: string, key: string | number): string => (typeof key === "number" ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`);

/** A field read only when written. */
export const optional = <T>(value: unknown, read: (value: unknown) => T): T | undefined => (value === undefined ? undefined : read(value));

/**
 * The readers every ruleset's scenario file shares, each refusal naming the field's path. Streamlined and Mind's
 * Eye Theatre read their files with them; the refusal's key and class are the ruleset's (`refuse`).
 */
export function scenarioReader(refuse: ScenarioRefuse) {
  /** An object whose fields are all among `fields`, with the `required` ones. */
  function object(value: unknown, path: string, fields: readonly string[], required: readonly string[] = []): Json {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw refuse("NotObject", `${path || "$"}: expected an object, got ${shownValue(value)}.`, { path: path || "$", value: shownValue(value) });
    }
    const json = value as Json;
    for (const key of Object.keys(json)) {
      if (!fields.includes(key)) throw refuse("FieldUnknown", `${at(path, key)}: there is no such field here.`, { path: at(path, key) });
    }
    for (const key of required) {
      if (json[key] === undefined) throw refuse("FieldMissing", `${at(path, key)} is required.`, { path: at(path, key) });
    }
    return json;
  }

  function list(value: unknown, path: string): readonly unknown[] {
    if (!Array.isArray(value)) throw refuse("NotList", `${path}: expected a list, got ${shownValue(value)}.`, { path, value: shownValue(value) });
    return value;
  }

  function text(value: unknown, path: string): string {
    if (typeof value !== "string" || value.trim() === "") throw refuse("NotText", `${path}: expected a text, got ${shownValue(value)}.`, { path, value: shownValue(value) });
    return value;
  }

  function whole(value: unknown, path: string, min: number, max: number): number {
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      throw refuse("NotWhole", `${path}: expected a whole number from ${min} to ${max}, got ${shownValue(value)}.`, { path, min, max, value: shownValue(value) });
    }
    return value;
  }

  function boolean(value: unknown, path: string): boolean {
    if (typeof value !== "boolean") throw refuse("NotBoolean", `${path}: expected true or false, got ${shownValue(value)}.`, { path, value: shownValue(value) });
    return value;
  }

  function choice<T extends string>(value: unknown, path: string, choices: readonly T[]): T {
    if (typeof value !== "string" || !(choices as readonly string[]).includes(value)) {
      throw refuse("NotChoice", `${path}: expected one of ${choices.join(", ")}, got ${shownValue(value)}.`, { path, choices: choices.join(", "), value: shownValue(value) });
    }
    return value as T;
  }

  /** `notes`: one text or a list of texts; none when absent. */
  function notes(value: unknown, path: string): string[] {
    if (value === undefined) return [];
    if (typeof value === "string") return [text(value, path)];
    return list(value, path).map((item, index) => text(item, at(path, index)));
  }

  /** A combatant id the file declared. */
  function combatantId(value: unknown, path: string, ids: ReadonlySet<string>): string {
    const id = text(value, path);
    if (!ids.has(id)) throw refuse("CombatantUnknown", `${path}: there is no combatant ${shownValue(id)}.`, { path, id: shownValue(id) });
    return id;
  }

  return { object, list, text, whole, boolean, choice, notes, combatantId };
}
