import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AttackMethod } from "../../../src/rulesets/classic/rules/combat/weaponry";
import { beginAttack, chooseDefence, rollAttack, rollDefence } from "../../../src/rulesets/classic/rules/combat/chain";
import { planDefence } from "../../../src/rulesets/classic/rules/combat/defence";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { readPool } from "../../../src/rulesets/classic/rules/dice/pool";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";
import { expectRulesError } from "../errors-helper";
import { fighter, options } from "./fixtures";

const attacker = fighter("A", { attributes: { dexterity: 3 }, abilities: { brawl: 3, melee: 3, firearms: 3 } });
const defenderSheet = { attributes: { dexterity: 3 }, abilities: { athletics: 2, dodge: 4, brawl: 1, melee: 2 } };
const sword = findWeapon("sword");
const pistol = findWeapon("lightPistol");

function start(method: AttackMethod, defenderWeapon: typeof sword | null = null, statuses: StatusEffect[] = [], o = options()) {
  return beginAttack({ attacker, target: fighter("D", { ...defenderSheet, statuses }), method, situation: { round: 1, targetWeapon: defenderWeapon } }, o);
}
const available = (chain: ReturnType<typeof start>) => chain.defenceOptions.filter((d) => d.available).map((d) => d.kind);

describe("which defences a defender may use (000 §2.5, 004 Dodging / Blocking / Parrying)", () => {
  it("against a punch: dodge and block; parry too with a melee weapon in hand", () => {
    expect(available(start({ kind: "unarmed" }))).toEqual(["dodge", "block"]);
    expect(available(start({ kind: "unarmed" }, sword))).toEqual(["dodge", "block", "parry"]);
  });

  it("against a sword: dodge, parry with a weapon; no bare-handed block (004 Blocking, rules map)", () => {
    const chain = start({ kind: "weapon", weapon: sword }, sword);
    expect(available(chain)).toEqual(["dodge", "parry"]);
    expect(chain.defenceOptions.find((d) => d.kind === "block")?.reason).toBe("onlyAgainstBrawl");
  });

  it("against a gun: dodge only, never block or parry (004 Blocking; 004 Parrying)", () => {
    const chain = start({ kind: "weapon", weapon: pistol }, sword);
    expect(available(chain)).toEqual(["dodge"]);
    expect(chain.defenceOptions.filter((d) => !d.available).map((d) => d.reason)).toEqual(["notAgainstRanged", "notAgainstRanged"]);
  });

  it("parry needs a melee weapon in hand (004 Parrying)", () => {
    expect(start({ kind: "unarmed" }).defenceOptions.find((d) => d.kind === "parry")?.reason).toBe("needsMeleeWeapon");
  });

  it("a blinded defender cannot dodge, block or parry (004 Blindness)", () => {
    const chain = start({ kind: "unarmed" }, sword, [{ id: "blinded", sinceRound: 1, expiresAfterRound: 3, value: 2 }]);
    expect(available(chain)).toEqual([]);
    expect(chain.defenceOptions.every((d) => d.reason === "blinded")).toBe(true);
  });

  it("a stunned defender cannot defend (004 Stun: no actions); nor one that is hit automatically", () => {
    expect(available(start({ kind: "unarmed" }, null, [{ id: "stunned", sinceRound: 1, expiresAfterRound: 2 }]))).toEqual([]);
    expect(start({ kind: "unarmed" }, null, [{ id: "immobilised", sinceRound: 1, expiresAfterRound: null }]).defenceOptions[0]?.reason).toBe("automaticHit");
  });

  it("an unavailable defence is refused when chosen", () => {
    const chain = rollAttack(start({ kind: "weapon", weapon: pistol }), [7, 7, 7, 7, 7, 7]);
    expectRulesError(() => chooseDefence(chain, { kind: "parry" }), "DefenceUnavailable");
    expectRulesError(() => chooseDefence(chain, { kind: "roll" as "dodge" }), "DefenceUnknown");
  });
});

describe("defence pools and difficulty (000 §2.3, §2.5, §2.11)", () => {
  const chain = start({ kind: "unarmed" }, sword);

  it("dodge: Dexterity + Athletics by default, Dexterity + Dodge under dodgeAbility: dodge (004 Dodging)", () => {
    expect(planDefence(chain.plan, { kind: "dodge" }, options()).parts).toEqual([{ id: "dexterity", dice: 3 }, { id: "athletics", dice: 2 }]);
    expect(planDefence(chain.plan, { kind: "dodge" }, options({ dodgeAbility: "dodge" })).parts).toEqual([{ id: "dexterity", dice: 3 }, { id: "dodge", dice: 4 }]);
  });

  it("block Dexterity + Brawl, parry Dexterity + Melee (004 Blocking; 004 Parrying)", () => {
    expect(planDefence(chain.plan, { kind: "block" }, options()).pool).toBe(4);
    expect(planDefence(chain.plan, { kind: "parry" }, options()).pool).toBe(5);
  });

  it("difficulty 6, +1 per extra melee opponent (000 §2.3; §2.11 uses 7 against two)", () => {
    expect(planDefence(chain.plan, { kind: "dodge" }, options()).difficulty).toBe(6);
    expect(planDefence(chain.plan, { kind: "dodge", opponents: 2 }, options()).difficulty).toBe(7);
    expect(planDefence(chain.plan, { kind: "dodge", opponents: 7 }, options()).difficulty).toBe(10);
  });

  it("the action economy's penalty and cap come in as numbers (000 §2.2, §2.5)", () => {
    const roll = planDefence(chain.plan, { kind: "dodge", multipleActionPenalty: -1, poolCap: 3 }, options());
    expect(roll.pool).toBe(3);
    expect(roll.modifiers.map((m) => m.id)).toEqual(["multipleActions", "poolCap"]);
    expect(planDefence(chain.plan, { kind: "dodge", poolCap: 9 }, options()).modifiers.find((m) => m.id === "poolCap")).toBeUndefined();
    expectRulesError(() => planDefence(chain.plan, { kind: "dodge", poolCap: -1 }, options()), "PoolCapInvalid");
    expectRulesError(() => planDefence(chain.plan, { kind: "dodge", multipleActionPenalty: 1 }, options()), "SituationInvalid");
  });

  it("the defender's wounds cost it dice (000 §5)", () => {
    const hurt = beginAttack({ attacker, target: fighter("D", { ...defenderSheet, health: { bashing: 0, lethal: 4, aggravated: 0 } }), method: { kind: "unarmed" }, situation: { round: 1 } }, options());
    expect(planDefence(hurt.plan, { kind: "dodge" }, options()).pool).toBe(3);
  });
});

describe("defence effect by defenceMode", () => {
  it("subtractSuccesses (004 Dodging; the default, where 000 §2.11 removes dice): each defence success cancels one attack success", () => {
    let chain = rollAttack(start({ kind: "unarmed" }), [7, 8, 9, 2, 3, 4]);
    chain = rollDefence(chooseDefence(chain, { kind: "dodge" }), [7, 2, 3, 4, 5]);
    expect(chain.hit).toEqual({ attack: 3, cancelled: 1, net: 2, automatic: false });
    expect(chain.next).toBe("damageRoll");
  });

  it("subtractSuccesses: as many defence successes as attack successes and the attack misses (004 Dodging)", () => {
    let chain = rollAttack(start({ kind: "unarmed" }), [7, 8, 2, 2, 3, 4]);
    chain = rollDefence(chooseDefence(chain, { kind: "dodge" }), [7, 9, 10, 4, 5]);
    expect(chain.outcome).toBe("defended");
    expect(chain.next).toBe("done");
    expect(chain.result?.after.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
  });

  it("removeDice (000 §2.11): the defender rolls first and each success removes a die from the attack", () => {
    const o = options({ defenceMode: "removeDice" });
    let chain = start({ kind: "unarmed" }, null, [], o);
    expect(chain.next).toBe("defenceChoice");
    chain = rollDefence(chooseDefence(chain, { kind: "dodge" }), [7, 8, 1, 3, 4]);
    expect(chain.removedDice).toBe(1);
    expect(chain.next).toBe("attackRoll");
    chain = rollAttack(chain, [7, 7, 7, 7, 7]);
    expect(chain.attack?.roll.pool).toBe(5);
    expect(chain.attack?.roll.modifiers.find((m) => m.id === "defenceRemovedDice")?.dice).toBe(-1);
  });

  it("removeDice: an attacker left with no dice misses without rolling (000 §2.11)", () => {
    const o = options({ defenceMode: "removeDice" });
    const tired = beginAttack({ attacker, target: fighter("D", defenderSheet), method: { kind: "unarmed" }, situation: { round: 1, multipleActionPenalty: -2 } }, o);
    const chain = rollDefence(chooseDefence(tired, { kind: "dodge" }), [7, 8, 9, 10, 10]);
    expect(chain.removedDice).toBe(4);
    expect(chain.outcome).toBe("defended");
    expect(chain.attack).toBeNull();
  });

  it("no defence chosen: the attack lands whole", () => {
    const chain = chooseDefence(rollAttack(start({ kind: "unarmed" }), [7, 8, 2, 2, 3, 4]), { kind: "none" });
    expect(chain.hit?.net).toBe(2);
  });

  it("defence rolls cancel 1s but never botch (000 §2.6; fast-check over every face list)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 0, maxLength: 12 }), fc.integer({ min: 2, max: 10 }), (faces, difficulty) => {
        const result = readPool(faces, { pool: faces.length, difficulty, kind: "defence" });
        expect(result.botch).toBe(false);
        expect(result.outcome).not.toBe("botch");
        expect(result.net).toBeGreaterThanOrEqual(0);
      }),
    );
    let chain = rollAttack(start({ kind: "unarmed" }), [7, 8, 2, 2, 3, 4]);
    chain = rollDefence(chooseDefence(chain, { kind: "dodge" }), [1, 1, 3, 4, 5]);
    expect(chain.defence?.result.botch).toBe(false);
    expect(chain.defence?.roll.kind).toBe("defence");
    expect(chain.hit?.net).toBe(2);
  });
});

describe("a defence's specialties", () => {
  it("V20 core: dodge reads Dexterity and Athletics (or Dodge), block Brawl, parry Melee", async () => {
    const { defenceSpecialties, checkDefenceSpecialty } = await import("../../../src/rulesets/classic/rules/combat/defence-specialty");
    const specialties = { dexterity: "Quick", athletics: "Acrobatics", melee: "Knives" };
    expect(defenceSpecialties(specialties, "dodge", { dodgeAbility: "athletics" })).toEqual(["Quick", "Acrobatics"]);
    expect(defenceSpecialties({ dodge: "Bullets" }, "dodge", { dodgeAbility: "dodge" })).toEqual(["Bullets"]);
    expect(defenceSpecialties({ melee: "Knives" }, "block", { dodgeAbility: "athletics" })).toEqual([]);
    expect(defenceSpecialties({ melee: "Knives" }, "parry", { dodgeAbility: "athletics" })).toEqual(["Knives"]);
    expect(() => checkDefenceSpecialty({ name: "Alistair", specialties: {} }, "block", { dodgeAbility: "athletics" })).toThrow(/no specialty/);
  });
});
