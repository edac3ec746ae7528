#!/usr/bin/env node
// `npm test`: lint and the strict type-checks against the Foundry v13 and v14 declarations, and the unit,
// integration and browser layers, side by side (the checks at the lowest priority). Every step runs even when
// another fails, so one run shows everything; the checks' output follows the tests', and the last line counts all.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { typeChecker } from "./type-checker.mjs";

const root = resolve(import.meta.dirname, "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const report = join(root, "test-output", "vitest-report.json");
const extra = process.argv.slice(2);

/** Runs a command with its output shown as it comes (the checks beside it keep running); whether it succeeded. */
function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("close", (status) => done(status === 0));
  });
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
  ["type-check", "type-check (tsc 7, strict, Foundry v13 types)", process.execPath, [typeChecker, "-p", "tsconfig.json"]],
  ["type-check v14", "type-check (tsc 7, strict, Foundry v14 types)", process.execPath, [join(root, "scripts", "typecheck-v14.mjs")]],
];
// The checks run beside the tests at the lowest priority: they take the CPU the tests leave while they wait on
// Chromium and on module loading, and never slow the tests themselves.
const checking = Promise.all(checks.map(([, , command, args]) => runQuietly("nice", ["-n", "19", command, ...args])));

mkdirSync(join(root, "test-output"), { recursive: true });
rmSync(report, { force: true });
const vitestOk = await run("tests (vitest: unit, integration, browser)", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
  ...extra,
]);

const results = await checking;
checks.forEach(([name, label], index) => {
  console.log(`\n▶ ${label}`);
  process.stdout.write(results[index].output);
  count(name, results[index].ok);
});
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
