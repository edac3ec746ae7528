import { describe, expect, it } from "vitest";
import { allowedDefencePool } from "../../../src/rulesets/classic/rules/actions/defence-allowance";
import { beginAttack } from "../../../src/rulesets/classic/rules/combat/chain";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { currentActors, currentTurn, plannedPhases, remainingActions } from "../../../src/rulesets/classic/rules/turns/queries";
import type { RoundState } from "../../../src/rulesets/classic/rules/turns/round-state";
import { fighter, options } from "../combat/fixtures";
import { expectRulesError, round, workedExampleFighters } from "./fixtures";

/*
 * 000 §2.11, the five of 000 §1.6. Pools are declared before the multiple-action penalty, as the seed
 * adds its parts: Dexterity 3, Brawl 3, Melee 2, Dodge 3.
 * - Tony's punch: the seed writes Dex + Melee (3 + 2) and gets 2 dice; a punch is Dex + Brawl (6), which
 *   would give 3. The test declares the seed's 5 and checks the penalty arithmetic it shows.
 * - David's kick: the seed uses Dexterity 4 (4 + 3 − 3 = 4) though 000 §1.6 gives everyone Dexterity 3.
 *   The test declares the seed's 7; his dodges use Dexterity 3 (3 + 3 = 6), as the seed does.
 * - Gordon's 2 dice already carry his wound and cover penalties (the attack rules' modifiers); N = 1,
 *   so the action economy takes nothing more.
 */
function declaredRound(): RoundState {
  let state = round.begin(1, workedExampleFighters());
  state = round.declare(state, { combatantId: "M", actions: [{ kind: "defence", defence: "parry", pool: 5 }, { kind: "attack", targetId: "A", pool: 5 }] });
  state = round.declare(state, { combatantId: "G", actions: [{ kind: "attack", targetId: "M", pool: 2 }] });
  state = round.declare(state, { combatantId: "T", actions: [{ kind: "defence", defence: "dodge", pool: 6 }, { kind: "attack", targetId: "D", pool: 5 }] });
  state = round.declare(state, { combatantId: "A", actions: [{ kind: "attack", targetId: "D", pool: 6 }] });
  state = round.declare(state, {
    combatantId: "D",
    actions: [{ kind: "attack", targetId: "A", pool: 7 }, { kind: "defence", defence: "dodge", pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }],
  });
  return state;
}

const pools = (state: RoundState, id: string) => remainingActions(state, id).map((action) => action.pool);
const attacksNow = (state: RoundState) =>
  currentTurn(state).flatMap((turn) => (turn.body.kind === "attack" ? [`${turn.combatantId} v ${turn.body.targetId}`] : []));

describe("000 §2.11 worked example: declarations and pools (000 §2.2)", () => {
  it("declarations go M, G, T, A, D (000 §1.6); David cannot declare before Michael", () => {
    const state = round.begin(1, workedExampleFighters());
    expect(currentActors(state)).toEqual(["M"]);
    expectRulesError(() => round.declare(state, { combatantId: "D", actions: [] }), "DeclarationOutOfTurn");
  });

  it("Michael, N = 2, Dex 3 + Melee 2: 3 dice for the parry, then 2 for the attack", () => {
    expect(pools(declaredRound(), "M")).toEqual([3, 2]);
  });

  it("Tony, N = 2: dodge Dex 3 + Dodge 3 → 4 dice; punch as the seed writes it (Dex + Melee, 5) → 2 dice", () => {
    expect(pools(declaredRound(), "T")).toEqual([4, 2]);
  });

  it("David, N = 3: kick with the seed's Dexterity 4 (7) → 4 dice, dodges (6) → 2 and 1 die", () => {
    const state = declaredRound();
    expect(pools(state, "D")).toEqual([4, 2, 1]);
    expect(remainingActions(state, "D").map((action) => action.penalty)).toEqual([3, 4, 5]);
  });

  it("Gordon and Alistair take one action: no multiple-action penalty (2 and 6 dice)", () => {
    const state = declaredRound();
    expect(remainingActions(state, "G").map((action) => [action.penalty, action.pool])).toEqual([[0, 2]]);
    expect(remainingActions(state, "A").map((action) => [action.penalty, action.pool])).toEqual([[0, 6]]);
  });
});

describe("000 §2.11 order of attacks, as action phases (000 §1.5, 002 ¶5)", () => {
  it("the plan: first actions D, A, G; second actions T, M; third actions none (David's is a dodge)", () => {
    expect(plannedPhases(declaredRound())).toEqual([["D", "A", "G"], ["T", "M"], []]);
  });

  it("walked as declared, from the highest initiative to the lowest (000 §1.4): round one D v A, A v D, G v M; round two T v D, M v A; round three no attacks", () => {
    let state = declaredRound();
    const attacks: string[][] = [];
    const defences: string[] = [];
    while (state.phase === "action" || state.phase === "extra") {
      const phase = state.actionNumber;
      attacks[phase - 1] ??= [];
      for (const attack of attacksNow(state)) {
        attacks[phase - 1]?.push(attack);
        // David answers attacks with his declared dodges, in any phase (000 §1.4).
        if (attack.endsWith("v D")) {
          const spent = round.spendDefence(state, "D", { attackerId: attack[0] ?? "", defence: "dodge" });
          state = spent.state;
          defences.push(`${attack}: D dodges with ${allowedDefencePool(6, spent.allowance)}`);
        }
      }
      state = round.advance(state);
    }
    expect(attacks).toEqual([["D v A", "A v D", "G v M"], ["T v D", "M v A"]]);
    // "David rolls his dodge first, rolling (8,1)": two dice; "David dodges with 1 die".
    expect(defences).toEqual(["A v D: D dodges with 2", "T v D: D dodges with 1"]);
    expect(state.phase).toBe("ended");
    expect(remainingActions(state, "D")).toEqual([]);
  });

  it("David's dodges are spent by the attacks that come, not in initiative order (000 §1.4)", () => {
    let state = declaredRound();
    state = round.advance(state); // D v A
    expect(attacksNow(state)).toEqual(["A v D"]);
    const { allowance } = round.spendDefence(state, "D", { attackerId: "A" });
    expect(allowance).toMatchObject({ source: "declared", actionIndex: 2, defence: "dodge", penalty: 4, cap: null });
  });
});

describe("000 §2.11 aborts to defence (000 §2.5)", () => {
  function atGordonsShot(): RoundState {
    let state = declaredRound();
    state = round.advance(state); // D v A
    state = round.spendDefence(state, "D", { attackerId: "A", defence: "dodge" }).state;
    state = round.advance(state); // A v D
    expect(attacksNow(state)).toEqual(["G v M"]);
    return state;
  }

  it("G v M: a parry cannot answer a crossbow, so Michael's declared parry does not serve a dodge", () => {
    // The attack rules: Michael, sword in hand, may dodge Gordon's bolt but not parry it (004 Parrying).
    const shot = beginAttack(
      { attacker: fighter("Gordon", { abilities: { firearms: 2 } }), target: fighter("Michael", { abilities: { melee: 2, dodge: 3 } }), method: { kind: "weapon", weapon: findWeapon("crossbow") }, situation: { round: 1, targetWeapon: findWeapon("sword") } },
      options(),
    );
    expect(shot.defenceOptions.find((option) => option.kind === "parry")).toMatchObject({ available: false, reason: "notAgainstRanged" });
    expect(shot.defenceOptions.find((option) => option.kind === "dodge")?.available).toBe(true);
    // The round: the declared parry is no dodge, so Michael has no declared defence to answer with.
    expectRulesError(() => round.spendDefence(atGordonsShot(), "M", { attackerId: "G", defence: "dodge" }), "NoDeclaredDefence");
  });

  it("G v M: Michael rolls Willpower (a 7 succeeds) and dodges, capped at his parry's 3 dice though Dex + Dodge is 6", () => {
    // The seed gives only the 7; the other four dice of Willpower 5 are scripted as failures without 1s.
    const { state, outcome } = round.abortToDefence(atGordonsShot(), "M", { attackerId: "G", defence: "dodge", attempt: { by: "willpowerRoll", faces: [7, 2, 3, 4, 5] } });
    expect(outcome.succeeded).toBe(true);
    expect(outcome.roll?.net).toBe(1);
    expect(outcome.allowance).toMatchObject({ source: "abort", actionIndex: 1, defence: "dodge", cap: 3, penalty: 0 });
    expect(allowedDefencePool(6, outcome.allowance ?? { penalty: 0, cap: null })).toBe(3);
    // "Michael forfeits all actions for this round": his attack on Alistair is now a defence (capped at
    // its 2 dice), so the second-action phase holds only T v D. The seed's "round two: T v D, M v A"
    // is the order as declared, before this abort.
    expect(remainingActions(state, "M")).toEqual([expect.objectContaining({ index: 2, body: { kind: "abortDefence", replaced: "attack" }, abortCap: 2 })]);
    expect(plannedPhases(state)).toEqual([["D", "A", "G"], ["T"], []]);
    let walked = round.advance(state); // G v M done
    expect(walked.actionNumber).toBe(2);
    expect(attacksNow(walked)).toEqual(["T v D"]);
    walked = round.advance(walked);
    expect(walked.phase).toBe("ended");
  });

  it("D v A: had Alistair aborted, his dodge would be capped at the 6 dice of his punch", () => {
    const state = declaredRound();
    expect(attacksNow(state)).toEqual(["D v A"]);
    const { state: after, outcome } = round.abortToDefence(state, "A", { attackerId: "D", attempt: { by: "willpowerPoint" } });
    expect(outcome.allowance).toMatchObject({ source: "abort", cap: 6 });
    expect(allowedDefencePool(6, outcome.allowance ?? { penalty: 0, cap: null })).toBe(6);
    // "In any case he forfeits all his actions for this round": A v D no longer comes.
    expect(plannedPhases(after)[0]).toEqual(["D", "G"]);
    expect(after.combatants.find((combatant) => combatant.id === "A")?.spent.willpower).toBe(1);
  });
});
