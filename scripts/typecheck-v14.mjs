#!/usr/bin/env node
// `npm run typecheck:v14`: the strict type-check against the Foundry v14 declarations (types-v14/, installed
// beside the project from the packed copy in ../shared/vendor). Installs them first when they are missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { typeChecker } from "./type-checker.mjs";

const root = resolve(import.meta.dirname, "..");
const types = join(root, "types-v14");

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

if (!existsSync(join(types, "node_modules", "fvtt-types"))) {
  console.log("Installing the Foundry v14 types (npm ci --prefix types-v14)");
  const status = run("npm", ["ci", "--prefix", "types-v14", "--no-audit", "--no-fund"]);
  if (status !== 0) process.exit(status);
}

process.exit(run(process.execPath, [typeChecker, "-p", "tsconfig.v14.json", ...process.argv.slice(2)]));
