#!/usr/bin/env node
// Links dist/ into a local Foundry as Data/systems/storyteller-combat. FOUNDRY_DATA is Foundry's user
// data folder (the one holding Data/) or its Data folder itself.
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { basename, join, resolve } from "node:path";

const dataRoot = process.env.FOUNDRY_DATA;
if (!dataRoot) {
  console.error("Set FOUNDRY_DATA to Foundry's user data folder, e.g. FOUNDRY_DATA=~/.local/share/FoundryVTT npm run link");
  process.exit(2);
}
const dataFolder = basename(resolve(dataRoot)) === "Data" ? resolve(dataRoot) : join(resolve(dataRoot), "Data");
if (!existsSync(dataFolder)) {
  console.error(`${dataFolder} does not exist: is FOUNDRY_DATA Foundry's user data folder?`);
  process.exit(2);
}
const dist = resolve(import.meta.dirname, "..", process.env.STC_DIST ?? "dist");
if (!existsSync(join(dist, "system.json"))) {
  console.error("dist/ has no build yet: run npm run build first.");
  process.exit(2);
}
const target = join(dataFolder, "systems", "storyteller-combat");
mkdirSync(join(dataFolder, "systems"), { recursive: true });
if (existsSync(target) || lstatSync(target, { throwIfNoEntry: false })) {
  if (!lstatSync(target).isSymbolicLink()) {
    console.error(`${target} exists and is not a link; move it away first so nothing is lost.`);
    process.exit(2);
  }
  rmSync(target);
}
symlinkSync(dist, target, "dir");
console.log(`linked ${target} -> ${dist}`);
