#!/usr/bin/env node
// `npm run typecheck`: the strict type-check of the sources, tests and scripts against the Foundry v13 declarations.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { typeChecker } from "./type-checker.mjs";

const result = spawnSync(process.execPath, [typeChecker, "-p", "tsconfig.json", ...process.argv.slice(2)], { cwd: resolve(import.meta.dirname, ".."), stdio: "inherit" });
process.exit(result.status ?? 1);
