import { readLanguage as readMergedLanguage } from "../../../scripts/system-files";

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let cursor: string | Tree | undefined = tree;
  for (const part of key.split(".")) {
    if (typeof cursor !== "object") return undefined;
    cursor = cursor[part];
  }
  return typeof cursor === "string" ? cursor : undefined;
}

/** A language as the build merges it, with the strings of the rulesets the tests alone install (test/rulesets/). */
export function readLanguage(lang: "en" | "ru"): Tree {
  return readMergedLanguage(lang, "tested") as Tree;
}

/** The stand-in for `game.i18n`, reading the system's own language files as Foundry would. */
export class StandInI18n {
  lang: "en" | "ru";
  private translations: Tree;

  constructor(lang: "en" | "ru" = "en") {
    this.lang = lang;
    this.translations = readLanguage(lang);
  }

  has(key: string): boolean {
    return lookup(this.translations, key) !== undefined;
  }

  localize(key: string): string {
    return lookup(this.translations, key) ?? key;
  }

  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{(\w+)}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
  }
}
