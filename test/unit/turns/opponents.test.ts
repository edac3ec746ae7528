import { describe, expect, it } from "vitest";
import { opponentsFacing } from "../../../src/rulesets/classic/rules/turns/opponents";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { round, workedExampleFighters } from "./fixtures";

/** 000 §2.11's declarations: Michael and David attack Alistair; Alistair and Tony attack David; Gordon shoots Michael. */
function declaredRound(): RoundState {
  let state = round.begin(1, workedExampleFighters());
  state = round.declare(state, { combatantId: "M", actions: [{ kind: "defence", defence: "parry", pool: 5 }, { kind: "attack", targetId: "A", pool: 5 }] });
  state = round.declare(state, { combatantId: "G", actions: [{ kind: "attack", targetId: "M", pool: 2 }] });
  state = round.declare(state, { combatantId: "T", actions: [{ kind: "defence", defence: "dodge", pool: 6 }, { kind: "attack", targetId: "D", pool: 5 }] });
  state = round.declare(state, { combatantId: "A", actions: [{ kind: "attack", targetId: "D", pool: 6 }] });
  return round.declare(state, { combatantId: "D", actions: [{ kind: "attack", targetId: "A", pool: 7 }, { kind: "defence", defence: "dodge", pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }] });
}

describe("the opponents a defender faces come from the round's declarations (000 §2.3)", () => {
  it("000 §2.3, §2.11: David faces Alistair and Tony, Alistair faces David and Michael ('Base+2 opponents')", () => {
    const state = declaredRound();
    expect(opponentsFacing(state, "D", "A")).toBe(2);
    expect(opponentsFacing(state, "A", "D")).toBe(2);
    // Gordon alone declared on Michael; Tony, whom nobody declared on, faces only whoever attacks him.
    expect(opponentsFacing(state, "M", "G")).toBe(1);
    expect(opponentsFacing(state, "T", "D")).toBe(1);
  });

  it("000 §2.3: an attacker who declared nothing on the defender still counts, once; a lost attack does not", () => {
    const state = declaredRound();
    expect(opponentsFacing(state, "D", "G")).toBe(3);
    const lost: RoundState = {
      ...state,
      combatants: state.combatants.map((entry) => (entry.id === "T" ? { ...entry, actions: entry.actions.map((action) => ({ ...action, state: "lost" as const })) } : entry)),
    };
    expect(opponentsFacing(lost, "D", "A")).toBe(1);
  });

  it("000 §2.3: no more than five opponents count (the difficulty stops at +4)", () => {
    const state = declaredRound();
    const michael = state.combatants.find((entry) => entry.id === "M");
    const attack = michael?.actions.find((action) => action.body.kind === "attack");
    if (!michael || !attack) throw new Error("Michael declared an attack");
    // Four more who declared attacks on David, as Michael declared his on Alistair.
    const crowd: RoundState = {
      ...state,
      combatants: [...state.combatants, ...["X1", "X2", "X3", "X4"].map((id) => ({ ...michael, id, actions: [{ ...attack, body: { kind: "attack" as const, targetId: "D", note: null } }] }))],
    };
    expect(opponentsFacing(crowd, "D", "A")).toBe(5);
  });
});
