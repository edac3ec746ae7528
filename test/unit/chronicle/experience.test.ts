import { describe, expect, it } from "vitest";
import { addExperience, experienceBalance, experienceCost, planRaise, spendExperience, type ExperienceEntry } from "../../../src/rulesets/classic/rules/chronicle/experience";
import { ratedTraitMaximum } from "../../../src/rulesets/classic/rules/chronicle/trait-maximum";
import { traitMaxForGeneration } from "../../../src/rulesets/classic/rules/character/generation";
import type { Purchase } from "../../../src/rulesets/classic/rules/chronicle/experience-chart";
import { expectRulesError } from "../errors-helper";

/** A chart's rows: a title, the purchase, its cost as the chart prices it. */
const rows = (list: [string, Purchase, number][]) => list;

describe("V20 Experience chart (Chapter Six, Experience Costs)", () => {
  it.each(rows([
    ["Attribute 3 → 4: current × 4", { kind: "attribute", current: 3 }, 12],
    ["new Ability: 3", { kind: "ability", current: 0 }, 3],
    ["Ability 2 → 3: current × 2", { kind: "ability", current: 2 }, 4],
    ["new Discipline: 10", { kind: "discipline", current: 0, affinity: "clan" }, 10],
    ["new out-of-clan Discipline: 10", { kind: "discipline", current: 0, affinity: "other" }, 10],
    ["clan Discipline 2 → 3: current × 5", { kind: "discipline", current: 2, affinity: "clan" }, 10],
    ["out-of-clan Discipline 2 → 3: current × 7", { kind: "discipline", current: 2, affinity: "other" }, 14],
    ["Caitiff Discipline 3 → 4: current × 6", { kind: "discipline", current: 3, affinity: "caitiff" }, 18],
    ["new secondary path: 7", { kind: "secondaryPath", current: 0 }, 7],
    ["secondary path 2 → 3: current × 4", { kind: "secondaryPath", current: 2 }, 8],
    ["Background 2 → 3: current × 3", { kind: "background", current: 2 }, 6],
    ["Virtue 3 → 4: current × 2", { kind: "virtue", current: 3 }, 6],
    ["Humanity 6 → 7: current × 2", { kind: "humanity", current: 6 }, 12],
    ["Willpower 5 → 6: current × 1", { kind: "willpower", current: 5 }, 5],
    ["Thaumaturgy ritual of level 3: level × 2", { kind: "ritual", level: 3 }, 6],
  ]))("V20 row: %s", (_title, purchase, cost) => {
    expect(experienceCost("v20", purchase)).toBe(cost);
  });

  it("has no Gifts, Rage or Gnosis: buying them on the V20 chart is refused with the reason", () => {
    expectRulesError(() => experienceCost("v20", { kind: "gift", level: 1, affinity: "own" }), "RaiseNotOnChart");
    expectRulesError(() => experienceCost("v20", { kind: "rage", current: 3 }), "RaiseNotOnChart");
  });
});

describe("W20 Experience chart (Chapter Two, Experience Costs)", () => {
  it.each(rows([
    ["Attribute 2 → 3: current × 4", { kind: "attribute", current: 2 }, 8],
    ["new Ability: 3", { kind: "ability", current: 0 }, 3],
    ["Ability 3 → 4: current × 2", { kind: "ability", current: 3 }, 6],
    ["a Gift of the Garou's own breed, auspice or tribe, level 2: level × 3", { kind: "gift", level: 2, affinity: "own" }, 6],
    ["any other Gift, level 2: level × 5", { kind: "gift", level: 2, affinity: "other" }, 10],
    ["Rage 4 → 5: current × 1", { kind: "rage", current: 4 }, 4],
    ["Gnosis 3 → 4: current × 2", { kind: "gnosis", current: 3 }, 6],
    ["Willpower 4 → 5: current × 2", { kind: "willpower", current: 4 }, 8],
    ["Background 1 → 2: current × 3", { kind: "background", current: 1 }, 3],
  ]))("W20 row: %s", (_title, purchase, cost) => {
    expect(experienceCost("w20", purchase)).toBe(cost);
  });

  it("has no Disciplines, Virtues or rituals", () => {
    expectRulesError(() => experienceCost("w20", { kind: "discipline", current: 1, affinity: "clan" }), "RaiseNotOnChart");
    expectRulesError(() => experienceCost("w20", { kind: "virtue", current: 1 }), "RaiseNotOnChart");
  });
});

describe("a raise with experience: its cost, or the refusal with the reason", () => {
  const base = { chart: "v20" as const, backgroundsAllowed: true, maximum: 5 };

  it("spends the chart's cost and raises the rating by one", () => {
    expect(planRaise({ ...base, purchase: { kind: "discipline", current: 2, affinity: "clan" }, unspent: 12 })).toEqual({ cost: 10, from: 2, to: 3, unspentAfter: 2 });
  });

  it("refuses when the experience left is short, saying how much it costs", () => {
    const error = expectRulesError(() => planRaise({ ...base, purchase: { kind: "discipline", current: 2, affinity: "other" }, unspent: 13 }), "ExperienceShort");
    expect(error.data).toMatchObject({ cost: 14, unspent: 13 });
  });

  it("refuses a trait at its maximum: V20 generation chart, the 7th generation's trait maximum is 6", () => {
    expect(traitMaxForGeneration(7)).toBe(6);
    expect(traitMaxForGeneration(13)).toBe(5);
    const max = ratedTraitMaximum("attribute", { creature: "vampire", generation: 7 });
    expect(planRaise({ ...base, purchase: { kind: "attribute", current: 5 }, unspent: 30, maximum: max }).to).toBe(6);
    expectRulesError(() => planRaise({ ...base, purchase: { kind: "attribute", current: 6 }, unspent: 30, maximum: max }), "TraitAtMaximum");
  });

  it("refuses a ritual above the level the character may learn, and Backgrounds where the chronicle does not sell them", () => {
    expectRulesError(() => planRaise({ ...base, purchase: { kind: "ritual", level: 3 }, unspent: 30, maximum: 2 }), "LevelAboveMaximum");
    expectRulesError(() => planRaise({ ...base, backgroundsAllowed: false, purchase: { kind: "background", current: 1 }, unspent: 30 }), "BackgroundsNotSold");
  });

  it("refuses forged purchases: an unknown kind, a rating out of range, an unknown affinity", () => {
    expectRulesError(() => experienceCost("v20", { kind: "charm" } as unknown as Purchase), "RaiseKindUnknown");
    expectRulesError(() => experienceCost("v20", { kind: "ability", current: 11 }), "RatingInvalid");
    expectRulesError(() => experienceCost("v20", { kind: "discipline", current: 1, affinity: "royal" } as unknown as Purchase), "AffinityUnknown");
  });
});

describe("the experience log: earned, spent and unspent", () => {
  it("grants add to earned, raises to spent, corrections either way", () => {
    let log: ExperienceEntry[] = [];
    log = addExperience(log, "grant", 5, "session 1");
    log = addExperience(log, "grant", 4, "session 2");
    log = spendExperience(log, { cost: 6, from: 3, to: 4, unspentAfter: 3 }, "Dexterity");
    log = addExperience(log, "correct", -2, "counted twice");
    expect(experienceBalance(log)).toEqual({ earned: 7, spent: 6, unspent: 1 });
    expect(log.map((entry) => entry.kind)).toEqual(["grant", "grant", "spend", "correct"]);
  });

  it("refuses a correction that would leave less earned than spent, and a grant of nothing", () => {
    const log = spendExperience(addExperience([], "grant", 6, ""), { cost: 6, from: 1, to: 2, unspentAfter: 0 }, "");
    expectRulesError(() => addExperience(log, "correct", -1, ""), "ExperienceBelowSpent");
    expectRulesError(() => addExperience(log, "grant", 0, ""), "ExperienceAmountInvalid");
    expectRulesError(() => addExperience(log, "grant", -3, ""), "ExperienceAmountInvalid");
    expectRulesError(() => addExperience(log, "grant", 1.5, ""), "ExperienceAmountInvalid");
  });
});
