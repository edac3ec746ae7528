#!/usr/bin/env node
// Zips dist/ into dist/storyteller-combat.zip, and writes dist/release/system.json, the manifest a release serves
// beside its zip. Where the release is served from is configured, since this repository does not know its own public
// address: STC_RELEASE_URL (or package.json's config.releaseUrl) is the folder this version's zip is served from, and
// may name the version as {version}; STC_MANIFEST_URL (or config.manifestUrl) is where the newest manifest is served,
// the URL a table pastes into Foundry and Foundry asks for updates (by default the manifest beside the zip). With
// neither set the zip carries no release URLs and is installed by unzipping it.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { zipSync } from "fflate";

const root = resolve(import.meta.dirname, "..");
const dist = resolve(root, process.env.STC_DIST ?? "dist");
const zipName = "storyteller-combat.zip";

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "release" ? [] : filesUnder(path);
    return name === zipName || name.endsWith(".map") ? [] : [path];
  });
}

const manifest = JSON.parse(readFileSync(join(dist, "system.json"), "utf8"));
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
if (manifest.version !== packageJson.version) {
  console.error(`system.json is version ${manifest.version} and package.json ${packageJson.version}: keep them in step before packaging.`);
  process.exit(2);
}
const configured = (variable, key) => (process.env[variable] || packageJson.config?.[key] || "").replaceAll("{version}", manifest.version).replace(/\/+$/, "");
const base = configured("STC_RELEASE_URL", "releaseUrl");
const manifestUrl = configured("STC_MANIFEST_URL", "manifestUrl") || (base ? `${base}/system.json` : "");
if (base) {
  manifest.manifest = manifestUrl;
  manifest.download = `${base}/${zipName}`;
} else if (manifestUrl) {
  console.error("STC_MANIFEST_URL is set without STC_RELEASE_URL: the manifest would name no zip to download.");
  process.exit(2);
}
const entries = {};
for (const file of filesUnder(dist)) {
  // Files at the archive's root, where Foundry's installer looks for system.json.
  const name = relative(dist, file).split("\\").join("/");
  entries[name] = file === join(dist, "system.json") ? Buffer.from(JSON.stringify(manifest, null, 2) + "\n") : readFileSync(file);
}
writeFileSync(join(dist, zipName), zipSync(entries, { level: 9 }));
mkdirSync(join(dist, "release"), { recursive: true });
writeFileSync(join(dist, "release", "system.json"), JSON.stringify(manifest, null, 2) + "\n");
console.log(`wrote dist/${zipName} (${Object.keys(entries).length} files) for version ${manifest.version}${base ? `, downloaded from ${manifest.download}` : ""}`);
