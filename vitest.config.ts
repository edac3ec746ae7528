import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Left to itself, Vitest ran the suite on one worker on a 2-core machine (167 s, against 129 s with two). The
    // files wait on Chromium and on module loading as much as on the CPU, so a worker per core finishes sooner.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          environment: "node",
          // Plain functions over plain data, no globals and no mocks: the files share a worker's module cache
          // instead of loading the rules again for each file (about half the layer's time).
          isolate: false,
        },
      },
      // The integration layer runs once against each Foundry generation the stand-in plays (install.ts).
      {
        test: {
          name: "integration-v13",
          include: ["test/integration/**/*.test.ts"],
          environment: "node",
          // Each file gets a fresh stand-in: keep vitest's per-file isolation here. A VM context per file keeps that
          // isolation for our code and the stand-in, while Node's own module cache keeps the packages they load
          // (happy-dom above all) from one file to the next: measured, it took the layer's CPU time from 93 s to 54 s.
          pool: "vmThreads",
          // A file's first hook loads the whole system into its context: on a busy machine that alone can pass
          // vitest's 10 s default.
          hookTimeout: 30_000,
          setupFiles: ["test/integration/stand-in/install.ts"],
          env: { STC_FOUNDRY_GENERATION: "13" },
        },
      },
      {
        test: {
          name: "integration-v14",
          include: ["test/integration/**/*.test.ts"],
          // The built bundle is the same whichever Foundry loads it: the v13 run checks it once.
          exclude: ["test/integration/build/**"],
          environment: "node",
          pool: "vmThreads",
          // A file's first hook loads the whole system into its context: on a busy machine that alone can pass
          // vitest's 10 s default.
          hookTimeout: 30_000,
          setupFiles: ["test/integration/stand-in/install.ts"],
          env: { STC_FOUNDRY_GENERATION: "14" },
        },
      },
      {
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/browser/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
