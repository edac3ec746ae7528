import { describe, expect, it } from "vitest";
import { scriptedD10 } from "../../../../src/rules/dice/random";
import { initiativePool, orderInitiative, readInitiative, rollStreamlinedInitiative, slotIn } from "../../../../src/rulesets/streamlined/rules/initiative";
import { expectRulesError } from "../../errors-helper";
import { fighter } from "./fixtures";

describe("001 The Turn: initiative", () => {
  it("001 The Turn: initiative is Dexterity + Awareness (no difficulty), rolled as a pool of successes", () => {
    const ann = fighter("ann", { dexterity: 3 }, { awareness: 2 });
    expect(initiativePool(ann)).toBe(5);
    const entry = rollStreamlinedInitiative("ann", 5, scriptedD10([10, 6, 5, 1, 9]), 0);
    expect(entry.successes).toBe(4);
  });

  it("001 The Turn: the highest result acts first, then the next, and so on down the line", () => {
    const order = orderInitiative([readInitiative("a", 2, [5, 6], 0), readInitiative("b", 2, [10, 9], 1), readInitiative("c", 2, [10, 1], 2)]);
    expect(order.map((entry) => [entry.combatantId, entry.successes])).toEqual([["b", 3], ["c", 2], ["a", 1]]);
  });

  it("001 The Turn: when scores tie, the order the table agrees on — table order, or the Storyteller's explicit order", () => {
    const entries = [readInitiative("a", 1, [6], 0), readInitiative("b", 1, [7], 1), readInitiative("c", 1, [8], 2)];
    expect(orderInitiative(entries).map((entry) => entry.combatantId)).toEqual(["a", "b", "c"]);
    // "the trigger-happy usually go first": the Storyteller drags c to the front.
    expect(orderInitiative(entries, ["c", "a"]).map((entry) => entry.combatantId)).toEqual(["c", "a", "b"]);
  });

  it("001 The Round, In Four Steps: a new combatant rolls initiative and slots in where the result falls", () => {
    const order = orderInitiative([readInitiative("a", 2, [10, 9], 0), readInitiative("b", 2, [6, 2], 1)]);
    expect(slotIn(order, readInitiative("n", 2, [7, 8], 2)).map((entry) => entry.combatantId)).toEqual(["a", "n", "b"]);
    // An equal result goes after those already there, unless the Storyteller puts it ahead.
    expect(slotIn(order, readInitiative("n", 1, [6], 2)).map((entry) => entry.combatantId)).toEqual(["a", "b", "n"]);
    expect(slotIn(order, readInitiative("n", 1, [6], 2), ["n"]).map((entry) => entry.combatantId)).toEqual(["a", "n", "b"]);
    expect(slotIn(order, readInitiative("n", 1, [1], 2)).map((entry) => entry.combatantId)).toEqual(["a", "b", "n"]);
  });

  it("001 The Turn: refuses a combatant entered twice", () => {
    const a = readInitiative("a", 1, [6], 0);
    expectRulesError(() => orderInitiative([a, a]), "StreamlinedInitiativeDuplicate");
    expectRulesError(() => slotIn([a], a), "StreamlinedInitiativeDuplicate");
  });
});
