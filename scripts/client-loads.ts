import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { loadedWith, relativeImports } from "./release/module-graph.mjs";

/** Module files a client fetches, with their bytes as served and gzipped (each file compressed apart, as served). */
export interface ClientLoad {
  files: string[];
  bytes: number;
  gzipped: number;
}

/** The play chunk of ruleset `id` among the chunks the entry imports when asked (vite.config.ts names it `<id>-play-<hash>.mjs`). */
export function playChunk(dynamicImports: readonly string[], id: string): string {
  const chunks = dynamicImports.filter((file) => file.startsWith(`${id}-play-`));
  if (chunks.length !== 1) throw new Error(`The entry imports ${chunks.length} play chunks of ${id}: ${dynamicImports.join(", ")}`);
  return chunks[0] ?? "";
}

/**
 * In a built system folder `dir`, the module files a client loads: in every world (`every`: the `entry` system.json
 * names and what it imports at once) and in a world playing each of `rulesets` (that, its ruleset's play chunk and
 * what the chunk imports at once).
 */
export function clientLoads(dir: string, entry: string, rulesets: readonly string[]): { every: ClientLoad; byRuleset: Record<string, ClientLoad> } {
  const read = (file: string) => readFileSync(join(dir, file), "utf8");
  const measured = (files: string[]): ClientLoad => {
    const contents = files.map((file) => readFileSync(join(dir, file)));
    return { files, bytes: contents.reduce((sum, content) => sum + content.length, 0), gzipped: contents.reduce((sum, content) => sum + gzipSync(content).length, 0) };
  };
  const every = loadedWith(entry, read);
  const dynamic = relativeImports(read(entry), entry).dynamic;
  const byRuleset = Object.fromEntries(rulesets.map((id) => [id, measured([...new Set([...every, ...loadedWith(playChunk(dynamic, id), read)])].sort())]));
  return { every: measured(every), byRuleset };
}
