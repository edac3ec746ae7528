import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDefenceBody, type DeclaredAction, type Declaration } from "../../../src/rulesets/classic/rules/actions/declaration";
import { RulesError } from "../../../src/rules/errors";
import type { ActionStoppingStatus } from "../../../src/rulesets/classic/rules/status/schedule";
import { compareClassicInitiative } from "../../../src/rulesets/classic/rules/initiative/classic-order";
import type { RoundCombatantInput, RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { walkOrder } from "../../../src/rulesets/classic/rules/turns/walk-order";
import { classic, fighter, frozen, round, walkToEnd } from "./fixtures";

/*
 * Invariants of the round machine (src/rulesets/classic/rules/turns/) over random rosters, declarations and sequences
 * of operations: every declared action placed once, all second actions before any third (002 ¶5),
 * nobody stunned, dazed or incapacitated acting (004 Status Effects, 000 §2.10), no combatant lost or
 * duplicated, no NaN, and the state always plain JSON.
 */

interface RosterRow {
  score: number;
  face: number;
  blocked: ActionStoppingStatus | null;
  celerity: number;
  actions: { kind: number; target: number }[];
  extras: { kind: number; target: number }[];
}

const rowArbitrary: fc.Arbitrary<RosterRow> = fc.record({
  score: fc.integer({ min: 0, max: 12 }),
  face: fc.integer({ min: 1, max: 10 }),
  blocked: fc.constantFrom<ActionStoppingStatus | null>(null, null, null, null, "stunned", "dazed", "incapacitated"),
  celerity: fc.integer({ min: 0, max: 2 }),
  actions: fc.array(fc.record({ kind: fc.integer({ min: 0, max: 3 }), target: fc.nat() }), { maxLength: 4 }),
  extras: fc.array(fc.record({ kind: fc.integer({ min: 0, max: 3 }), target: fc.nat() }), { maxLength: 2 }),
});
const rosterArbitrary = fc.array(rowArbitrary, { minLength: 2, maxLength: 7 });

const idOf = (index: number) => `c${index}`;

function toAction(spec: { kind: number; target: number }, self: number, count: number): DeclaredAction {
  const target = idOf((self + 1 + (spec.target % (count - 1))) % count);
  if (spec.kind === 0 || spec.kind === 3) return { kind: "attack", targetId: target, pool: spec.target % 8 };
  if (spec.kind === 1) return { kind: "defence", defence: (["dodge", "block", "parry"] as const)[spec.target % 3] ?? "dodge", pool: spec.target % 7 };
  return { kind: "other", note: "something else" };
}

function inputs(rows: RosterRow[]): RoundCombatantInput[] {
  return rows.map((row, index) =>
    fighter(idOf(index), row.score, row.face, { tableIndex: index, condition: { blockedBy: row.blocked }, resources: { celerity: row.celerity, blood: 10 } }),
  );
}

function declarationFor(rows: RosterRow[], index: number): Declaration {
  const row = rows[index] as RosterRow;
  return {
    combatantId: idOf(index),
    actions: row.actions.map((spec) => toAction(spec, index, rows.length)),
    celerityActions: row.extras.slice(0, row.celerity).map((spec) => toAction(spec, index, rows.length)),
  };
}

function declareEveryone(rows: RosterRow[], state: RoundState): RoundState {
  let next = state;
  while (next.phase === "declaration") {
    const id = next.queue[0]?.combatantIds[0] ?? "";
    next = round.declare(next, declarationFor(rows, Number(id.slice(1))));
  }
  return next;
}

function hasNaN(value: unknown): boolean {
  if (typeof value === "number") return Number.isNaN(value) || !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasNaN);
  if (value && typeof value === "object") return Object.values(value).some(hasNaN);
  return false;
}

function checkInvariants(state: RoundState, expectedIds: ReadonlySet<string>): void {
  const ids = state.combatants.map((combatant) => combatant.id);
  expect(new Set(ids).size, "combatants are unique").toBe(ids.length);
  expect([...ids].sort()).toEqual([...expectedIds].sort());
  const ordered = state.order.flatMap((step) => step.combatantIds);
  expect([...ordered].sort(), "the order holds everyone once").toEqual([...ids].sort());
  expect(state.order.every((step) => step.combatantIds.length > 0)).toBe(true);
  const placed = new Set<string>();
  for (const entry of state.queue) {
    expect(entry.combatantIds.length).toBeGreaterThan(0);
    for (const id of entry.combatantIds) {
      const combatant = state.combatants.find((candidate) => candidate.id === id);
      expect(combatant, `${id} in the queue exists`).toBeDefined();
      if (state.phase === "declaration") {
        expect(combatant?.declaration).toBeNull();
        const key = `declare:${id}`;
        expect(placed.has(key), `${key} placed once`).toBe(false);
        placed.add(key);
        continue;
      }
      expect(combatant?.condition.blockedBy).toBeNull();
      const index = entry.steppedIn ? entry.steppedIn.actionIndex : state.actionNumber;
      const action = combatant?.actions.find((candidate) => candidate.index === index);
      expect(action?.state).toBe("pending");
      expect(action && isDefenceBody(action.body)).toBe(false);
      const key = `${id}:${index}`;
      expect(placed.has(key), `${key} placed once`).toBe(false);
      placed.add(key);
    }
  }
  for (const held of state.held) {
    const key = `${held.combatantId}:${held.actionIndex}`;
    expect(placed.has(key), `${key} both held and queued`).toBe(false);
    placed.add(key);
  }
  if (state.phase === "ended") expect(state.queue).toEqual([]);
  else expect(state.queue.length, "a round under way always has a current turn").toBeGreaterThan(0);
  // The turn list (walk-order.ts) shows everyone once, its current entry the first of the turn under way.
  const walk = walkOrder(classic, state);
  expect([...walk.ids].sort(), "the turn list holds everyone once").toEqual([...ids].sort());
  expect(walk.current === null ? null : walk.ids[walk.current]).toBe(state.phase === "ended" ? null : (state.queue[0]?.combatantIds[0] ?? null));
  // With no held action anywhere, the list goes step by step in the phase's order: slowest first to declare,
  // fastest first to act (within a step, those acting now come first). An arrival slotted in right after the
  // turn under way (roster.ts) is the one exception the rules make, and the list shows it where it acts.
  const phaseOrder = state.phase === "declaration" ? classic.rules.declarationOrder(state.order) : state.order;
  const stepOf = new Map(phaseOrder.flatMap((step, index) => step.combatantIds.map((id) => [id, index] as const)));
  const sorted = (steps: number[]) => steps.every((step, index) => index === 0 || step >= (steps[index - 1] ?? step));
  const queueSteps = state.queue.map((entry) => stepOf.get(entry.combatantIds[0] ?? "") ?? -1);
  if (!state.held.length && state.queue.every((entry) => entry.steppedIn === null) && sorted(queueSteps)) {
    expect(sorted(walk.ids.map((id) => stepOf.get(id) ?? -1)), `the list ${walk.ids.join(" ")} follows the phase's order`).toBe(true);
  }
  expect(hasNaN(state), "no NaN anywhere").toBe(false);
  expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
}

describe("round machine properties (fast-check)", { timeout: 60_000 }, () => {
  it("every declared action is placed exactly once; all second actions before any third (002 ¶5); each phase fastest first", () => {
    fc.assert(
      fc.property(rosterArbitrary, (rows) => {
        const declared = declareEveryone(rows, round.begin(1, inputs(rows)));
        const ended = walkToEnd(declared);
        const acted = ended.events.flatMap((event) => (event.type === "acted" ? [event] : []));
        const expected = declared.combatants.flatMap((combatant) => combatant.actions.filter((action) => !isDefenceBody(action.body)).map((action) => `${combatant.id}:${action.index}`));
        expect(acted.map((event) => `${event.combatantId}:${event.actionIndex}`).sort()).toEqual(expected.sort());
        for (let index = 1; index < acted.length; index++) {
          const before = acted[index - 1];
          const after = acted[index];
          if (!before || !after) continue;
          expect(after.actionIndex).toBeGreaterThanOrEqual(before.actionIndex);
          if (after.actionIndex === before.actionIndex) {
            const initiative = (id: string) => ended.combatants.find((combatant) => combatant.id === id)?.initiative;
            const a = initiative(before.combatantId);
            const b = initiative(after.combatantId);
            if (a && b) expect(compareClassicInitiative(a, b)).toBeLessThanOrEqual(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("nobody stunned, dazed or incapacitated declares, acts or defends (004 Status Effects, 000 §2.10)", () => {
    fc.assert(
      fc.property(rosterArbitrary, (rows) => {
        const state = declareEveryone(rows, round.begin(1, inputs(rows)));
        const blocked = rows.flatMap((row, index) => (row.blocked ? [idOf(index)] : []));
        for (const id of blocked) {
          expect(state.combatants.find((combatant) => combatant.id === id)?.declaration).toBeNull();
          if (state.phase !== "ended") expect(() => round.spendDefence(state, id, { attackerId: id === "c0" ? "c1" : "c0" })).toThrow(RulesError);
        }
        const ended = walkToEnd(state);
        const actors = ended.events.flatMap((event) => (event.type === "acted" ? [event.combatantId] : []));
        expect(actors.filter((id) => blocked.includes(id))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("through any sequence of operations, nobody is lost or duplicated, nothing is NaN, and the round still ends", () => {
    const operation = fc.record({ op: fc.integer({ min: 0, max: 9 }), a: fc.nat(), b: fc.nat() });
    fc.assert(
      fc.property(rosterArbitrary, fc.array(operation, { maxLength: 60 }), (rows, operations) => {
        let state = round.begin(1, inputs(rows));
        const expectedIds = new Set(state.combatants.map((combatant) => combatant.id));
        const stopped = new Set(rows.flatMap((row, index) => (row.blocked ? [idOf(index)] : [])));
        let arrivals = 0;
        checkInvariants(state, expectedIds);
        for (const { op, a, b } of operations) {
          const ids = state.combatants.map((combatant) => combatant.id);
          const pick = (n: number) => ids[n % Math.max(1, ids.length)] ?? "none";
          const current = state.queue[0]?.combatantIds ?? [];
          const actedBefore = state.events.length;
          // Operations must never write to the state they are given.
          state = frozen(state);
          try {
            switch (op) {
              case 0:
              case 1: {
                if (state.phase === "declaration") {
                  const id = current[a % Math.max(1, current.length)] ?? "";
                  const index = Number(id.slice(1));
                  state = round.declare(state, Number.isInteger(index) && index < rows.length ? declarationFor(rows, index) : { combatantId: id, actions: [] });
                } else state = round.advance(state);
                break;
              }
              case 2:
                state = round.hold(state, current[a % Math.max(1, current.length)] ?? "", b % 2 ? { kind: "condition", text: "when it matters" } : { kind: "moment", position: "after", combatantId: pick(b) });
                break;
              case 3:
                state = round.stepIn(state, pick(a), b % 2 ? "before" : "after");
                break;
              case 4:
                state = round.spendDefence(state, pick(a), { attackerId: pick(b) }).state;
                break;
              case 5:
                state = round.abortToDefence(state, pick(a), { attackerId: pick(b), attempt: b % 3 ? { by: "willpowerPoint" } : { by: "willpowerRoll", faces: [b % 10 + 1, 2, 3, 4, 5] } }).state;
                break;
              case 6: {
                const id = `n${arrivals}`;
                const declaration: Declaration | null = b % 3 === 0 ? null : { combatantId: id, actions: [{ kind: "attack", targetId: pick(a) }] };
                state = round.add(state, fighter(id, a % 10, (b % 10) + 1, { tableIndex: 100 + arrivals }), declaration);
                arrivals += 1;
                expectedIds.add(id);
                break;
              }
              case 7:
                if (ids.length > 1) {
                  state = round.remove(state, pick(a));
                  expectedIds.delete(pick(a));
                }
                break;
              case 8: {
                const blockedBy = (["stunned", "dazed", "incapacitated", "torpor"] as const)[b % 4] ?? "stunned";
                state = round.updateCondition(state, pick(a), { blockedBy, mustGetUp: false, initiativePenalty: 0 });
                stopped.add(pick(a));
                break;
              }
              default:
                state = round.updateCondition(state, pick(a), { blockedBy: null, mustGetUp: true, initiativePenalty: 0 });
                // Freed during the declarations before declaring, it may still declare (an arrival reopens the
                // declarations) and act; actions already lost never come back.
                if (state.phase === "declaration" && state.combatants.find((combatant) => combatant.id === pick(a))?.declaration === null) stopped.delete(pick(a));
            }
          } catch (error) {
            // An invalid operation must be refused with a rules error, and leave nothing changed.
            if (!(error instanceof RulesError)) throw error;
            if (op === 6) expectedIds.delete(`n${arrivals}`);
          }
          for (const event of state.events.slice(actedBefore)) {
            if (event.type === "acted") expect(stopped.has(event.combatantId), `${event.combatantId} acted while stopped`).toBe(false);
          }
          checkInvariants(state, expectedIds);
        }
        const ended = walkToEnd(declareEveryoneLeft(state));
        checkInvariants(ended, expectedIds);
        expect(ended.phase).toBe("ended");
      }),
      { numRuns: 300 },
    );
  });
});

/** Finishes declarations with empty ones, for a sequence that stopped mid-declaration. */
function declareEveryoneLeft(state: RoundState): RoundState {
  let next = state;
  while (next.phase === "declaration") next = round.declare(next, { combatantId: next.queue[0]?.combatantIds[0] ?? "", actions: [] });
  return next;
}
