import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Seed 001's own section headings. Every one that holds a rule of the rules map ("Streamlined (seed 001)") is
 * cited by at least one test title here, so a rule never goes untested without this failing.
 */
const SECTIONS = ["Combat (opening)", "The Turn", "The Round, In Four Steps", "Attacking and Defending", "Evading, Surprise, and Armor", "Grapples", "Flight and Surrender", "Damage and the Downed", "When It Goes Wrong"];

const folder = import.meta.dirname;
const titles = readdirSync(folder)
  .filter((name) => name.endsWith(".test.ts") && name !== "citations.test.ts")
  .flatMap((name) => [...readFileSync(resolve(folder, name), "utf8").matchAll(/\bit(?:\.each\([^)]*\))?\(\s*"([^"]+)"/g)].map((match) => match[1] ?? ""));

describe("the Streamlined tests cite seed 001 by its own section headings", () => {
  it.each(SECTIONS)("001 %s is cited by a test title", (section) => {
    expect(titles.some((title) => title.startsWith(`001 ${section}`) || title.includes(` 001 ${section}`))).toBe(true);
  });

  it("every title that cites 001 names one of its sections", () => {
    const cited = titles.filter((title) => title.startsWith("001 "));
    expect(cited.length).toBeGreaterThan(60);
    expect(cited.filter((title) => !SECTIONS.some((section) => title.startsWith(`001 ${section}`)))).toEqual([]);
  });
});
