import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { STREAMLINED_RULESET } from "../../../../src/rulesets/streamlined/rules/ruleset";
import { expectRulesError } from "../../errors-helper";
import { readLanguage } from "../../../../scripts/system-files";

const root = resolve(import.meta.dirname, "../../../..");

describe("the Streamlined ruleset definition (rules map, Streamlined)", () => {
  it("has the id streamlined and one option, deathAfter, defaulting to fullHealth", () => {
    const ruleset = STREAMLINED_RULESET.create();
    expect(ruleset.id).toBe("streamlined");
    expect(ruleset.options).toEqual({ deathAfter: "fullHealth" });
    expect(STREAMLINED_RULESET.create({ deathAfter: "anyPoint" }).options.deathAfter).toBe("anyPoint");
    expect(ruleset.round.ruleset).toBe("streamlined");
    expect(ruleset.attacks.ruleset).toBe("streamlined");
  });

  it("refuses an option it lacks (a Classic one) and a value not among its choices", () => {
    expectRulesError(() => STREAMLINED_RULESET.create({ defenceMode: "removeDice" }), "RulesetOptionUnknown");
    expectRulesError(() => STREAMLINED_RULESET.create({ deathAfter: "never" }), "RulesetOptionInvalid");
  });

  it("every refusal in its rules has a key under STC.Error in both language files", () => {
    // Every file under the ruleset's folder: the rules, their round machine and the scenario tool.
    const files = (folder: string): string[] => readdirSync(folder).flatMap((name) => (statSync(join(folder, name)).isDirectory() ? files(join(folder, name)) : [join(folder, name)]));
    const read = (lang: string) => (readLanguage(lang) as { STC: { Error: Record<string, string> } }).STC.Error;
    const en = read("en");
    const ru = read("ru");
    const keys = files(join(root, "src/rulesets/streamlined")).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/(?:StreamlinedError|DicePoolError|RulesError)\(\s*"(\w+)"/g)].map((match) => match[1] ?? ""));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      expect(en[key], `${key} in en.json`).toBeTypeOf("string");
      expect(ru[key], `${key} in ru.json`).toBeTypeOf("string");
    }
  });
});
