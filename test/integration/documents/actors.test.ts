import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusalOf } from "../stand-in/document";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { bloodForGeneration } from "../../../src/rulesets/classic/rules/character/generation";
import { gatherCharacterStats } from "../../../src/rulesets/classic/data/actor/gather-stats";
import { effectiveAttributes } from "../../../src/rulesets/classic/rules/character/effective";
import { attributesInForm } from "../../../src/rulesets/classic/rules/character/forms";
import { HEALTH_TRACK_LENGTH } from "../../../src/rulesets/classic/rules/health/state";
import { filledLevels, woundLevel, woundPenalty } from "../../../src/rulesets/classic/rules/health/wounds";
import { StandInActor } from "../stand-in/actor";
import { standIn } from "../stand-in/install";
import { initSystem } from "./setup";

beforeAll(initSystem);
beforeEach(() => standIn.database.reset());

type SystemActor = StandInActor & { system: StorytellerActorData };
async function createActor(data: Record<string, unknown>): Promise<SystemActor> {
  return (await StandInActor.create({ type: "character", name: "Hans", ...data })) as SystemActor;
}

describe("actor types", () => {
  it.each(["character", "npc"])("a %s is created with the full rules data and one write", async (type) => {
    const actor = await createActor({ type });
    expect(standIn.database.writesTo("Actor")).toHaveLength(1);
    const system = actor.system;
    expect(system.creature).toBe("mortal");
    expect(Object.keys(system.attributes)).toHaveLength(9);
    expect(system.attributes.strength).toEqual({ value: 1, specialty: "" });
    expect(Object.keys(system.abilities)).toHaveLength(34);
    expect(system.abilities.dodge.value).toBe(0);
    expect(system.health).toMatchObject({ bashing: 0, lethal: 0, aggravated: 0 });
    expect(system.willpower).toEqual({ permanent: 1, current: 1 });
  });

  it("a vampire's blood pool comes from its generation (V20 generation table)", async () => {
    const actor = await createActor({ system: { creature: "vampire", vampire: { generation: 8 }, blood: { current: 9 } } });
    expect(actor.system.derived.blood).toEqual({ max: 15, perTurn: 3 });
    await actor.update({ "system.vampire.generation": 12 });
    expect(actor.system.derived.blood).toEqual({ max: bloodForGeneration(12).pool, perTurn: 1 });
    expect(actor.system.stats.blood).toEqual({ permanent: 11, current: 9 });
  });

  it("a mortal has no blood pool, a ghoul the vitae the Storyteller sets", async () => {
    expect((await createActor({})).system.derived.blood).toBeNull();
    const ghoul = await createActor({ system: { creature: "ghoul", blood: { current: 2, ghoulMax: 3 } } });
    expect(ghoul.system.derived.blood).toEqual({ max: 3, perTurn: null });
  });
});

describe("validation refuses bad values with a clear message and keeps the old value", () => {
  const cases: [string, unknown, RegExp][] = [
    ["system.attributes.strength.value", 11, /11 is outside 0–10/],
    ["system.attributes.strength.value", 2.5, /2.5 is not a whole number/],
    ["system.abilities.brawl.value", -1, /-1 is outside 0–10/],
    ["system.willpower.current", 12, /12 is outside 0–10/],
    ["system.health.lethal", 0.3, /0.3 must be a whole or a half number/],
    ["system.health.bashing", 8, /8 is outside 0–7/],
    ["system.vampire.generation", 3, /3 is outside 4–15/],
    ["system.garou.rage.permanent", 11, /11 is outside 0–10/],
    ["system.creature", "werebear", /not a valid choice/],
    ["system.garou.form", "godzilla", /not a valid choice/],
    ["system.attributes.dexterity.value", "three", /finite number|number/],
  ];

  it.each(cases)("%s = %j", async (path, value, message) => {
    const actor = await createActor({ system: { attributes: { strength: { value: 3 } }, willpower: { permanent: 5, current: 4 } } });
    const before = actor.toObject();
    standIn.database.reset();
    const failure = new Error(await refusalOf(actor.update({ [path]: value, name: "Renamed" })));
    expect((failure as Error).message).toMatch(message);
    expect(actor.toObject()).toEqual(before);
    expect(actor.name).toBe("Hans");
    expect(standIn.database.writes).toHaveLength(0);
  });

  it("the message is in the table's language", async () => {
    const actor = await createActor({});
    standIn.i18n.lang = "ru";
    const { StandInI18n } = await import("../stand-in/i18n");
    const russian = new StandInI18n("ru");
    const original = standIn.i18n.format.bind(standIn.i18n);
    standIn.i18n.format = russian.format.bind(russian);
    try {
      const failure = new Error(await refusalOf(actor.update({ "system.attributes.wits.value": 14 })));
      expect((failure as Error).message).toContain("14 вне пределов 0–10");
    } finally {
      standIn.i18n.format = original;
      standIn.i18n.lang = "en";
    }
  });

  it("a clamped value is never stored: 99 is refused, not turned into 10", async () => {
    const actor = await createActor({});
    await expect(actor.update({ "system.abilities.melee.value": 99 })).resolves.toBeUndefined();
    expect(standIn.notifications.messages.at(-1)?.type).toBe("error");
    expect(actor.system.abilities.melee.value).toBe(0);
  });
});

describe("derived numbers come from the rules", () => {
  it("wound level, penalty and the token bar follow the health track", async () => {
    const actor = await createActor({ system: { health: { bashing: 2, lethal: 1, aggravated: 1 } } });
    const health = actor.system.health;
    expect(actor.system.derived.woundLevel).toBe(woundLevel(health));
    expect(actor.system.derived.woundLevel).toBe("wounded");
    expect(actor.system.derived.woundPenalty).toBe(woundPenalty(health));
    expect(actor.system.derived.woundPenalty).toBe(-2);
    expect(actor.system.derived.health).toEqual({ value: HEALTH_TRACK_LENGTH - filledLevels(health), max: HEALTH_TRACK_LENGTH });
    expect((actor.system as unknown as { health: { value: number; max: number } }).health).toMatchObject({ value: 3, max: 7 });
    // The bar's numbers are not stored.
    expect((actor.toObject().system as { health: object }).health).toEqual({ bashing: 2, lethal: 1, aggravated: 1 });
  });

  it("a Crinos Garou's attributes are the W20 form table's", async () => {
    const attributes = { strength: { value: 3 }, dexterity: { value: 3 }, stamina: { value: 3 }, manipulation: { value: 2 }, appearance: { value: 3 } };
    const actor = await createActor({ system: { creature: "garou", attributes, garou: { breed: "homid", form: "crinos" } } });
    const rated = actor.system.stats.attributes;
    expect(actor.system.derived.attributes).toEqual(attributesInForm(rated, "crinos"));
    expect(actor.system.derived.attributes).toMatchObject({ strength: 7, dexterity: 4, stamina: 6, manipulation: 0, appearance: 0 });
    expect(actor.system.derived.inBreedForm).toBe(false);
    await actor.update({ "system.garou.form": "homid" });
    expect(actor.system.derived.attributes.strength).toBe(3);
    expect(actor.system.derived.inBreedForm).toBe(true);
  });

  it("equipped armour reaches the rules: rating and Dexterity penalty", async () => {
    const actor = await createActor({ system: { attributes: { dexterity: { value: 3 } } } });
    await actor.createEmbeddedDocuments("Item", [
      { name: "Kevlar vest", type: "armor", system: { rating: 3, dexterityPenalty: 1, equipped: true } },
      { name: "Riot suit", type: "armor", system: { rating: 5, dexterityPenalty: 3, equipped: false } },
    ]);
    expect(actor.system.derived.armour).toEqual({ rating: 3, dexterityPenalty: 1 });
    expect(actor.system.derived.attributes.dexterity).toBe(effectiveAttributes(actor.system.stats).dexterity);
    expect(actor.system.derived.attributes.dexterity).toBe(2);
  });

  it("frenzy (a status effect) sets aside wound penalties (000 §5)", async () => {
    const actor = await createActor({ system: { health: { lethal: 4 } } });
    expect(actor.system.derived.woundPenalty).toBe(-2);
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Frenzy", statuses: ["frenzy"], flags: { "storyteller-combat": { status: { sinceRound: 2, expiresAfterRound: null } } } }]);
    expect(actor.system.stats.statuses).toEqual([{ id: "frenzy", sinceRound: 2, expiresAfterRound: null }]);
    expect(actor.system.stats.ignoresWoundPenalties).toBe(true);
    expect(actor.system.derived.woundPenalty).toBe(0);
  });

  it("the gatherer is the only way a character reaches the rules, and reads rated traits", async () => {
    const actor = await createActor({ system: { abilities: { brawl: { value: 3, specialty: "Grappling" } }, disciplines: { potence: 2 } } });
    const stats = gatherCharacterStats({ id: actor.id, name: actor.name, system: actor.system, items: actor.items });
    expect(stats).toEqual(actor.system.stats);
    expect(stats.abilities.brawl).toBe(3);
    expect(stats.specialties).toEqual({ brawl: "Grappling" });
    expect(stats.disciplines).toEqual({ celerity: 0, fortitude: 0, potence: 2 });
    expect(stats.garou).toBeNull();
  });
});
