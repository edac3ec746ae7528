// `npm run packs`: writes packs/<name>/<identifier>.json from the rules' tables and the language file
// (scripts/packs/pack-documents.ts), removing files no longer made. `npm run build` then compiles them.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { documentJson, packSources } from "./packs/pack-documents";

const root = resolve(import.meta.dirname, "..");
for (const pack of packSources()) {
  const folder = join(root, "packs", pack.name);
  mkdirSync(folder, { recursive: true });
  const wanted = new Set(pack.documents.map((document) => `${String(document.system.identifier)}.json`));
  for (const file of readdirSync(folder)) if (!wanted.has(file)) rmSync(join(folder, file));
  for (const document of pack.documents) writeFileSync(join(folder, `${String(document.system.identifier)}.json`), documentJson(document));
  console.log(`packs/${pack.name}: ${pack.documents.length} items`);
}
