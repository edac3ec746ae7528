import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, rulesetFolders, systemManifest, systemTemplate } from "../../scripts/system-files";

/*
 * A ruleset's folder may declare its subtypes in a manifest.json (src/rulesets/README.md); the build merges them
 * into system.json and template.json. The shipped manifest is the root's as it is, and a ruleset the tests alone
 * install adds its subtypes only when a test asks for it.
 */
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), "utf8"));
type Declared = { documentTypes: Record<string, Record<string, unknown>> };

describe("the manifest and template.json, with each ruleset folder's part", () => {
  it("the shipped ones are the root's files as written", () => {
    expect(systemManifest()).toEqual(readJson("system.json"));
    expect(systemTemplate()).toEqual(readJson("template.json"));
  });

  it("a tested ruleset's subtypes are added to both, in its document's list and as its own entry", () => {
    const shipped = systemManifest() as Declared;
    const tested = systemManifest("tested") as Declared;
    const template = systemTemplate("tested");
    const added = Object.entries(tested.documentTypes).flatMap(([document, types]) => Object.keys(types).filter((type) => !Object.hasOwn(shipped.documentTypes[document] ?? {}, type)).map((type) => [document, type] as const));
    const parts = rulesetFolders("tested").filter(({ folder }) => !folder.startsWith(join(ROOT, "src")));
    expect(parts.length).toBeGreaterThan(0);
    expect(added.length).toBeGreaterThan(0);
    for (const [document, type] of added) {
      expect(template[document]?.types, `${document} ${type}`).toContain(type);
      expect(template[document], `${document} ${type}`).toHaveProperty([type]);
    }
    // Nothing else differs.
    expect({ ...tested, documentTypes: undefined }).toEqual({ ...shipped, documentTypes: undefined });
  });
});
