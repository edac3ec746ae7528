import { basename, dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { GENERATION_BLIND } from "./test/integration/generation-blind";

/** The stand-in modules that imitate Foundry's data layer, and the folder that holds their real counterparts. */
const STAND_IN = resolve("test/integration/stand-in");
const FOUNDRY_LAYER = resolve("test/integration/foundry");
const REPLACED = new Set(["data-model", "fields", "document", "actor", "item", "active-effect", "chat-message", "combat", "combatant", "compendium", "macro", "token"]);

/**
 * The Foundry layer runs the integration files with Foundry's own `common/` in place of the stand-in's data layer:
 * an import of a replaced stand-in module resolves to the module of the same name in test/integration/foundry,
 * except from that folder itself.
 */
function realDataLayer(): Plugin {
  return {
    name: "storyteller-combat:real-data-layer",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(FOUNDRY_LAYER)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || dirname(resolved.id) !== STAND_IN) return null;
      const name = basename(resolved.id, ".ts");
      return REPLACED.has(name) ? join(FOUNDRY_LAYER, `${name}.ts`) : null;
    },
  };
}

/**
 * Foundry v13's own data layer (FOUNDRY_V13), a project only when `npm run test:foundry` asks for it
 * (STC_FOUNDRY_LAYER): a plain `vitest run` and `npm test` never try it, on a machine with Foundry or without.
 */
const foundryLayer = process.env.STC_FOUNDRY_LAYER
  ? [
      {
        plugins: [realDataLayer()],
        test: {
          name: "integration-foundry",
          include: ["test/integration/**/*.test.ts"],
          exclude: ["test/integration/build/**"],
          environment: "node",
          // Foundry's common/ extends the built-in prototypes once per realm (its primitives), which VM contexts
          // share: each file gets a process of its own instead.
          pool: "forks",
          hookTimeout: 30_000,
          setupFiles: ["test/integration/foundry/install.ts", "test/rulesets/install.ts"],
          env: { STC_FOUNDRY_GENERATION: "13", STC_DATA_LAYER: "foundry" },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Left to itself, Vitest ran the suite on one worker on a 2-core machine. The files wait on Chromium and on
    // module loading as much as on the CPU, so more workers than cores finish sooner: on 2 cores, 202 s with two
    // workers and 169 s with three.
    maxWorkers: 3,
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
          // The Foundry layer's own files run only on Foundry's data layer.
          exclude: ["test/integration/foundry/**"],
          environment: "node",
          // Each file gets a fresh stand-in: keep vitest's per-file isolation here. A VM context per file keeps that
          // isolation for our code and the stand-in, while Node's own module cache keeps the packages they load
          // (happy-dom above all) from one file to the next: measured, it took the layer's CPU time from 93 s to 54 s.
          pool: "vmThreads",
          // A file's first hook loads the whole system into its context: on a busy machine that alone can pass
          // vitest's 10 s default.
          hookTimeout: 30_000,
          // `npm run test:generation-reach` records what of the generation's each file reaches.
          setupFiles: ["test/integration/stand-in/install.ts", ...(process.env.STC_GENERATION_REACH ? ["test/integration/stand-in/generation-reach.ts"] : []), "test/rulesets/install.ts"],
          env: { STC_FOUNDRY_GENERATION: "13" },
        },
      },
      {
        test: {
          name: "integration-v14",
          include: ["test/integration/**/*.test.ts"],
          // A file that reaches nothing of the generation's after `init` runs once, on 13 (generation-blind.ts).
          exclude: ["test/integration/foundry/**", ...GENERATION_BLIND.map((file) => `test/integration/${file}`)],
          environment: "node",
          pool: "vmThreads",
          // A file's first hook loads the whole system into its context: on a busy machine that alone can pass
          // vitest's 10 s default.
          hookTimeout: 30_000,
          setupFiles: ["test/integration/stand-in/install.ts", "test/rulesets/install.ts"],
          env: { STC_FOUNDRY_GENERATION: "14" },
        },
      },
      ...foundryLayer,
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
