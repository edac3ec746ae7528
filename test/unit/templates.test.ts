import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, rulesetFolders, templateFiles, templateSource } from "../../scripts/system-files";

/*
 * A ruleset's templates live in its folder (src/rulesets/<id>/templates/) and are loaded as templates/<id>/…
 * (src/constants.ts `templatePath`). Its code and its templates name only its own, and each name has its file.
 */
const codeFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));

// The shipped rulesets and those the tests alone install (test/rulesets/<id>/), whose templates resolve the same way.
const rulesets = rulesetFolders("tested");

describe("each ruleset's templates are in its folder, and it names only its own", () => {
  it.each(rulesets.map(({ id, folder }) => [id, folder]))("%s: every template its code names is its own and exists", (id, folder) => {
    const named = codeFiles(folder).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/templatePath\(\s*["'`]([^"'`$]+)/g)].map((match) => [relative(ROOT, file), match[1] ?? ""] as const));
    expect(named.length, id).toBeGreaterThan(0);
    for (const [file, name] of named) {
      expect(name, file).toMatch(new RegExp(`^${id}/`));
      if (name.endsWith(".hbs")) expect(existsSync(templateSource(`templates/${name}`)), `${file}: ${name}`).toBe(true);
    }
  });

  it.each(templateFiles("tested").map((file) => [relative(ROOT, file), file]))("%s: every partial it draws is its ruleset's own and exists", (_name, file) => {
    const owner = rulesets.find(({ folder }) => file.startsWith(`${folder}/`))?.id;
    for (const [, path] of readFileSync(file, "utf8").matchAll(/\{\{>\s*"([^"]+)"/g)) {
      if (owner) expect(path, relative(ROOT, file)).toMatch(new RegExp(`^systems/storyteller-combat/templates/${owner}/`));
      expect(existsSync(templateSource(path ?? "")), path).toBe(true);
    }
  });

  it("the templates the code loads by name come from the folders the build copies", () => {
    expect(templateSource("systems/storyteller-combat/templates/met/sheet.hbs")).toBe(join(ROOT, "src/rulesets/met/templates/sheet.hbs"));
    expect(templateSource("templates/classic/parts/dots.hbs")).toBe(join(ROOT, "src/rulesets/classic/templates/parts/dots.hbs"));
    expect(templateSource("templates/shared/card.hbs")).toBe(join(ROOT, "templates/shared/card.hbs"));
    expect(() => templateSource("modules/other/templates/x.hbs")).toThrow();
  });

  it("the build copies only the shipped rulesets' templates; a tested ruleset's resolve from its own folder", () => {
    const shipped = rulesetFolders();
    const tested = rulesets.filter(({ id }) => !shipped.some((ruleset) => ruleset.id === id));
    expect(tested.length).toBeGreaterThan(0);
    for (const { id, folder } of tested) {
      expect(templateFiles().some((file) => file.startsWith(`${folder}/`)), id).toBe(false);
      expect(templateFiles("tested").some((file) => file.startsWith(`${folder}/`)), id).toBe(true);
    }
  });
});
