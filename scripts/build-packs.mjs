#!/usr/bin/env node
// Compiles each folder of packs/ (JSON documents) into a LevelDB compendium under dist/packs with the
// official Foundry CLI. Runs after `vite build`, which empties dist/.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

const root = resolve(import.meta.dirname, "..");

/** Checks what the CLI would skip in silence: a document without `_id` or `_key`. */
export function checkPackSource(folder) {
  const problems = [];
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".json"))) {
    const document = JSON.parse(readFileSync(join(folder, name), "utf8"));
    if (typeof document._id !== "string" || !/^[A-Za-z0-9]{16}$/.test(document._id)) problems.push(`${name}: _id must be 16 letters or digits`);
    if (typeof document._key !== "string" || !document._key.endsWith(document._id ?? "")) problems.push(`${name}: _key must end with the _id`);
  }
  return problems;
}

export async function buildPacks({ sourceRoot = join(root, "packs"), outRoot = resolve(root, process.env.STC_DIST ?? "dist", "packs") } = {}) {
  const built = [];
  if (!existsSync(sourceRoot)) return built;
  for (const name of readdirSync(sourceRoot)) {
    const source = join(sourceRoot, name);
    if (!statSync(source).isDirectory()) continue;
    const problems = checkPackSource(source);
    if (problems.length) throw new Error(`packs/${name} has documents the compiler would drop:\n${problems.join("\n")}`);
    const destination = join(outRoot, name);
    rmSync(destination, { recursive: true, force: true });
    await compilePack(source, destination, { log: false });
    built.push(name);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const built = await buildPacks();
  console.log(`compiled ${built.length} compendium pack(s)${built.length ? `: ${built.join(", ")}` : ""}`);
}
