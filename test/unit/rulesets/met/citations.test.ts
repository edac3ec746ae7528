import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Seed 003's own section headings (and the named miscellaneous retests). Every one that holds a rule of the
 * rules map ("Mind's Eye Theatre (seed 003)") is cited by at least one test title here.
 */
const SECTIONS = [
  "Types of Tests", "Contested Tests", "Mental / Social Challenges", "Bidding Traits", "Static Tests", "Simple Test",
  "Retests", "Miscellaneous Retests", "Darkness", "Overbid", "Willpower", "Surprise", "Range",
  "Taking Actions", "Test (or Challenge)", "Relenting", "Multiple Tests", "Miscellaneous Actions", "Movement", "Movement Powers",
  "Full Round Actions", "Order of Actions", "Initiative Exceptions", "Multiple Participants", "Multiple Actions",
  "Grappling", "Dragging Opponents", "Physical Traits and Blood", "Stacking Effects in Combat",
  "Mob Challenges", "Mixed Challenges", "Mass Rules", "Multiple Mixed Challenges",
];

const folder = import.meta.dirname;
const titles = readdirSync(folder)
  .filter((name) => name.endsWith(".test.ts") && name !== "citations.test.ts")
  .flatMap((name) => [...readFileSync(resolve(folder, name), "utf8").matchAll(/\bit(?:\.each\([^)]*\))?\(\s*"([^"]+)"/g)].map((match) => match[1] ?? ""));

describe("the MET tests cite seed 003 by its own section headings", () => {
  it.each(SECTIONS)("003 %s is cited by a test title", (section) => {
    expect(titles.some((title) => title.startsWith(`003 ${section}:`) || title.includes(` 003 ${section}:`))).toBe(true);
  });

  it("every title that cites 003 names one of its sections", () => {
    const cited = titles.filter((title) => title.startsWith("003 "));
    expect(cited.length).toBeGreaterThan(60);
    for (const title of cited) expect(SECTIONS.some((section) => title.startsWith(`003 ${section}:`)), title).toBe(true);
  });
});
