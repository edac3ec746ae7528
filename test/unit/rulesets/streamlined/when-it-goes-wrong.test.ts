import { describe, expect, it } from "vitest";
import { actionPenalty, planTurn } from "../../../../src/rulesets/streamlined/rules/actions";
import { resolveStreamlined } from "../../../../src/rulesets/streamlined/rules/chain";
import { defencePool } from "../../../../src/rulesets/streamlined/rules/contest";
import { flee } from "../../../../src/rulesets/streamlined/rules/flight";
import { currentHealth } from "../../../../src/rulesets/streamlined/rules/health";
import { initiativePool, orderInitiative, readInitiative } from "../../../../src/rulesets/streamlined/rules/initiative";
import { STREAMLINED_DEFAULTS } from "../../../../src/rulesets/streamlined/rules/options";
import { checkScene } from "../../../../src/rulesets/streamlined/rules/scene";
import { fighter } from "./fixtures";

/*
 * 001 When It Goes Wrong, replayed with scripted faces. The seed gives no traits and no faces; these are
 * chosen so the dice tell its story. "You" (Strength 3, Dexterity 3, Stamina 2, Wits 2; Brawl 3, Athletics 1,
 * Awareness 2) against the informant (Dexterity 2, Stamina 2, Wits 3; Athletics 1, Awareness 2, Firearms 2).
 * Where the narrative and the rules part, the comment at the step says so and the test checks the rules.
 */
const you = fighter("you", { strength: 3, dexterity: 3, stamina: 2, wits: 2 }, { brawl: 3, athletics: 1, awareness: 2 });
const informant = fighter("informant", { dexterity: 2, stamina: 2, wits: 3 }, { athletics: 1, awareness: 2, firearms: 2 });
const PISTOL = 2; // 001 names no weapon modifiers; a gun at +2 for this replay.

describe("001 When It Goes Wrong, step by step", () => {
  it("001 When It Goes Wrong: the −2 and −4, the +2 evade, the margin and the grapple, as the rules read them", () => {
    // 001 The Turn: initiative, Dexterity + Awareness as a pool. You 3 + 2 = 5 dice, the informant 2 + 2 = 4.
    expect([initiativePool(you), initiativePool(informant)]).toEqual([5, 4]);
    const order = orderInitiative([readInitiative("you", 5, [10, 7, 6, 2, 1], 0), readInitiative("informant", 4, [8, 3, 2, 1], 1)]);
    expect(order.map((entry) => [entry.combatantId, entry.successes])).toEqual([["you", 4], ["informant", 1]]);

    // "Your first punch lands": one action, no penalty. Strength 3 + Brawl 3 = 6 dice against the informant's
    // Defense pool, the better of Dexterity + Athletics (3) and Wits + Awareness (5): 5 dice.
    const punch = resolveStreamlined({ kind: "attack", attacker: you, target: informant, attribute: "strength", skill: "brawl", damageType: "bashing" }, STREAMLINED_DEFAULTS, [
      10, 9, 7, 6, 3, 2, // attack: 5 successes
      6, 4, 3, 2, 1, //     defence: 1 success
      7, 6, 6, 2, //        damage: margin 4 + fists 0 = 4 dice, 3 successes
    ]);
    expect(punch.attackPool).toBe(6);
    expect(punch.defence).toMatchObject({ pool: 5, base: "witsAwareness" });
    expect(punch.margin).toBe(4);
    expect(punch.damagePool).toBe(4);
    const bleeding = punch.result?.change?.after ?? informant.health;
    expect(currentHealth(bleeding)).toBe(5 - 3); // "he's bleeding": Health Stamina 2 + 3 = 5, now 2

    // "extra action, attack again. That's −2 dice." Two actions: −2 on both (001 The Turn).
    // NARRATIVE VS RULES: the narrative lands the first punch at full dice and only then adds the action;
    // by the rules the turn's actions all carry the same penalty, so once there are two the first punch is
    // at −2 too, and once there are three (the grapple below) all three are at −4.
    expect(planTurn(["attack", "attack"], { incapacitated: false, held: false }).actions.map((action) => action.penalty)).toEqual([2, 2]);

    // "His evade? He spends his turn diving sideways, +2 dice to his Defense."
    // NARRATIVE VS RULES: evading is the informant's whole turn, yet later he "fires while you're mid-lunge":
    // by the rules an evading character takes no other action that turn, so the shot belongs to his next turn
    // (or he did not evade). And his turn comes after yours in initiative order; the narrative lets the +2
    // count on your second swing, inside your own turn. The replay follows the narrative's order.
    const informantNow = { ...informant, health: bleeding };
    const swing = resolveStreamlined({ kind: "attack", attacker: you, target: informantNow, attribute: "strength", skill: "brawl", penalty: 2, evading: true, damageType: "bashing" }, STREAMLINED_DEFAULTS, [
      6, 5, 2, 1, //             attack: 6 − 2 = 4 dice, 1 success
      8, 6, 4, 3, 2, 1, 1, //    defence: 5 + 2 = 7 dice, 2 successes
    ]);
    expect(swing.attackPool).toBe(4);
    expect(swing.defence).toMatchObject({ pool: 7, evadeDice: 2 });
    expect(swing.result).toMatchObject({ outcome: "miss", margin: -1 }); // "comes up short"

    // "You go for a grapple to hold him down — third action, −4 dice now." Three: −4 on all three.
    expect(actionPenalty(3)).toBe(4);
    const grapple = resolveStreamlined({ kind: "grapple", attacker: you, target: informantNow, attribute: "strength", skill: "brawl", penalty: 4, evading: true }, STREAMLINED_DEFAULTS, [
      6, 3, //                   attack: 6 − 4 = 2 dice, 1 success
      6, 5, 4, 3, 2, 2, 1, //    defence: 7 dice, 1 success
    ]);
    expect(grapple.attackPool).toBe(2);
    // A standoff ("seized wrists"): no hold. Had the grapple won, the informant would be held and could only
    // struggle, shout or wait (001 Grapples) — he could not draw and fire, so the story needs it to fail.
    expect(grapple.result).toEqual({ outcome: "standoff", margin: 0, change: null, hold: null });
    expect(() => planTurn(["draw", "attack"], { incapacitated: false, held: true })).toThrow();

    // "He just pulls the gun from the crate ... and fires ... No penalty on his shot."
    // NARRATIVE VS RULES: a draw is an action (001 The Turn lists it), so drawing and firing is two actions,
    // −2 on both: Dexterity 2 + Firearms 2 − 2 = 2 dice, not 4. The replay fires the narrative's unpenalised 4.
    expect(planTurn(["draw", "attack"], { incapacitated: false, held: false }).actions.map((action) => action.penalty)).toEqual([2, 2]);
    // NARRATIVE VS RULES: "Your Defense pool is a whisper because you're committed to the grab": the rules put
    // the −2 per extra action on actions, not on the Defense pool, which stays the better of Dexterity + Athletics
    // (4) and Wits + Awareness (4). Only surprise (the Storyteller's call: "hit mid-sentence") would take it to 0.
    expect(defencePool(you).pool).toBe(4);
    expect(defencePool(you, { surprised: true }).pool).toBe(0);
    const shot = resolveStreamlined({ kind: "attack", attacker: informantNow, target: you, attribute: "dexterity", skill: "firearms", weaponModifier: PISTOL, damageType: "lethal" }, STREAMLINED_DEFAULTS, [
      10, 9, 8, 6, //            attack: 4 dice, 5 successes
      5, 4, 2, 1, //             your defence: 4 dice, nothing — the "whisper" comes from the faces
      9, 6, 4, 3, 2, 1, 1, //    damage: margin 5 + pistol 2 = 7 dice, 2 successes
    ]);
    expect(shot.attackPool).toBe(4);
    expect(shot.margin).toBe(5);
    expect(shot.damagePool).toBe(7);
    const youAfter = shot.result?.change?.after ?? you.health;
    expect(currentHealth(youAfter)).toBe(5 - 2);
    // NARRATIVE VS RULES: "One margin later and the knife is out of your hand": 001 has no disarm — a hit's margin
    // only feeds the damage pool — and "you" were punching and grappling, never holding a knife.

    // "the informant is walking out": flight is always an option (001 Flight and Surrender), and you are not
    // holding him. Then step 4 checks the scene: he is gone, you are still up, the fight is over.
    expect(flee({ held: false, incapacitated: false })).toBe("fled");
    const scene = checkScene([
      { id: "you", health: youAfter, fled: false, surrendered: false },
      { id: "informant", health: bleeding, fled: true, surrendered: false },
    ]);
    expect(scene).toMatchObject({ fighting: ["you"], fled: ["informant"], down: [], continues: false });
  });

  it("001 When It Goes Wrong: by the rules alone, three actions put −4 on each, the first punch included", () => {
    const plan = planTurn(["attack", "attack", "grapple"], { incapacitated: false, held: false });
    expect(plan.actions.map((action) => action.penalty)).toEqual([4, 4, 4]);
    // Strength 3 + Brawl 3 − 4: every one of the three rolls 2 dice.
    const pools = plan.actions.map((action) => resolveStreamlined({ kind: action.kind === "grapple" ? "grapple" : "attack", attacker: you, target: informant, attribute: "strength", skill: "brawl", penalty: action.penalty }, STREAMLINED_DEFAULTS, [2, 2, 2, 2, 2, 2, 2]).attackPool);
    expect(pools).toEqual([2, 2, 2]);
  });
});
