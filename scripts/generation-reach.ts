// `npm run test:generation-reach`: runs the integration files on the stand-in's Foundry 13 with every function of
// src/compat.ts counted (test/integration/stand-in/generation-reach.ts), and checks that the files the Foundry 14
// run leaves out (test/integration/generation-blind.ts) are exactly those that reach none of them after `init`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ASSERTS_INIT_PER_GENERATION, GENERATION_BLIND } from "../test/integration/generation-blind";

const root = resolve(import.meta.dirname, "..");
const folder = join(root, "test-output", "generation-reach");
rmSync(folder, { recursive: true, force: true });
const run = spawnSync(join(root, "node_modules", ".bin", "vitest"), ["run", "--project", "integration-v13", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, STC_GENERATION_REACH: folder },
});
if (run.status !== 0) {
  console.error("The integration files failed; the reach is measured on a passing run.");
  process.exit(1);
}

const reach = new Map<string, string[]>();
const walk = (dir: string): void => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else reach.set(relative(folder, path).replace(/\.json$/, ""), JSON.parse(readFileSync(path, "utf8")) as string[]);
  }
};
if (existsSync(folder)) walk(folder);

const blind = [...reach]
  .filter(([file, reached]) => reached.length === 0 && !Object.hasOwn(ASSERTS_INIT_PER_GENERATION, file))
  .map(([file]) => file)
  .sort();
const listed = [...GENERATION_BLIND].sort();
const missing = blind.filter((file) => !listed.includes(file));
const wrong = listed.filter((file) => !blind.includes(file));
console.log(`\n${reach.size} files measured: ${reach.size - blind.length} reach the generation's code and run on 14 too, ${blind.length} run on 13 only.`);
for (const file of missing) console.log(`  reaches nothing of the generation's, and could leave the 14 run: ${file}`);
for (const [file, reached] of reach) if (wrong.includes(file)) console.log(`  left out of the 14 run, but reaches ${reached.join(", ")}: ${file}`);
process.exit(missing.length || wrong.length ? 1 : 0);
