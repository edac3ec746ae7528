import { describe, expect, it } from "vitest";
import { classicAttackRules } from "../../../src/rulesets/classic/rules/combat/attack-rules";
import { planAmbush, resolveAmbush } from "../../../src/rulesets/classic/rules/combat/ambush";
import { resolveAttack } from "../../../src/rulesets/classic/rules/combat/resolve";
import { d10From, seededRandom } from "../../../src/rules/dice/random";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { expectRulesError } from "../errors-helper";
import { fighter, options } from "./fixtures";

const attacker = fighter("A", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } });
const target = fighter("T", { attributes: { dexterity: 2, stamina: 2 }, abilities: { athletics: 2 } });
const input = { attacker, target, method: { kind: "unarmed" as const }, situation: { round: 1 } };

describe("classicAttackRules, one card at a time (the AttackRules interface)", () => {
  it("asks for each step in turn and ends with the target's new health and statuses", () => {
    const rules = classicAttackRules;
    let chain = rules.begin(input, CLASSIC_DEFAULTS);
    const asked: string[] = [];
    const script: Record<string, number[]> = { attackRoll: [7, 8, 9, 2, 2, 2], defenceRoll: [7, 2, 2, 2], damageRoll: [7, 7, 2, 2], soakRoll: [2, 2] };
    for (let pending = rules.pending(chain); pending; pending = rules.pending(chain)) {
      asked.push(`${pending.kind}:${pending.step}`);
      if (pending.kind === "roll") chain = rules.advance(chain, { kind: "faces", faces: script[pending.step] ?? [] });
      else if (pending.kind === "choice") chain = rules.advance(chain, { kind: "defence", choice: { kind: "dodge" } });
      else chain = rules.advance(chain, { kind: "apply" });
    }
    expect(asked).toEqual(["roll:attackRoll", "choice:defenceChoice", "roll:defenceRoll", "roll:damageRoll", "roll:soakRoll", "apply:apply"]);
    expect(rules.resolution(chain)).toEqual({
      outcome: "damaged",
      health: { bashing: 2, lethal: 0, aggravated: 0 },
      statuses: [{ id: "stunned", sinceRound: 1, expiresAfterRound: 2 }],
      consequence: "none",
      events: [],
    });
    // The same faces all at once give the same chain.
    const whole = rules.resolve(input, CLASSIC_DEFAULTS, [7, 8, 9, 2, 2, 2, 7, 2, 2, 2, 7, 7, 2, 2, 2, 2], { defence: { kind: "dodge" } });
    expect(whole).toEqual(chain);
  });

  it("the pending roll carries the pool, difficulty and named modifiers a card shows", () => {
    const pending = classicAttackRules.pending(classicAttackRules.begin({ ...input, situation: { round: 1, opponents: 3 } }, CLASSIC_DEFAULTS));
    expect(pending).toMatchObject({ kind: "roll", actor: "attacker", roll: { pool: 6, difficulty: 8, modifiers: [{ id: "multipleOpponents", difficulty: 2 }] } });
  });

  it("refuses an answer of the wrong kind, and any answer once done", () => {
    const chain = classicAttackRules.begin(input, CLASSIC_DEFAULTS);
    expectRulesError(() => classicAttackRules.advance(chain, { kind: "apply" }), "ChainStepOutOfOrder");
    const done = resolveAttack(input, CLASSIC_DEFAULTS, [2, 2, 2, 2, 2, 2]);
    expect(done.outcome).toBe("miss");
    expectRulesError(() => classicAttackRules.advance(done, { kind: "faces", faces: [] }), "ChainStepOutOfOrder");
    expect(classicAttackRules.pending(done)).toBeNull();
  });

  it("a resolution is null until the chain is done", () => {
    expect(classicAttackRules.resolution(classicAttackRules.begin(input, CLASSIC_DEFAULTS))).toBeNull();
  });

  it("faces must match the pool, and a script must be used up exactly", () => {
    const chain = classicAttackRules.begin(input, CLASSIC_DEFAULTS);
    expect(() => classicAttackRules.advance(chain, { kind: "faces", faces: [7] })).toThrow(/needs 6 faces/);
    expectRulesError(() => resolveAttack(input, CLASSIC_DEFAULTS, [2, 2, 2, 2, 2, 2, 9]), "FacesLeftOver");
  });

  it("the chain is plain data: it survives JSON unchanged (a chat message stores it)", () => {
    const chain = resolveAttack(input, options({ halfLevelDamage: true }), d10From(seededRandom(7)), { defence: { kind: "dodge" } });
    expect(JSON.parse(JSON.stringify(chain))).toEqual(chain);
  });
});

describe("ambush (000 §2.7)", () => {
  const ambusher = fighter("A", { attributes: { dexterity: 3 }, abilities: { stealth: 2 } });
  const victim = fighter("V", { attributes: { perception: 2 }, abilities: { alertness: 1 } });

  it("Dexterity + Stealth against Perception + Alertness", () => {
    const plans = planAmbush(ambusher, victim, 1);
    expect(plans.ambusher.parts).toEqual([{ id: "dexterity", dice: 3 }, { id: "stealth", dice: 2 }]);
    expect(plans.target.parts).toEqual([{ id: "perception", dice: 2 }, { id: "alertness", dice: 1 }]);
  });

  it("the ambusher's extra successes go to the free attack's pool", () => {
    const result = resolveAmbush(planAmbush(ambusher, victim, 1), [7, 8, 9, 2, 2], [7, 2, 2]);
    expect(result).toMatchObject({ ambusherWins: true, extraSuccesses: 2 });
    const attack = classicAttackRules.begin({ attacker: ambusher, target: victim, method: { kind: "unarmed" }, situation: { round: 1, ambushSuccesses: result.extraSuccesses } }, CLASSIC_DEFAULTS);
    expect(attack.plan.roll.modifiers).toContainEqual({ id: "ambush", dice: 2 });
  });

  it("no more successes than the target: no ambush, initiative as usual", () => {
    expect(resolveAmbush(planAmbush(ambusher, victim, 1), [7, 2, 2, 2, 2], [7, 2, 2])).toMatchObject({ ambusherWins: false, extraSuccesses: 0 });
  });
});
