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
          // Each file gets a fresh stand-in: keep vitest's per-file isolation here.
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
