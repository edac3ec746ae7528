import { describe, expect, it } from "vitest";
import { formDistance, planFormChange, readFormChange, type FormChangeInput } from "../../../src/rulesets/classic/rules/chronicle/form-change";
import { attributesInForm } from "../../../src/rulesets/classic/rules/character/forms";
import { readPool } from "../../../src/rulesets/classic/rules/dice/pool";
import { expectRulesError } from "../errors-helper";

const homid = (over: Partial<FormChangeInput> = {}): FormChangeInput => ({ from: "homid", to: "crinos", way: "roll", rage: 3, stamina: 3, primalUrge: 2, incapacitated: false, ...over });

describe("W20 Chapter Six, Shapeshifting", () => {
  it("a Rage point shifts to any form at once", () => {
    const plan = planFormChange(homid({ way: "rage", to: "lupus" }));
    expect(plan).toEqual({ way: "rage", to: "lupus", rage: 1 });
    expect(readFormChange("homid", plan, null)).toEqual({ changed: true, form: "lupus" });
  });

  it("otherwise Stamina + Primal-Urge, harder the farther the form: one form away 6, two 7, four 9", () => {
    expect(formDistance("homid", "glabro")).toBe(1);
    expect(planFormChange(homid({ to: "glabro" }))).toMatchObject({ way: "roll", spec: { pool: 5, difficulty: 6 } });
    expect(planFormChange(homid({ to: "crinos" }))).toMatchObject({ spec: { difficulty: 7 } });
    expect(planFormChange(homid({ to: "lupus" }))).toMatchObject({ spec: { difficulty: 9 } });
  });

  it("a failed roll leaves the Garou in the form they were in", () => {
    const plan = planFormChange(homid());
    if (plan.way !== "roll") throw new Error("expected a roll");
    expect(readFormChange("homid", plan, readPool([2, 3, 4, 5, 6], plan.spec))).toEqual({ changed: false, form: "homid" });
    expect(readFormChange("homid", plan, readPool([2, 3, 4, 5, 7], plan.spec))).toEqual({ changed: true, form: "crinos" });
  });

  it("the new form's Attributes follow the form table: Crinos adds Strength 4, Dexterity 1, Stamina 3", () => {
    const rated = { strength: 2, dexterity: 3, stamina: 3, charisma: 2, manipulation: 3, appearance: 2, perception: 2, intelligence: 2, wits: 3 };
    expect(attributesInForm(rated, "crinos")).toMatchObject({ strength: 6, dexterity: 4, stamina: 6, manipulation: 0, appearance: 0 });
  });

  it("refuses the form the Garou is in, a shift with no Rage, a form that does not exist", () => {
    expectRulesError(() => planFormChange(homid({ to: "homid" })), "SameForm");
    expectRulesError(() => planFormChange(homid({ way: "rage", rage: 0 })), "PoolShort");
    expectRulesError(() => planFormChange(homid({ to: "dragon" as never })), "FormUnknown");
  });
});
