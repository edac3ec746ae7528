import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { testTitles, type TestTitle } from "./test-titles";

const root = resolve(import.meta.dirname, "../../..");
const table = readFileSync(resolve(root, "docs/rules.md"), "utf8");

/** One test a row cites: its file and a fragment of its own title. */
interface Citation {
  file: string;
  title: string;
}

interface Row {
  rule: string;
  sources: string[];
  files: string[];
  tests: Citation[];
  /** What of the Tests cell is neither a citation nor the separators between them. */
  stray: string;
}

const paths = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
const citation = /`([^`]+)` "([^"]+)"/g;

const rows: Row[] = table
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| Rule |"))
  .map((line) => line.split("|").slice(1, -1).map((cell) => cell.trim()))
  .map(([rule = "", source = "", files = "", tests = ""]) => ({
    rule,
    sources: source.split(";").map((part) => part.trim()),
    files: paths(files),
    tests: [...tests.matchAll(citation)].map((match) => ({ file: match[1] ?? "", title: match[2] ?? "" })),
    stray: tests.replace(citation, "").replace(/[;\s]/g, ""),
  }));

/** The source as cited, not as the start of a longer one (000 §2.1 is not 000 §2.10). */
function cites(text: string, source: string): boolean {
  const escaped = source.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`${escaped}(?![0-9]|\\.[0-9])`).test(text);
}

/**
 * The rule's own words, for "the test names the rule": every word of four letters or more, cut to its
 * first five letters so that "stunned" meets "stun" and "declarations" meets "declare".
 */
const COMMON = new Set(["with", "from", "each", "that", "than", "more", "less", "only", "their", "when", "every", "after", "before", "until", "option"]);
const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/`[^`]*`/g, " ")
      .split(/[^\p{L}0-9]+/u)
      .filter((word) => word.length >= 4 && !COMMON.has(word))
      .map((word) => word.slice(0, 5)),
  );
const namesTheRule = (test: TestTitle, rule: string) => {
  const words = stems(test.fullName);
  return [...stems(rule)].some((stem) => words.has(stem));
};

const titlesByFile = new Map<string, TestTitle[]>();
function titlesOf(file: string): TestTitle[] {
  let titles = titlesByFile.get(file);
  if (titles === undefined) {
    titles = testTitles(readFileSync(resolve(root, file), "utf8"));
    titlesByFile.set(file, titles);
  }
  return titles;
}

describe("reading test titles", () => {
  it("finds it, it.each and describe titles, each test with its describe blocks around it", () => {
    const text = [
      'describe("outer (000 §2.1)", () => {',
      '  it("plain", () => {});',
      "  describe(`inner`, () => {",
      '    it.each([[1, "a"], [2, "b"]])("each %i", (n) => expect(n).toBeTruthy());',
      "  });",
      "  it('after inner', () => { const s = \")\"; });",
      "});",
      'it("top level", () => {});',
    ].join("\n");
    expect(testTitles(text)).toEqual([
      { title: "plain", fullName: "outer (000 §2.1) > plain" },
      { title: "each %i", fullName: "outer (000 §2.1) > inner > each %i" },
      { title: "after inner", fullName: "outer (000 §2.1) > after inner" },
      { title: "top level", fullName: "top level" },
    ]);
  });

  it("a fragment that is in no title, or a test that names another rule, is caught", () => {
    const titles = titlesOf("test/unit/maneuvers/catalogue.test.ts");
    expect(titles.filter((test) => test.title.includes("no such title"))).toEqual([]);
    const unrelated = titles.find((test) => test.title.includes("holds the whole brawl table"));
    expect(unrelated && namesTheRule(unrelated, "Initiative: a 1 is only a 1, no botch")).toBe(false);
  });
});

describe("docs/rules.md: every Classic rule, its source, its file and the tests that exercise it", () => {
  it("has a row for each rule of the rules map's Classic section it covers", () => expect(rows.length).toBeGreaterThan(55));

  it.each(rows.map((row) => [row.rule, row] as const))("%s", (_rule, row) => {
    expect(row.files.length, "an implementing file").toBeGreaterThan(0);
    expect(row.tests.length, "a test").toBeGreaterThan(0);
    expect(row.stray, "the Tests cell holds only `file` \"title\" citations").toBe("");
    for (const file of row.files) expect(existsSync(resolve(root, file)), file).toBe(true);
    for (const { file, title } of row.tests) {
      expect(existsSync(resolve(root, file)), file).toBe(true);
      const named = titlesOf(file).filter((test) => test.title.includes(title));
      expect(named.map((test) => test.fullName), `${file}: exactly one test titled "…${title}…"`).toHaveLength(1);
      const [test] = named;
      if (test === undefined) continue;
      for (const source of row.sources) expect(cites(test.fullName, source), `"${test.fullName}" cites ${source}`).toBe(true);
      expect(namesTheRule(test, row.rule), `"${test.fullName}" names the rule`).toBe(true);
    }
  });
});
