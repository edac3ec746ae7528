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

  it("a round of the older shape (no bounds, last declaration, blood a turn or Willpower on an attack) still reads; the newer parts are checked", () => {
    // round() is the older shape: none of the parts below.
    const newer = round();
    const first = newer.combatants[0];
    if (!first) throw new Error("No combatant.");
    first.poolBounds = { traitPair: 6, attack: 7, defence: { dodge: 6, block: 6, parry: 5 } };
    first.lastDeclaration = first.declaration;
    first.resources = { ...first.resources, bloodPerTurn: null };
    first.actions = first.actions.map((action) => ({ ...action, body: { kind: "attack", targetId: "B", note: null, willpower: true } }));
    expect(hasRoundShape(newer)).toBe(true);
    const broken = (change: (value: Record<string, unknown>) => void) => {
      const copy = structuredClone(newer) as unknown as { combatants: Record<string, unknown>[] };
      change(copy.combatants[0] as Record<string, unknown>);
      return hasRoundShape(copy);
    };
    expect(broken((entry) => (entry.poolBounds = { traitPair: 6, attack: "7" }))).toBe(false);
    expect(broken((entry) => (entry.lastDeclaration = { combatantId: "A" }))).toBe(false);
    expect(broken((entry) => ((entry.resources as Record<string, unknown>).bloodPerTurn = 1.5))).toBe(false);
    expect(broken((entry) => ((entry.actions as { body: Record<string, unknown> }[])[0] as { body: Record<string, unknown> }).body.willpower = "yes")).toBe(false);
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
