import { numeral } from "../../src/apps/numbers";
import { formKey } from "../../src/apps/plural";
import type { Translate } from "../../src/rules/translate";
import { readLanguage } from "../../scripts/system-files";

type Tree = { [key: string]: string | Tree };

/** A translator over lang/en.json or lang/ru.json that records every key (or placeholder) it could not fill. */
export function translator(language: "en" | "ru", missing: Set<string> = new Set()): Translate {
  const tree = readLanguage(language) as Tree;
  const lookUp = (key: string) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    return typeof node === "string" ? node : undefined;
  };
  return (key, data = {}) => {
    const node = lookUp(formKey(key, data, language, (candidate) => lookUp(candidate) !== undefined));
    if (node === undefined) {
      missing.add(key);
      return key;
    }
    return node.replace(/{(\w+)}/g, (whole, name: string) => {
      if (!Object.hasOwn(data, name)) missing.add(`${key} {${name}}`);
      const value = data[name];
      return !Object.hasOwn(data, name) ? whole : typeof value === "number" ? numeral(value, language) : String(value);
    });
  };
}
