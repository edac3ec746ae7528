import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(resolve(root, "system.json"), "utf8")) as Record<string, unknown> & {
  languages: { lang: string; path: string }[];
  compatibility: { minimum: string; verified: string };
  packs: { name: string; path: string; type: string }[];
};

describe("system.json", () => {
  it("is a Foundry system named storyteller-combat, for v13 and verified on v14", () => {
    expect(manifest.id).toBe("storyteller-combat");
    expect(manifest.title).toBe("Storyteller Combat");
    expect(manifest.compatibility.minimum).toBe("13");
    expect(manifest.compatibility.verified).toBe("14");
  });

  it("offers English and Russian from files that exist", () => {
    expect(manifest.languages.map((language) => language.lang).sort()).toEqual(["en", "ru"]);
    for (const language of manifest.languages) expect(existsSync(resolve(root, language.path)), language.path).toBe(true);
  });

  it("has a pack source folder for every declared pack", () => {
    for (const pack of manifest.packs) {
      expect(pack.path).toBe(`packs/${pack.name}`);
      expect(existsSync(resolve(root, pack.path)), pack.path).toBe(true);
    }
  });
});
