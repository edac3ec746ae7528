/**
 * The titles of the tests in a test file, read from its text: every `describe(`, `it(`, `test(` and
 * `it.each(...)(` whose title is a string literal, each with the titles of the describe blocks around it.
 */

export interface TestTitle {
  /** The test's own title, as written (an `it.each` title keeps its `%s`). */
  title: string;
  /** The describe titles around it, outermost first, then its own: what the runner prints. */
  fullName: string;
}

const opener = /\b(describe|it|test)(\.(?:each|for|skip|only|concurrent)\b)?\s*\(/g;

/** The index just after the bracket that closes the one at `start`, skipping strings and comments. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "/") {
      i = text.indexOf("\n", i);
      if (i < 0) return text.length;
    } else if (c === "/" && text[i + 1] === "*") {
      i = text.indexOf("*/", i) + 1;
    } else if (c === '"' || c === "'" || c === "`") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

/** The string literal starting at `at` (after spaces), or undefined. */
function literal(text: string, at: number): string | undefined {
  let i = at;
  while (/\s/.test(text[i] ?? "")) i++;
  const quote = text[i];
  if (quote !== '"' && quote !== "'" && quote !== "`") return undefined;
  let out = "";
  for (i++; i < text.length && text[i] !== quote; i++) {
    if (text[i] === "\\") i++;
    out += text[i] ?? "";
  }
  return out;
}

export function testTitles(text: string): TestTitle[] {
  const blocks: { title: string; end: number }[] = [];
  const tests: TestTitle[] = [];
  for (const match of text.matchAll(opener)) {
    const kind = match[1];
    const modifier = match[2] ?? "";
    let open = match.index + match[0].length - 1;
    if (modifier === ".each" || modifier === ".for") {
      let after = closing(text, open);
      while (/\s/.test(text[after] ?? "")) after++;
      if (text[after] !== "(") continue;
      open = after;
    }
    const title = literal(text, open + 1);
    if (title === undefined) continue;
    while (blocks.length > 0 && (blocks.at(-1)?.end ?? 0) <= open) blocks.pop();
    const fullName = [...blocks.map((block) => block.title), title].join(" > ");
    if (kind === "describe") blocks.push({ title, end: closing(text, open) });
    else tests.push({ title, fullName });
  }
  return tests;
}
