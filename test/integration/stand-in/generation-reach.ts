/**
 * Which of the Foundry layer's generation-dependent functions (src/compat.ts) a test file reaches, once the
 * system's `init` is done: with `STC_GENERATION_REACH` naming a folder, each file's list is saved there when the
 * file is done (scripts/generation-reach.ts reads them). Set up only for that audit; a plain run never loads it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, expect, vi } from "vitest";
import { standIn } from "./install";

const reached = new Set<string>();

// What `init` reaches, every file reaches: the audit counts what a file's own tests make the system do. The world's
// ruleset's play, which `init` starts loading and Foundry's setup waits for (src/hold-setup.ts), is start-up too.
let initialising = false;
const callAll = standIn.hooks.callAll.bind(standIn.hooks);
standIn.hooks.callAll = (hook: string, ...args: unknown[]) => {
  if (hook !== "init") return callAll(hook, ...args);
  initialising = true;
  try {
    return callAll(hook, ...args);
  } finally {
    // Imported only now, once the system is loaded: importing it earlier would load compat before its mock.
    void import("../../../src/rulesets/playing")
      .then(({ rulesetPlayed }) => rulesetPlayed())
      .finally(() => {
        initialising = false;
      });
  }
};

// compat's own test loads it under each generation in turn, which a counted copy cannot follow: that file is not
// measured (and runs on both generations).
const measured = !expect.getState().testPath?.endsWith("system/foundry-generations.test.ts");

if (measured) vi.doMock("../../../src/compat", async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(real)) {
    wrapped[name] =
      typeof value === "function" && name !== "foundryGeneration"
        ? (...args: unknown[]) => {
            if (!initialising) reached.add(name);
            return (value as (...args: unknown[]) => unknown)(...args);
          }
        : value;
  }
  return wrapped;
});

afterAll(() => {
  const folder = process.env.STC_GENERATION_REACH;
  if (!folder || !measured) return;
  const testPath = expect.getState().testPath ?? "unknown";
  const file = join(resolve(folder), `${relative(resolve("test/integration"), testPath)}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify([...reached].sort()));
});
