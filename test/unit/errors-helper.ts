import { expect } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { readLanguage } from "../../scripts/system-files";

type Tree = { [key: string]: string | Tree };
const en = readLanguage("en") as Tree;

export function englishString(path: string): string | undefined {
  let node: string | Tree | undefined = en;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/**
 * Runs `work`, expects a `RulesError` with this key, and checks the language file can show it: the key is
 * in `lang/en.json` and every `{placeholder}` of its string is in the error's data.
 */
export function expectRulesError(work: () => unknown, key: string): RulesError {
  let caught: unknown;
  try {
    work();
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected RulesError ${key}`).toBeInstanceOf(RulesError);
  const error = caught as RulesError;
  expect(error.key).toBe(key);
  const text = englishString(error.i18nKey);
  expect(text, `${error.i18nKey} in lang/en.json`).toBeDefined();
  for (const match of (text ?? "").matchAll(/{(\w+)}/g)) expect(error.data, `${key} data for {${match[1]}}`).toHaveProperty(match[1] ?? "");
  return error;
}
