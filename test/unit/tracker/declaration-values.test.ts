import { describe, expect, it } from "vitest";
import { declarationFormContext, declarationFromForm, emptyRow, singleAttack, valuesFromDeclaration, type SheetPools } from "../../../src/rulesets/classic/apps/tracker/declaration-form";
import type { CheckedDeclaration } from "../../../src/rulesets/classic/rules/actions/check-declaration";
import { classic } from "../turns/fixtures";

const pools: SheetPools = { attacks: [{ key: "sword", label: "Sword", pool: 5 }, { key: "unarmed", label: "Bare hands", pool: 6 }], defences: { dodge: 6, block: 6, parry: 5 } };
const targets = [{ id: "B" }, { id: "C" }];

function last(changes: Partial<CheckedDeclaration> = {}): CheckedDeclaration {
  return { combatantId: "A", actions: [], celerityActions: [], rageActions: [], willpowerSpent: 0, bloodSpent: 0, moves: false, ...changes };
}

describe("the declaration form's values: what it opens with and sends (000 §1.2-1.4, 002 ¶3)", () => {
  it("a single attack on the target with the weapon in hand, its pool the sheet's, nothing spent", () => {
    expect(declarationFromForm("A", singleAttack("B", pools), pools)).toEqual({
      combatantId: "A",
      actions: [{ kind: "attack", targetId: "B", pool: 5, note: null }],
      celerityActions: [],
      rageActions: [],
      willpowerSpent: 0,
      bloodSpent: 0,
      moves: false,
    });
  });

  it("same as last turn: the actions in order, the attack by its pool, Willpower on the same attack, spending kept", () => {
    const declared = last({
      actions: [{ kind: "attack", targetId: "C", pool: 6, note: "a right hook", willpower: true }, { kind: "defence", defence: "parry", pool: 5 }],
      celerityActions: [{ kind: "other", note: "run for the door" }],
      willpowerSpent: 1,
      bloodSpent: 1,
    });
    const values = valuesFromDeclaration(declared, targets, "B", pools);
    expect(values.rows.map((row) => [row.source, row.kind, row.target, row.use])).toEqual([
      ["declared", "attack", "C", "unarmed"],
      ["declared", "defence", "B", "sword"],
      ["celerity", "other", "B", "sword"],
    ]);
    expect(values.willpower).toBe("row-0");
    expect(declarationFromForm("A", values, pools)).toEqual({
      combatantId: "A",
      actions: [{ kind: "attack", targetId: "C", pool: 6, note: "a right hook", willpower: true }, { kind: "defence", defence: "parry", pool: 5 }],
      celerityActions: [{ kind: "other", note: "run for the door", pool: null }],
      rageActions: [],
      willpowerSpent: 1,
      bloodSpent: 1,
      moves: false,
    });
  });

  it("a target no longer in the fight is replaced; a declared move becomes the one moving control (000 §2.7)", () => {
    const values = valuesFromDeclaration(last({ actions: [{ kind: "move", pool: null, note: null }, { kind: "attack", targetId: "gone", pool: 99 }] }), targets, "B", pools);
    expect(values.moves).toBe(true);
    expect(values.rows).toHaveLength(1);
    expect(values.rows[0]).toMatchObject({ kind: "attack", target: "B", use: "sword" });
  });

  it("a Willpower point declared for something else stays declared, on no attack", () => {
    const values = valuesFromDeclaration(last({ actions: [{ kind: "attack", targetId: "B", pool: 5 }], willpowerSpent: 1 }), targets, "B", pools);
    expect(values.willpower).toBe("other");
    expect(declarationFromForm("A", values, pools)).toMatchObject({ actions: [{ kind: "attack", targetId: "B", pool: 5, note: null }], willpowerSpent: 1 });
  });

  it("a Willpower point named for a declared defence's roll is sent on that defence and read back onto its row", () => {
    const declared = last({ actions: [{ kind: "attack", targetId: "B", pool: 5 }, { kind: "defence", defence: "dodge", pool: 6, willpower: true }], willpowerSpent: 1 });
    const values = valuesFromDeclaration(declared, targets, "B", pools);
    expect(values.willpower).toBe("row-1");
    expect(declarationFromForm("A", values, pools)).toMatchObject({
      actions: [{ kind: "attack", targetId: "B", pool: 5, note: null }, { kind: "defence", defence: "dodge", pool: 6, willpower: true }],
      willpowerSpent: 1,
    });
  });

  it("the Willpower choice names each attack row and each defence row; a point on the dodge is a declaration the rules take", () => {
    const values = singleAttack("B", pools);
    values.rows.push({ ...emptyRow(), kind: "defence", defence: "dodge" });
    values.willpower = "row-1";
    const resources = { willpower: { permanent: 5, current: 5 }, blood: null, bloodPerTurn: null, celerity: 0, rage: null };
    const input = { combatantId: "A", name: "Alistair", targets: [{ id: "B", name: "Bruce" }], resources, pools, mustGetUp: false, hasLast: false, lang: "en", values };
    const context = declarationFormContext(classic, input);
    expect(context.willpowerChoices.map((choice) => [choice.value, choice.labelKey, choice.defenceKey, choice.selected])).toEqual([
      ["", "STC.Classic.Declaration.WillpowerChoice.none", undefined, false],
      ["row-0", "STC.Classic.Declaration.WillpowerChoice.roll", undefined, false],
      ["row-1", "STC.Classic.Declaration.WillpowerChoice.defence", "STC.Classic.Action.Defence.dodge", true],
      ["other", "STC.Classic.Declaration.WillpowerChoice.other", undefined, false],
    ]);
    expect(context.problem).toBeNull();
    expect(declarationFromForm("A", values, pools).actions[1]).toEqual({ kind: "defence", defence: "dodge", pool: 6, willpower: true });
  });
});
