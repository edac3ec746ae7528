import { describe, expect, it } from "vitest";
import { scriptedD10 } from "../../../../src/rules/dice/random";
import { rollRoundInitiative } from "../../../../src/rulesets/classic/rules/initiative/roll-round";
import { ABLE } from "../../../../src/rulesets/classic/rules/status/schedule";
import { currentActors, remainingActions } from "../../../../src/rulesets/classic/rules/turns/queries";
import { roundMachine } from "../../../../src/rulesets/classic/rules/turns/round-machine";
import { STREAMLINED_RULESET } from "../../../../src/rulesets/streamlined/rules/ruleset";
import { characterStats, MORTAL } from "../../turns/fixtures";

/** Classic's test character with its Dexterity and Awareness set. */
function withInitiative(id: string, dexterity: number, awareness: number) {
  const stats = characterStats(id);
  return { ...stats, attributes: { ...stats.attributes, dexterity }, abilities: { ...stats.abilities, awareness } };
}

describe("001 through the shared round machine (src/rulesets/classic/rules/turns), unchanged", () => {
  it("001 The Round, In Four Steps: initiative rolled, order set, each acts in order with the turn's −2 per extra action", () => {
    const ruleset = STREAMLINED_RULESET.create();
    const ann = withInitiative("ann", 3, 1);
    const ben = withInitiative("ben", 2, 2);
    const cat = withInitiative("cat", 1, 1);
    const scores = [ann, ben, cat].map((stats) => ruleset.turns.initiativeScore(stats));
    expect(scores).toEqual([4, 4, 2]);
    const rolled = rollRoundInitiative(
      ruleset.turns,
      ruleset.options,
      [
        { combatantId: "ann", score: 4, tableIndex: 0 },
        { combatantId: "ben", score: 4, tableIndex: 1 },
        { combatantId: "cat", score: 2, tableIndex: 2 },
      ],
      scriptedD10([6, 2, 3, 4, /* ben */ 10, 5, 5, 1, /* cat */ 9, 2]),
    );
    expect(rolled.entries.map((entry) => entry.total)).toEqual([1, 2, 1]);
    // Highest first; Ann and Cat tie at 1 and go in the table's order, one step each.
    expect(rolled.steps.map((step) => step.combatantIds)).toEqual([["ben"], ["ann"], ["cat"]]);
    const machine = roundMachine({ rules: ruleset.turns, options: ruleset.options });
    let state = machine.begin(1, rolled.entries.map((initiative) => ({ id: initiative.combatantId, initiative, resources: MORTAL, condition: ABLE })));
    expect(state.ruleset).toBe("streamlined");
    // 001 has no declaration phase: the round machine asks in acting order, Ben first.
    expect(currentActors(state)).toEqual(["ben"]);
    const first = "ben";
    state = machine.declare(state, { combatantId: first, actions: [{ kind: "attack", targetId: "cat" }, { kind: "attack", targetId: "cat" }, { kind: "other", note: "grapple" }] });
    expect(remainingActions(state, first).map((action) => action.penalty)).toEqual([4, 4, 4]);
  });
});
