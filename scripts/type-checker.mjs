// The type-checker of `npm test` and `npm run typecheck[:v14]`: TypeScript 7, installed beside TypeScript 5.9 under
// the name typescript7 (typescript-eslint still needs 5.9). Both ship a `tsc`, so node_modules/.bin/tsc may be
// either; the checks name this one by its path. It checks the same strict settings in about a third of the time.
import { join, resolve } from "node:path";

export const typeChecker = join(resolve(import.meta.dirname, ".."), "node_modules", "typescript7", "bin", "tsc");
