import type { MetScenarioResult, ScenarioCheckResult } from "./result";

/** JSON with an object's keys sorted, so `{ a, b }` and `{ b, a }` compare equal; a list keeps its order. */
export function canonical(value: unknown): string | undefined {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item) ?? "null").join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item) ?? "null"}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** `expected` against `actual`, one check per key written, each at its path. */
export function checksOf(path: string, expected: Readonly<Record<string, unknown>>, actual: Readonly<Record<string, unknown>>): ScenarioCheckResult[] {
  return Object.entries(expected).map(([key, value]) => ({ path: `${path}.${key}`, expected: value, actual: actual[key] }));
}

/** Every `expect` value of the file the replay did not produce; empty when all are met. */
export function failedChecks(result: MetScenarioResult): ScenarioCheckResult[] {
  return result.checks.filter((check) => canonical(check.expected) !== canonical(check.actual));
}

/** The failed checks as `path: expected X, got Y`. */
export function unmetMetExpectations(result: MetScenarioResult): string[] {
  return failedChecks(result).map((check) => `${check.path}: expected ${canonical(check.expected) ?? "nothing"}, got ${canonical(check.actual) ?? "nothing"}`);
}
