import { Session } from "node:inspector/promises";
import { fileURLToPath } from "node:url";

/** The folder whose modules a Mind's Eye Theatre or Streamlined world's writes must never run. */
const CLASSIC_FOLDER = "/src/rulesets/classic/";

/** A script's address as a path: the module runner names some by file URL, some by plain path. */
const pathOf = (url: string): string => (url.startsWith("file:") ? fileURLToPath(url) : url);

/**
 * The modules of src/rulesets/classic/ that ran at least one function while `act` ran, counted by V8 itself
 * (precise coverage with call counts), each with how many calls it took. Modules loaded before `act` and not
 * called during it do not count.
 */
export async function classicModulesRunDuring(act: () => Promise<unknown>): Promise<Record<string, number>> {
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
    // Counting starts from here: what ran before (loading the system, creating the actors) is dropped.
    await session.post("Profiler.takePreciseCoverage");
    await act();
    const { result } = await session.post("Profiler.takePreciseCoverage");
    await session.post("Profiler.stopPreciseCoverage");
    const reached: Record<string, number> = {};
    for (const script of result) {
      const path = pathOf(script.url);
      const at = path.indexOf(CLASSIC_FOLDER);
      if (at < 0) continue;
      const calls = script.functions.reduce((sum, fn) => sum + (fn.ranges[0]?.count ?? 0), 0);
      if (calls > 0) reached[path.slice(at + 1)] = (reached[path.slice(at + 1)] ?? 0) + calls;
    }
    return reached;
  } finally {
    session.disconnect();
  }
}
