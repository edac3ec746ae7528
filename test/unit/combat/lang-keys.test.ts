import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CLASSIC_STEPS } from "../../../src/rulesets/classic/rules/combat/chain";
import { DAMAGE_SOURCE_IDS } from "../../../src/rulesets/classic/rules/combat/damage-sources";
import { DEFENCE_KINDS } from "../../../src/rulesets/classic/rules/combat/defence";
import { MODIFIER_IDS } from "../../../src/rulesets/classic/rules/combat/roll-plan";
import { SOAK_TABLE } from "../../../src/rulesets/classic/rules/combat/soak";
import { DAMAGE_TYPES } from "../../../src/rulesets/classic/rules/health/damage-types";
import { DAMAGE_CONDITIONS } from "../../../src/rulesets/classic/rules/maneuvers/types";
import { englishString } from "../errors-helper";

const root = resolve(import.meta.dirname, "../../..");
const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
const sources = [
  ...files(join(root, "src/rulesets/classic/rules/combat")),
  ...files(join(root, "src/rulesets/classic/rules/maneuvers")),
  join(root, "src/rulesets/classic/rules/health/track.ts"),
  join(root, "src/rulesets/classic/rules/status/apply.ts"),
];

describe("every key the combat rules show is in the language files", () => {
  it("every RulesError key they raise", () => {
    const keys = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/(?:RulesError|checkWhole|checkCount)\(\s*"([A-Za-z]+)"/g)) keys.add(match[1] ?? "");
    }
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) expect(englishString(`STC.Error.${key}`), key).toBeDefined();
  });

  it("modifiers, defences, steps, outcomes, damage types and sources, conditions, soak profiles", () => {
    const wanted = [
      ...MODIFIER_IDS.map((id) => `STC.Classic.Combat.Modifier.${id}`),
      ...DEFENCE_KINDS.map((id) => `STC.Classic.Combat.Defence.${id}`),
      ...["cannotAct", "automaticHit", "blinded", "notAgainstRanged", "onlyAgainstBrawl", "needsMeleeWeapon"].map((id) => `STC.Classic.Combat.DefenceReason.${id}`),
      ...CLASSIC_STEPS.map((id) => `STC.Classic.Combat.Step.${id}`),
      ...["botch", "miss", "defended", "standoff", "disarmed", "noDamage", "soaked", "damaged", "effectOnly"].map((id) => `STC.Classic.Combat.Outcome.${id}`),
      ...["none", "incapacitated", "torpor", "death", "finalDeath"].map((id) => `STC.Classic.Combat.Consequence.${id}`),
      ...DAMAGE_TYPES.map((id) => `STC.Classic.Damage.Type.${id}`),
      ...DAMAGE_SOURCE_IDS.map((id) => `STC.Classic.Damage.Source.${id}`),
      ...DAMAGE_CONDITIONS.map((id) => `STC.Classic.Damage.Condition.${id}`),
      ...Object.keys(SOAK_TABLE).map((id) => `STC.Soak.Profile.${id}`),
    ];
    // A label with a count is a plural group: its other form stands for it.
    for (const key of wanted) expect(englishString(key) ?? englishString(`${key}.other`), key).toBeDefined();
  });
});
