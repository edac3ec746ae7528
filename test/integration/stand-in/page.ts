/**
 * The page the stand-in draws applications and files into (Foundry's is the browser's): a happy-dom window, new for
 * every test file.
 *
 * happy-dom itself (some 600 modules) is loaded once per worker, in the worker's own realm, instead of into every
 * file's VM context (vitest.config.ts, `vmThreads`): loading it per file cost about a third of a second of CPU a
 * file. Each file still gets a window of its own, and nothing of the system is shared between files.
 */
import type * as HappyDom from "happy-dom";
import type * as NodeVm from "node:vm";

type HappyDomWindow = HappyDom.Window;

const workerVm = process.getBuiltinModule("node:vm") as typeof NodeVm;
const importInWorkerRealm = workerVm.runInThisContext("(specifier) => import(specifier)", {
  importModuleDynamically: workerVm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
}) as (specifier: string) => Promise<typeof HappyDom>;
const { Window } = await importInWorkerRealm(new URL("../../../node_modules/happy-dom/lib/index.js", import.meta.url).href);

/** A new page at the game's address. */
export function newPage(): HappyDomWindow {
  return new Window({ url: "http://localhost/game" });
}

const page = newPage();
export const standInWindow = page as unknown as typeof globalThis & HappyDomWindow;
export const standInDocument = page.document as unknown as Document;
