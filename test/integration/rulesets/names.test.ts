import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { flattenLanguage, LANGUAGES, languageSources, ROOT, rulesetFolders } from "../../../scripts/system-files";
import { installRulesets } from "../../../src/rulesets/installed";
import { installedRulesets } from "../../../src/rulesets/registry";

/*
 * What a ruleset alone defines carries its id (src/rulesets/README.md): its chat cards' subtypes, its requests and
 * its strings. Read from the installed rulesets and their folders, the tests' own included, so a ruleset added
 * later is held to the same.
 */
beforeAll(() => installRulesets());

/** The requests a ruleset's folder defines: each `defineRequest("<name>", …)` in its requests/. */
function requestsDefinedIn(folder: string): string[] {
  const requests = join(folder, "requests");
  const files = readdirSync(requests, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith(".ts"));
  return files.flatMap((entry) => [...readFileSync(join(entry.parentPath, entry.name), "utf8").matchAll(/defineRequest\(\s*"(\w+)"/g)].map((match) => match[1] ?? ""));
}

/** The string namespace a ruleset owns: `STC.Classic`, `STC.Streamlined`, `STC.Met`, `STC.Toy`. */
const namespaceOf = (id: string): string => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

describe("a ruleset's own names carry its id", () => {
  it("its chat cards' subtypes", () => {
    const stray = installedRulesets().flatMap((module) => Object.keys(module.dataModels.ChatMessage ?? {}).filter((type) => !type.startsWith(module.id)).map((type) => `${module.id}: ${type}`));
    expect(installedRulesets().map((module) => module.id)).toEqual(expect.arrayContaining(["classic", "streamlined", "met"]));
    expect(stray).toEqual([]);
  });

  it("its requests", () => {
    const folders = rulesetFolders("tested");
    const defined = folders.map(({ id, folder }) => ({ id, names: requestsDefinedIn(folder) }));
    expect(defined.find(({ id }) => id === "classic")?.names).toEqual(expect.arrayContaining(["classicChainStart", "classicDeclare", "classicHold"]));
    expect(defined.flatMap(({ id, names }) => names.filter((name) => !name.startsWith(id)).map((name) => `${id}: ${name}`))).toEqual([]);
  });

  it("its strings: every key of its language files is under STC.<Id>, but its subtypes' labels and its name as a choice", () => {
    // Foundry reads a subtype's label at TYPES.<Document>.<subtype>, and the ruleset setting's choices at one key.
    const allowed = (id: string, key: string) =>
      key.startsWith(`STC.${namespaceOf(id)}.`) || key === `STC.Setting.Ruleset.Choices.${id}` || new RegExp(`^TYPES\\.\\w+\\.${id}[A-Z]\\w*$`).test(key);
    for (const language of LANGUAGES) {
      for (const { id, folder } of rulesetFolders("tested")) {
        const source = languageSources(language, "tested").find(({ file }) => join(ROOT, file) === join(folder, "lang", `${language}.json`));
        expect(source, `${id} ${language}`).toBeDefined();
        const keys = [...flattenLanguage(source?.tree ?? {}).keys()];
        expect(keys.length, `${id} ${language}`).toBeGreaterThan(0);
        expect(keys.filter((key) => !allowed(id, key)), `${id} ${language}`).toEqual([]);
      }
    }
  });
});
