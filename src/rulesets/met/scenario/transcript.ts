import type { Translate } from "../../../rules/translate";
import { failedChecks } from "./expectations";
import type { LineValue, MetScenarioResult } from "./result";

const PREFIX = "STC.Met.Scenario";

/**
 * What a Storyteller reads of a replayed fight, one line per entry, every word from the language files
 * (`STC.Met.Scenario.*`): lists are joined with the language's separator, an empty list reads as its word for
 * nobody, and phrases are translated with their own values. Ends with the expectations: all met, or each one not.
 */
export function metTranscript(result: MetScenarioResult, t: Translate): string[] {
  const separator = t(`${PREFIX}.ListSeparator`);
  const value = (item: LineValue): string | number => {
    if (typeof item === "string" || typeof item === "number") return item;
    if (Array.isArray(item)) return item.length === 0 ? t(`${PREFIX}.Nobody`) : (item as readonly LineValue[]).map(value).join(separator);
    const phrase = item as Exclude<LineValue, string | number | readonly LineValue[]>;
    return t(`${PREFIX}.${phrase.key}`, Object.fromEntries(Object.entries(phrase.data ?? {}).map(([name, entry]) => [name, value(entry)])));
  };
  const lines = result.lines.map((line) => value({ key: line.key, data: line.data }) as string);
  const unmet = failedChecks(result);
  if (unmet.length === 0) lines.push(t(`${PREFIX}.ExpectationsMet`, { count: result.checks.length }));
  else for (const check of unmet) lines.push(t(`${PREFIX}.ExpectationUnmet`, { path: check.path, expected: JSON.stringify(check.expected), actual: JSON.stringify(check.actual) ?? "—" }));
  return lines;
}
