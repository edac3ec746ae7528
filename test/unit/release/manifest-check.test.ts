import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { manifestProblems, missingFiles, namedFiles, templatesNamedIn } from "../../../scripts/release/manifest-check.mjs";

const root = resolve(import.meta.dirname, "../../..");
const manifest = JSON.parse(readFileSync(resolve(root, "system.json"), "utf8")) as Record<string, unknown>;
const packageJson = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as { version: string };
const changed = (changes: Record<string, unknown>) => ({ ...structuredClone(manifest), ...changes });

describe("the system's manifest against Foundry's documented manifest fields", () => {
  it("system.json has no problem, and is a release's once it names its manifest and download URLs", () => {
    expect(manifestProblems(manifest)).toEqual([]);
    expect(manifestProblems(changed({ manifest: "https://example.org/latest/system.json", download: "https://example.org/v1/storyteller-combat.zip" }), { release: true })).toEqual([]);
  });

  it("a release without its URLs, or with one that is no http(s) URL, is refused", () => {
    expect(manifestProblems(manifest, { release: true })).toEqual([
      "a release needs its manifest URL, where Foundry looks for updates",
      "a release needs its download URL, the zip Foundry installs",
    ]);
    expect(manifestProblems(changed({ manifest: "system.json", download: "ftp://example.org/a.zip" }))).toEqual(["manifest must be an http(s) URL", "download must be an http(s) URL"]);
  });

  it("names each broken field: the id, the version, a pack, a language, a pack folder, a document type, a typo", () => {
    const packs = structuredClone(manifest.packs) as Record<string, unknown>[];
    Object.assign(packs[0] ?? {}, { type: "Weapon", path: "../packs/weapons" });
    expect(
      manifestProblems(
        changed({
          version: "first",
          packs,
          languages: [{ lang: "en", path: "/lang/en.json" }],
          packFolders: [{ name: "Ours", sorting: "m", packs: ["spells"] }],
          documentTypes: { Token: {} },
          esmodule: ["storyteller-combat.mjs"],
        }),
      ),
    ).toEqual([
      "esmodule is not a manifest field",
      "version must be numbers separated by dots (1.2.0)",
      "languages[0] needs a path inside the package",
      "packs[0].path must be a path inside the package",
      "packs[0].type must be one of Actor, Adventure, Cards, Item, JournalEntry, Macro, Playlist, RollTable, Scene",
      "packFolders[0] names the pack spells, which is not declared",
      "documentTypes.Token is not a document with subtypes",
    ]);
  });

  it("an id with spaces is refused, and the packs then name another system's id", () => {
    expect(manifestProblems(changed({ id: "Storyteller Combat" }))).toEqual([
      "id must be lower-case letters, digits, hyphens or underscores",
      ...[0, 1, 2, 3].map((index) => `packs[${index}].system must be this system's id`),
    ]);
  });

  it("a minimum newer than the verified generation is refused", () => {
    expect(manifestProblems(changed({ compatibility: { minimum: "14", verified: "13" } }))).toEqual(["compatibility.minimum is newer than compatibility.verified"]);
  });
});

describe("the files a package must hold", () => {
  it("the module, the stylesheet, both languages, each pack's CURRENT, the readme, the license and template.json", () => {
    expect(namedFiles(manifest)).toEqual([
      "storyteller-combat.mjs",
      "storyteller-combat.css",
      "lang/en.json",
      "lang/ru.json",
      "packs/maneuvers-garou/CURRENT",
      "packs/maneuvers-brawl/CURRENT",
      "packs/weapons/CURRENT",
      "packs/armour/CURRENT",
      "README.md",
      "LICENSE",
      "template.json",
    ]);
  });

  it("the templates a module loads, by name or whole path; Foundry's and other packages' are not the package's", () => {
    const text = 'a("chronicle/card.hbs");b=`parts/dots.hbs`;c="systems/storyteller-combat/templates/import/report.hbs";d="templates/sidebar/tabs.hbs";e="systems/dnd5e/templates/x.hbs"';
    expect(templatesNamedIn(text, "storyteller-combat")).toEqual(["templates/chronicle/card.hbs", "templates/import/report.hbs", "templates/parts/dots.hbs"]);
    expect(missingFiles({ id: "storyteller-combat", esmodules: ["m.mjs"] }, ["m.mjs", "template.json", "templates/chronicle/card.hbs"], [text])).toEqual([
      "templates/import/report.hbs",
      "templates/parts/dots.hbs",
    ]);
  });
});

describe("the release's version", () => {
  it("system.json and package.json carry the same version", () => {
    expect(manifest.version).toBe(packageJson.version);
  });

  it("the changelog's newest entry is that version", () => {
    const changelog = readFileSync(resolve(root, "CHANGELOG.md"), "utf8");
    expect(/^## (\S+)/m.exec(changelog)?.[1]).toBe(packageJson.version);
  });
});
