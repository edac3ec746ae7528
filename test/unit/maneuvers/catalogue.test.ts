import { describe, expect, it } from "vitest";
import { planAttack, type AttackInput } from "../../../src/rulesets/classic/rules/combat/attack";
import { findWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { BRAWL_TABLE_000, findManeuver, GAROU_MANEUVERS_004, MANEUVERS } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { maneuverDamageType } from "../../../src/rulesets/classic/rules/maneuvers/damage-type";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";
import { fighter, garou, options } from "../combat/fixtures";
import { englishString, expectRulesError } from "../errors-helper";
import { readLanguage } from "../../../scripts/system-files";

const ru = readLanguage("ru") as Record<string, unknown>;
const ruString = (path: string) => path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), ru);

describe("the maneuver catalogue as data", () => {
  it("is plain JSON: it survives a round trip unchanged (the compendium is generated from it)", () => {
    expect(JSON.parse(JSON.stringify(MANEUVERS))).toEqual(MANEUVERS);
  });

  it("has unique identifiers, each with a name and description in English and Russian", () => {
    const ids = MANEUVERS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      for (const field of ["Name", "Description"]) {
        expect(englishString(`STC.Maneuver.${id}.${field}`), `${id}.${field}`).toBeDefined();
        expect(typeof ruString(`STC.Maneuver.${id}.${field}`), `${id}.${field} (ru)`).toBe("string");
      }
      for (const note of findManeuver(id).notes ?? []) expect(englishString(note), note).toBeDefined();
    }
  });

  it("holds the whole brawl table of 000 §2.8", () => {
    expect(BRAWL_TABLE_000.map((m) => m.id)).toEqual(["vtmBite", "vtmClaw", "vtmClinch", "vtmDisarm", "vtmHold", "vtmKick", "vtmPunch", "vtmSweep", "vtmTackle"]);
  });

  it("holds the Garou maneuvers of 004, general and dirty fighting", () => {
    expect(GAROU_MANEUVERS_004.map((m) => m.id)).toEqual([
      "w20Bite", "w20BiteGlabro", "w20Claw", "w20Disarm", "w20DisarmBareHanded", "w20Grapple", "w20Kick", "w20Punch", "w20Sweep",
      "w20Blinding", "w20BodySlam", "w20Curbstomp", "w20LowBlow", "w20PistolWhip",
    ]);
  });

  it.each([
    // id, roll, difficulty, pool modifier, damage — as the seeds print them
    ["vtmBite", "dexterity+brawl", "relative 0", 1, "strength+1", "000 §2.8"],
    ["vtmClaw", "dexterity+brawl", "relative 0", 0, "strength+1", "000 §2.8"],
    ["vtmClinch", "strength+brawl", "relative 0", 0, "strength+0", "000 §2.8"],
    ["vtmDisarm", "dexterity+melee", "relative 1", 0, "weapon", "000 §2.8"],
    ["vtmHold", "strength+brawl", "relative 0", 0, "none", "000 §2.8"],
    ["vtmKick", "dexterity+brawl", "relative 1", 0, "strength+1", "000 §2.8"],
    ["vtmPunch", "dexterity+brawl", "relative 0", 0, "strength+0", "000 §2.8"],
    ["vtmSweep", "dexterity+brawl|dexterity+melee", "relative 1", 0, "strength+0", "000 §2.8"],
    ["vtmTackle", "strength+brawl", "relative 1", 0, "strength+1", "000 §2.8"],
    ["w20Bite", "dexterity+brawl", "absolute 5", 0, "strength+1", "004 Bite"],
    ["w20BiteGlabro", "dexterity+brawl", "absolute 8", 0, "strength+-1", "004 Bite"],
    ["w20Claw", "dexterity+brawl", "absolute 6", 0, "strength+2", "004 Claw"],
    ["w20Disarm", "dexterity+melee", "relative 1", 0, "weapon", "004 Disarm"],
    ["w20DisarmBareHanded", "dexterity+brawl", "absolute 8", -1, "strength+0", "004 Disarm"],
    ["w20Grapple", "strength+brawl", "absolute 6", 0, "none", "004 Grapple"],
    ["w20Kick", "dexterity+brawl", "absolute 7", 0, "strength+1", "004 Kick"],
    ["w20Punch", "dexterity+brawl", "absolute 6", 0, "strength+0", "004 Punch"],
    ["w20Sweep", "dexterity+brawl|dexterity+melee", "absolute 8", 0, "none", "004 Sweep"],
    ["w20Blinding", "dexterity+subterfuge", "absolute 9", 0, "special", "004 Blinding"],
    ["w20BodySlam", "dexterity+brawl", "absolute 6", 0, "strength+2", "004 Body Slam"],
    ["w20Curbstomp", "strength+brawl", "absolute 6", 0, "strength+2", "004 Curbstomp"],
    ["w20LowBlow", "dexterity+brawl", "absolute 7", 0, "strength+0", "004 Low Blow"],
    ["w20PistolWhip", "dexterity+melee", "absolute 7", 0, "strength+2", "004 Pistol Whip"],
  ] as [string, string, string, number, string, string][])("%s: %s, difficulty %s, pool %i, damage %s (%s)", (id, roll, difficulty, pool, damage) => {
    const m = findManeuver(id);
    expect(m.rolls.map((r) => `${r.attribute}+${r.ability}`).join("|")).toBe(roll);
    expect(`${m.difficulty.kind} ${m.difficulty.value}`).toBe(difficulty);
    expect(m.poolModifier).toBe(pool);
    const d = m.damage;
    expect(d.kind === "attribute" ? `${d.attribute}+${d.plus}` : d.kind).toBe(damage);
  });

  it("forms that may use each 004 maneuver (004 'Usable By')", () => {
    expect(findManeuver("w20Bite").forms).toEqual(["crinos", "hispo", "lupus"]);
    expect(findManeuver("w20Claw").forms).toEqual(["glabro", "crinos", "hispo", "lupus"]);
    expect(findManeuver("w20Punch").forms).toEqual(["homid", "glabro", "crinos"]);
    expect(findManeuver("w20LowBlow").forms).toEqual(["homid", "glabro", "crinos", "hispo", "lupus"]);
    expect(findManeuver("w20PistolWhip").forms).toEqual(["homid", "glabro"]);
    expect(findManeuver("vtmPunch").forms).toBeNull();
  });

  it("an unknown identifier is refused", () => {
    expectRulesError(() => findManeuver("haymaker"), "ManeuverUnknown");
  });
});

describe("damage type and its conditions (004 maneuvers, 004 Damage)", () => {
  const ctx = (creature: "mortal" | "vampire" | "garou", form: "homid" | "glabro" | "crinos" | "hispo" | "lupus" | null = null, conditions: string[] = []) => ({
    creature,
    form,
    conditions: conditions as never[],
    weaponType: null,
  });
  const claw = findManeuver("w20Claw").damageType;
  const bite = findManeuver("vtmBite").damageType;
  const punch = findManeuver("w20Punch").damageType;
  it("claw: aggravated in Crinos and Hispo, lethal in Glabro and Lupus (004 Claw)", () => {
    if (!claw) throw new Error("claw has a damage type");
    expect(["glabro", "crinos", "hispo", "lupus"].map((form) => maneuverDamageType(claw, ctx("garou", form as "glabro")))).toEqual(["lethal", "aggravated", "aggravated", "lethal"]);
  });
  it("bite (000 §2.8): fangs are aggravated for vampires and Garou (004 Damage), a human bite is bashing (000 §3.3)", () => {
    if (!bite) throw new Error("bite has a damage type");
    expect([maneuverDamageType(bite, ctx("vampire")), maneuverDamageType(bite, ctx("garou", "crinos")), maneuverDamageType(bite, ctx("mortal"))]).toEqual(["aggravated", "aggravated", "bashing"]);
  });
  it("punch: bashing, lethal if the puncher is large enough or strikes specially (004 Punch)", () => {
    if (!punch) throw new Error("punch has a damage type");
    expect(maneuverDamageType(punch, ctx("garou", "homid"))).toBe("bashing");
    expect(maneuverDamageType(punch, ctx("garou", "crinos", ["large"]))).toBe("lethal");
    expect(maneuverDamageType(punch, ctx("mortal", null, ["specialStrike"]))).toBe("lethal");
  });
  it("kick: lethal if large (004 Kick); low blow: lethal with claws, teeth, blades or crushing force (004 Low Blow)", () => {
    const kick = findManeuver("w20Kick").damageType;
    const low = findManeuver("w20LowBlow").damageType;
    if (!kick || !low) throw new Error("both have damage types");
    expect(maneuverDamageType(kick, ctx("garou", "crinos", ["large"]))).toBe("lethal");
    for (const condition of ["claws", "teeth", "blades", "crushing"]) expect(maneuverDamageType(low, ctx("mortal", null, [condition]))).toBe("lethal");
    expect(maneuverDamageType(low, ctx("mortal"))).toBe("bashing");
  });
  it("grapple: bashing, lethal or aggravated if biology allows (004 Grapple); body slam lethal on a harsh surface", () => {
    const grapple = findManeuver("w20Grapple").damageType;
    const slam = findManeuver("w20BodySlam").damageType;
    if (!grapple || !slam) throw new Error("both have damage types");
    expect(maneuverDamageType(grapple, ctx("garou", "crinos", ["aggravatedBiology", "lethalBiology"]))).toBe("aggravated");
    expect(maneuverDamageType(slam, ctx("mortal", null, ["harshSurface"]))).toBe("lethal");
  });
});

describe("maneuvers refused, naming why (004 Usable By, Dirty Fighting Maneuvers, 000 §2.8)", () => {
  const brawler = (changes = {}) => fighter("A", { attributes: { dexterity: 3, strength: 3 }, abilities: { brawl: 3, melee: 2, subterfuge: 2 }, ...changes });
  const attack = (id: string, changes: Partial<AttackInput> = {}, situation = {}) =>
    planAttack({ attacker: brawler(), target: fighter("T"), method: { kind: "maneuver", maneuver: findManeuver(id) }, situation: { round: 2, ...situation }, ...changes }, options());

  it("a form that cannot use it: a Homid cannot bite, a Lupus cannot punch", () => {
    const error = expectRulesError(() => attack("w20Bite", { attacker: garou("G", "homid") }), "ManeuverFormNotAllowed");
    expect(error.data).toMatchObject({ maneuver: "w20Bite", form: "homid" });
    expectRulesError(() => attack("w20Punch", { attacker: garou("G", "lupus") }), "ManeuverFormNotAllowed");
    expect(() => attack("w20Bite", { attacker: garou("G", "crinos") })).not.toThrow();
  });

  it("dirty fighting needs Brawl 3 or more (004 Dirty Fighting): Brawl 2 is refused, Brawl 3 may", () => {
    const error = expectRulesError(() => attack("w20Blinding", { attacker: brawler({ abilities: { brawl: 2 } }) }), "ManeuverAbilityTooLow");
    expect(error.data).toMatchObject({ ability: "brawl", min: 3, rating: 2 });
    expect(() => attack("w20Blinding", { attacker: brawler({ abilities: { brawl: 3 } }) })).not.toThrow();
  });

  it("000 bite needs the attacker's clinch, hold or tackle first", () => {
    expectRulesError(() => attack("vtmBite"), "ManeuverNeedsHold");
    const heldByOther: StatusEffect = { id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "X" };
    expectRulesError(() => attack("vtmBite", { target: fighter("T", { statuses: [heldByOther] }) }), "ManeuverNeedsHold");
    const tackled: StatusEffect = { id: "knockedDown", sinceRound: 2, expiresAfterRound: 3, sourceId: "A" };
    expect(() => attack("vtmBite", { target: fighter("T", { statuses: [tackled] }) })).not.toThrow();
  });

  it("curbstomp needs a stunned or immobilised target (004 Curbstomp)", () => {
    expectRulesError(() => attack("w20Curbstomp"), "ManeuverNeedsHelplessTarget");
    expect(() => attack("w20Curbstomp", { target: fighter("T", { statuses: [{ id: "stunned", sinceRound: 2, expiresAfterRound: 3 }] }) })).not.toThrow();
  });

  it("004 Immobilization: a held target is immobilised, so curbstomp may be made on it (004 Curbstomp), whoever holds it", () => {
    const curbstomp = (status: StatusEffect) => () => attack("w20Curbstomp", { target: fighter("T", { statuses: [status] }) });
    expect(curbstomp({ id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "X" })).not.toThrow();
    expect(curbstomp({ id: "held", sinceRound: 2, expiresAfterRound: null, sourceId: "A" })).not.toThrow();
    expect(curbstomp({ id: "immobilised", sinceRound: 2, expiresAfterRound: 3 })).not.toThrow();
    // A hold dated after the attack's round does not count yet; a knockdown is only "partially immobilized" (004 Knockdown).
    expectRulesError(curbstomp({ id: "held", sinceRound: 3, expiresAfterRound: null, sourceId: "X" }), "ManeuverNeedsHelplessTarget");
    expectRulesError(curbstomp({ id: "knockedDown", sinceRound: 2, expiresAfterRound: 3 }), "ManeuverNeedsHelplessTarget");
  });

  it("body slam needs a grapple held since an earlier turn (004 Body Slam)", () => {
    expectRulesError(() => attack("w20BodySlam"), "ManeuverNeedsGrappleHeld");
    const justNow: StatusEffect = { id: "held", sinceRound: 2, expiresAfterRound: null, sourceId: "A" };
    expectRulesError(() => attack("w20BodySlam", { target: fighter("T", { statuses: [justNow] }) }), "ManeuverNeedsGrappleHeld");
    const sinceLastTurn: StatusEffect = { id: "held", sinceRound: 1, expiresAfterRound: null, sourceId: "A" };
    expect(() => attack("w20BodySlam", { target: fighter("T", { statuses: [sinceLastTurn] }) })).not.toThrow();
  });

  it("pistol whip needs a gun or a slender heavy object in hand (004 Pistol Whip)", () => {
    expectRulesError(() => attack("w20PistolWhip"), "ManeuverNeedsWeapon");
    const knife = { kind: "maneuver" as const, maneuver: findManeuver("w20PistolWhip"), weapon: findWeapon("knife") };
    expectRulesError(() => planAttack({ attacker: brawler(), target: fighter("T"), method: knife, situation: { round: 1 } }, options()), "ManeuverNeedsWeapon");
    for (const weapon of ["lightPistol", "club"]) {
      const method = { kind: "maneuver" as const, maneuver: findManeuver("w20PistolWhip"), weapon: findWeapon(weapon) };
      expect(() => planAttack({ attacker: brawler(), target: fighter("T"), method, situation: { round: 1 } }, options())).not.toThrow();
    }
  });

  it("disarm needs a weapon in hand and an armed target; the bare-hand disarm only the armed target (004 Disarm)", () => {
    const armed = { targetWeapon: findWeapon("knife") };
    expectRulesError(() => attack("w20Disarm", {}, armed), "ManeuverNeedsWeapon");
    const withSword = { kind: "maneuver" as const, maneuver: findManeuver("w20Disarm"), weapon: findWeapon("sword") };
    expectRulesError(() => planAttack({ attacker: brawler(), target: fighter("T"), method: withSword, situation: { round: 1 } }, options()), "ManeuverNeedsArmedTarget");
    expect(() => attack("w20DisarmBareHanded", {}, armed)).not.toThrow();
  });

  it("the weapon roll of a sweep needs a melee weapon; a roll number that does not exist is refused", () => {
    const sweep = findManeuver("w20Sweep");
    expectRulesError(() => planAttack({ attacker: brawler(), target: fighter("T"), method: { kind: "maneuver", maneuver: sweep, rollIndex: 1 }, situation: { round: 1 } }, options()), "ManeuverNeedsWeapon");
    expectRulesError(() => planAttack({ attacker: brawler(), target: fighter("T"), method: { kind: "maneuver", maneuver: sweep, rollIndex: 5 }, situation: { round: 1 } }, options()), "ManeuverRollInvalid");
    const withStaff = planAttack({ attacker: brawler(), target: fighter("T"), method: { kind: "maneuver", maneuver: sweep, rollIndex: 1, weapon: findWeapon("club") }, situation: { round: 1 } }, options());
    expect(withStaff.roll.parts.map((p) => p.id)).toEqual(["dexterity", "melee"]);
    expect(withStaff.category).toBe("melee");
  });

  it("a grapple must be told whether it clinches or holds (004 Grapple)", () => {
    expectRulesError(() => attack("w20Grapple"), "GrappleModeInvalid");
    expect(planAttack({ attacker: brawler(), target: fighter("T"), method: { kind: "maneuver", maneuver: findManeuver("w20Grapple"), grappleMode: "hold" }, situation: { round: 1 } }, options()).grappleMode).toBe("hold");
  });

  it("a non-Garou is not limited by forms (a vampire bites with the 004 entry)", () => {
    expect(() => attack("w20Bite", { attacker: brawler({ creature: "vampire" }) })).not.toThrow();
  });
});
