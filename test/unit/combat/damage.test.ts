import { describe, expect, it } from "vitest";
import type { AttackInput } from "../../../src/rulesets/classic/rules/combat/attack";
import { beginAttack, chooseDefence, damageRollPlan, rollAttack, rollDamage, rollSoak } from "../../../src/rulesets/classic/rules/combat/chain";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { resolveAttack } from "../../../src/rulesets/classic/rules/combat/resolve";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { expectRulesError } from "../errors-helper";
import { fighter, garou, options } from "./fixtures";

const potent = fighter("P", { creature: "vampire", attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3, melee: 3, firearms: 3 }, disciplines: { celerity: 0, fortitude: 0, potence: 2 } });
const mortal = fighter("M", { attributes: { stamina: 2 } });

function hit(input: Partial<AttackInput>, faces: number[]) {
  const chain = rollAttack(beginAttack({ attacker: potent, target: mortal, method: { kind: "unarmed" }, situation: { round: 1 }, ...input }, options()), faces);
  return chain.next === "defenceChoice" ? chooseDefence(chain, { kind: "none" }) : chain;
}

describe("the damage roll (000 §3, 004 Resolution)", () => {
  it("weapon damage plus one die per attack success beyond the first (000 §3.1: sword, Strength 4, three successes = 8 dice)", () => {
    const swordsman = fighter("S", { attributes: { strength: 4, dexterity: 3 }, abilities: { melee: 3 } });
    const chain = hit({ attacker: swordsman, method: { kind: "weapon", weapon: findWeapon("sword") } }, [7, 8, 9, 2, 3, 4]);
    const roll = damageRollPlan(chain);
    expect(roll.pool).toBe(8);
    expect(roll.modifiers).toEqual([{ id: "extraSuccesses", dice: 2 }]);
    expect(roll.difficulty).toBe(6);
    expect(roll.kind).toBe("damage");
  });

  it("a firearm's fixed damage plus extra successes; Strength and Potence do not add (000 §3.1; V20 Potence)", () => {
    const chain = hit({ method: { kind: "weapon", weapon: findWeapon("heavyPistol") } }, [7, 8, 2, 2, 3, 4]);
    const roll = damageRollPlan(chain);
    expect(roll.pool).toBe(6);
    expect(roll.automaticSuccesses).toBe(0);
  });

  it("Potence adds its dots as automatic successes to Strength-based damage (000 §3.2, V20)", () => {
    const chain = hit({}, [7, 2, 2, 2, 3, 4]);
    const roll = damageRollPlan(chain);
    expect(roll.automaticSuccesses).toBe(2);
    const rolled = rollDamage(chain, [2, 3, 4]);
    expect(rolled.damage?.result.net).toBe(2);
  });

  it("a called shot's damage dice join the pool (000 §2.7: head +1, eye +2)", () => {
    const chain = hit({ situation: { round: 1, calledShot: "eye" } }, [9, 2, 2, 2, 3, 4]);
    expect(damageRollPlan(chain).pool).toBe(5);
  });

  it("1s cancel nothing and the damage roll never botches (000 §3.4)", () => {
    const chain = rollDamage(hit({ attacker: fighter("X", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } }) }, [7, 2, 2, 2, 3, 4]), [1, 1, 8]);
    expect(chain.damage?.result.net).toBe(1);
    expect(chain.damage?.result.botch).toBe(false);
    const blank = rollDamage(hit({ attacker: fighter("X", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } }) }, [7, 2, 2, 2, 3, 4]), [1, 1, 2]);
    expect(blank.damage?.result.botch).toBe(false);
    expect(blank.next).toBe("apply");
  });

  it("no damage success: the chain skips soak and marks nothing (outcome noDamage)", () => {
    const chain = resolveAttack({ attacker: fighter("X", { attributes: { strength: 2, dexterity: 3 }, abilities: { brawl: 3 } }), target: mortal, method: { kind: "unarmed" }, situation: { round: 1 } }, options(), [7, 2, 2, 2, 3, 4, 2, 2]);
    expect(chain.outcome).toBe("noDamage");
    expect(chain.soak).toBeNull();
    expect(chain.result?.after.health).toEqual(mortal.health);
  });

  it("an attack with no successes deals no damage: a miss ends the chain (rules map, Attack)", () => {
    const chain = resolveAttack({ attacker: potent, target: mortal, method: { kind: "unarmed" }, situation: { round: 1 } }, options(), [2, 3, 4, 5, 2, 3]);
    expect(chain.outcome).toBe("miss");
    expect(chain.damage).toBeNull();
  });

  it("a botched attack ends the chain and says so (000 §2.6; the Storyteller decides the mishap)", () => {
    const chain = resolveAttack({ attacker: potent, target: mortal, method: { kind: "unarmed" }, situation: { round: 1 } }, options(), [1, 3, 4, 5, 2, 3]);
    expect(chain.outcome).toBe("botch");
    expect(chain.result?.events).toEqual([{ kind: "attackBotched" }]);
  });

  it("an automatic hit (a fully immobilised target) lands with at least one success and cannot botch (000 §2.10)", () => {
    const pinned = fighter("M", { statuses: [{ id: "immobilised", sinceRound: 1, expiresAfterRound: null }] });
    const chain = rollAttack(beginAttack({ attacker: potent, target: pinned, method: { kind: "unarmed" }, situation: { round: 1 } }, options()), [1, 2, 2, 2, 3, 4]);
    expect(chain.hit).toEqual({ attack: 0, cancelled: 0, net: 1, automatic: true });
    expect(chain.next).toBe("damageRoll");
    const skilled = rollAttack(beginAttack({ attacker: potent, target: pinned, method: { kind: "unarmed" }, situation: { round: 1 } }, options()), [8, 8, 8, 2, 3, 4]);
    expect(skilled.hit?.net).toBe(3);
  });
});

describe("soak in the chain (000 §4, 004 Soaking)", () => {
  it("each soak success removes one damage success, never more than there are", () => {
    const tough = fighter("T", { attributes: { stamina: 5 } });
    const chain = rollSoak(rollDamage(hit({ target: tough }, [7, 2, 2, 2, 3, 4]), [2, 2, 8]), [7, 7, 7, 7, 7]);
    expect(chain.damage?.result.net).toBe(3); // 1 rolled + 2 from Potence
    expect(chain.soak?.result?.net).toBe(5);
    expect(chain.soak?.soaked).toBe(3);
    expect(chain.soak?.left).toBe(0);
  });

  it("soaked to nothing: outcome soaked, health unchanged", () => {
    const tough = fighter("T", { attributes: { stamina: 5 } });
    const chain = resolveAttack({ attacker: potent, target: tough, method: { kind: "unarmed" }, situation: { round: 1 } }, options(), [7, 2, 2, 2, 3, 4, 2, 2, 8, 7, 7, 7, 7, 7]);
    expect(chain.outcome).toBe("soaked");
    expect(chain.result?.after.health).toEqual(tough.health);
  });

  it("damage that cannot be soaked skips the soak roll: aggravated on a mortal (000 §4)", () => {
    const crinos = garou("G", "crinos", "homid", { attributes: { strength: 2, dexterity: 3 }, abilities: { brawl: 3 } });
    const chain = resolveAttack({ attacker: crinos, target: mortal, method: { kind: "maneuver", maneuver: findManeuver("w20Claw") }, situation: { round: 1 } }, options(), [7, 2, 2, 2, 2, 2, 2, 8, 8, 2, 2, 2, 2, 2, 2]);
    expect(chain.damage?.roll.pool).toBe(8); // Crinos Strength 6 + 2
    expect(chain.plan.damageType?.type).toBe("aggravated");
    expect(chain.history).not.toContain("soakRoll");
    expect(chain.soak?.options).toEqual([]);
    expect(chain.result?.after.health.aggravated).toBe(2);
  });

  it("a soak choice out of range is refused", () => {
    const chain = rollDamage(hit({ target: fighter("T", { attributes: { stamina: 2 } }) }, [7, 2, 2, 2, 3, 4]), [2, 2, 8]);
    expectRulesError(() => rollSoak(chain, [7, 7], 3), "SoakChoiceInvalid");
  });
});
