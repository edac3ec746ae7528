/**
 * Foundry v13's own `common/` code (data models, fields, documents, utilities), imported from the install that
 * `FOUNDRY_V13` names: the folder holding `common/` and `client/`, as a Foundry install's `resources/app`.
 * Nothing of it is copied into this repository; without the variable this layer does not run
 * (scripts/test-foundry.mjs says so and skips it).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The parts of `common/` this layer uses, typed by the published declarations of the client's namespace. */
export interface FoundryCommon {
  CONST: typeof CONST;
  abstract: typeof foundry.abstract;
  data: typeof foundry.data;
  documents: typeof foundry.documents;
  packages: typeof foundry.packages;
  utils: typeof foundry.utils;
}

const root = process.env.FOUNDRY_V13;
if (!root) throw new Error("The Foundry layer needs FOUNDRY_V13: the folder of a Foundry v13 install that holds common/ and client/.");
const entry = join(root, "common", "server.mjs");
if (!existsSync(entry)) throw new Error(`FOUNDRY_V13 names ${root}, which holds no common/server.mjs.`);

export const common = (await import(pathToFileURL(entry).href)) as FoundryCommon;
