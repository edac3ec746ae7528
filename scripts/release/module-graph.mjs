// The built module's files as a browser loads them: the entry system.json names, the chunks it imports at once,
// and the chunks it imports when asked (each ruleset's play). Read from the built files' own text, so the release
// check, the bench and the build test see what a client would fetch.
import { posix } from "node:path";

/**
 * The modules a built module's text imports by a relative path: `static` (`import … from "./x.mjs"`, `import
 * "./x.mjs"`, `export … from "./x.mjs"`), loaded with it, and `dynamic` (`import("./x.mjs")`), loaded when its code
 * asks. Each as a path beside `from`, the module's own path inside the package.
 */
export function relativeImports(text, from = "") {
  const near = (name) => posix.normalize(posix.join(posix.dirname(from), name));
  const found = (pattern) => [...new Set([...text.matchAll(pattern)].map((match) => near(match[1])))].sort();
  return {
    static: found(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g),
    dynamic: found(/\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g),
  };
}

/** `file` and every module it imports statically, one level after another: what a client fetches to run it. */
export function loadedWith(file, read) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of relativeImports(read(name), name).static) visit(next);
  };
  visit(file);
  return [...seen].sort();
}

/**
 * Every module file a client may load from `entry`: the ones it imports at once and, transitively, those its code
 * imports when asked. A file the release lacks among these is a chunk a world would fail to load.
 */
export function reachableFrom(entry, read) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const text = read(name);
    if (text === undefined) return;
    const imports = relativeImports(text, name);
    for (const next of [...imports.static, ...imports.dynamic]) visit(next);
  };
  visit(entry);
  return [...seen].sort();
}
