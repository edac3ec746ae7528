import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d10From, seededRandom } from "../../../../src/rules/dice/random";
import { advanceStreamlined, beginStreamlinedAttack, pendingStreamlined, resolveStreamlined, streamlinedAttackRules, type StreamlinedAttackInput } from "../../../../src/rulesets/streamlined/rules/chain";
import { applyHit, currentHealth, freshHealth } from "../../../../src/rulesets/streamlined/rules/health";
import { STREAMLINED_DEFAULTS } from "../../../../src/rulesets/streamlined/rules/options";
import { expectRulesError } from "../../errors-helper";
import { fighter } from "./fixtures";

const attacker = fighter("att", { strength: 3, dexterity: 2 }, { brawl: 2, melee: 3 });
const target = fighter("tgt", { dexterity: 2, wits: 2, stamina: 2 }, { athletics: 1, awareness: 1 }, 2);
const base: StreamlinedAttackInput = { kind: "attack", attacker, target, attribute: "strength", skill: "melee", weaponModifier: 2, damageType: "lethal" };

describe("001 the Streamlined attack chain: who answers each step", () => {
  it("001 Attacking and Defending: attacker's roll, defender's roll, attacker's damage, the Storyteller applies — no soak step", () => {
    let chain = beginStreamlinedAttack(base, STREAMLINED_DEFAULTS);
    const steps: string[] = [];
    const faces = { attackRoll: [10, 9, 8, 6, 6, 2], defenceRoll: [6, 3, 2, 1], damageRoll: [7, 7, 6, 5, 4, 1, 1] };
    for (let pending = pendingStreamlined(chain); pending; pending = pendingStreamlined(chain)) {
      steps.push(`${pending.step}:${pending.actor}${pending.kind === "roll" ? `:${pending.pool}` : ""}`);
      chain = advanceStreamlined(chain, pending.kind === "roll" ? { kind: "faces", faces: faces[pending.step] } : { kind: "apply" });
    }
    // Attack Strength 3 + Melee 3 = 6 dice, 6 successes (the 10 counts two); defence 3 (Dexterity + Athletics and
    // Wits + Awareness both 3) + 1 (armour 2 halved) = 4 dice, 1 success; margin 5; damage 5 + weapon 2 = 7 dice, 3 successes.
    expect(steps).toEqual(["attackRoll:attacker:6", "defenceRoll:defender:4", "damageRoll:attacker:7", "apply:storyteller"]);
    expect(chain.margin).toBe(6 - 1);
    expect(streamlinedAttackRules.resolution(chain)).toMatchObject({ outcome: "win", margin: 5, change: { taken: 3 } });
    expect(currentHealth(chain.result?.change?.after ?? freshHealth(0))).toBe(5 - 3);
  });

  it("001 Attacking and Defending: a tie is a standoff — no damage roll, nothing lands", () => {
    const chain = resolveStreamlined(base, STREAMLINED_DEFAULTS, [6, 6, 2, 2, 2, 2, /* defence */ 10, 2, 2, 2]);
    expect(chain.result).toEqual({ outcome: "standoff", margin: 0, change: null, hold: null });
    expect(chain.damage).toBeNull();
  });

  it("001 Evading, Surprise, and Armor: a surprised target has no defender's step, and its armour counts for nothing", () => {
    const chain = beginStreamlinedAttack({ ...base, surprised: true }, STREAMLINED_DEFAULTS);
    const next = advanceStreamlined(chain, { kind: "faces", faces: [6, 2, 2, 2, 2, 2] });
    expect(pendingStreamlined(next)).toEqual({ kind: "roll", step: "damageRoll", actor: "attacker", pool: 1 + 2 });
  });

  it("001 Evading, Surprise, and Armor: an evading target defends with +2 dice", () => {
    expect(beginStreamlinedAttack({ ...base, evading: true }, STREAMLINED_DEFAULTS).defence.pool).toBe(6);
  });

  it("001 The Turn: the attacker's multiple-action penalty comes off the attack pool", () => {
    expect(beginStreamlinedAttack({ ...base, penalty: 4 }, STREAMLINED_DEFAULTS).attackPool).toBe(2);
  });

  it("001 Grapples: a Brawl attack against the Defense pool; a win holds the target and deals no damage", () => {
    const chain = resolveStreamlined({ ...base, kind: "grapple", skill: "brawl" }, STREAMLINED_DEFAULTS, [6, 6, 6, 2, 2, /* defence */ 6, 2, 2, 2]);
    expect(chain.result).toEqual({ outcome: "held", margin: 2, change: null, hold: { holderId: "att", heldId: "tgt" } });
    expectRulesError(() => beginStreamlinedAttack({ ...base, kind: "grapple", skill: "melee" }, STREAMLINED_DEFAULTS), "StreamlinedGrappleBrawl");
  });

  it("001 Damage and the Downed: a normal hit on a downed target rolls no Defense and takes nothing more", () => {
    const down = { ...target, health: applyHit(target.health, 5, "bashing").after };
    const chain = resolveStreamlined({ ...base, target: down }, STREAMLINED_DEFAULTS, [6, 6, 2, 2, 2, 2, /* damage */ 6, 6, 6, 6]);
    expect(chain.defenceRoll).toBeNull();
    expect(chain.result?.change).toMatchObject({ taken: 0, incapacitated: true, killed: false });
  });

  it("001 Damage and the Downed: a killing blow is aggravated, on a target at 0, with no Defense; margin + weapon drive it toward death", () => {
    const down = { ...target, health: applyHit(target.health, 5, "lethal").after };
    const chain = resolveStreamlined({ ...base, kind: "killingBlow", target: down }, STREAMLINED_DEFAULTS, [10, 6, 6, 2, 2, 2, /* damage 4 + 2 */ 10, 10, 6, 2, 2, 2]);
    expect(chain.defenceRoll).toBeNull();
    expect(chain.damagePool).toBe(6);
    expect(chain.result).toMatchObject({ outcome: "killingBlow", change: { pastZero: 5, killed: true } });
    expectRulesError(() => beginStreamlinedAttack({ ...base, kind: "killingBlow" }, STREAMLINED_DEFAULTS), "StreamlinedKillingBlowNotDowned");
  });

  it("001 The Round, In Four Steps: results are applied immediately, to the target's Health at the moment of applying, when the Storyteller passes it", () => {
    let chain = beginStreamlinedAttack(base, STREAMLINED_DEFAULTS);
    chain = advanceStreamlined(chain, { kind: "faces", faces: [6, 6, 6, 2, 2, 2] });
    chain = advanceStreamlined(chain, { kind: "faces", faces: [2, 2, 2, 2] });
    chain = advanceStreamlined(chain, { kind: "faces", faces: [6, 6, 6, 6, 6] });
    const hurt = applyHit(target.health, 4, "bashing").after;
    chain = advanceStreamlined(chain, { kind: "apply", current: hurt });
    expect(chain.result?.change?.taken).toBe(1);
  });

  it("001 Attacking and Defending: refuses an answer out of order, an attack on oneself and an attack by the downed", () => {
    const chain = beginStreamlinedAttack(base, STREAMLINED_DEFAULTS);
    expectRulesError(() => advanceStreamlined(chain, { kind: "apply" }), "ChainStepOutOfOrder");
    expectRulesError(() => beginStreamlinedAttack({ ...base, target: attacker }, STREAMLINED_DEFAULTS), "StreamlinedAttackSelf");
    const down = { ...attacker, health: applyHit(attacker.health, 9, "bashing").after };
    expectRulesError(() => beginStreamlinedAttack({ ...base, attacker: down }, STREAMLINED_DEFAULTS), "StreamlinedIncapacitated");
    expectRulesError(() => resolveStreamlined(base, STREAMLINED_DEFAULTS, [6]), "ScriptExhausted");
  });

  it("001 Attacking and Defending, property: over random fights, each roll counts its faces' successes, and the target loses the damage roll's successes up to the Health left", () => {
    // 6-9 one success, 10 two (001 Combat), counted here from the faces.
    const successesOf = (faces: readonly number[]) => faces.filter((face) => face >= 6 && face <= 9).length + 2 * faces.filter((face) => face === 10).length;
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 6 }), fc.boolean(), fc.boolean(), (seed, penalty, evading, surprised) => {
        const chain = resolveStreamlined({ ...base, penalty, evading, surprised }, STREAMLINED_DEFAULTS, d10From(seededRandom(seed)));
        for (const roll of [chain.attack, chain.defenceRoll, chain.damage]) if (roll) expect(roll.successes).toBe(successesOf(roll.faces));
        const change = chain.result?.change ?? null;
        if (!chain.damage) {
          expect(change).toBeNull();
          return;
        }
        // The target's Health is 5 (Stamina 2 + 3), untouched before the hit; the sword deals lethal.
        const taken = Math.min(chain.damage.successes, 5);
        expect(change?.taken).toBe(taken);
        expect(change?.after.damage).toEqual({ bashing: 0, lethal: taken, aggravated: 0 });
        expect(currentHealth(change?.after ?? target.health)).toBe(5 - taken);
      }),
    );
  });
});
