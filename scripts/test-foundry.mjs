#!/usr/bin/env node
// `npm run test:foundry`: the integration files on Foundry v13's own data layer (test/integration/foundry), beside
// the same files on the stand-in, and the two layers' verdict on every write compared. Foundry is proprietary and
// not part of this repository: the layer reads an install from FOUNDRY_V13 (the folder holding `common/` and
// `client/`, as a Foundry install's `resources/app`). Without it, it says so and succeeds, so a machine without
// Foundry passes.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const install = process.env.FOUNDRY_V13;
if (!install) {
  console.log("Foundry layer skipped: FOUNDRY_V13 is not set (the folder of a Foundry v13 install that holds common/ and client/).");
  process.exit(0);
}
const manifest = join(install, "package.json");
if (!existsSync(join(install, "common", "server.mjs")) || !existsSync(manifest)) {
  console.error(`FOUNDRY_V13 names ${install}, which holds no Foundry install (common/server.mjs and package.json).`);
  process.exit(1);
}
const release = JSON.parse(readFileSync(manifest, "utf8")).release ?? {};
if (release.generation !== 13) {
  console.error(`FOUNDRY_V13 names a Foundry of generation ${release.generation}; this layer runs on 13.`);
  process.exit(1);
}
console.log(`Foundry layer: Foundry ${release.generation}.${release.build} from ${install}`);

const journals = join(root, "test-output", "write-verdicts");
// Both layers draw the same random numbers (test/integration/stand-in/random-seed.ts), so they make the same writes.
const seed = process.env.STC_RANDOM_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`Random seed: ${seed} (STC_RANDOM_SEED=${seed} repeats this run)`);
rmSync(journals, { recursive: true, force: true });
const vitest = join(root, "node_modules", ".bin", "vitest");
const extra = process.argv.slice(2);

function run(label, project, folder) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(vitest, ["run", "--project", project, ...extra], { cwd: root, stdio: "inherit", env: { ...process.env, STC_WRITE_JOURNAL: join(journals, folder), STC_RANDOM_SEED: seed, STC_FOUNDRY_LAYER: "1" } });
  return result.status === 0;
}

const standInPassed = run("integration files on the stand-in (Foundry 13)", "integration-v13", "stand-in");
const foundryPassed = run("integration files on Foundry's own data layer", "integration-foundry", "foundry");

/** Every journal file under a folder, by its path relative to it. */
function journalsIn(folder) {
  const out = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(folder, path), JSON.parse(readFileSync(path, "utf8")));
    }
  };
  walk(folder);
  return out;
}

/** The first write whose verdict differs between the layers, in each test of each file both ran. */
function divergences() {
  const standIn = journalsIn(join(journals, "stand-in"));
  const foundry = journalsIn(join(journals, "foundry"));
  const found = [];
  let compared = 0;
  for (const [file, theirs] of foundry) {
    const ours = standIn.get(file);
    if (!ours) continue;
    const byTest = (entries) => entries.reduce((map, entry) => map.set(entry.test, [...(map.get(entry.test) ?? []), entry]), new Map());
    const oursByTest = byTest(ours);
    for (const [test, entries] of byTest(theirs)) {
      const stand = oursByTest.get(test) ?? [];
      const length = Math.max(entries.length, stand.length);
      for (let index = 0; index < length; index += 1) {
        compared += 1;
        const a = stand[index];
        const b = entries[index];
        const say = (entry) => (entry ? `${entry.action} ${entry.documentName} ${entry.verdict}` : "no write");
        if (a?.documentName !== b?.documentName || a?.action !== b?.action || a?.verdict !== b?.verdict) {
          found.push(`${file.replace(/\.json$/, "")} › ${test}: write ${index + 1} is "${say(a)}" on the stand-in, "${say(b)}" on Foundry's`);
          break;
        }
      }
    }
  }
  return { found, compared };
}

console.log("\n▶ the two layers' verdict on every write");
const { found, compared } = divergences();
if (found.length) console.log(`${found.length} tests whose writes differ:\n${found.map((line) => `  - ${line}`).join("\n")}`);
else console.log(`${compared} writes compared: every one written or refused alike on both layers.`);

const ok = standInPassed && foundryPassed && found.length === 0;
process.exit(ok ? 0 : 1);
