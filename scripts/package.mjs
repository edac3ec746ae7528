#!/usr/bin/env node
// Zips dist/ into dist/storyteller-combat.zip. With STC_RELEASE_URL set (the folder a release is served
// from), the manifest inside the zip and dist/release/system.json point their manifest and download there.
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
const base = process.env.STC_RELEASE_URL?.replace(/\/+$/, "");
if (base) {
  manifest.manifest = `${base}/system.json`;
  manifest.download = `${base}/${zipName}`;
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
console.log(`wrote dist/${zipName} (${Object.keys(entries).length} files)${base ? ` for ${base}` : ""}`);
