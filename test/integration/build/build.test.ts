import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standIn, standInConfig, standInGame } from "../stand-in/install";
import { buildPacks, checkPackSource } from "../../../scripts/build-packs.mjs";
import { languageSources, readLanguage, templateFolders, type LangTree } from "../../../scripts/system-files";
import { RULESET_IDS } from "../../../src/rulesets/ruleset-id";
import { clientLoads, playChunk } from "../../../scripts/client-loads";
import { loadedWith, reachableFrom, relativeImports } from "../../../scripts/release/module-graph.mjs";
import { CLASSIC_PLAY } from "../../../src/rulesets/classic/play";
import { MET_PLAY } from "../../../src/rulesets/met/play";
import { STREAMLINED_PLAY } from "../../../src/rulesets/streamlined/play";
import type { RulesetPlay } from "../../../src/rulesets/module";

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
  it("writes one ES module the manifest names, the chunks it imports beside it, and one stylesheet", () => {
    expect(manifest.esmodules).toHaveLength(1);
    expect(manifest.styles).toHaveLength(1);
    for (const file of [...manifest.esmodules, ...manifest.styles]) expect(existsSync(join(out, file)), file).toBe(true);
    // Every module file is the entry or a chunk it imports, at once or when asked: none is left over, none missing.
    const entry = manifest.esmodules[0] ?? "";
    const modules = readdirSync(out).filter((file) => file.endsWith(".mjs")).sort();
    expect(reachableFrom(entry, (file) => (existsSync(join(out, file)) ? readFileSync(join(out, file), "utf8") : undefined))).toEqual(modules);
    // One play chunk per shipped ruleset, imported when asked, and nothing but modules of its own beside it.
    const { dynamic } = relativeImports(readFileSync(join(out, entry), "utf8"), entry);
    expect(dynamic.map((file) => file.replace(/-play-.*$/, "")).sort()).toEqual([...RULESET_IDS].sort());
    // Each imports only files beside it: a bare name would be a package Foundry does not serve.
    for (const file of modules) expect(readFileSync(join(out, file), "utf8"), file).not.toMatch(/(\bfrom|^import)\s*["'](?!\.\.?\/)/m);
  });

  it("keeps class names, which Foundry uses to find Roll, document and tracker classes", async () => {
    // Load the built module itself against the stand-in and read the names Foundry would read, once the setup
    // it holds until the world's ruleset's chunk is in has run.
    await import(pathToFileURL(join(out, manifest.esmodules[0] ?? "")).href);
    standIn.hooks.callAll("init");
    await standInGame.setupGame();
    const rollNames = (standInConfig.Dice.rolls as { name: string }[]).map((roll) => roll.name);
    expect(rollNames).toEqual(expect.arrayContaining(["PoolRoll", "InitiativeRoll"]));
    expect((standInConfig.Actor.dataModels.character as { name: string }).name).toBe("CharacterModel");
    // The world plays Classic (the setting's default): its own Combat, Combatant and tracker are the ones in CONFIG.
    expect((standInConfig.Combat.documentClass as { name: string }).name).toBe("ClassicCombat");
    expect((standInConfig.Combatant.documentClass as { name: string }).name).toBe("ClassicCombatant");
    expect((standInConfig.ui.combat as { name: string }).name).toBe("StorytellerCombatTracker");
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

/*
 * What a client fetches: the module system.json names and what it imports at once, in every world; then the play
 * chunk of the world's ruleset alone (src/rulesets/playing.ts). Read from the built files, as a browser reads them.
 */
describe("what a client loads in a world playing each ruleset", () => {
  const entry = manifest.esmodules[0] ?? "";
  const read = (file: string) => readFileSync(join(out, file), "utf8");
  const plays: Record<string, RulesetPlay> = { classic: CLASSIC_PLAY, streamlined: STREAMLINED_PLAY, met: MET_PLAY };
  /** The classes only a ruleset's play holds: its tracker and its document classes, by the names the build keeps. */
  const playClasses = (id: string) => {
    const play = plays[id];
    return [play?.combatTracker, ...Object.values(play?.documentClasses ?? {})].flatMap((value) => (value ? [value.name] : []));
  };
  /** Whether one of `files` declares class `name` (`class Name` or `Name = class`, as the build writes it). */
  const declares = (files: readonly string[], name: string) => files.some((file) => new RegExp(`\\bclass ${name}\\b|\\b${name} = class\\b`).test(read(file)));

  it("every ruleset's play is its own chunk: the module and what it imports at once hold no ruleset's play classes", () => {
    const every = loadedWith(entry, read);
    expect(every).toContain(entry);
    for (const id of RULESET_IDS) {
      const names = playClasses(id);
      expect(names.length, id).toBeGreaterThan(0);
      for (const name of names) {
        expect(declares(every, name), `${name} loaded in every world`).toBe(false);
        expect(declares([playChunk(relativeImports(read(entry), entry).dynamic, id)], name), `${name} in ${id}'s chunk`).toBe(true);
      }
    }
  });

  it("a world loads its ruleset's chunk and no other ruleset's play, in fewer bytes than the whole module", () => {
    const { every, byRuleset } = clientLoads(out, entry, RULESET_IDS);
    const allBytes = readdirSync(out).filter((file) => file.endsWith(".mjs")).reduce((sum, file) => sum + readFileSync(join(out, file)).length, 0);
    for (const id of RULESET_IDS) {
      const load = byRuleset[id];
      expect(load?.files.filter((file) => /-play-/.test(file)).map((file) => file.replace(/-play-.*$/, "")), id).toEqual([id]);
      for (const other of RULESET_IDS.filter((ruleset) => ruleset !== id)) {
        for (const name of playClasses(other)) expect(declares(load?.files ?? [], name), `${other}'s ${name} in a ${id} world`).toBe(false);
      }
      expect(load?.bytes, id).toBeGreaterThan(every.bytes);
      expect(load?.bytes, id).toBeLessThan(allBytes);
    }
    // The budgets the README's bench table keeps under: Streamlined and Mind's Eye Theatre load far less than Classic.
    const kib = (bytes = Number.NaN) => bytes / 1024;
    expect(kib(byRuleset.streamlined?.bytes)).toBeLessThan(450);
    expect(kib(byRuleset.met?.bytes)).toBeLessThan(450);
    expect(kib(byRuleset.classic?.bytes)).toBeLessThan(680);
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
    // And a ruleset's play chunk, which the module imports only in a world playing it.
    const metChunk = Object.keys(files).find((name) => name.startsWith("met-play-")) ?? "";
    expect(metChunk).toMatch(/\.mjs$/);
    writeFileSync(zipPath, zipSync(Object.fromEntries(Object.entries(files).filter(([name]) => name !== metChunk))));
    const checked = checkRelease({ FOUNDRY_V13: "" });
    expect(checked.stdout).toContain("✗ the zip lacks lang/ru.json");
    expect(checked.stdout).toContain("✗ the zip lacks templates/classic/import/report.hbs");
    expect(checked.stdout).toContain(`✗ the zip lacks ${metChunk}, a chunk the module imports`);
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
