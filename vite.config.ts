import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { LANGUAGES, readLanguage, systemManifest, systemTemplate, templateFolders } from "./scripts/system-files";

const root = import.meta.dirname;
// STC_DIST lets the build test write somewhere other than the dist/ a person may be using.
const outDir = resolve(root, process.env.STC_DIST ?? "dist");

/** A ruleset's play chunk is named after it: `classic-play`, from `src/rulesets/classic/play.ts`. */
function rulesetChunkName(moduleId: string | null): string | null {
  const ruleset = /[\\/]src[\\/]rulesets[\\/]([\w-]+)[\\/]play\.ts$/.exec(moduleId ?? "")?.[1];
  return ruleset ? `${ruleset}-play` : null;
}

/** Copies what Foundry reads straight from the system folder next to the bundle. */
function copySystemFiles(): Plugin {
  return {
    name: "storyteller-combat:system-files",
    apply: "build",
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      // The manifest and template.json: the root's, with the subtypes a ruleset's folder declares in its manifest.json.
      writeFileSync(resolve(outDir, "system.json"), `${JSON.stringify(systemManifest(), null, 2)}\n`);
      writeFileSync(resolve(outDir, "template.json"), `${JSON.stringify(systemTemplate(), null, 2)}\n`);
      for (const file of ["README.md", "LICENSE"]) {
        if (existsSync(resolve(root, file))) cpSync(resolve(root, file), resolve(outDir, file));
      }
      if (existsSync(resolve(root, "assets"))) cpSync(resolve(root, "assets"), resolve(outDir, "assets"), { recursive: true });
      // Each ruleset's templates under templates/<id>/, beside the shared ones (scripts/system-files.ts).
      for (const { from, to } of templateFolders()) cpSync(from, resolve(outDir, to), { recursive: true });
      // One file per language, as system.json names it: the root's strings merged with every ruleset's; a key
      // two files define fails the build.
      mkdirSync(resolve(outDir, "lang"), { recursive: true });
      for (const language of LANGUAGES) writeFileSync(resolve(outDir, "lang", `${language}.json`), `${JSON.stringify(readLanguage(language), null, 2)}\n`);
      // The manifest names the bundle; fail the build rather than ship a manifest that points at nothing.
      const manifest = JSON.parse(readFileSync(resolve(outDir, "system.json"), "utf8")) as { esmodules: string[]; styles: string[] };
      for (const file of [...manifest.esmodules, ...manifest.styles]) {
        if (!existsSync(resolve(outDir, file))) throw new Error(`system.json lists ${file}, but the build did not write it.`);
      }
    },
  };
}

export default defineConfig({
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    // Minified, but Foundry finds Roll and sheet classes by their names: `keepNames` below keeps them, and
    // the build test loads the bundle to check.
    minify: true,
    lib: {
      entry: resolve(root, "src/index.ts"),
      formats: ["es"],
      fileName: () => "storyteller-combat.mjs",
      cssFileName: "storyteller-combat",
    },
    rolldownOptions: {
      output: {
        // The module system.json names holds what every world registers; each ruleset's play (its `play.ts`, loaded
        // by a dynamic import when the world plays it) is a chunk beside it, so a client loads its world's ruleset's
        // play alone (README, "What a client loads"). What two of them share (the module and a play, or two plays)
        // is one `common` chunk the module imports, rather than a chunk for each set of sharers.
        codeSplitting: { groups: [{ name: "common", minShareCount: 2 }] },
        chunkFileNames: (chunk) => `${rulesetChunkName(chunk.facadeModuleId) ?? chunk.name}-[hash].mjs`,
        keepNames: true,
      },
    },
  },
  plugins: [copySystemFiles()],
});
