import { describe, expect, it } from "vitest";
import type { DeclaredAction } from "../../../src/rulesets/classic/rules/actions/declaration";
import { declaredAttackKey, planNpcStep, type NpcStepCombatant } from "../../../src/rulesets/classic/rules/turns/npc-step";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { fighter, round } from "./fixtures";

const hit = (targetId: string, pool?: number): DeclaredAction => ({ kind: "attack", targetId, ...(pool === undefined ? {} : { pool }) });
const dodge: DeclaredAction = { kind: "defence", defence: "dodge" };
const parry: DeclaredAction = { kind: "defence", defence: "parry" };

/** n1 and n2 (the Storyteller's) act together at 12, p (a player's) at 9, t (the Storyteller's) at 3. */
function acting(plans: Record<string, DeclaredAction[]>): RoundState {
  let state = round.begin(1, [fighter("n1", 6, 6), fighter("n2", 6, 6), fighter("p", 6, 3), fighter("t", 2, 1)]);
  while (state.phase === "declaration") {
    const id = state.queue[0]?.combatantIds[0] ?? "";
    state = round.declare(state, { combatantId: id, actions: plans[id] ?? [] });
  }
  return state;
}

const TABLE: NpcStepCombatant[] = [
  { id: "n1", played: false, hasCharacter: true },
  { id: "n2", played: false, hasCharacter: true },
  { id: "p", played: true, hasCharacter: true },
  { id: "t", played: false, hasCharacter: true },
];

describe("the Storyteller's NPC step: the plan of the current turn", () => {
  it("each NPC acting now makes its declared attack on its declared target; a player's target waits for its player", () => {
    const state = acting({ n1: [hit("p", 7)], n2: [hit("t", 5)], p: [dodge], t: [dodge] });
    const plan = planNpcStep({ state, combatants: TABLE, used: [] });
    expect(plan.attacks).toEqual([
      { attackerId: "n1", actionIndex: 1, targetId: "p", pool: 7, defence: "dodge", waitsForPlayer: true },
      { attackerId: "n2", actionIndex: 1, targetId: "t", pool: 5, defence: "dodge", waitsForPlayer: false },
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it("two attacks on one target: the first takes its one declared defence, the second none", () => {
    const state = acting({ n1: [hit("t")], n2: [hit("t")], t: [parry] });
    expect(planNpcStep({ state, combatants: TABLE, used: [] }).attacks.map((attack) => attack.defence)).toEqual(["parry", "none"]);
  });

  it("a target with two declared defences gives one to each attack, in the order declared", () => {
    const state = acting({ n1: [hit("t")], n2: [hit("t")], t: [dodge, parry] });
    expect(planNpcStep({ state, combatants: TABLE, used: [] }).attacks.map((attack) => attack.defence)).toEqual(["dodge", "parry"]);
  });

  it("leaves out an action already used by an attack card, one that is no attack, and a combatant without a character", () => {
    const state = acting({ n1: [hit("t")], n2: [{ kind: "other", note: "runs" }] });
    expect(planNpcStep({ state, combatants: TABLE, used: ["n1.1"] })).toEqual({
      attacks: [],
      skipped: [
        { combatantId: "n1", reason: "used" },
        { combatantId: "n2", reason: "notAttack" },
      ],
    });
    const noActor = TABLE.map((entry) => (entry.id === "n1" ? { ...entry, hasCharacter: false } : entry));
    expect(planNpcStep({ state, combatants: noActor, used: [] }).skipped[0]).toEqual({ combatantId: "n1", reason: "noCharacter" });
    const noTarget = TABLE.map((entry) => (entry.id === "t" ? { ...entry, hasCharacter: false } : entry));
    expect(planNpcStep({ state, combatants: noTarget, used: [] }).skipped[0]).toEqual({ combatantId: "n1", reason: "targetGone" });
  });

  it("a player's combatant acting now is the player's: the step leaves it out", () => {
    // n1 and n2 declared nothing: the turn begins with p.
    const state = acting({ p: [hit("t")], t: [hit("p")] });
    expect(state.queue[0]?.combatantIds).toEqual(["p"]);
    expect(planNpcStep({ state, combatants: TABLE, used: [] })).toEqual({ attacks: [], skipped: [{ combatantId: "p", reason: "played" }] });
  });

  it("outside the action phase there is nothing to do", () => {
    const declaring = round.begin(1, [fighter("n1", 6, 6), fighter("t", 2, 1)]);
    expect(planNpcStep({ state: declaring, combatants: TABLE, used: [] })).toEqual({ attacks: [], skipped: [] });
  });
});

describe("the attack an NPC declared", () => {
  const attacks = [
    { key: "sword", pool: 5 },
    { key: "unarmed", pool: 6 },
    { key: "knife", pool: 6 },
  ];
  it("is the sheet's attack of the declared pool, the first listed of equal pools", () => {
    expect(declaredAttackKey(6, attacks)).toBe("unarmed");
    expect(declaredAttackKey(5, attacks)).toBe("sword");
  });
  it("is the first (the weapon in hand) when no pool matches or none was declared; none when the sheet has none", () => {
    expect(declaredAttackKey(9, attacks)).toBe("sword");
    expect(declaredAttackKey(null, attacks)).toBe("sword");
    expect(declaredAttackKey(5, [])).toBeNull();
  });
});
