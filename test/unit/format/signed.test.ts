import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { penaltyLabel, signed } from "../../../src/rules/signed";

const root = resolve(import.meta.dirname, "../../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("one signed-number format for what the table reads", () => {
  it("a true minus sign (U+2212) for a negative number, a plus for a positive one, a bare zero", () => {
    expect(signed(-1)).toBe("\u22121");
    expect(signed(-12)).toBe("\u221212");
    expect(signed(3)).toBe("+3");
    expect(signed(0)).toBe("0");
    expect(signed(-1)).not.toContain("-");
  });

  it("a wound penalty as the track prints it: the minus sign, nothing for none", () => {
    expect(penaltyLabel(-1)).toBe("\u22121");
    expect(penaltyLabel(-5)).toBe("\u22125");
    expect(penaltyLabel(0)).toBe("");
    expect(penaltyLabel(null)).toBe("");
  });

  it("no sheet, dialog or card writes its own sign: they all use this one", () => {
    const own = sourceFiles(resolve(root, "src"))
      .filter((path) => !path.endsWith("signed.ts"))
      .filter((path) => /`[+\u2212-]\$\{|const signed\b|function signed\b/.test(readFileSync(path, "utf8")));
    expect(own.map((path) => path.slice(root.length + 1))).toEqual([]);
  });
});
