import { describe, expect, it } from "vitest";
import { hasRoundShape } from "../../../src/rulesets/classic/rules/turns/round-shape";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";

const entry = (id: string, total: number) => ({ combatantId: id, score: 6, faces: [total - 6], total, tableIndex: 0 });
const able = { blockedBy: null, mustGetUp: false, initiativePenalty: 0 };
const combatant = (id: string) => ({
  id,
  initiative: entry(id, 10),
  resources: { willpower: { permanent: 5, current: 5 }, blood: null, celerity: 0, rage: null },
  condition: able,
  declaration: { combatantId: id, actions: [{ kind: "attack", targetId: "B", pool: 6, note: null }], celerityActions: [], rageActions: [], willpowerSpent: 0, bloodSpent: 0, moves: false },
  actions: [{ index: 1, source: "declared", body: { kind: "attack", targetId: "B", note: null }, penalty: 0, basePool: 6, state: "pending", abortCap: null }],
  fullDefence: false,
  fullDefenceCount: 0,
  spent: { willpower: 0, blood: 0, rage: 0 },
  aborted: false,
  waitingForNextRound: false,
});
const round = (): RoundState =>
  ({
    ruleset: "classic",
    round: 1,
    phase: "action",
    actionNumber: 1,
    order: [{ total: 10, score: 6, combatantIds: ["A"] }],
    combatants: [combatant("A"), combatant("B")],
    queue: [{ key: "t1", combatantIds: ["A"], initiative: entry("A", 10), steppedIn: null }],
    held: [{ combatantId: "B", actionIndex: 1, note: { kind: "moment", position: "after", combatantId: "A" }, heldInPhase: 1 }],
    passed: null,
    events: [{ type: "phaseBegan", phase: "action", actionNumber: 1 }],
    nextKey: 2,
  }) as RoundState;

describe("a stored round is read only whole", () => {
  it("the round machine's shape passes, with or without its round id", () => {
    expect(hasRoundShape(round())).toBe(true);
    expect(hasRoundShape({ ...round(), roundId: "r1" })).toBe(true);
  });

  it("a damaged part anywhere is refused", () => {
    const damaged: ((state: Record<string, unknown> & RoundState) => void)[] = [
      (state) => (state.combatants = [false as never]),
      (state) => ((state.combatants[0] as unknown as { actions: unknown[] }).actions = [{ index: 1 }]),
      (state) => ((state.combatants[0] as unknown as { resources: unknown }).resources = {}),
      (state) => (state.queue = [{} as never]),
      (state) => ((state.held[0] as unknown as { note: unknown }).note = { kind: "moment", position: "later", combatantId: "A" }),
      (state) => (state.events = [5 as never]),
      (state) => (state.passed = {} as never),
      (state) => (state.roundId = 5 as never),
      (state) => (state.round = 0),
    ];
    for (const damage of damaged) {
      const state = round() as Record<string, unknown> & RoundState;
      damage(state);
      expect(hasRoundShape(state), damage.toString()).toBe(false);
    }
  });
});
