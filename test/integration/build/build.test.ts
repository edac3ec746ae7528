import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standIn, standInConfig } from "../stand-in/install";
import { buildPacks, checkPackSource } from "../../../scripts/build-packs.mjs";
import { languageSources, readLanguage, templateFolders, type LangTree } from "../../../scripts/system-files";
import { RULESET_IDS } from "../../../src/rulesets/ruleset-id";

const root = resolve(import.meta.dirname, "../../..");
const out = mkdtempSync(join(tmpdir(), "stc-build-"));
const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as {
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  packs: { path: string }[];
};

beforeAll(() => {
  execFileSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error"], {
    cwd: root,
    env: { ...process.env, STC_DIST: out },
    stdio: "pipe",
  });
  execFileSync(process.execPath, [join(root, "scripts/build-packs.mjs")], { cwd: root, env: { ...process.env, STC_DIST: out }, stdio: "pipe" });
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("npm run build", () => {
  it("writes one ES module and one stylesheet, as the manifest names them", () => {
    expect(manifest.esmodules).toHaveLength(1);
    expect(manifest.styles).toHaveLength(1);
    for (const file of [...manifest.esmodules, ...manifest.styles]) expect(existsSync(join(out, file)), file).toBe(true);
    expect(readdirSync(out).filter((file) => file.endsWith(".mjs"))).toEqual(manifest.esmodules);
  });

  it("keeps class names, which Foundry uses to find Roll and sheet classes", async () => {
    const bundle = readFileSync(join(out, manifest.esmodules[0] ?? ""), "utf8");
    expect(bundle).not.toMatch(/^import /m);
    // Load the built module itself against the stand-in and read the names Foundry would read.
    await import(pathToFileURL(join(out, manifest.esmodules[0] ?? "")).href);
    standIn.hooks.callAll("init");
    const rollNames = (standInConfig.Dice.rolls as { name: string }[]).map((roll) => roll.name);
    expect(rollNames).toEqual(expect.arrayContaining(["PoolRoll", "InitiativeRoll"]));
    expect((standInConfig.Actor.dataModels.character as { name: string }).name).toBe("CharacterModel");
    // The world plays Classic (the setting's default): its own Combat is the one in CONFIG.
    expect((standInConfig.Combat.documentClass as { name: string }).name).toBe("ClassicCombat");
  });

  it("copies the manifest, template.json, the languages and the templates", () => {
    for (const file of ["system.json", "template.json", ...manifest.languages.map((language) => language.path), "templates/classic/chat/pool-roll.hbs"]) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }
  });

  it("copies every ruleset's templates from its folder to templates/<id>/", () => {
    for (const { from, to } of templateFolders()) {
      const files = readdirSync(from, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(relative(from, entry.parentPath), entry.name));
      expect(files.length, from).toBeGreaterThan(0);
      for (const file of files) expect(readFileSync(join(out, to, file), "utf8"), `${to}/${file}`).toBe(readFileSync(join(from, file), "utf8"));
    }
    for (const id of RULESET_IDS) expect(existsSync(join(out, "templates", id)), id).toBe(true);
  });

  it("writes each language as one file: the root's strings merged with every ruleset's", () => {
    for (const { lang, path } of manifest.languages) {
      const written = JSON.parse(readFileSync(join(out, path), "utf8")) as LangTree;
      expect(written, path).toEqual(readLanguage(lang));
      expect(languageSources(lang).length, lang).toBe(1 + RULESET_IDS.length);
    }
  });

  it("compiles every declared compendium", () => {
    for (const pack of manifest.packs) expect(existsSync(join(out, pack.path, "CURRENT")), pack.path).toBe(true);
  });
});

describe("the pack builder", () => {
  it("compiles pack JSON with the official CLI so it extracts back unchanged", async () => {
    const built = await buildPacks({ sourceRoot: join(root, "test/fixtures/packs"), outRoot: join(out, "fixture-packs") });
    expect(built).toEqual(["sample"]);
    const extracted = join(out, "extracted");
    await extractPack(join(out, "fixture-packs", "sample"), extracted, { log: false });
    const [file] = readdirSync(extracted);
    const document = JSON.parse(readFileSync(join(extracted, file ?? ""), "utf8")) as { name: string; system: { identifier: string } };
    expect(document.name).toBe("Sample maneuver");
    expect(document.system.identifier).toBe("sample");
  });

  it("refuses a document the CLI would drop in silence", () => {
    expect(checkPackSource(join(root, "test/fixtures/bad-pack"))).toEqual(["missing-key.json: _key must end with the _id"]);
  });
});

describe("npm run package and npm run link", () => {
  // Each packages the build and checks it in a process of its own: seconds on a busy machine.
  const packageRelease = (env: Record<string, string>) =>
    execFileSync(process.execPath, [join(root, "scripts/package.mjs")], { cwd: root, env: { ...process.env, STC_DIST: out, STC_RELEASE_URL: "", STC_MANIFEST_URL: "", ...env }, stdio: "pipe" });
  const checkRelease = (env: Record<string, string | undefined> = {}) =>
    spawnSync(process.execPath, [join(root, "scripts/check-release.mjs"), join(out, "storyteller-combat.zip")], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  const zippedManifest = () => JSON.parse(strFromU8(unzipSync(readFileSync(join(out, "storyteller-combat.zip")))["system.json"] ?? new Uint8Array())) as Record<string, unknown>;

  it("zips the build with the manifest pointing at the release URL given, its version named where it says {version}", () => {
    packageRelease({ STC_RELEASE_URL: "https://example.org/releases/v{version}/", STC_MANIFEST_URL: "https://example.org/releases/latest/system.json" });
    const files = unzipSync(readFileSync(join(out, "storyteller-combat.zip")));
    for (const file of ["system.json", "template.json", manifest.esmodules[0] ?? "", manifest.styles[0] ?? "", "lang/ru.json"]) {
      expect(Object.keys(files), file).toContain(file);
    }
    expect(Object.keys(files).some((name) => name.endsWith(".map") || name.endsWith(".zip"))).toBe(false);
    const zipped = zippedManifest();
    const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
    expect(zipped.version).toBe(version);
    expect(zipped.manifest).toBe("https://example.org/releases/latest/system.json");
    expect(zipped.download).toBe(`https://example.org/releases/v${version}/storyteller-combat.zip`);
    expect(JSON.parse(readFileSync(join(out, "release", "system.json"), "utf8"))).toEqual(zipped);
  }, 60_000);

  it("the release zip installs: its manifest is whole, every file it names and every template the module loads is in it", () => {
    packageRelease({ STC_RELEASE_URL: "https://example.org/releases/v{version}" });
    expect(zippedManifest().manifest).toBe(`https://example.org/releases/v${String(zippedManifest().version)}/system.json`);
    const checked = checkRelease({ FOUNDRY_V13: "" });
    expect(checked.stdout).toMatch(/^✓ .*storyteller-combat\.zip: \d+ files, manifest storyteller-combat \d+\.\d+\.\d+, installed from https:\/\/example\.org\//m);
    expect(checked.stdout).toContain("- Foundry 13's BaseSystem check skipped: set FOUNDRY_V13 to a Foundry 13 install to run it");
    expect(checked.status).toBe(0);
  }, 60_000);

  it.runIf(Boolean(process.env.FOUNDRY_V13))("with FOUNDRY_V13 set, Foundry 13's own BaseSystem accepts the release's manifest", () => {
    packageRelease({ STC_RELEASE_URL: "https://example.org/releases/v{version}" });
    const checked = checkRelease();
    expect(checked.stdout).toContain("✓ Foundry 13's BaseSystem");
    expect(checked.status).toBe(0);
    // And it refuses what Foundry refuses: an id with a space.
    const zipPath = join(out, "storyteller-combat.zip");
    const files = unzipSync(readFileSync(zipPath));
    files["system.json"] = strToU8(JSON.stringify({ ...zippedManifest(), id: "storyteller combat" }));
    writeFileSync(zipPath, zipSync(files));
    const refused = checkRelease();
    expect(refused.stdout).toContain("✗ Foundry's BaseSystem refuses it");
    expect(refused.status).toBe(1);
  }, 60_000);

  it("a zip that lacks a file its manifest names, or a template the module loads, does not pass", () => {
    packageRelease({});
    const zipPath = join(out, "storyteller-combat.zip");
    const files = unzipSync(readFileSync(zipPath));
    delete files["lang/ru.json"];
    delete files["templates/classic/import/report.hbs"];
    writeFileSync(zipPath, zipSync(files));
    const checked = checkRelease({ FOUNDRY_V13: "" });
    expect(checked.stdout).toContain("✗ the zip lacks lang/ru.json");
    expect(checked.stdout).toContain("✗ the zip lacks templates/classic/import/report.hbs");
    expect(checked.status).toBe(1);
  }, 60_000);

  it("links the build into the Foundry data folder named by FOUNDRY_DATA, and refuses to replace a real folder", () => {
    const foundryData = mkdtempSync(join(tmpdir(), "stc-foundry-"));
    mkdirSync(join(foundryData, "Data"));
    const link = () =>
      spawnSync(process.execPath, [join(root, "scripts/link.mjs")], { cwd: root, env: { ...process.env, STC_DIST: out, FOUNDRY_DATA: foundryData }, encoding: "utf8" });
    expect(link().status).toBe(0);
    const target = join(foundryData, "Data", "systems", "storyteller-combat");
    expect(realpathSync(target)).toBe(realpathSync(out));
    expect(link().status).toBe(0);
    rmSync(target);
    mkdirSync(target);
    const refused = link();
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("is not a link");
    rmSync(foundryData, { recursive: true, force: true });
  });
});
