import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchRow } from "./measure";

const root = resolve(import.meta.dirname, "../..");

export function benchBundle(): BenchRow[] {
  const bundle = join(root, "dist", "storyteller-combat.mjs");
  if (!existsSync(bundle)) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  const code = readFileSync(bundle);
  const css = readFileSync(join(root, "dist", "storyteller-combat.css"));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return [
    { measure: "Built module (storyteller-combat.mjs)", value: `${kb(code.length)} (${kb(gzipSync(code).length)} gzipped)` },
    { measure: "Built stylesheet (storyteller-combat.css)", value: `${kb(css.length)} (${kb(gzipSync(css).length)} gzipped)` },
  ];
}
