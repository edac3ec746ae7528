import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planAttack, planUntargetedAttack } from "../../../src/rulesets/classic/rules/combat/attack";
import type { AttackMethod } from "../../../src/rulesets/classic/rules/combat/weaponry";
import { combatSummary, type CombatSummaryInput } from "../../../src/rulesets/classic/rules/combat/combat-summary";
import { defenceOptions, planDefence } from "../../../src/rulesets/classic/rules/combat/defence";
import { findWeapon, type MeleeWeapon } from "../../../src/rulesets/classic/rules/combat/equipment";
import { poolSpecOf } from "../../../src/rulesets/classic/rules/combat/roll-plan";
import { soakRolls, soakTraitsOf } from "../../../src/rulesets/classic/rules/combat/soak";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import { poolOdds } from "../../../src/rulesets/classic/rules/dice/odds";
import { initiativeScore } from "../../../src/rulesets/classic/rules/initiative/score";
import { findManeuver, MANEUVERS } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";
import { englishString } from "../errors-helper";
import { fighter, garou, options } from "./fixtures";

const sword = findWeapon("sword");
const pistol = findWeapon("heavyPistol");
const club = findWeapon("club");

function summary(stats: CharacterStats, changes: Partial<CombatSummaryInput> = {}) {
  return combatSummary({ stats, options: options(), round: 1, weapons: [], inHand: null, maneuvers: [], ...changes });
}
const attack = (s: ReturnType<typeof summary>, key: string) => s.attacks.find((entry) => entry.key === key);
const defence = (s: ReturnType<typeof summary>, kind: string) => s.defences.find((entry) => entry.kind === kind);
const soak = (s: ReturnType<typeof summary>, key: string) => s.soak.find((entry) => entry.key === key);
const maneuvers = (...ids: string[]) => ids.map((id) => ({ key: id, maneuver: findManeuver(id) }));

const vampire = fighter("Lucita", {
  creature: "vampire",
  attributes: { strength: 3, dexterity: 4, stamina: 3, wits: 3 },
  abilities: { brawl: 3, melee: 4, athletics: 2, firearms: 1 },
  disciplines: { celerity: 2, fortitude: 2, potence: 3 },
  health: { bashing: 1, lethal: 1, aggravated: 0 },
  blood: { permanent: 15, current: 10 },
});

describe("initiative and wounds on the sheet (000 §1.1, §5; 002 ¶2)", () => {
  it("the initiative score is Dexterity + Wits less the wound penalty, as the turn rules score it", () => {
    const s = summary(vampire);
    expect(s.initiative).toBe(initiativeScore(vampire));
    expect(s.initiative).toBe(4 + 3 - 1);
    expect(s.wounds).toEqual({ level: "hurt", penalty: -1, incapacitated: false });
  });

  it("a knockdown that was shrugged off costs 2 initiative the next round (000 §2.10)", () => {
    const down: StatusEffect = { id: "knockedDown", sinceRound: 1, expiresAfterRound: 2 };
    const stats = { ...vampire, statuses: [down] };
    expect(summary(stats, { round: 1 }).initiative).toBe(6);
    expect(summary(stats, { round: 2 }).initiative).toBe(4);
  });
});

describe("soak on the sheet, from the soak table (000 §4, 004 Soaking)", () => {
  it("a vampire soaks bashing and lethal with Stamina + Fortitude, aggravated with Fortitude, sunlight with Fortitude", () => {
    const s = summary(vampire);
    expect(s.soak.map((row) => row.key)).toEqual(["bashing", "lethal", "aggravated", "sunlight"]);
    expect(soak(s, "lethal")?.rolls).toEqual(soakRolls(soakTraitsOf(vampire), "lethal"));
    expect(soak(s, "lethal")?.rolls[0]?.pool).toBe(5);
    expect(soak(s, "aggravated")?.rolls[0]?.pool).toBe(2);
    expect(soak(s, "sunlight")?.rolls[0]?.parts).toEqual([{ id: "fortitude", dice: 2 }]);
    // Soak rolls take no wound penalty (000 §5).
    expect(soak(s, "bashing")?.rolls[0]?.modifiers).toEqual([]);
    expect(soak(s, "bashing")?.expected).toBeCloseTo(poolOdds({ pool: 5, difficulty: 6, kind: "soak" }).expected, 12);
  });

  it("a mortal cannot soak aggravated damage and soaks lethal with armour alone; sunlight does not hurt it", () => {
    const s = summary(fighter("Hans", { armour: { rating: 3, dexterityPenalty: 1 } }));
    expect(s.soak.map((row) => row.key)).toEqual(["bashing", "lethal", "aggravated"]);
    expect(soak(s, "aggravated")).toMatchObject({ rolls: [], best: -1, expected: 0 });
    expect(soak(s, "lethal")?.rolls[0]?.parts).toEqual([{ id: "armour", dice: 3 }]);
    expect(soak(s, "bashing")?.rolls[0]?.pool).toBe(5);
  });

  it("an exceptional human has two ways to soak lethal; the better one is marked (004 Damage)", () => {
    const s = summary(fighter("Jane", { creature: "exceptionalHuman", attributes: { stamina: 4 } }));
    const lethal = soak(s, "lethal");
    expect(lethal?.rolls.map((roll) => [roll.pool, roll.difficulty])).toEqual([[0, 6], [4, 8]]);
    expect(lethal?.best).toBe(1);
  });

  it("a Garou soaks everything with Stamina as its form leaves it, but silver not at all; in breed form lethal only with armour", () => {
    const crinos = summary(garou("Grinds", "crinos", "homid", { attributes: { stamina: 3 } }));
    expect(crinos.soak.map((row) => row.key)).toEqual(["bashing", "lethal", "aggravated", "silver"]);
    expect(soak(crinos, "aggravated")?.rolls[0]?.pool).toBe(6);
    expect(soak(crinos, "silver")?.rolls).toEqual([]);
    const homid = summary(garou("Grinds", "homid", "homid", { attributes: { stamina: 3 } }));
    expect(soak(homid, "lethal")?.rolls[0]?.parts).toEqual([{ id: "armour", dice: 0 }]);
    expect(soak(homid, "aggravated")?.rolls).toEqual([]);
  });
});

describe("defences on the sheet (000 §2.5, 004 Dodging / Blocking / Parrying)", () => {
  it("dodge with Athletics, block with Brawl, parry only with a melee weapon in hand; wounds come off", () => {
    const bare = summary(vampire);
    expect(defence(bare, "dodge")?.roll.parts).toEqual([{ id: "dexterity", dice: 4 }, { id: "athletics", dice: 2 }]);
    expect(defence(bare, "dodge")?.roll.pool).toBe(5);
    expect(defence(bare, "dodge")?.roll.modifiers).toEqual([{ id: "woundPenalty", dice: -1 }]);
    expect(defence(bare, "block")).toMatchObject({ available: true, reach: "brawl" });
    expect(defence(bare, "parry")).toMatchObject({ available: false, reason: "needsMeleeWeapon", reach: "closeCombat" });
    const armed = summary(vampire, { weapons: [{ key: "w1", weapon: sword }], inHand: "w1" });
    expect(defence(armed, "parry")).toMatchObject({ available: true, reason: null });
    expect(defence(armed, "parry")?.roll.pool).toBe(4 + 4 - 1);
    // A gun in hand parries nothing.
    expect(defence(summary(vampire, { weapons: [{ key: "g", weapon: pistol }], inHand: "g" }), "parry")?.available).toBe(false);
  });

  it("the dodge ability follows the dodgeAbility option (000: Dexterity + Dodge)", () => {
    const stats = fighter("Rev", { abilities: { dodge: 4, athletics: 1 } });
    expect(defence(combatSummary({ stats, options: options({ dodgeAbility: "dodge" }), round: 1, weapons: [], inHand: null, maneuvers: [] }), "dodge")?.roll.parts[1]).toEqual({ id: "dodge", dice: 4 });
  });

  it("a defence roll never botches, and its odds are the pool's exact odds", () => {
    const dodge = defence(summary(vampire), "dodge");
    expect(dodge?.roll.kind).toBe("defence");
    expect(dodge?.odds.botch).toBe(0);
    expect(dodge?.odds.success).toBe(poolOdds(poolSpecOf(dodge?.roll ?? ({} as never))).success);
  });

  it("none while blinded, none while stunned, none while held immobile — each with its reason", () => {
    const blinded: StatusEffect = { id: "blinded", sinceRound: 1, expiresAfterRound: 2, value: 2 };
    expect(summary({ ...vampire, statuses: [blinded] }).defences.map((d) => d.reason)).toEqual(["blinded", "blinded", "blinded"]);
    const stunned: StatusEffect = { id: "stunned", sinceRound: 1, expiresAfterRound: 2 };
    expect(summary({ ...vampire, statuses: [stunned] }).defences.every((d) => !d.available && d.reason === "cannotAct")).toBe(true);
    const immobile: StatusEffect = { id: "immobilised", sinceRound: 1, expiresAfterRound: null };
    expect(summary({ ...vampire, statuses: [immobile] }).defences[0]?.reason).toBe("automaticHit");
    // A status that has run out no longer counts.
    expect(summary({ ...vampire, statuses: [blinded] }, { round: 3 }).defences[0]?.available).toBe(true);
  });

  it("matches the defence the attack chain would roll against a brawl attack", () => {
    const armed = summary(vampire, { weapons: [{ key: "w1", weapon: sword }], inHand: "w1" });
    const plan = planAttack({ attacker: fighter("A"), target: vampire, method: { kind: "unarmed" }, situation: { round: 1, targetWeapon: sword } }, options());
    expect(defenceOptions(plan).map((option) => option.available)).toEqual(armed.defences.map((d) => d.available));
    for (const d of armed.defences) expect(planDefence(plan, { kind: d.kind }, options())).toEqual(d.roll);
  });
});

describe("attacks on the sheet (000 §2.1, §2.8; 004 Attacking, Maneuvers)", () => {
  it("bare hands: Dexterity + Brawl at 6, Strength bashing with Potence's automatic successes (000 §3.2)", () => {
    const unarmed = attack(summary(vampire), "unarmed");
    expect(unarmed?.available).toBe(true);
    expect(unarmed?.roll?.pool).toBe(4 + 3 - 1);
    expect(unarmed?.roll?.difficulty).toBe(6);
    expect(unarmed?.damage?.roll.pool).toBe(3);
    expect(unarmed?.damage?.roll.automaticSuccesses).toBe(3);
    expect(unarmed?.damage?.type).toBe("bashing");
    expect(unarmed?.odds?.success).toBe(poolOdds({ pool: 6, difficulty: 6, kind: "action" }).success);
    expect(unarmed?.odds?.botch).toBe(poolOdds({ pool: 6, difficulty: 6, kind: "action" }).botch);
  });

  it("a weapon: its own pool and damage; a gun's fixed dice take no Potence", () => {
    const s = summary(vampire, { weapons: [{ key: "s", weapon: sword }, { key: "p", weapon: pistol }], inHand: "s" });
    expect(attack(s, "s")?.roll?.parts.map((part) => part.id)).toEqual(["dexterity", "melee"]);
    expect(attack(s, "s")?.damage).toMatchObject({ type: "lethal", sourceId: "edged" });
    expect(attack(s, "s")?.damage?.roll.pool).toBe(5);
    expect(attack(s, "p")?.damage?.roll).toMatchObject({ pool: 5, automaticSuccesses: 0 });
    expect(attack(s, "p")?.category).toBe("ranged");
  });

  it("a table's weapon may name its own difficulty", () => {
    const heavy: MeleeWeapon = { ...(club as MeleeWeapon), id: "maul", difficulty: 7 };
    const roll = attack(summary(vampire, { weapons: [{ key: "m", weapon: heavy }] }), "m")?.roll;
    expect(roll?.difficulty).toBe(7);
    expect(roll?.modifiers).toContainEqual({ id: "weaponDifficulty", difficulty: 1, data: { weapon: "maul" } });
  });

  it("a silver weapon says so: the damage type is the weapon's, silver is flagged for the Garou it meets", () => {
    const klaive = attack(summary(vampire, { weapons: [{ key: "k", weapon: findWeapon("klaive") }] }), "k");
    expect(klaive?.damage).toMatchObject({ type: "aggravated", silver: true, sourceId: "klaive" });
  });

  it("a Crinos Garou claws for Strength + 2 aggravated with the form's Strength; a Lupus cannot punch", () => {
    const crinos = garou("Grinds", "crinos", "lupus", { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 4 } });
    const s = summary(crinos, { maneuvers: maneuvers("w20Claw", "w20Bite", "w20Punch") });
    expect(attack(s, "w20Claw")?.damage?.type).toBe("aggravated");
    expect(attack(s, "w20Claw")?.damage?.roll.pool).toBe(7 + 2);
    expect(attack(s, "w20Claw")?.roll?.pool).toBe(4 + 4);
    expect(attack(s, "w20Bite")?.roll?.difficulty).toBe(5);
    expect(attack(s, "w20Punch")?.damage?.upgrades).toEqual([
      { condition: "large", type: "lethal" },
      { condition: "specialStrike", type: "lethal" },
    ]);
    const lupus = summary(garou("Grinds", "lupus", "lupus", { abilities: { brawl: 4 } }), { maneuvers: maneuvers("w20Punch", "w20Claw") });
    expect(attack(lupus, "w20Punch")).toMatchObject({ available: false, reason: { key: "ManeuverFormNotAllowed", data: { maneuver: "w20Punch", form: "lupus" } } });
    expect(attack(lupus, "w20Claw")?.damage?.type).toBe("lethal");
  });

  it("dirty fighting needs Brawl 3 (004): refused below it with the rules' reason, offered from it", () => {
    const low = summary(fighter("Punk", { abilities: { brawl: 2, subterfuge: 2 } }), { maneuvers: maneuvers("w20Blinding") });
    expect(attack(low, "w20Blinding")).toMatchObject({
      available: false,
      reason: { key: "ManeuverAbilityTooLow", data: { maneuver: "w20Blinding", ability: "brawl", min: 3, rating: 2 } },
      roll: null,
      odds: null,
    });
    const high = summary(fighter("Punk", { abilities: { brawl: 3, subterfuge: 2 } }), { maneuvers: maneuvers("w20Blinding") });
    expect(attack(high, "w20Blinding")).toMatchObject({ available: true, effect: "blind", damage: null });
    expect(attack(high, "w20Blinding")?.roll?.difficulty).toBe(9);
  });

  it("prerequisites about the target are listed as conditions, not refused (000 §2.8 bite, 004 Curbstomp, Body Slam, Disarm)", () => {
    const s = summary(fighter("Punk", { abilities: { brawl: 3, melee: 2 } }), {
      weapons: [{ key: "s", weapon: sword }],
      inHand: "s",
      maneuvers: maneuvers("vtmBite", "w20Curbstomp", "w20BodySlam", "vtmDisarm"),
    });
    expect(attack(s, "vtmBite")).toMatchObject({ available: true, conditions: [{ kind: "targetHeldOrTackled" }] });
    expect(attack(s, "w20Curbstomp")?.conditions).toEqual([{ kind: "targetStatus", anyOf: ["stunned", "held", "immobilised"] }]);
    expect(attack(s, "w20BodySlam")?.conditions).toEqual([{ kind: "grappleHeldThroughTurn" }]);
    expect(attack(s, "vtmDisarm")).toMatchObject({ available: true, conditions: [{ kind: "targetArmed" }] });
    expect(attack(s, "vtmDisarm")?.damage?.type).toBe("lethal");
  });

  it("a maneuver that needs a weapon in hand is refused with bare hands", () => {
    const s = summary(fighter("Punk", { abilities: { brawl: 3, melee: 2 } }), { maneuvers: maneuvers("vtmDisarm", "w20PistolWhip") });
    expect(attack(s, "vtmDisarm")?.reason?.key).toBe("ManeuverNeedsWeapon");
    expect(attack(s, "w20PistolWhip")?.reason?.key).toBe("ManeuverNeedsWeapon");
    const gun = summary(fighter("Punk", { abilities: { brawl: 3, melee: 2 } }), { weapons: [{ key: "g", weapon: pistol }], inHand: "g", maneuvers: maneuvers("w20PistolWhip") });
    expect(attack(gun, "w20PistolWhip")?.available).toBe(true);
  });

  it("a grapple lists its modes; a 004 clinch deals nothing this turn", () => {
    const s = summary(fighter("Punk"), { maneuvers: maneuvers("w20Grapple", "vtmClinch") });
    expect(attack(s, "w20Grapple")).toMatchObject({ available: true, grappleModes: ["clinch", "hold"], effect: "grapple", damage: null });
    expect(attack(s, "vtmClinch")?.damage?.roll.pool).toBe(2);
  });

  it("a character who cannot act can attack no way at all, and says why (004 Stun)", () => {
    const stunned: StatusEffect = { id: "stunned", sinceRound: 1, expiresAfterRound: 2 };
    const s = summary({ ...vampire, statuses: [stunned] }, { maneuvers: maneuvers("vtmPunch") });
    expect(s.attacks.map((a) => a.reason?.key)).toEqual(["CannotAct", "CannotAct"]);
    expect(s.attacks[0]?.reason?.data).toEqual({ name: "Lucita", status: "stunned" });
  });

  it("blinded: +2 difficulty and no ranged attack (000 §2.10, 004 Blindness)", () => {
    const blinded: StatusEffect = { id: "blinded", sinceRound: 1, expiresAfterRound: 2, value: 2 };
    const s = summary({ ...vampire, statuses: [blinded] }, { weapons: [{ key: "p", weapon: pistol }] });
    expect(attack(s, "unarmed")?.roll?.difficulty).toBe(8);
    expect(attack(s, "p")?.reason?.key).toBe("RangedAttackBlind");
  });

  it("every refusal names a language key whose placeholders its data fills", () => {
    const s = summary(garou("G", "lupus"), { maneuvers: MANEUVERS.map((m) => ({ key: m.id, maneuver: m })) });
    for (const entry of s.attacks.filter((a) => !a.available)) {
      const text = englishString(`STC.Error.${entry.reason?.key ?? ""}`);
      expect(text, entry.key).toBeDefined();
      for (const match of (text ?? "").matchAll(/{(\w+)}/g)) expect(entry.reason?.data, `${entry.key} {${match[1]}}`).toHaveProperty(match[1] ?? "");
    }
  });
});

describe("the sheet's attack is the attack the chain makes", () => {
  const plainTarget = fighter("Target");
  const methods: [string, (weapon: typeof sword | null) => AttackMethod][] = [
    ["unarmed", () => ({ kind: "unarmed" })],
    ...MANEUVERS.map((m): [string, (weapon: typeof sword | null) => AttackMethod] => [
      m.id,
      (weapon) => ({ kind: "maneuver", maneuver: m, weapon, ...(m.effect.kind === "grapple" ? { grappleMode: m.effect.modes[0] } : {}) }),
    ]),
  ];

  it("for any attacker, each available attack's roll and damage equal planAttack's against an unhurt target", () => {
    const traits = fc.record({
      strength: fc.integer({ min: 1, max: 6 }),
      dexterity: fc.integer({ min: 1, max: 6 }),
      brawl: fc.integer({ min: 0, max: 5 }),
      melee: fc.integer({ min: 0, max: 5 }),
      potence: fc.integer({ min: 0, max: 3 }),
      bashing: fc.integer({ min: 0, max: 5 }),
      form: fc.constantFrom(null, "homid", "crinos", "lupus"),
      armed: fc.boolean(),
    });
    fc.assert(
      fc.property(traits, (t) => {
        const base = { attributes: { strength: t.strength, dexterity: t.dexterity }, abilities: { brawl: t.brawl, melee: t.melee, subterfuge: 2 }, health: { bashing: t.bashing, lethal: 0, aggravated: 0 } };
        const stats = t.form ? garou("A", t.form) : fighter("A", { disciplines: { celerity: 0, fortitude: 0, potence: t.potence } });
        const attacker = { ...stats, ...base, attributes: { ...stats.attributes, ...base.attributes }, abilities: { ...stats.abilities, ...base.abilities } };
        const weapon = t.armed ? sword : null;
        const s = summary(attacker, {
          weapons: weapon ? [{ key: "s", weapon }] : [],
          inHand: weapon ? "s" : null,
          maneuvers: MANEUVERS.map((m) => ({ key: m.id, maneuver: m })),
        });
        for (const [key, method] of methods) {
          const entry = attack(s, key);
          if (!entry?.available) continue;
          const untargeted = planUntargetedAttack({ attacker, method: method(weapon), situation: { round: 1 } }, options());
          expect(entry.roll).toEqual(untargeted.roll);
          if (entry.conditions.length) continue;
          const planned = planAttack({ attacker, target: plainTarget, method: method(weapon), situation: { round: 1 } }, options());
          expect(entry.roll).toEqual(planned.roll);
          expect(entry.damage?.roll.parts ?? null).toEqual(planned.damage?.parts ?? null);
          // An attack that rolls no damage (a hold, a 004 clinch this turn) shows none, whatever its type would be.
          expect(entry.damage?.type ?? null).toBe(planned.damage ? (planned.damageType?.type ?? null) : null);
        }
      }),
      { numRuns: 60 },
    );
  });
});
