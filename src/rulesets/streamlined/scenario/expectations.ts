import type { ScenarioCheck, StreamlinedScenarioResult } from "./result";

/** JSON with an object's keys sorted, so `{ a, b }` and `{ b, a }` compare equal; a list keeps its order. */
function canonical(value: unknown): string | undefined {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item) ?? "null").join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item) ?? "null"}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Every `expect` value of the file the replay did not produce; empty when all are met. */
export function failedChecks(result: StreamlinedScenarioResult): ScenarioCheck[] {
  return result.checks.filter((check) => canonical(check.expected) !== canonical(check.actual));
}

/** The failed checks as `path: expected X, got Y`. */
export function unmetStreamlinedExpectations(result: StreamlinedScenarioResult): string[] {
  return failedChecks(result).map((check) => `${check.path}: expected ${canonical(check.expected) ?? "nothing"}, got ${canonical(check.actual) ?? "nothing"}`);
}
