import { unmetStreamlinedExpectations } from "./expectations";
import type { LineValue, StreamlinedScenarioResult } from "./result";

/** Translates a key with its data, as Foundry's `game.i18n.format` does; the caller passes it in. */
export type Translate = (key: string, data?: Record<string, string | number>) => string;

const PREFIX = "STC.Streamlined.Scenario";

const isList = (item: LineValue): item is readonly string[] => Array.isArray(item);

/**
 * What a Storyteller reads of a replayed fight, one line per entry, every word from the language files
 * (`STC.Streamlined.Scenario.*`): lists are joined with the language's separator and an empty list reads as
 * its word for nobody. Ends with the expectations: all met, or each one that is not.
 */
export function streamlinedTranscript(result: StreamlinedScenarioResult, t: Translate): string[] {
  const separator = t(`${PREFIX}.ListSeparator`);
  const value = (item: LineValue): string | number => {
    if (typeof item === "string" || typeof item === "number") return item;
    if (isList(item)) return item.length === 0 ? t(`${PREFIX}.Nobody`) : item.join(separator);
    if ("key" in item) return t(`${PREFIX}.${item.key}`);
    return item.words.map((key) => t(`${PREFIX}.${key}`)).join(separator);
  };
  const lines = result.lines.map((line) => t(`${PREFIX}.${line.key}`, Object.fromEntries(Object.entries(line.data).map(([name, item]) => [name, value(item)]))));
  const unmet = unmetStreamlinedExpectations(result);
  if (unmet.length === 0) lines.push(t(`${PREFIX}.ExpectationsMet`, { count: result.checks.length }));
  else for (const check of result.checks.filter((entry) => unmet.some((text) => text.startsWith(`${entry.path}:`)))) lines.push(t(`${PREFIX}.ExpectationUnmet`, { path: check.path, expected: JSON.stringify(check.expected), actual: JSON.stringify(check.actual) ?? "—" }));
  return lines;
}
