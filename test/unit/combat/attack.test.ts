import { describe, expect, it } from "vitest";
import { planAttack, type AttackInput, type AttackSituation } from "../../../src/rulesets/classic/rules/combat/attack";
import type { AttackMethod } from "../../../src/rulesets/classic/rules/combat/weaponry";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { COMBAT_TABLES, rangeBandFor } from "../../../src/rulesets/classic/rules/combat/tables";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { expectRulesError } from "../errors-helper";
import { fighter, garou, options } from "./fixtures";

const attacker = fighter("A", { attributes: { strength: 3, dexterity: 3, perception: 3 }, abilities: { brawl: 2, melee: 2, firearms: 2 } });
const target = fighter("T");
const pistol = findWeapon("heavyPistol");
const sword = findWeapon("sword");

function plan(situation: Partial<AttackSituation> = {}, method: AttackMethod = { kind: "unarmed" }, changes: Partial<AttackInput> = {}, o = options()) {
  return planAttack({ attacker, target, method, situation: { round: 1, ...situation }, ...changes }, o);
}
const mod = (p: ReturnType<typeof plan>, id: string) => p.roll.modifiers.find((m) => m.id === id);

describe("attack pools (000 §2.1, 004 Attacking)", () => {
  it("unarmed: Dexterity + Brawl at difficulty 6, Strength bashing damage", () => {
    const p = plan();
    expect(p.roll.parts).toEqual([{ id: "dexterity", dice: 3 }, { id: "brawl", dice: 2 }]);
    expect(p.roll.pool).toBe(5);
    expect(p.roll.difficulty).toBe(6);
    expect(p.roll.kind).toBe("action");
    expect(p.category).toBe("brawl");
    expect(p.damage?.parts).toEqual([{ id: "strength", dice: 3 }, { id: "maneuver", dice: 0 }]);
    expect(p.damageType?.type).toBe("bashing");
  });

  it("melee: Dexterity + Melee, Strength + the weapon's bonus of its type (sword Strength + 2 lethal)", () => {
    const p = plan({}, { kind: "weapon", weapon: sword });
    expect(p.roll.parts.map((part) => part.id)).toEqual(["dexterity", "melee"]);
    expect(p.category).toBe("melee");
    expect(p.damage?.parts).toEqual([{ id: "strength", dice: 3 }, { id: "weapon", dice: 2 }]);
    expect(p.damageType?.type).toBe("lethal");
  });

  it("ranged: Dexterity + Firearms, the gun's fixed damage without Strength (000 §2.1, §3.1)", () => {
    const p = plan({}, { kind: "weapon", weapon: pistol });
    expect(p.roll.parts.map((part) => part.id)).toEqual(["dexterity", "firearms"]);
    expect(p.damage?.parts).toEqual([{ id: "weapon", dice: 5 }]);
    expect(p.damage?.strengthBased).toBe(false);
  });

  it("a maneuver's own roll and absolute difficulty (004 Sweep: Dexterity + Brawl at 8)", () => {
    const p = plan({}, { kind: "maneuver", maneuver: findManeuver("w20Sweep") });
    expect(p.roll.difficulty).toBe(8);
    expect(mod(p, "maneuverDifficulty")).toMatchObject({ difficulty: 2, data: { maneuver: "w20Sweep" } });
  });

  it("a maneuver's relative difficulty and pool modifier (000 §2.8 bite: +1 die; kick: +1 difficulty)", () => {
    const held: StatusEffect = { id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "A" };
    const bite = plan({}, { kind: "maneuver", maneuver: findManeuver("vtmBite") }, { target: fighter("T", { statuses: [held] }) });
    expect(mod(bite, "maneuverDice")?.dice).toBe(1);
    const kick = plan({}, { kind: "maneuver", maneuver: findManeuver("vtmKick") });
    expect(kick.roll.difficulty).toBe(7);
  });

  it("uses effective attributes: armour's Dexterity penalty and a Garou form (rules map; character/effective)", () => {
    const armoured = fighter("A", { attributes: { dexterity: 3 }, abilities: { brawl: 2 }, armour: { rating: 3, dexterityPenalty: 1 } });
    expect(plan({}, { kind: "unarmed" }, { attacker: armoured }).roll.parts[0]).toEqual({ id: "dexterity", dice: 2 });
    // W20 form table: Crinos Dexterity +1, Strength +4; the punch's damage is the form's Strength.
    const crinos = garou("W", "crinos", "homid", { attributes: { dexterity: 3, strength: 2 }, abilities: { brawl: 2 } });
    const inCrinos = plan({}, { kind: "unarmed" }, { attacker: crinos });
    expect(inCrinos.roll.parts[0]).toEqual({ id: "dexterity", dice: 4 });
    expect(inCrinos.damage?.parts[0]).toEqual({ id: "strength", dice: 6 });
  });
});

describe("attack modifiers, each named (000 §2.2-2.10, 004 Status Effects)", () => {
  it("multiple-action penalty comes in as a number (000 §2.2)", () => {
    const p = plan({ multipleActionPenalty: -3 });
    expect(mod(p, "multipleActions")?.dice).toBe(-3);
    expect(p.roll.pool).toBe(2);
    expectRulesError(() => plan({ multipleActionPenalty: 2 }), "SituationInvalid");
  });

  it("wound penalty from the health track (000 §5), ignored in frenzy", () => {
    const hurt = fighter("A", { attributes: { dexterity: 3 }, abilities: { brawl: 2 }, health: { bashing: 4, lethal: 0, aggravated: 0 } });
    expect(mod(plan({}, { kind: "unarmed" }, { attacker: hurt }), "woundPenalty")?.dice).toBe(-2);
    const frenzied = { ...hurt, ignoresWoundPenalties: true };
    expect(mod(plan({}, { kind: "unarmed" }, { attacker: frenzied }), "woundPenalty")).toBeUndefined();
  });

  it("multiple opponents: +1 difficulty per opponent beyond the first, at most +4 (000 §2.3)", () => {
    expect(plan({ opponents: 2 }).roll.difficulty).toBe(7);
    expect(plan({ opponents: 5 }).roll.difficulty).toBe(10);
    expect(mod(plan({ opponents: 9 }), "multipleOpponents")?.difficulty).toBe(4);
    expect(mod(plan({ opponents: 1 }), "multipleOpponents")).toBeUndefined();
    expectRulesError(() => plan({ opponents: 0 }), "SituationInvalid");
  });

  it("flank +1 die, rear +2 dice (000 §2.7)", () => {
    expect(mod(plan({ position: "flank" }), "flank")?.dice).toBe(1);
    expect(mod(plan({ position: "rear" }), "rear")?.dice).toBe(2);
    expect(plan({ position: "rear" }).roll.pool).toBe(7);
  });

  it("called shots: limb +1 / +0, head +2 / +1, eye +3 / +2 (000 §2.7)", () => {
    const limb = plan({ calledShot: "limb" });
    const head = plan({ calledShot: "head" });
    const eye = plan({ calledShot: "eye" });
    expect([limb.roll.difficulty, head.roll.difficulty, eye.roll.difficulty]).toEqual([7, 8, 9]);
    expect(limb.damage?.modifiers.find((m) => m.id === "calledShotDamage")).toBeUndefined();
    expect(head.damage?.modifiers.find((m) => m.id === "calledShotDamage")?.dice).toBe(1);
    expect(eye.damage?.modifiers.find((m) => m.id === "calledShotDamage")?.dice).toBe(2);
    expectRulesError(() => plan({ calledShot: "toe" as "eye" }), "SituationInvalid");
  });

  it("blind fighting: melee and brawl +2 difficulty (000 §2.7); ranged impossible (000 §2.7, §2.10)", () => {
    expect(mod(plan({ blindFighting: true }), "blindFighting")?.difficulty).toBe(2);
    expect(mod(plan({ blindFighting: true }, { kind: "weapon", weapon: sword }), "blindFighting")?.difficulty).toBe(2);
    expectRulesError(() => plan({ blindFighting: true }, { kind: "weapon", weapon: pistol }), "RangedAttackBlind");
  });

  it("range: 6 within range, 8 up to twice, 4 at point blank, beyond twice refused (000 §2.9)", () => {
    const gun: AttackMethod = { kind: "weapon", weapon: pistol };
    expect(plan({ rangeBand: "normal" }, gun).roll.difficulty).toBe(6);
    expect(plan({ rangeBand: "long" }, gun).roll.difficulty).toBe(8);
    expect(plan({ rangeBand: "pointBlank" }, gun).roll.difficulty).toBe(4);
    expectRulesError(() => plan({ rangeBand: "beyond" }, gun), "AttackOutOfRange");
    expect([rangeBandFor(2, 30), rangeBandFor(30, 30), rangeBandFor(60, 30), rangeBandFor(61, 30)]).toEqual(["pointBlank", "normal", "long", "beyond"]);
  });

  it("aim: +1 die per turn, up to Perception; not at fast-moving targets; ranged only (000 §2.9)", () => {
    const gun: AttackMethod = { kind: "weapon", weapon: pistol };
    expect(mod(plan({ aimRounds: 2 }, gun), "aim")?.dice).toBe(2);
    expect(mod(plan({ aimRounds: 6 }, gun), "aim")?.dice).toBe(3);
    expectRulesError(() => plan({ aimRounds: 1, targetMovingFast: true }, gun), "AimFastTarget");
    expectRulesError(() => plan({ aimRounds: 1 }), "RangedOnly");
  });

  it("cover: light +1, good +1, superior +2 to the shooter's difficulty, kept as data (000 §2.9)", () => {
    const gun: AttackMethod = { kind: "weapon", weapon: pistol };
    expect(plan({ targetCover: "light" }, gun).roll.difficulty).toBe(7);
    expect(plan({ targetCover: "good" }, gun).roll.difficulty).toBe(7);
    expect(plan({ targetCover: "superior" }, gun).roll.difficulty).toBe(8);
    expect(COMBAT_TABLES.cover).toEqual({ light: 1, good: 1, superior: 2 });
    expectRulesError(() => plan({ targetCover: "good" }), "RangedOnly");
  });

  it("a table can change the cover data without touching the code", () => {
    const tables = { ...COMBAT_TABLES, cover: { light: 1, good: 2, superior: 3 } };
    const p = planAttack({ attacker, target, method: { kind: "weapon", weapon: pistol }, situation: { round: 1, targetCover: "good" } }, options(), tables);
    expect(p.roll.difficulty).toBe(8);
  });

  it("firing from cover: the shooter's own difficulty rises by half the cover modifier, rounded down (000 §2.9)", () => {
    const gun: AttackMethod = { kind: "weapon", weapon: pistol };
    expect(mod(plan({ firingFromCover: "good" }, gun), "firingFromCover")).toBeUndefined();
    expect(mod(plan({ firingFromCover: "superior" }, gun), "firingFromCover")?.difficulty).toBe(1);
  });

  it("ambush: the won contest's extra successes join the free attack's pool (000 §2.7)", () => {
    expect(mod(plan({ ambushSuccesses: 2 }), "ambush")?.dice).toBe(2);
    expect(plan({ ambushSuccesses: 2 }).roll.pool).toBe(7);
  });

  it("a stunned target: −2 difficulty (004 Stun)", () => {
    const stunned = fighter("T", { statuses: [{ id: "stunned", sinceRound: 1, expiresAfterRound: 2 }] });
    expect(plan({}, { kind: "unarmed" }, { target: stunned }).roll.difficulty).toBe(4);
    // A status that has run out changes nothing.
    const over = fighter("T", { statuses: [{ id: "stunned", sinceRound: 1, expiresAfterRound: 2 }] });
    expect(planAttack({ attacker, target: over, method: { kind: "unarmed" }, situation: { round: 3 } }, options()).roll.difficulty).toBe(6);
  });

  it("a held but struggling target: −2 difficulty by default (004 Immobilization), +2 dice under heldTargetBonus: dice (000 §2.10)", () => {
    const held = fighter("T", { statuses: [{ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "X" }] });
    const w20 = plan({}, { kind: "unarmed" }, { target: held });
    expect(mod(w20, "targetHeld")).toMatchObject({ difficulty: -2 });
    expect(w20.roll.difficulty).toBe(4);
    const revised = plan({}, { kind: "unarmed" }, { target: held }, options({ heldTargetBonus: "dice" }));
    expect(mod(revised, "targetHeld")).toMatchObject({ dice: 2 });
    expect(revised.roll.pool).toBe(7);
  });

  it("a fully immobilised target is hit automatically (000 §2.10, 004 Immobilization)", () => {
    const pinned = fighter("T", { statuses: [{ id: "immobilised", sinceRound: 1, expiresAfterRound: null }] });
    expect(plan({}, { kind: "unarmed" }, { target: pinned }).automaticHit).toBe(true);
    expect(plan().automaticHit).toBe(false);
  });

  it("a blinded attacker: +2 difficulty and the status's dice lost (000 §2.10, 004 Blindness, Blinding); no ranged attack", () => {
    const blind = fighter("A", { attributes: { dexterity: 3 }, abilities: { brawl: 2, firearms: 2 }, statuses: [{ id: "blinded", sinceRound: 1, expiresAfterRound: 2, value: 2 }] });
    const p = plan({ blindFighting: true }, { kind: "unarmed" }, { attacker: blind });
    expect(mod(p, "blinded")?.difficulty).toBe(2);
    expect(mod(p, "blindedDice")?.dice).toBe(-2);
    expect(mod(p, "blindFighting")).toBeUndefined(); // one handicap, counted once
    expect(p.roll.difficulty).toBe(8);
    expect(p.roll.pool).toBe(3);
    expectRulesError(() => plan({}, { kind: "weapon", weapon: pistol }, { attacker: blind }), "RangedAttackBlind");
  });

  it("the Storyteller's own adjustment shows as its own modifier", () => {
    const p = plan({ storyteller: { dice: -1, difficulty: 1, damageDice: 2 } });
    expect(mod(p, "storyteller")).toMatchObject({ dice: -1, difficulty: 1 });
    expect(p.damage?.modifiers.find((m) => m.id === "storyteller")?.dice).toBe(2);
  });

  it("Willpower and a specialty reach the roll (V20 core; specialtyTens)", () => {
    const p = plan({ willpower: true, specialty: true });
    expect(p.roll.willpower).toBe(true);
    expect(p.roll.doubleTens).toBe(true);
    expect(plan({ specialty: true }, { kind: "unarmed" }, {}, options({ specialtyTens: false })).roll.doubleTens).toBe(false);
  });

  it("a pool penalised below zero rolls no dice rather than negative ones", () => {
    expect(plan({ multipleActionPenalty: -9 }).roll.pool).toBe(0);
  });
});

describe("attacks that cannot be made are refused with a RulesError", () => {
  it("a stunned, dazed or incapacitated attacker cannot act (004 Stun, 000 §2.10)", () => {
    for (const status of [
      { id: "stunned" as const, sinceRound: 1, expiresAfterRound: 2 },
      { id: "dazed" as const, sinceRound: 1, expiresAfterRound: 1, losesAction: true },
    ]) {
      expectRulesError(() => plan({}, { kind: "unarmed" }, { attacker: fighter("A", { statuses: [status] }) }), "CannotAct");
    }
    expectRulesError(() => plan({}, { kind: "unarmed" }, { attacker: fighter("A", { health: { bashing: 7, lethal: 0, aggravated: 0 } }) }), "CannotAct");
  });

  it("a dazed character only loses the next round: it still acts in the round it was hit (000 §2.10)", () => {
    const dazed = fighter("A", { statuses: [{ id: "dazed", sinceRound: 2, expiresAfterRound: 2, losesAction: true }] });
    expect(() => plan({ round: 1 }, { kind: "unarmed" }, { attacker: dazed })).not.toThrow();
  });

  it("a bad round is refused", () => {
    expectRulesError(() => plan({ round: -1 }), "SituationInvalid");
    expectRulesError(() => plan({ round: 1.5 }), "RoundInvalid");
  });
});
