import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { RULESET_IDS } from "../../src/rulesets/ruleset-id";
import { clientLoads } from "../client-loads";
import type { BenchRow } from "./measure";

const root = resolve(import.meta.dirname, "../..");

/** The build's module files a client loads in a world playing each ruleset, and the stylesheet; built afresh. */
export function benchBundle(): BenchRow[] {
  // A build of its own (vite only, seconds), so no dist/ of an older build is measured.
  const out = mkdtempSync(join(tmpdir(), "stc-bench-build-"));
  try {
    execFileSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error"], { cwd: root, env: { ...process.env, STC_DIST: out }, stdio: "inherit" });
    const { every, byRuleset } = clientLoads(out, "storyteller-combat.mjs", RULESET_IDS);
    const css = readFileSync(join(out, "storyteller-combat.css"));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const load = ({ files, bytes, gzipped }: { files: string[]; bytes: number; gzipped: number }) => `${kb(bytes)} (${kb(gzipped)} gzipped), ${files.length} files`;
    return [
      { measure: "Built module loaded in every world (storyteller-combat.mjs and the chunks it imports at once)", value: load(every) },
      ...RULESET_IDS.map((id) => ({ measure: `Built module a client loads in a world playing ${id} (the above and ${id}'s play chunk)`, value: load(byRuleset[id] ?? every) })),
      { measure: "Built stylesheet (storyteller-combat.css)", value: `${kb(css.length)} (${kb(gzipSync(css).length)} gzipped)` },
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
