#!/usr/bin/env node
// `npm test`: lint and the strict type-checks against the Foundry v13 and v14 declarations (side by side: each
// is one process, and the machine has cores to spare), then the unit, integration and browser layers. Every step
// runs even when an earlier one fails, so one run shows everything; the last line counts the checks.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const report = join(root, "test-output", "vitest-report.json");
const extra = process.argv.slice(2);

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  return result.status === 0;
}

let passed = 0;
let failed = 0;
const failures = [];
const count = (label, ok) => {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
};

/** Runs a check with its output held back, so checks side by side print one after another. */
function runQuietly(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => done({ ok: status === 0, output }));
  });
}

const checks = [
  ["lint", "lint (eslint)", bin("eslint"), ["."]],
  ["type-check", "type-check (tsc, strict, Foundry v13 types)", bin("tsc"), ["-p", "tsconfig.json"]],
  ["type-check v14", "type-check (tsc, strict, Foundry v14 types)", process.execPath, [join(root, "scripts", "typecheck-v14.mjs")]],
];
const results = await Promise.all(checks.map(([, , command, args]) => runQuietly(command, args)));
checks.forEach(([name, label], index) => {
  console.log(`\n▶ ${label}`);
  process.stdout.write(results[index].output);
  count(name, results[index].ok);
});

mkdirSync(join(root, "test-output"), { recursive: true });
rmSync(report, { force: true });
const vitestOk = run("tests (vitest: unit, integration, browser)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
  ...extra,
]);
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, "utf8"));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  for (const file of summary.testResults ?? []) {
    for (const test of file.assertionResults ?? []) if (test.status === "failed") failures.push(test.fullName);
    // A file that fails to load has no test results of its own; count it once.
    if (file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed")) {
      failed += 1;
      failures.push(`${file.name}: ${file.message?.split("\n")[0] ?? "failed to run"}`);
    }
  }
  if (!vitestOk && failed === 0) {
    failed += 1;
    failures.push("vitest exited with an error");
  }
} else {
  failed += 1;
  failures.push("vitest did not write its report");
}

if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  - ${line}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
