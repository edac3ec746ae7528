import { describe, expect, it } from "vitest";
import { scriptedD10 } from "../../../../src/rules/dice/random";
import { freshHealth } from "../../../../src/rulesets/streamlined/rules/health";
import { beginFight, nextTurn, planCurrentTurn, type StreamlinedRoundState } from "../../../../src/rulesets/streamlined/rules/round";
import { planStreamlinedNpcStep, type StreamlinedNpcStepCombatant } from "../../../../src/rulesets/streamlined/rules/npc-step";

const STANDING = { incapacitated: false, held: false };

/** Nia (the Storyteller's) acts first with 2 successes, then Pat (a player's) with 1, then Tom (the Storyteller's) with none. */
function begun(): StreamlinedRoundState {
  const state = beginFight(
    [
      { id: "nia", tableIndex: 0, pool: 2, side: null },
      { id: "pat", tableIndex: 1, pool: 1, side: null },
      { id: "tom", tableIndex: 2, pool: 1, side: null },
    ],
    scriptedD10([8, 9, 7, 1]),
  );
  return nextTurn(state, { nia: freshHealth(2), pat: freshHealth(2), tom: freshHealth(2) });
}

const TABLE: StreamlinedNpcStepCombatant[] = [
  { id: "nia", played: false, hasCharacter: true },
  { id: "pat", played: true, hasCharacter: true },
  { id: "tom", played: false, hasCharacter: true },
];

describe("Streamlined's NPC step: the plan of the current turn", () => {
  it("the Storyteller's character acting now makes each planned attack with a target, in order; one with none is skipped; a player's target waits", () => {
    const state = planCurrentTurn(begun(), ["attack", "draw", "attack", "attack"], STANDING, ["pat", "", "", "tom"]);
    expect(state.current).toBe("nia");
    expect(planStreamlinedNpcStep(state, TABLE)).toEqual({
      attackerId: "nia",
      attacks: [
        { actionIndex: 1, targetId: "pat", waitsForPlayer: true },
        { actionIndex: 4, targetId: "tom", waitsForPlayer: false },
      ],
      skipped: [{ actionIndex: 3, reason: "noTarget" }],
    });
  });

  it("a target gone from the table is skipped; a player's turn, an unplanned turn and nobody's turn have no step", () => {
    const state = planCurrentTurn(begun(), ["attack"], STANDING, ["tom"]);
    expect(planStreamlinedNpcStep(state, TABLE.filter((combatant) => combatant.id !== "tom"))?.skipped).toEqual([{ actionIndex: 1, reason: "targetGone" }]);
    expect(planStreamlinedNpcStep(begun(), TABLE)).toBeNull();
    expect(planStreamlinedNpcStep(state, TABLE.map((combatant) => ({ ...combatant, played: true })))).toBeNull();
    expect(planStreamlinedNpcStep({ ...state, current: null }, TABLE)).toBeNull();
  });

  it("only an attack keeps a target: the plan drops one given to another action, and a blank one is none", () => {
    const plan = planCurrentTurn(begun(), ["draw", "attack"], STANDING, ["pat", ""]).order[0]?.plan;
    expect(plan?.actions).toEqual([
      { index: 1, kind: "draw", penalty: 2 },
      { index: 2, kind: "attack", penalty: 2 },
    ]);
  });
});
