import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CharacterSheet } from "../../../src/rulesets/classic/apps/sheets/character-sheet";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { maneuverSourceOf } from "../../../src/rulesets/classic/data/item/maneuver-source";
import { weaponOf } from "../../../src/rulesets/classic/data/item/weapon-of";
import type { WeaponSource } from "../../../src/rulesets/classic/data/item/source";
import { combatSummary } from "../../../src/rulesets/classic/rules/combat/combat-summary";
import { OUTSIDE_COMBAT_ROUND } from "../../../src/rulesets/classic/rules/status/now";
import { planAttack, planUntargetedAttack } from "../../../src/rulesets/classic/rules/combat/attack";
import { defenceOptions, planDefence } from "../../../src/rulesets/classic/rules/combat/defence";
import { poolSpecOf } from "../../../src/rulesets/classic/rules/combat/roll-plan";
import { soakRolls, soakTraitsOf } from "../../../src/rulesets/classic/rules/combat/soak";
import type { CharacterStats } from "../../../src/rulesets/classic/rules/character/stats";
import { ABILITIES } from "../../../src/rules/character/traits";
import { poolOdds } from "../../../src/rulesets/classic/rules/dice/odds";
import { cycleHealthBox } from "../../../src/rulesets/classic/rules/health/track";
import { classicTurnRules } from "../../../src/rulesets/classic/rules/turns/classic-turn-rules";
import { findManeuver } from "../../../src/rulesets/classic/rules/maneuvers/catalogue";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { StandInActor } from "../stand-in/actor";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { initSystem } from "./setup";

beforeAll(initSystem);
beforeEach(() => {
  standIn.database.reset();
  standIn.dice.reset();
  standIn.notifications.clear();
  standInGame.messages.length = 0;
  actAs(gm);
});

type SystemActor = StandInActor & { system: StorytellerActorData };
const knife = { name: "Knife", type: "weapon", system: { identifier: "knife", damage: { attribute: "strength", bonus: 1, type: "lethal" }, damageSource: "edged", equipped: true } };
const pistol = { name: "Heavy pistol", type: "weapon", system: { identifier: "heavyPistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, damageSource: "ranged", range: 30, rate: 3, clip: 7 } };
const maneuver = (id: string) => ({ name: id, type: "maneuver", system: maneuverSourceOf(findManeuver(id)) });

async function createActor(data: Record<string, unknown>, items: Record<string, unknown>[]): Promise<SystemActor> {
  const actor = (await StandInActor.create({ type: "character", name: "Test", ownership: { default: 0, [player.id]: 3 }, ...data })) as SystemActor;
  if (items.length) await actor.createEmbeddedDocuments("Item", items);
  return actor;
}

/** The same summary, straight from the rules with the gathered stats: what the sheet shows must be this. */
function rulesSummary(actor: SystemActor) {
  const weapons = actor.items.filter((item) => item.type === "weapon").map((item) => ({ key: item.id, weapon: weaponOf({ id: item.id, system: item.system as unknown as WeaponSource }) }));
  const equipped = actor.items.find((item) => item.type === "weapon" && (item.system as unknown as WeaponSource).equipped);
  const maneuvers = actor.items.filter((item) => item.type === "maneuver").map((item) => ({ key: item.id, maneuver: findManeuver(item.name) }));
  return combatSummary({ stats: actor.system.stats, options: CLASSIC_DEFAULTS, round: OUTSIDE_COMBAT_ROUND, weapons, inHand: equipped?.id ?? null, maneuvers });
}

const anyTarget: CharacterStats = {
  id: "t",
  name: "Target",
  creature: "mortal",
  attributes: { strength: 2, dexterity: 2, stamina: 2, charisma: 2, manipulation: 2, appearance: 2, perception: 2, intelligence: 2, wits: 2 },
  abilities: Object.fromEntries(ABILITIES.map((ability) => [ability, 2])) as CharacterStats["abilities"],
  specialties: {},
  willpower: { permanent: 3, current: 3 },
  health: { bashing: 0, lethal: 0, aggravated: 0 },
  armour: { rating: 0, dexterityPenalty: 0 },
  disciplines: { celerity: 0, fortitude: 0, potence: 0 },
  blood: null,
  garou: null,
  statuses: [],
  ignoresWoundPenalties: false,
};

describe("every derived combat number is the rules' own result", () => {
  it("a vampire with Fortitude and Potence: initiative, soak with Fortitude, Potence on damage, parry with the knife in hand", async () => {
    const actor = await createActor(
      {
        system: {
          creature: "vampire",
          attributes: { strength: { value: 3 }, dexterity: { value: 4 }, stamina: { value: 3 }, wits: { value: 3 } },
          abilities: { brawl: { value: 3 }, melee: { value: 4 }, athletics: { value: 2 }, firearms: { value: 2 } },
          disciplines: { fortitude: 2, potence: 3 },
          health: { bashing: 1, lethal: 1 },
        },
      },
      [knife, pistol, maneuver("vtmClaw"), maneuver("vtmBite")],
    );
    const combat = actor.system.derived.combat;
    expect(combat).toEqual(rulesSummary(actor));
    const stats = actor.system.stats;
    expect(combat.initiative).toBe(classicTurnRules.initiativeScore(stats));
    expect(combat.initiative).toBe(6);
    expect(combat.soak.find((row) => row.key === "lethal")?.rolls).toEqual(soakRolls(soakTraitsOf(stats), "lethal"));
    expect(combat.soak.find((row) => row.key === "aggravated")?.rolls[0]?.pool).toBe(2);
    expect(combat.soak.map((row) => row.key)).toContain("sunlight");
    const knifeItem = actor.items.find((item) => item.name === "Knife");
    const knifeAttack = combat.attacks.find((attack) => attack.key === knifeItem?.id);
    const planned = planAttack({ attacker: stats, target: anyTarget, method: { kind: "weapon", weapon: weaponOf({ id: knifeItem?.id ?? "", system: knifeItem?.system as unknown as WeaponSource }) }, situation: { round: 1 } }, CLASSIC_DEFAULTS);
    expect(knifeAttack?.roll).toEqual(planned.roll);
    expect(knifeAttack?.damage?.roll.automaticSuccesses).toBe(3);
    expect(knifeAttack?.odds?.success).toBe(poolOdds(poolSpecOf(planned.roll)).success);
    const parry = combat.defences.find((defence) => defence.kind === "parry");
    expect(parry?.available).toBe(true);
    const attackOnHer = planAttack({ attacker: anyTarget, target: stats, method: { kind: "unarmed" }, situation: { round: 1, targetWeapon: weaponOf({ id: knifeItem?.id ?? "", system: knifeItem?.system as unknown as WeaponSource }) } }, CLASSIC_DEFAULTS);
    expect(defenceOptions(attackOnHer).map((option) => option.available)).toEqual([true, true, true]);
    expect(parry?.roll).toEqual(planDefence(attackOnHer, { kind: "parry" }, CLASSIC_DEFAULTS));
    // The bite needs a held target: listed as a condition, not refused.
    const bite = combat.attacks.find((attack) => attack.key === actor.items.find((item) => item.name === "vtmBite")?.id);
    expect(bite).toMatchObject({ available: true, conditions: [{ kind: "targetHeldOrTackled" }] });
  });

  it("a Crinos Garou: the form's attributes, claws aggravated, breed-form soak for a metis", async () => {
    const actor = await createActor(
      {
        system: {
          creature: "garou",
          attributes: { strength: { value: 3 }, dexterity: { value: 3 }, stamina: { value: 3 }, wits: { value: 2 } },
          abilities: { brawl: { value: 4 }, athletics: { value: 3 } },
          garou: { breed: "metis", form: "crinos" },
        },
      },
      [maneuver("w20Claw"), maneuver("w20Bite"), maneuver("w20Punch"), maneuver("w20Blinding")],
    );
    const combat = actor.system.derived.combat;
    expect(combat).toEqual(rulesSummary(actor));
    const byName = (name: string) => combat.attacks.find((attack) => attack.key === actor.items.find((item) => item.name === name)?.id);
    const claw = byName("w20Claw");
    expect(claw?.damage?.type).toBe("aggravated");
    expect(claw?.damage?.roll.parts).toEqual([{ id: "strength", dice: 7 }, { id: "maneuver", dice: 2 }]);
    expect(claw?.roll).toEqual(planUntargetedAttack({ attacker: actor.system.stats, method: { kind: "maneuver", maneuver: findManeuver("w20Claw") }, situation: { round: OUTSIDE_COMBAT_ROUND } }, CLASSIC_DEFAULTS).roll);
    expect(byName("w20Bite")?.roll?.difficulty).toBe(5);
    // Blinding is dirty fighting: Brawl 4 is enough.
    expect(byName("w20Blinding")?.available).toBe(true);
    // A metis is born in Crinos: in its breed form it soaks lethal with armour alone (004 Damage).
    expect(actor.system.derived.inBreedForm).toBe(true);
    expect(combat.soak.find((row) => row.key === "lethal")?.rolls[0]?.parts).toEqual([{ id: "armour", dice: 0 }]);
    expect(combat.soak.find((row) => row.key === "bashing")?.rolls[0]?.pool).toBe(6);
    expect(combat.soak.map((row) => row.key)).toContain("silver");
    // In Lupus the punch is refused, with the rules' reason.
    await actor.update({ "system.garou.form": "lupus" });
    expect(actor.system.derived.combat.attacks.find((attack) => attack.key === actor.items.find((item) => item.name === "w20Punch")?.id)?.reason?.key).toBe("ManeuverFormNotAllowed");
  });

  it("a mortal in armour: armour on soak, its Dexterity penalty on every Dexterity pool and on initiative", async () => {
    const actor = await createActor(
      { system: { attributes: { dexterity: { value: 3 }, stamina: { value: 2 }, wits: { value: 3 } }, abilities: { brawl: { value: 2 }, athletics: { value: 2 }, firearms: { value: 3 } } } },
      [pistol, maneuver("w20Blinding"), { name: "Kevlar", type: "armor", system: { rating: 3, dexterityPenalty: 1, equipped: true } }],
    );
    const combat = actor.system.derived.combat;
    expect(combat).toEqual(rulesSummary(actor));
    expect(combat.initiative).toBe(2 + 3);
    expect(combat.soak.find((row) => row.key === "bashing")?.rolls[0]?.pool).toBe(5);
    expect(combat.soak.find((row) => row.key === "lethal")?.rolls[0]?.pool).toBe(3);
    expect(combat.soak.find((row) => row.key === "aggravated")?.rolls).toEqual([]);
    expect(combat.defences.find((defence) => defence.kind === "dodge")?.roll.pool).toBe(2 + 2);
    expect(combat.attacks.find((attack) => attack.key === "unarmed")?.roll?.pool).toBe(2 + 2);
    // Dirty fighting needs Brawl 3: refused, and the sheet can say why.
    expect(combat.attacks.find((attack) => attack.kind === "maneuver")?.reason).toEqual({ key: "ManeuverAbilityTooLow", data: { maneuver: "w20Blinding", ability: "brawl", min: 3, rating: 2 } });
  });

  it("follows the world's options at once: Dexterity + Dodge when the world changes to it", async () => {
    const actor = await createActor({ system: { abilities: { dodge: { value: 4 }, athletics: { value: 1 } } } }, []);
    expect(actor.system.derived.combat.defences[0]?.roll.parts[1]).toEqual({ id: "athletics", dice: 1 });
    standIn.database.reset();
    await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "dodge");
    try {
      expect(actor.system.derived.combat.defences[0]?.roll.parts[1]).toEqual({ id: "dodge", dice: 4 });
      // Prepared again, not written.
      expect(standIn.database.writes).toHaveLength(0);
    } finally {
      await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "athletics");
    }
  });

  it("reads statuses at the running combat's round, and outside a combat at round 0 (rules/status/now.ts)", async () => {
    const actor = await createActor({}, []);
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Stunned", statuses: ["stunned"], flags: { "storyteller-combat": { status: { sinceRound: 2, expiresAfterRound: 3 } } } }]);
    // No combat: a stun dated in a fight's rounds 2 and 3 does not count at round 0.
    expect(actor.system.derived.combat.attacks[0]?.available).toBe(true);
    Object.assign(standInGame, { combat: { started: true, round: 3 } });
    try {
      actor.prepareData();
      expect(actor.system.derived.combat.attacks[0]?.reason?.key).toBe("CannotAct");
      expect(actor.system.derived.combat.round).toBe(3);
    } finally {
      Object.assign(standInGame, { combat: null });
      actor.prepareData();
    }
  });

  it("a weapon whose damage the rules cannot read is listed, refused, with the reason", async () => {
    const actor = await createActor({}, [{ name: "Odd", type: "weapon", system: { kind: "ranged", damage: { attribute: "strength", bonus: 2, type: "bashing" } } }]);
    const odd = actor.system.derived.combat.attacks.find((attack) => attack.kind === "weapon");
    expect(odd).toMatchObject({ available: false, reason: { key: "WeaponDamageUnreadable" } });
  });
});

describe("a click on a health box goes through the rules", () => {
  it("the track becomes what cycleHealthBox says, in one update", async () => {
    const actor = await createActor({ system: { health: { bashing: 1, lethal: 1 } } }, []);
    const sheet = new CharacterSheet({ document: actor } as never);
    standIn.database.reset();
    await CharacterSheet.onCycleHealth.call(sheet, {} as PointerEvent, { dataset: { index: "1" } } as unknown as HTMLElement);
    const { bashing, lethal, aggravated } = actor.system.health;
    expect({ bashing, lethal, aggravated }).toEqual(cycleHealthBox({ bashing: 1, lethal: 1, aggravated: 0 }, 1));
    expect({ bashing, lethal, aggravated }).toEqual({ bashing: 0, lethal: 2, aggravated: 0 });
    expect(standIn.database.writesTo("Actor")).toHaveLength(1);
  });

  it("a box that is not on the track changes nothing and says so", async () => {
    const actor = await createActor({}, []);
    const sheet = new CharacterSheet({ document: actor } as never);
    standIn.database.reset();
    await CharacterSheet.onCycleHealth.call(sheet, {} as PointerEvent, { dataset: { index: "9" } } as unknown as HTMLElement);
    expect(standIn.database.writes).toHaveLength(0);
    expect(standIn.notifications.messages.at(-1)?.message).toContain("Health boxes are numbered 0 to 6");
  });
});
