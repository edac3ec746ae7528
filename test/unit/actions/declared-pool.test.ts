import { describe, expect, it } from "vitest";
import { checkDeclarationShape } from "../../../src/rulesets/classic/rules/actions/check-declaration";
import { checkDeclaredPools, declaredPoolBounds, type PoolSummary } from "../../../src/rulesets/classic/rules/actions/declared-pool";
import type { DeclaredAction } from "../../../src/rulesets/classic/rules/actions/declaration";
import { fighter, garou } from "../combat/fixtures";
import { expectRulesError } from "../errors-helper";

/** 000 §1.6's stats: Str 4, Dex 3, Sta 2, Wits 3; Brawl 3, Firearms 2, Melee 2, Dodge 3. */
const seed = fighter("A", { attributes: { strength: 4, dexterity: 3, wits: 3 }, abilities: { brawl: 3, firearms: 2, melee: 2, dodge: 3 } });
const noSummary: PoolSummary = { attacks: [], defences: [] };

const declared = (...actions: DeclaredAction[]) => checkDeclarationShape({ combatantId: "A", actions }, (id) => id === "B");

describe("a declared pool is bounded by what the character can roll (000 §2.5)", () => {
  it("the largest Attribute + Ability pair bounds every kind: Strength 4 + Brawl 3", () => {
    expect(declaredPoolBounds(seed, noSummary)).toEqual({ traitPair: 7, attack: 7, defence: { dodge: 7, block: 7, parry: 7 } });
  });

  it("a larger pool the combat summary computes raises its own kind only; an attack that cannot be made counts for nothing", () => {
    const summary: PoolSummary = {
      attacks: [
        { available: true, roll: { pool: 9 } },
        { available: false, roll: null },
        { available: false, roll: { pool: 20 } },
      ],
      defences: [{ kind: "parry", roll: { pool: 8 } }, { kind: "dodge", roll: { pool: 3 } }],
    };
    expect(declaredPoolBounds(seed, summary)).toEqual({ traitPair: 7, attack: 9, defence: { dodge: 7, block: 7, parry: 8 } });
  });

  it("a Garou is bounded in the form it stands in: Crinos adds 4 to Strength", () => {
    const crinos = garou("A", "crinos", "homid", { attributes: { strength: 3 }, abilities: { brawl: 4 } });
    expect(declaredPoolBounds(crinos, noSummary).traitPair).toBe(11);
  });

  it("refuses a pool above its kind's bound, names the most, and lets an unknown pool be", () => {
    const bounds = declaredPoolBounds(seed, noSummary);
    expect(() => checkDeclaredPools(declared({ kind: "attack", targetId: "B", pool: 7 }, { kind: "defence", defence: "dodge" }), bounds)).not.toThrow();
    const error = expectRulesError(() => checkDeclaredPools(declared({ kind: "attack", targetId: "B", pool: 50 }), bounds), "DeclaredPoolAboveBound");
    expect(error.data).toEqual({ combatant: "A", kind: "attack", pool: 50, max: 7 });
    const dodge = expectRulesError(() => checkDeclaredPools(declared({ kind: "move" }, { kind: "defence", defence: "dodge", pool: 8 }), bounds), "DeclaredPoolAboveBound");
    expect(dodge.data).toMatchObject({ kind: "dodge", max: 7 });
  });

  it("Celerity and Rage actions are bounded alike", () => {
    const checked = checkDeclarationShape({ combatantId: "A", actions: [], celerityActions: [{ kind: "other", note: "leap", pool: 8 }] }, () => true);
    expectRulesError(() => checkDeclaredPools(checked, declaredPoolBounds(seed, noSummary)), "DeclaredPoolAboveBound");
  });
});

describe("a declaration is read field by field", () => {
  it("a field no declaration or action has is refused, naming it", () => {
    expect(expectRulesError(() => declared({ kind: "attack", targetId: "B", successes: 5 } as unknown as DeclaredAction), "DeclarationFieldUnknown").data).toEqual({ field: "successes" });
    expect(expectRulesError(() => checkDeclarationShape({ combatantId: "A", actions: [], faces: [10] } as never, () => true), "DeclarationFieldUnknown").data).toEqual({ field: "faces" });
  });

  it("an object posing as text is named by its type, never turned into text", () => {
    const posing = { toString: 5 } as unknown as string;
    expect(expectRulesError(() => declared({ kind: "attack", targetId: posing }), "AttackTargetUnknown").data).toEqual({ target: "object" });
    expect(expectRulesError(() => declared({ kind: posing } as unknown as DeclaredAction), "ActionKindUnknown").data).toEqual({ value: "object" });
    expect(expectRulesError(() => declared({ kind: "move", pool: posing as unknown as number }), "ActionPoolInvalid").data).toEqual({ value: "object" });
  });
});
