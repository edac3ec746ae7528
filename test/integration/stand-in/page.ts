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

/** happy-dom, imported by the worker's own realm and loader rather than by this file's VM context. */
async function happyDomOfWorker(): Promise<typeof HappyDom> {
  // Node 20 flags the main-context loader as experimental each time it serves an import: a warning per worker,
  // repeated through the whole run's output, about a test aid. That warning alone is held back, during this import.
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (!String(warning).includes("USE_MAIN_CONTEXT_DEFAULT_LOADER")) (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    const importInWorkerRealm = workerVm.runInThisContext("(specifier) => import(specifier)", {
      importModuleDynamically: workerVm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }) as (specifier: string) => Promise<typeof HappyDom>;
    return await importInWorkerRealm(new URL("../../../node_modules/happy-dom/lib/index.js", import.meta.url).href);
  } finally {
    process.emitWarning = emitWarning;
  }
}
const { Window } = await happyDomOfWorker();

/** A new page at the game's address. */
export function newPage(): HappyDomWindow {
  return new Window({ url: "http://localhost/game" });
}

const page = newPage();
export const standInWindow = page as unknown as typeof globalThis & HappyDomWindow;
export const standInDocument = page.document as unknown as Document;
