import { describe, expect, it } from "vitest";
import { RulesError } from "../../../src/rules/errors";
import { checkGrappleTry, grappleTurn, type GrappleTry } from "../../../src/rulesets/classic/rules/maneuvers/grapple-turn";

const escape = (turn: string, heldId = "alistair"): GrappleTry => ({ kind: "escape", holderId: "david", heldId, turn });
const clinch = (turn: string): GrappleTry => ({ kind: "clinchDamage", holderId: "david", heldId: "alistair", turn });

describe("a grapple's tries, once a turn", () => {
  it("004 Grapple: a turn is named by the combat's round of the action, else the running round's number; none outside a fight", () => {
    expect(grappleTurn("combat1.round7.c1.0", 2)).toBe("action:combat1.round7");
    expect(grappleTurn("combat1.round7.c1.1", 2)).toBe(grappleTurn("combat1.round7.c1.0", 2));
    expect(grappleTurn("combat1.round8.c1.0", 2)).not.toBe(grappleTurn("combat1.round7.c1.0", 2));
    expect(grappleTurn("", 3)).toBe("round:3");
    expect(grappleTurn("", 0)).toBe("");
  });

  it("004 Grapple: a second attempt to break free in one turn is refused, even with a second action", () => {
    const first = escape(grappleTurn("combat1.r1.c1.0", 1));
    const second = escape(grappleTurn("combat1.r1.c1.1", 1));
    expect(() => checkGrappleTry([first], second)).toThrow(RulesError);
    try {
      checkGrappleTry([first], { ...second, heldName: "Alistair", holderName: "David" });
    } catch (error) {
      expect((error as RulesError).key).toBe("GrappleEscapeTried");
      expect((error as RulesError).data).toEqual({ name: "Alistair", holder: "David" });
    }
  });

  it("004 Grapple: the next turn brings a new try; another pair or the other kind is not counted", () => {
    expect(() => checkGrappleTry([escape("round:2")], escape("round:3"))).not.toThrow();
    expect(() => checkGrappleTry([escape("round:2", "hans")], escape("round:2"))).not.toThrow();
    expect(() => checkGrappleTry([clinch("round:2")], escape("round:2"))).not.toThrow();
  });

  it("000 §2.8: a clinch hurts once a turn", () => {
    expect(() => checkGrappleTry([clinch("round:2")], clinch("round:2"))).toThrow(/already hurt/);
  });

  it("004 Grapple: outside a fight no turn is counted, and every try passes", () => {
    expect(() => checkGrappleTry([escape(""), escape("")], escape(""))).not.toThrow();
  });
});
