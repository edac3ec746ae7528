import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
const root = resolve(import.meta.dirname, "../..");
const read = (lang: string) => JSON.parse(readFileSync(resolve(root, `lang/${lang}.json`), "utf8")) as Tree;

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const en = flatten(read("en"));
const ru = flatten(read("ru"));

describe("language files", () => {
  it("English and Russian have exactly the same keys", () => {
    expect([...ru.keys()].filter((key) => !en.has(key)), "keys only in ru.json").toEqual([]);
    expect([...en.keys()].filter((key) => !ru.has(key)), "keys missing from ru.json").toEqual([]);
  });

  it("no string is empty", () => {
    for (const [key, value] of [...en, ...ru]) expect(value.trim(), key).not.toBe("");
  });

  it("each Russian string keeps the placeholders of its English one", () => {
    const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((match) => match[1]).sort();
    for (const [key, value] of en) expect(placeholders(ru.get(key) ?? ""), key).toEqual(placeholders(value));
  });

  it("Russian strings are translated, not copied from English", () => {
    // The system's own title stays in Latin letters; everything else with words in it is translated.
    const allowed = new Set(["STC.SystemTitle"]);
    const copied = [...ru].filter(([key, value]) => /[A-Za-z]{2}/.test(value) && value === en.get(key) && !allowed.has(key));
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
