import { describe, expect, it } from "vitest";
import { scriptedD10 } from "../../../../src/rules/dice/random";
import { applyHit, freshHealth, type HealthPoints } from "../../../../src/rulesets/streamlined/rules/health";
import {
  actingOrder,
  beginFight,
  endRound,
  isEvading,
  joinFight,
  leaveFight,
  nextTurn,
  planCurrentTurn,
  reorderTied,
  turnPenalty,
  type StreamlinedRoundState,
} from "../../../../src/rulesets/streamlined/rules/round";
import { STREAMLINED_RULESET } from "../../../../src/rulesets/streamlined/rules/ruleset";
import { expectRulesError } from "../../errors-helper";

const STANDING = { incapacitated: false, held: false };
/** Health 5 (Stamina 2 + 3) for everyone named. */
const healthy = (...ids: string[]): Record<string, HealthPoints> => Object.fromEntries(ids.map((id) => [id, freshHealth(2)]));

/** Ann 4 dice, Ben 3, Cat 2; faces chosen so Ben rolls 3 successes, Ann 2 and Cat 2 (a tie). */
function threeFighters(): StreamlinedRoundState {
  return beginFight(
    [
      { id: "ann", tableIndex: 0, pool: 4, side: "a" },
      { id: "ben", tableIndex: 1, pool: 3, side: "b" },
      { id: "cat", tableIndex: 2, pool: 2, side: "b" },
    ],
    scriptedD10([/* ann */ 6, 7, 2, 1, /* ben */ 10, 6, 3, /* cat */ 8, 9]),
  );
}

describe("001 The Round, In Four Steps: Streamlined's own round machine", () => {
  it("001 The Round, In Four Steps: step 1 rolls Dexterity + Awareness as a pool once, highest successes first, ties in table order", () => {
    const state = threeFighters();
    expect(state.order.map((entry) => [entry.id, entry.initiative.successes])).toEqual([["ben", 3], ["ann", 2], ["cat", 2]]);
    expect(state.order.map((entry) => entry.initiative.faces)).toEqual([[10, 6, 3], [6, 7, 2, 1], [8, 9]]);
    expect([state.round, state.current, state.over]).toEqual([1, null, false]);
    // Plain data: it survives JSON unchanged.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it("001 The Turn: ties go in the order the Storyteller sets; only a tie may be reordered", () => {
    const state = reorderTied(threeFighters(), ["cat", "ann"]);
    expect(actingOrder(state)).toEqual(["ben", "cat", "ann"]);
    expect(state.tieOrder).toEqual(["cat", "ann"]);
    // Ben (3) is not tied with Ann (2).
    const refused = expectRulesError(() => reorderTied(threeFighters(), ["ann", "ben"]), "StreamlinedNotTied");
    expect(refused.data).toMatchObject({ combatant: "ben", successes: 3, other: "ann", otherSuccesses: 2 });
    expectRulesError(() => reorderTied(threeFighters(), ["ann"]), "StreamlinedTieOrderInvalid");
    expectRulesError(() => reorderTied(threeFighters(), ["ann", "zed"]), "StreamlinedRoundNotInFight");
  });

  it("001 The Turn: a tie is not reordered while one of them has had its turn this round and the other not", () => {
    const health = healthy("ann", "ben", "cat");
    const annActing = nextTurn(nextTurn(threeFighters(), health), health);
    expect(annActing.current).toBe("ann");
    const refused = expectRulesError(() => reorderTied(annActing, ["cat", "ann"]), "StreamlinedTieMidRound");
    expect(refused.data).toEqual({ combatant: "ann", other: "cat" });
    // Between rounds it is the Storyteller's again, and the next round keeps it.
    const ended = endRound(nextTurn(nextTurn(annActing, health), health), health).state;
    expect(actingOrder(reorderTied(ended, ["cat", "ann"]))).toEqual(["ben", "cat", "ann"]);
  });

  it("001 The Round, In Four Steps: step 2, each acts in order; no declaration phase — the turn is planned when it comes", () => {
    const health = healthy("ann", "ben", "cat");
    let state = nextTurn(threeFighters(), health);
    expect(state.current).toBe("ben");
    state = nextTurn(state, health);
    expect([state.current, state.passed]).toEqual(["ann", ["ben"]]);
    state = nextTurn(nextTurn(state, health), health);
    expect([state.current, state.passed]).toEqual([null, ["ben", "ann", "cat"]]);
    expectRulesError(() => planCurrentTurn(state, ["attack"], STANDING), "StreamlinedRoundNoTurn");
  });

  it("001 The Turn: the turn plan puts the cumulative −2 on every action — one 0, two −2 each, three −4 each", () => {
    const health = healthy("ann", "ben", "cat");
    let state = planCurrentTurn(nextTurn(threeFighters(), health), ["attack", "attack", "grapple"], STANDING);
    expect(turnPenalty(state, "ben")).toBe(4);
    expect(state.order[0]?.plan?.actions.map((action) => action.penalty)).toEqual([4, 4, 4]);
    expectRulesError(() => planCurrentTurn(state, ["attack"], STANDING), "StreamlinedTurnPlanned");
    state = planCurrentTurn(nextTurn(state, health), ["attack", "draw"], STANDING);
    expect(turnPenalty(state, "ann")).toBe(2);
    state = planCurrentTurn(nextTurn(state, health), ["attack"], STANDING);
    expect(turnPenalty(state, "cat")).toBe(0);
  });

  it("001 Evading, Surprise, and Armor: evading is the whole turn, and its +2 lasts until the evader's next turn", () => {
    const health = healthy("ann", "ben", "cat");
    let state = planCurrentTurn(nextTurn(threeFighters(), health), ["evade"], STANDING);
    expect(isEvading(state, "ben")).toBe(true);
    expectRulesError(() => planCurrentTurn(nextTurn(threeFighters(), health), ["evade", "attack"], STANDING), "StreamlinedEvadeWholeTurn");
    state = nextTurn(nextTurn(nextTurn(state, health), health), health);
    state = endRound(state, health).state;
    // Round 2: still evading against Ann and Cat's attacks until Ben's own turn begins.
    expect([state.round, isEvading(state, "ben")]).toEqual([2, true]);
    state = nextTurn(state, health);
    expect([state.current, isEvading(state, "ben")]).toEqual(["ben", false]);
  });

  it("001 Damage and the Downed: a combatant at 0 Health cannot act — its turn is skipped", () => {
    const downed = applyHit(freshHealth(2), 5, "lethal").after;
    const health = { ...healthy("ben", "cat"), ann: downed };
    let state = nextTurn(threeFighters(), health);
    state = nextTurn(state, health);
    expect([state.current, state.passed]).toEqual(["cat", ["ben", "ann"]]);
    // Had Ann's turn come, planning any action would be refused.
    expectRulesError(() => planCurrentTurn({ ...state, current: "ann" }, ["attack"], { incapacitated: true, held: false }), "StreamlinedIncapacitated");
    expectRulesError(() => nextTurn(threeFighters(), healthy("ann", "cat")), "StreamlinedRoundHealthMissing");
  });

  it("001 Grapples: a held combatant's turn is limited to struggling, shouting, waiting (or surrender)", () => {
    const state = nextTurn(threeFighters(), healthy("ann", "ben", "cat"));
    expectRulesError(() => planCurrentTurn(state, ["attack"], { incapacitated: false, held: true }), "StreamlinedHeldAction");
    expect(planCurrentTurn(state, ["escape"], { incapacitated: false, held: true }).order[0]?.plan?.actions.map((action) => action.kind)).toEqual(["escape"]);
  });

  it("001 Flight and Surrender: the fled and the surrendered leave the order; step 4 still counts them", () => {
    const health = healthy("ann", "ben", "cat");
    let state = nextTurn(threeFighters(), health); // Ben's turn
    state = leaveFight(planCurrentTurn(state, ["flee"], STANDING), "ben", "fled");
    expect(actingOrder(state)).toEqual(["ann", "cat"]);
    state = nextTurn(state, health);
    expect(state.current).toBe("ann"); // the walk goes on from the place Ben left
    state = leaveFight(planCurrentTurn(state, ["surrender"], STANDING), "ann", "surrendered");
    state = nextTurn(nextTurn(state, health), health);
    const { state: after, scene } = endRound(state, health);
    expect(scene).toMatchObject({ fled: ["ben"], surrendered: ["ann"], fighting: ["cat"], continues: false });
    expect(after.over).toBe(true);
    expectRulesError(() => nextTurn(after, health), "StreamlinedRoundOver");
    expectRulesError(() => leaveFight(threeFighters(), "zed", "fled"), "StreamlinedRoundNotInFight");
  });

  it("001 The Round, In Four Steps: a newcomer rolls initiative and slots in where its successes fall — this round if still to come", () => {
    const health = { ...healthy("ann", "ben", "cat"), dan: freshHealth(2) };
    let state = nextTurn(threeFighters(), health); // Ben acts
    // Dan rolls 2 dice: 10 and 6, 3 successes, ties Ben and goes after him (after those already there).
    state = joinFight(state, { id: "dan", tableIndex: 3, pool: 2, side: "a" }, scriptedD10([10, 6]));
    expect(actingOrder(state)).toEqual(["ben", "dan", "ann", "cat"]);
    state = nextTurn(state, health);
    expect(state.current).toBe("dan");
    expectRulesError(() => joinFight(state, { id: "dan", tableIndex: 3, pool: 1 }, scriptedD10([6])), "StreamlinedInitiativeDuplicate");
  });

  it("001 The Round, In Four Steps: a newcomer slotted above the place the round has reached acts from the next round", () => {
    const health = { ...healthy("ann", "ben", "cat"), eve: freshHealth(2) };
    let state = nextTurn(nextTurn(threeFighters(), health), health); // Ben done, Ann acting
    state = joinFight(state, { id: "eve", tableIndex: 3, pool: 2 }, scriptedD10([10, 10])); // 4 successes: first
    expect(actingOrder(state)).toEqual(["eve", "ben", "ann", "cat"]);
    state = nextTurn(nextTurn(state, health), health);
    expect([state.current, state.passed]).toEqual([null, ["ben", "ann", "cat"]]);
    state = nextTurn(endRound(state, health).state, health);
    expect(state.current).toBe("eve");
  });

  it("001 The Round, In Four Steps: step 4 checks the scene; while two sides fight, the next round goes in the same order, initiative not rolled again", () => {
    const health = healthy("ann", "ben", "cat");
    const start = threeFighters();
    expectRulesError(() => endRound(start, health), "StreamlinedRoundUnfinished");
    let state = nextTurn(nextTurn(nextTurn(nextTurn(start, health), health), health), health);
    const { state: next, scene } = endRound(state, health);
    expect(scene).toMatchObject({ fighting: ["ben", "ann", "cat"], continues: true });
    expect([next.round, next.current, next.passed]).toEqual([2, null, []]);
    expect(next.order.map((entry) => entry.initiative)).toEqual(start.order.map((entry) => entry.initiative));
    state = nextTurn(next, health);
    expect(state.current).toBe("ben");
  });

  it("the ruleset carries this round machine", () => {
    expect(STREAMLINED_RULESET.create().round.beginFight).toBe(beginFight);
    expectRulesError(() => beginFight([], scriptedD10([])), "StreamlinedRoundEmpty");
  });
});
