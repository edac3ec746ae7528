import { describe, expect, it } from "vitest";
import { checkExtraAction, extraActionLimits, extraActionsOf, initiativeOf, roundOrder } from "../../../../src/rulesets/met/rules/order";
import { fighter } from "./fixtures";
import { expectRulesError } from "../../errors-helper";

describe("the order of actions", () => {
  it("003 Order of Actions: initiative is base traits in the challenge's category; no test, Physical traits", () => {
    const jimmy = fighter("jimmy", { physical: 9, social: 3 });
    expect(initiativeOf({ character: jimmy, categories: ["physical"] })).toBe(9);
    expect(initiativeOf({ character: jimmy, categories: ["social"] })).toBe(3);
    expect(initiativeOf({ character: jimmy, categories: [] })).toBe(9);
  });

  it("003 Order of Actions: Frank's 10 Social beat Jimmy's 9 Physical — weapons, rituals and temporary traits do not count", () => {
    const jimmy = fighter("jimmy", { physical: 9 }, { temporary: { physical: [{ name: "Brawny", aspect: "strength", lasts: "scene" }] } });
    const frank = fighter("frank", { social: 10 });
    const order = roundOrder([{ character: jimmy, categories: ["physical"] }, { character: frank, categories: ["social"] }]);
    expect(order.steps).toEqual([{ initiative: 10, ids: ["frank"] }, { initiative: 9, ids: ["jimmy"] }]);
  });

  it("003 Order of Actions: Alacrity counts; a full-round action loses it (003 Full Round Actions)", () => {
    const fast = fighter("fast", { physical: 7 }, { alacrity: 3 });
    expect(initiativeOf({ character: fast, categories: ["physical"] })).toBe(10);
    expect(initiativeOf({ character: fast, categories: ["mental"], fullRound: true })).toBe(0);
    expect(initiativeOf({ character: fighter("t", { mental: 8 }, { alacrity: 2 }), categories: ["mental"], fullRound: true })).toBe(8);
  });

  it("003 Order of Actions: equal traits act simultaneously, in the order the Storyteller chooses", () => {
    const order = roundOrder([{ character: fighter("a", { physical: 6 }), categories: ["physical"] }, { character: fighter("b", { physical: 6 }), categories: ["physical"] }, { character: fighter("c", { physical: 4 }), categories: ["physical"] }], ["b"]);
    expect(order.steps).toEqual([{ initiative: 6, ids: ["b", "a"] }, { initiative: 4, ids: ["c"] }]);
  });

  it("003 Multiple Tests: an action of several categories goes on the lowest (Majesty's social test, then a punch)", () => {
    expect(initiativeOf({ character: fighter("a", { physical: 9, social: 4 }), categories: ["social", "physical"] })).toBe(4);
  });

  it("003 Multiple Participants: Joe's counter-attack on Mark resolves on Mark's 9, not Joe's 3; Joe keeps 3 for his other actions", () => {
    const order = roundOrder([{ character: fighter("mark", { physical: 9 }), categories: ["physical"] }, { character: fighter("joe", { physical: 3 }), categories: ["physical"], counterAttacks: "mark" }]);
    expect(order.steps).toEqual([{ initiative: 9, ids: ["mark", "joe"] }]);
    expect(order.initiative).toEqual({ mark: 9, joe: 3 });
    expectRulesError(() => roundOrder([{ character: fighter("joe", { physical: 3 }), categories: ["physical"], counterAttacks: "nobody" }]), "MetOrderUnknown");
  });

  it("003 Initiative Exceptions: immediate actions come before every initiative, end-of-turn ones after them and before extra actions", () => {
    const order = roundOrder([
      { character: fighter("a", { physical: 5 }), categories: ["physical"], timing: "endOfTurn", extraActions: ["Swiftness"] },
      { character: fighter("b", { physical: 2 }), categories: ["physical"], timing: "immediate" },
      { character: fighter("c", { physical: 4 }), categories: ["physical"] },
    ]);
    expect([order.immediate, order.steps.map((step) => step.ids), order.endOfTurn, order.extraActions.map((step) => step.actions.map((action) => action.id))]).toEqual([["b"], [["c"]], ["a"], [["a"]]]);
  });

  it("003 Multiple Actions: Dana (Legerity) and Petra (Swiftness, Black Metamorphosis) act three times — both on Swiftness first, then Legerity with Black Metamorphosis", () => {
    const dana = fighter("dana", { physical: 8 }, { powers: [{ name: "Swiftness", category: "physical", extraActions: 1, extraActionSource: "celerity" }, { name: "Legerity", category: "physical", extraActions: 1, extraActionSource: "celerity" }] });
    const petra = fighter("petra", { physical: 6 }, { powers: [{ name: "Swiftness", category: "physical", extraActions: 1, extraActionSource: "celerity" }, { name: "Black Metamorphosis", category: "physical", extraActions: 1, extraActionSource: "blackMetamorphosis" }] });
    const order = roundOrder([
      { character: dana, categories: ["physical"], extraActions: extraActionsOf(dana) },
      { character: petra, categories: ["physical"], extraActions: extraActionsOf(petra) },
    ]);
    expect(order.extraActions).toEqual([
      { count: 1, actions: [{ id: "dana", power: "Swiftness" }, { id: "petra", power: "Swiftness" }] },
      { count: 2, actions: [{ id: "dana", power: "Legerity" }, { id: "petra", power: "Black Metamorphosis" }] },
    ]);
    expect(extraActionLimits(petra, "Black Metamorphosis")).toEqual({ physicalOnly: true, steps: 0, stepsWithoutTest: 0, naturalOnly: true });
    expect(extraActionLimits(dana, "Legerity")).toEqual({ physicalOnly: true, steps: 3, stepsWithoutTest: 6, naturalOnly: false });
    expectRulesError(() => checkExtraAction("mental"), "MetExtraActionPhysical");
    expectRulesError(() => extraActionLimits(dana, "Fleetness"), "MetNoExtraAction");
  });

  it("003 Multiple Actions: only the extra-action powers active this round count", () => {
    const dana = fighter("dana", { physical: 8 }, { powers: [{ name: "Swiftness", category: "physical", extraActions: 1 }, { name: "Legerity", category: "physical", extraActions: 1 }] });
    expect(extraActionsOf(dana, ["Swiftness"])).toEqual(["Swiftness"]);
    expectRulesError(() => roundOrder([{ character: dana, categories: [] }, { character: dana, categories: [] }]), "MetOrderDuplicate");
  });
});
