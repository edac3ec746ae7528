#!/usr/bin/env node
// Checks that a packaged system installs: `node scripts/check-release.mjs [dist/storyteller-combat.zip]`. The zip's
// system.json is checked against the documented manifest fields (scripts/release/manifest-check.mjs), every file it
// names and every template the module loads must be in the zip, and its version must be package.json's. A manifest
// with a manifest or download URL is a release's, and needs both. With FOUNDRY_V13 naming a Foundry 13 install, the
// manifest is also built as Foundry's own BaseSystem (from $FOUNDRY_V13/common), strictly; without it that check
// says it is skipped. Prints each finding; exits 1 when any check fails.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { strFromU8, unzipSync } from "fflate";
import { manifestProblems, missingFiles } from "./release/manifest-check.mjs";
import { reachableFrom } from "./release/module-graph.mjs";

const root = resolve(import.meta.dirname, "..");
const zipPath = resolve(root, process.argv[2] ?? join(process.env.STC_DIST ?? "dist", "storyteller-combat.zip"));

/**
 * Foundry 13's own reading of the manifest: its BaseSystem data model, built strictly, as its setup screen builds an
 * installed system. Its server module sets the globals its classes read (foundry, CONST); the logger, the release
 * and getDocumentClass are the server's, given here as plainly as it gives them.
 */
async function foundryProblems(manifest, foundryRoot) {
  globalThis.logger ??= { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} };
  globalThis.release ??= { version: "13.350", generation: 13, maxStableGeneration: 13, build: 350 };
  const common = await import(pathToFileURL(join(foundryRoot, "common", "server.mjs")).href);
  globalThis.getDocumentClass ??= (name) => common.documents[`Base${name}`];
  try {
    const system = new common.packages.BaseSystem(JSON.parse(JSON.stringify(manifest)), { strict: true, installed: false });
    const { REQUIRES_CORE_UPGRADE_STABLE, REQUIRES_CORE_UPGRADE_UNSTABLE, REQUIRES_CORE_DOWNGRADE } = common.CONST.PACKAGE_AVAILABILITY_CODES;
    if ([REQUIRES_CORE_UPGRADE_STABLE, REQUIRES_CORE_UPGRADE_UNSTABLE, REQUIRES_CORE_DOWNGRADE].includes(system.availability)) {
      return [`Foundry ${globalThis.release.version} would not run it (availability ${system.availability})`];
    }
    return [];
  } catch (error) {
    return [`Foundry's BaseSystem refuses it: ${error instanceof Error ? error.message : String(error)}`];
  }
}

const problems = [];
if (!existsSync(zipPath)) {
  console.error(`${zipPath} does not exist: run npm run package first.`);
  process.exit(2);
}
const files = unzipSync(readFileSync(zipPath));
const names = Object.keys(files);
const entry = files["system.json"];
if (!entry) {
  console.log("✗ the zip has no system.json at its root, where Foundry's installer looks for it");
  process.exit(1);
}
let manifest;
try {
  manifest = JSON.parse(strFromU8(entry));
} catch (error) {
  console.log(`✗ system.json is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const release = manifest.manifest !== undefined || manifest.download !== undefined;
for (const problem of manifestProblems(manifest, { release })) problems.push(`system.json: ${problem}`);
// The modules the manifest names and every chunk they import, at once or when a world's ruleset asks for its play.
const readModule = (name) => (files[name] ? strFromU8(files[name]) : undefined);
const esmodules = Array.isArray(manifest.esmodules) ? manifest.esmodules.filter((name) => typeof name === "string") : [];
const moduleFiles = [...new Set(esmodules.flatMap((name) => reachableFrom(name, readModule)))];
const modules = moduleFiles.flatMap((name) => readModule(name) ?? []);
for (const file of missingFiles(manifest, names, modules)) problems.push(`the zip lacks ${file}`);
for (const file of moduleFiles) if (!esmodules.includes(file) && !files[file]) problems.push(`the zip lacks ${file}, a chunk the module imports`);
const packageJson = join(root, "package.json");
if (existsSync(packageJson)) {
  const version = JSON.parse(readFileSync(packageJson, "utf8")).version;
  if (manifest.version !== version) problems.push(`system.json is version ${manifest.version}, package.json ${version}`);
}
console.log(`${problems.length ? "✗" : "✓"} ${zipPath}: ${names.length} files, manifest ${manifest.id} ${manifest.version}${release ? `, installed from ${manifest.manifest}` : " (no release URLs: installed by unzipping)"}`);

const foundryRoot = process.env.FOUNDRY_V13;
if (foundryRoot) {
  const found = await foundryProblems(manifest, resolve(foundryRoot));
  problems.push(...found);
  console.log(`${found.length ? "✗" : "✓"} Foundry 13's BaseSystem (${foundryRoot}) ${found.length ? "refuses the manifest" : "accepts the manifest"}`);
} else {
  console.log("- Foundry 13's BaseSystem check skipped: set FOUNDRY_V13 to a Foundry 13 install to run it");
}
for (const problem of problems) console.log(`✗ ${problem}`);
process.exit(problems.length ? 1 : 0);
