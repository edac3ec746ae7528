import { at } from "./read-json";
import type { Expectation } from "./types";

export interface ExpectationResult {
  /** The JSON path of the expected value, e.g. `rounds[0].events[1].attack.expect.damagePool`. */
  path: string;
  expected: unknown;
  actual: unknown;
  met: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Whether `actual` meets `expected`: numbers, text and true/false exactly; lists item by item and of the
 * same length; objects key by key for the keys the expectation names (so `health: { "D": … }` checks D
 * and nobody else).
 */
export function meets(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => meets(item, actual[index]));
  if (isPlainObject(expected)) return isPlainObject(actual) && Object.entries(expected).every(([key, value]) => Object.hasOwn(actual, key) && meets(value, actual[key]));
  return Object.is(expected, actual) || (expected === null && actual === undefined);
}

export function checkExpectation(expectation: Expectation | null, facts: Readonly<Record<string, unknown>>): ExpectationResult[] {
  if (!expectation) return [];
  return Object.entries(expectation.values).map(([name, expected]) => {
    const actual = facts[name] ?? null;
    return { path: at(expectation.path, name), expected, actual, met: meets(expected, actual) };
  });
}
