import { describe, expect, it } from "vitest";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import type { AttackSituation } from "../../../src/rulesets/classic/rules/combat/attack";
import type { AttackMethod } from "../../../src/rulesets/classic/rules/combat/weaponry";
import { applyAttack, beginAttack, rollAttack, rollDamage, rollSoak } from "../../../src/rulesets/classic/rules/combat/chain";
import { beginClinchDamage } from "../../../src/rulesets/classic/rules/combat/clinch";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { resolveAttack } from "../../../src/rulesets/classic/rules/combat/resolve";
import { classicAttackRules } from "../../../src/rulesets/classic/rules/combat/attack-rules";
import { answersOf, replayAnswers } from "../../../src/rulesets/classic/rules/combat/replay";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { planGrappleEscape, resolveGrappleEscape } from "../../../src/rulesets/classic/rules/maneuvers/grapple";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";
import { fighter, garou, options } from "../combat/fixtures";
import { expectRulesError } from "../errors-helper";

// Dexterity 3 + Brawl 3 = 6 attack dice; Strength 3; every test spells out the faces of each roll.
const attacker = fighter("A", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3, melee: 3, subterfuge: 3 } });
const target = fighter("T", { attributes: { strength: 2, dexterity: 2, stamina: 2 }, abilities: { athletics: 1, brawl: 2 } });
const NONE = { defence: { kind: "none" as const } };

function run(id: string, faces: number[], extra: { method?: Partial<Extract<AttackMethod, { kind: "maneuver" }>>; situation?: Partial<AttackSituation>; target?: CharacterStats; attacker?: CharacterStats } = {}) {
  return resolveAttack(
    {
      attacker: extra.attacker ?? attacker,
      target: extra.target ?? target,
      method: { kind: "maneuver", maneuver: findManeuver(id), ...extra.method },
      situation: { round: 2, ...extra.situation },
    },
    options(),
    faces,
    NONE,
  );
}

describe("disarm (004 Disarm, 000 §2.8)", () => {
  const armed = { situation: { targetWeapon: findWeapon("knife") }, method: { weapon: findWeapon("sword") } };

  it("successes above the target's Strength knock its weapon away, and no damage is rolled", () => {
    const chain = run("w20Disarm", [7, 8, 9, 2, 2, 2], armed);
    expect(chain.plan.roll.difficulty).toBe(7); // +1 to the usual difficulty
    expect(chain.outcome).toBe("disarmed");
    expect(chain.damage).toBeNull();
    expect(chain.result?.events).toContainEqual({ kind: "weaponDropped", who: "target", weaponId: "knife" });
    expect(chain.result?.after.health).toEqual(target.health);
  });

  it("successes that do not exceed Strength still deal the weapon's usual damage", () => {
    const chain = run("w20Disarm", [7, 8, 2, 2, 2, 2, 2, 2, 2, 7, 7, 2], armed);
    expect(chain.outcome).toBe("damaged");
    expect(chain.damage?.roll.parts).toEqual([{ id: "strength", dice: 3 }, { id: "weapon", dice: 2 }]);
    expect(chain.plan.damageType?.type).toBe("lethal"); // the sword's type
    expect(chain.result?.after.health.lethal).toBe(2); // a mortal soaks lethal with armour only: no dice
  });

  it("a botch loses the attacker's own weapon", () => {
    const chain = run("w20Disarm", [1, 2, 2, 2, 2, 2], armed);
    expect(chain.outcome).toBe("botch");
    expect(chain.result?.events).toContainEqual({ kind: "weaponDropped", who: "attacker", weaponId: "sword" });
  });

  it("bare hands: Dexterity + Brawl at difficulty 8 with one die less", () => {
    const chain = beginAttack({ attacker, target, method: { kind: "maneuver", maneuver: findManeuver("w20DisarmBareHanded") }, situation: { round: 2, targetWeapon: findWeapon("knife") } }, options());
    expect(chain.plan.roll.difficulty).toBe(8);
    expect(chain.plan.roll.pool).toBe(5);
    const done = run("w20DisarmBareHanded", [8, 9, 10, 2, 2], { situation: { targetWeapon: findWeapon("knife") } });
    expect(done.outcome).toBe("disarmed");
  });
});

describe("grapple, clinch and hold (004 Grapple, 000 §2.8)", () => {
  it("004 hold: held until broken, no damage", () => {
    const chain = run("w20Grapple", [7, 2, 2, 2, 2, 2], { method: { grappleMode: "hold" } });
    expect(chain.outcome).toBe("effectOnly");
    expect(chain.result?.after.statuses).toEqual([{ id: "held", sinceRound: 2, expiresAfterRound: null, sourceId: "A" }]);
  });

  it("004 clinch: held, and the Strength damage starts on the next turn", () => {
    const chain = run("w20Grapple", [7, 2, 2, 2, 2, 2], { method: { grappleMode: "clinch" } });
    expect(chain.damage).toBeNull();
    expect(chain.result?.after.statuses).toEqual([{ id: "held", sinceRound: 2, expiresAfterRound: null, sourceId: "A", value: 3 }]);
  });

  it("000 clinch: Strength damage at once as well as the hold", () => {
    const chain = run("vtmClinch", [7, 2, 2, 2, 2, 2, 7, 7, 2, 2, 2], {});
    expect(chain.damage?.roll.pool).toBe(3);
    expect(chain.result?.after.health.bashing).toBe(2);
    expect(chain.result?.after.statuses.map((s) => [s.id, s.value])).toContainEqual(["held", 3]);
  });

  it("000 hold: held, no damage", () => {
    const chain = run("vtmHold", [7, 2, 2, 2, 2, 2]);
    expect(chain.result?.after.statuses.map((s) => s.id)).toEqual(["held"]);
    expect(chain.damage).toBeNull();
  });

  const clinched = fighter("T", { attributes: { strength: 2, stamina: 1 }, abilities: { brawl: 2 }, statuses: [{ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "A", value: 3 }] });

  it("a clinch's later turns: the holder rolls Strength as damage and the victim soaks it (000 §2.8, 004 Grapple)", () => {
    let chain = beginClinchDamage({ holder: attacker, held: clinched, round: 2 }, options());
    expect(chain.next).toBe("damageRoll");
    chain = rollDamage(chain, [7, 8, 2]);
    expect(chain.damage?.roll.pool).toBe(3);
    expect(chain.next).toBe("soakRoll");
    chain = applyAttack(rollSoak(chain, [2]));
    expect(chain.result?.after.health.bashing).toBe(2);
    expect(chain.result?.after.statuses.filter((s) => s.id === "held")).toHaveLength(1);
    expectRulesError(() => beginClinchDamage({ holder: attacker, held: target, round: 2 }, options()), "NotClinched");
  });

  it("breaking free: beat the holder on a resisted Strength + Brawl roll (004 Grapple)", () => {
    const plans = planGrappleEscape({ holder: attacker, held: clinched, round: 2 });
    expect(plans.escapee.pool).toBe(4);
    expect(plans.holder.pool).toBe(6);
    const free = resolveGrappleEscape({ holder: attacker, held: clinched, round: 2 }, [7, 8, 2, 2], [7, 2, 2, 2, 2, 2]);
    expect(free.outcome).toBe("brokeFree");
    expect(free.heldStatuses).toEqual([]);
    expect(free.holderStatuses).toEqual([]);
  });

  it("reversing: beat the holder by two successes or more and hold it instead (004 Grapple)", () => {
    const reversed = resolveGrappleEscape({ holder: attacker, held: clinched, round: 2 }, [7, 8, 9, 2], [7, 2, 2, 2, 2, 2]);
    expect(reversed.outcome).toBe("reversed");
    expect(reversed.heldStatuses).toEqual([]);
    expect(reversed.holderStatuses).toEqual([{ id: "held", sinceRound: 2, expiresAfterRound: null, sourceId: "T", value: 2 }]);
  });

  it("a tie or worse leaves the hold as it was; an agile escapee may roll Dexterity (004 Grapple)", () => {
    const held = resolveGrappleEscape({ holder: attacker, held: clinched, round: 2 }, [7, 2, 2, 2], [7, 2, 2, 2, 2, 2]);
    expect(held.outcome).toBe("stillHeld");
    expect(held.heldStatuses).toEqual(clinched.statuses);
    expect(planGrappleEscape({ holder: attacker, held: clinched, round: 2, escapeeAttribute: "dexterity" }).escapee.parts[0]).toEqual({ id: "dexterity", dice: 2 });
    expectRulesError(() => planGrappleEscape({ holder: attacker, held: target, round: 2 }), "NotHeld");
  });
});

describe("knockdown maneuvers (000 §2.8, §2.10, 004 Sweep)", () => {
  it("004 sweep: no damage; the target rolls Dexterity + Athletics and a success costs it 2 initiative", () => {
    const chain = run("w20Sweep", [8, 2, 2, 2, 2, 2, 7, 2, 2]);
    expect(chain.damage).toBeNull();
    expect(chain.effectRoll?.roll.parts).toEqual([{ id: "dexterity", dice: 2 }, { id: "athletics", dice: 1 }]);
    expect(chain.result?.after.statuses).toEqual([{ id: "knockedDown", sinceRound: 2, expiresAfterRound: 3, sourceId: "A", value: 2 }]);
  });

  it("V20 core Willpower: the knockdown's roll may take a point, one automatic success no 1 cancels; no other answer carries one", () => {
    const start = classicAttackRules.begin({ attacker, target, method: { kind: "maneuver", maneuver: findManeuver("w20Sweep") }, situation: { round: 2 } }, options());
    const hit = classicAttackRules.advance(start, { kind: "faces", faces: [8, 2, 2, 2, 2, 2] });
    expectRulesError(() => classicAttackRules.advance(start, { kind: "faces", faces: [8, 2, 2, 2, 2, 2], willpower: true }), "WillpowerNotOnStep");
    const undefended = classicAttackRules.advance(hit, { kind: "defence", choice: { kind: "none" } });
    expect(undefended.next).toBe("effectRoll");
    // Dexterity 2 + Athletics 1: a 1 and two failures, and the point's success stands.
    const chain = classicAttackRules.advance(classicAttackRules.advance(undefended, { kind: "faces", faces: [1, 2, 2], willpower: true }), { kind: "apply" });
    expect(chain.effectRoll?.roll.willpower).toBe(true);
    expect(chain.effectRoll?.result.net).toBe(1);
    expect(chain.result?.after.statuses).toEqual([{ id: "knockedDown", sinceRound: 2, expiresAfterRound: 3, sourceId: "A", value: 2 }]);
    // A card stores the answers only: the point is read back from them.
    expect(replayAnswers(classicAttackRules, start, answersOf(chain)).effectRoll?.roll.willpower).toBe(true);
  });

  it("004 sweep: a failed roll loses the next action", () => {
    const chain = run("w20Sweep", [8, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(chain.result?.after.statuses[0]?.losesAction).toBe(true);
  });

  it("000 sweep: Strength damage and the knockdown", () => {
    const chain = run("vtmSweep", [7, 2, 2, 2, 2, 2, 7, 2, 2, 2, 2, 2, 2, 2]);
    expect(chain.history).toEqual(["attackRoll", "defenceChoice", "damageRoll", "soakRoll", "effectRoll", "apply"]);
    expect(chain.result?.after.statuses.map((s) => s.id)).toEqual(["knockedDown"]);
  });

  it("000 tackle: Strength + 1 damage and the knockdown", () => {
    const chain = run("vtmTackle", [7, 2, 2, 2, 2, 2, 7, 7, 2, 2, 2, 2, 7, 2]);
    expect(chain.effectRoll?.roll.pool).toBe(2); // Dexterity 2 + Athletics 1, −1 for the Hurt level just taken
    expect(chain.damage?.roll.pool).toBe(4);
    expect(chain.result?.after.health.bashing).toBe(2);
    expect(chain.result?.after.statuses.map((s) => s.id).sort()).toEqual(["knockedDown", "stunned"]); // 2 levels ≥ Stamina 2
  });
});

describe("dirty fighting (004 Dirty Fighting Maneuvers)", () => {
  it("blinding: blinded one turn per success, two dice lost meanwhile", () => {
    const chain = run("w20Blinding", [9, 10, 2, 2, 2, 2]);
    expect(chain.plan.roll.difficulty).toBe(9);
    expect(chain.result?.after.statuses).toEqual([{ id: "blinded", sinceRound: 2, expiresAfterRound: 4, value: 2 }]);
    expect(chain.result?.events).toContainEqual({ kind: "note", key: "STC.Maneuver.Note.BlindingVicious" });
  });

  it("body slam: Strength + 2 bashing, lethal onto a harsh surface", () => {
    const held: StatusEffect = { id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "A" };
    const gripped = fighter("T", { attributes: { stamina: 1 }, statuses: [held] });
    const chain = run("w20BodySlam", [7, 2, 2, 2, 2, 2, 7, 2, 2, 2, 2], { target: gripped, situation: { damageConditions: ["harshSurface"] } });
    expect(chain.damage?.roll.pool).toBe(5);
    expect(chain.plan.damageType?.type).toBe("lethal");
    expect(chain.result?.after.health.lethal).toBe(1);
    expect(chain.result?.after.statuses.some((s) => s.id === "held")).toBe(true); // the grip holds
  });

  it("curbstomp: Strength + 2 lethal, with the Storyteller's reminders", () => {
    const stunned = fighter("T", { attributes: { stamina: 3 }, statuses: [{ id: "stunned", sinceRound: 2, expiresAfterRound: 3 }] });
    const stomp = run("w20Curbstomp", [7, 2, 2, 2, 2, 2, 7, 2, 2, 2, 2], { target: stunned });
    expect(stomp.plan.roll.difficulty).toBe(4); // 6, −2 against a stunned target
    expect(stomp.plan.damageType?.type).toBe("lethal");
    expect(stomp.result?.after.health.lethal).toBe(1);
    expect(stomp.result?.events.map((e) => ("key" in e ? e.key : e.kind))).toEqual(["STC.Maneuver.Note.CurbstompSetUp", "STC.Maneuver.Note.CurbstompBite"]);
  });

  it("low blow: stunned one turn per health level after soak unless Stamina at 8 succeeds", () => {
    const chain = run("w20LowBlow", [7, 2, 2, 2, 2, 2, 7, 7, 7, 2, 2, 2]);
    expect(chain.effectRoll?.roll.difficulty).toBe(8);
    expect(chain.result?.after.health.bashing).toBe(3);
    // 3 levels: stunned through round 5 (the 004 Stun rule alone would stop at round 3).
    expect(chain.result?.after.statuses).toEqual([{ id: "stunned", sinceRound: 2, expiresAfterRound: 5 }]);
    const shrugged = run("w20LowBlow", [7, 2, 2, 2, 2, 2, 7, 2, 2, 2, 2, 9, 2], { target: fighter("T", { attributes: { stamina: 2 } }) });
    expect(shrugged.result?.after.health.bashing).toBe(1);
    expect(shrugged.result?.after.statuses).toEqual([]);
  });

  it("low blow: no level after soak, no Stamina roll and no stun", () => {
    const chain = run("w20LowBlow", [7, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(chain.effectRoll).toBeNull();
    expect(chain.result?.after.statuses).toEqual([]);
  });

  it("pistol whip: Strength + 2 lethal; stunned one turn on a failed Stamina roll at 8, two on a botch", () => {
    const whip = { method: { weapon: findWeapon("heavyPistol") }, target: fighter("T", { attributes: { stamina: 3 } }) };
    const failed = run("w20PistolWhip", [7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 7], whip);
    expect(failed.plan.damageType?.type).toBe("lethal");
    expect(failed.result?.after.statuses).toEqual([{ id: "stunned", sinceRound: 2, expiresAfterRound: 3 }]);
    const botched = run("w20PistolWhip", [7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2], whip);
    expect(botched.result?.after.statuses).toEqual([{ id: "stunned", sinceRound: 2, expiresAfterRound: 4 }]);
    const shrugged = run("w20PistolWhip", [7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 2, 2], whip);
    expect(shrugged.result?.after.statuses).toEqual([]);
  });
});

describe("bite, claw, kick and punch by form (004 General Maneuvers)", () => {
  it("a Crinos bite at difficulty 5 deals Strength + 1 aggravated", () => {
    const crinos = garou("G", "crinos", "homid", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } });
    const chain = rollAttack(beginAttack({ attacker: crinos, target, method: { kind: "maneuver", maneuver: findManeuver("w20Bite") }, situation: { round: 1 } }, options()), [5, 2, 2, 2, 2, 2, 2]);
    expect(chain.plan.roll.difficulty).toBe(5);
    expect(chain.plan.damage?.parts).toEqual([{ id: "strength", dice: 7 }, { id: "maneuver", dice: 1 }]);
    expect(chain.plan.damageType?.type).toBe("aggravated");
  });

  it("a Lupus claw is lethal, a Hispo claw aggravated", () => {
    const plan = (form: "lupus" | "hispo") => beginAttack({ attacker: garou("G", form), target, method: { kind: "maneuver", maneuver: findManeuver("w20Claw") }, situation: { round: 1 } }, options()).plan;
    expect(plan("lupus").damageType?.type).toBe("lethal");
    expect(plan("hispo").damageType?.type).toBe("aggravated");
  });

  it("a kick at 7 for Strength + 1, a punch at 6 for Strength; lethal from a large enough Crinos", () => {
    const crinos = garou("G", "crinos");
    const kick = beginAttack({ attacker: crinos, target, method: { kind: "maneuver", maneuver: findManeuver("w20Kick") }, situation: { round: 1, damageConditions: ["large"] } }, options()).plan;
    expect(kick.roll.difficulty).toBe(7);
    expect(kick.damageType?.type).toBe("lethal");
    const punch = beginAttack({ attacker: garou("H", "homid"), target, method: { kind: "maneuver", maneuver: findManeuver("w20Punch") }, situation: { round: 1 } }, options()).plan;
    expect(punch.roll.difficulty).toBe(6);
    expect(punch.damageType?.type).toBe("bashing");
  });
});
