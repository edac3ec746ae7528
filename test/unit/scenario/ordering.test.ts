import { describe, expect, it } from "vitest";
import { replayGolden, scenarioError, scenarioJson } from "./load";

describe("002 ¶2 ties (002-ties.json)", () => {
  const result = replayGolden("002-ties.json");
  const round = result.rounds[0];

  it("002 ¶2: all at 10; the higher score first, equal score and total as one simultaneous step", () => {
    expect(round?.order.map((step) => [step.total, step.score, step.combatantIds])).toEqual([
      [10, 6, ["P", "S"]],
      [10, 5, ["Q", "R"]],
    ]);
  });

  it("002 ¶3: declarations from the slowest, whatever order the file lists them in", () => {
    expect(round?.declarationOrder).toEqual(["Q", "R", "P", "S"]);
  });

  it("002 ¶2: a simultaneous step may be written in either order, and its actions are recorded in the order taken; a slower step may not come first", () => {
    expect(round?.actions.map((action) => action.combatantId)).toEqual(["S", "P", "Q", "R"]);
    const json = scenarioJson("002-ties.json") as { rounds: { events: unknown[] }[] };
    const events = json.rounds[0]?.events ?? [];
    json.rounds[0] = { ...json.rounds[0], events: [events[2], events[0], events[1], events[3]] } as { events: unknown[] };
    const error = scenarioError(json);
    expect(error.key).toBe("ScenarioOutOfTurn");
    expect(error.path).toBe("rounds[0].events[0].attack");
  });
});

describe("002 ¶3 two actions deferred to the same moment (002-held-same-moment.json)", () => {
  const result = replayGolden("002-held-same-moment.json");

  it("002 ¶3: Boris asks first, but Anna's higher initiative puts her first at the moment both waited for", () => {
    const stepIns = result.rounds[0]?.events.filter((event) => event.detail.kind === "stepIn").map((event) => event.facts.upcoming);
    expect(stepIns).toEqual([[["C"], ["B"]], [["C"], ["A"], ["B"]]]);
    expect(result.rounds[0]?.actions.map((action) => action.combatantId)).toEqual(["C", "A", "B"]);
  });
});

describe("000 §1.5, 002 ¶5 second actions before third (002-second-before-third.json)", () => {
  const result = replayGolden("002-second-before-third.json");

  it("002 ¶5: first actions fastest first, then every second action, then the third", () => {
    expect(result.rounds[0]?.actions.map((action) => `${action.combatantId}:${action.actionIndex}@${action.phase}`)).toEqual(["X:1@1", "Y:1@1", "Z:1@1", "X:2@2", "Y:2@2", "X:3@3"]);
  });

  it("000 §2.2: Xenia's three attacks roll 2, 1 and 0 dice; a pool of 0 fails", () => {
    const pools = result.rounds[0]?.events.filter((event) => event.detail.kind === "attack" && event.detail.attacker === "X").map((event) => event.facts.attackPool);
    expect(pools).toEqual([2, 1, 0]);
  });
});

describe("a new arrival mid-turn (002-arrival.json; rules map: it slots in where its total falls)", () => {
  const result = replayGolden("002-arrival.json");

  it("rules map: Lena (10) joins after Anna's turn and acts before Boris (8); Kirill (16) has missed his slot and waits", () => {
    const joins = result.rounds[0]?.events.filter((event) => event.detail.kind === "join").map((event) => [event.facts.initiative, event.facts.actsThisRound]);
    expect(joins).toEqual([
      [10, true],
      [16, false],
    ]);
    expect(result.rounds[0]?.actions.map((action) => action.combatantId)).toEqual(["A", "L", "B"]);
  });

  it("002 ¶2: in turn 2 both roll with everyone; Kirill (9, score 6) goes before Boris (9, score 4)", () => {
    expect(result.rounds[1]?.order.map((step) => step.combatantIds)).toEqual([["A"], ["K"], ["B"], ["L"]]);
  });
});

describe("000 §1.4, 002 ¶5 a declared defence spent out of order (002-defence-out-of-order.json)", () => {
  const result = replayGolden("002-defence-out-of-order.json");

  it("002 ¶5: Xenia's third action, a dodge, answers Yuri's attack in the first phase with the third action's penalty of 5", () => {
    const attack = result.rounds[0]?.events[1];
    expect(attack?.facts.defenceAllowance).toEqual({ source: "declared", actionIndex: 3, penalty: 5, cap: null });
    expect(attack?.facts.defencePool).toBe(1);
    expect(result.rounds[0]?.phases.map((phase) => phase.actionNumber)).toEqual([1, 2]);
  });
});
