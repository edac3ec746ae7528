import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actorSheetContext, type ActorSheetContext } from "../../../src/rulesets/classic/apps/context/actor-context";
import { CharacterSheet } from "../../../src/rulesets/classic/apps/sheets/character-sheet";
import { rollRequest } from "../../../src/rulesets/classic/dice/roll-request";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import { CLASSIC_DEFAULTS } from "../../../src/rulesets/classic/rules/ruleset/options";
import { StandInActor } from "../stand-in/actor";
import { renderTemplate } from "../stand-in/handlebars";
import { StandInI18n } from "../stand-in/i18n";
import { actAs, gm, player, standIn } from "../stand-in/install";
import type { StandInItem } from "../stand-in/item";
import { initSystem } from "./setup";

beforeAll(initSystem);
beforeEach(() => {
  standIn.notifications.clear();
  actAs(player);
});

type SheetActor = StandInActor & { system: StorytellerActorData; items: { contents: StandInItem[]; get(id: string): StandInItem | undefined } };

/** The sheet's context, gathered as the sheet gathers it (`sheetInput`), with the table's language. */
function contextOf(actor: SheetActor): ActorSheetContext {
  const data = actor.system;
  return actorSheetContext({
    id: actor.id,
    name: actor.name,
    img: "",
    system: data,
    derived: data.derived,
    items: actor.items.contents.map((item) => ({ id: item.id, name: item.name, type: item.type, img: "", system: item.system })),
    editable: true,
    biographyHTML: "",
    i18n: standIn.i18n,
    lang: "en",
  });
}

/** The names of the form fields the sheet's templates draw for this context: what a submit can send. */
async function fieldNames(context: ActorSheetContext): Promise<Set<string>> {
  const html = (await Promise.all(["header", "traits", "combat", "powers", "biography"].map((part) => renderTemplate(`systems/storyteller-combat/templates/classic/actor/${part}.hbs`, context)))).join("");
  return new Set([...html.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1] ?? ""));
}

/** A submit of the sheet's form: only fields the sheet draws, written in one update as Foundry's form handler does. */
async function submit(actor: SheetActor, values: Record<string, string | number>): Promise<void> {
  const names = await fieldNames(contextOf(actor));
  const missing = Object.keys(values).filter((name) => !names.has(name));
  expect(missing, "fields the sheet does not draw").toEqual([]);
  await actor.update(values);
}

/** A click on a sheet's button, with the dataset the template gives it. */
const button = (dataset: Record<string, string>, group: object | null = null) =>
  ({ dataset, closest: (selector: string) => (selector === ".stc-dots" ? group : { dataset }) }) as unknown as HTMLElement;

/** The player owns the character; the Storyteller makes it, as a player's role may not create actors in Foundry. */
const OWNED = { default: 0, [player.id]: 3 };
async function characterFor(data: Record<string, unknown>): Promise<SheetActor> {
  actAs(gm);
  const actor = (await StandInActor.create({ ...data, type: "character", ownership: OWNED })) as SheetActor;
  actAs(player);
  return actor;
}
const sheetOf = (actor: SheetActor) => new CharacterSheet({ document: actor } as never);
const itemsOf = (actor: SheetActor, type: string) => actor.items.contents.filter((item) => item.type === type);
const errors = () => standIn.notifications.messages.filter((entry) => entry.type === "error").map((entry) => entry.message);

describe("a vampire made from nothing on the sheet (V20 core)", () => {
  it("takes identity, generation, Virtues, a Path, Disciplines with a path and powers, Backgrounds, Merits and Flaws", async () => {
    const actor = await characterFor({ name: "Anneliese" });
    const sheet = sheetOf(actor);
    await submit(actor, { "system.creature": "vampire" });
    await submit(actor, {
      "system.profile.concept": "Art forger",
      "system.profile.nature": "Architect",
      "system.profile.demeanor": "Bon Vivant",
      "system.profile.chronicle": "Berlin by Night",
      "system.vampire.clan": "Tremere",
      "system.vampire.sect": "Camarilla",
      "system.vampire.sire": "Magnus",
      "system.vampire.generation": 6,
      "system.virtues.conscienceKind": "conviction",
      "system.virtues.selfControlKind": "instinct",
      "system.morality.path": "Path of Blood",
    });
    const data = () => actor.system;
    expect(data().profile).toEqual({ concept: "Art forger", nature: "Architect", demeanor: "Bon Vivant", chronicle: "Berlin by Night" });
    expect(data().vampire).toEqual({ generation: 6, clan: "Tremere", sect: "Camarilla", sire: "Magnus" });
    // V20 generation table, 6th generation: 30 blood, 6 a turn, traits to 7.
    expect(data().derived.blood).toEqual({ max: 30, perTurn: 6 });
    expect(data().derived.traitMax).toBe(7);
    const context = contextOf(actor);
    expect(context.virtues?.map((virtue) => virtue.labelKey)).toEqual(["STC.Classic.Virtue.conviction", "STC.Classic.Virtue.instinct", "STC.Classic.Virtue.courage"]);
    expect(context.morality?.title).toEqual({ key: "STC.Classic.Sheet.PathNamed", name: "Path of Blood" });
    // Dots run to the trait maximum: seven for Strength at the sixth generation.
    const strength = context.attributeGroups[0]?.traits[0];
    expect(strength).toMatchObject({ key: "strength", max: 7 });
    expect(strength?.dots).toHaveLength(7);

    // Virtue and Path dots, as the sheet's dot groups write them.
    await CharacterSheet.onSetDots.call(sheet, {} as PointerEvent, button({ value: "4" }, { dataset: { path: "system.virtues.courage", value: "1", min: "0", max: "5" } }));
    await CharacterSheet.onSetDots.call(sheet, {} as PointerEvent, button({ value: "5" }, { dataset: { path: "system.morality.value", value: "7", min: "0", max: "10" } }));
    expect(data().virtues.courage).toBe(4);
    expect(data().morality).toEqual({ path: "Path of Blood", value: 5 });

    // Disciplines from the sheet's + button, named on their item sheets.
    for (const [name, identifier, parent] of [["Thaumaturgy", "thaumaturgy", ""], ["Path of Blood", "path-of-blood", "thaumaturgy"], ["Celerity", "celerity", ""]] as const) {
      await CharacterSheet.onCreateItem.call(sheet, {} as PointerEvent, button({ type: "discipline" }));
      const made = itemsOf(actor, "discipline").find((item) => (item.system.toObject() as { identifier: string }).identifier === "");
      await made?.update({ name, "system.identifier": identifier, "system.belongsTo": parent, "system.inClan": identifier !== "celerity" });
    }
    const celerity = itemsOf(actor, "discipline").find((item) => item.name === "Celerity");
    // A discipline's dots write its item: Celerity to 3, which the combat rules then read.
    await CharacterSheet.onSetDots.call(sheet, {} as PointerEvent, button({ value: "3" }, { dataset: { path: "system.rating", itemId: celerity?.id ?? "", value: "1", min: "0", max: "7" } }));
    expect((celerity?.system.toObject() as { rating: number }).rating).toBe(3);
    expect(data().disciplines.celerity).toBe(3);
    expect(data().stats.disciplines.celerity).toBe(3);

    // A power of the path, spending a blood point, rolled with Willpower.
    await CharacterSheet.onCreateItem.call(sheet, {} as PointerEvent, button({ type: "power", kind: "discipline" }));
    const power = itemsOf(actor, "power")[0];
    await power?.update({ name: "A Taste for Blood", "system.belongsTo": "path-of-blood", "system.cost.blood": 1, "system.roll.first": "willpower", "system.roll.difficulty": 4 });
    await CharacterSheet.onCreateItem.call(sheet, {} as PointerEvent, button({ type: "background" }));
    await itemsOf(actor, "background")[0]?.update({ name: "Resources", "system.rating": 3 });
    await CharacterSheet.onCreateItem.call(sheet, {} as PointerEvent, button({ type: "merit", kind: "flaw" }));
    await itemsOf(actor, "merit")[0]?.update({ name: "Prey Exclusion", "system.points": 1 });

    const after = contextOf(actor);
    const thaumaturgy = after.disciplineViews.find((row) => row.name === "Thaumaturgy");
    expect(thaumaturgy?.paths.map((path) => path.name)).toEqual(["Path of Blood"]);
    expect(thaumaturgy?.powers.map((row) => [row.name, row.costs])).toEqual([["A Taste for Blood", [{ key: "STC.Classic.Power.Spends.blood.one", count: 1 }]]]);
    // Celerity shows as its item's row; its bare number is not offered beside it.
    expect(after.disciplines.map((row) => row.key)).toEqual(["fortitude", "potence"]);
    expect(after.backgroundViews.map((row) => [row.label, row.value])).toEqual([["Resources", 3]]);
    expect(after.flaws.map((row) => [row.name, row.points])).toEqual([["Prey Exclusion", 1]]);
    expect(after.merits).toEqual([]);
    // Willpower 1 (a new character's) rolled at difficulty 4.
    const roll = rollRequest({ system: data(), derived: data().derived }, { first: "willpower", second: "", difficulty: "4", extraDice: "0", specialty: false, willpower: false }, CLASSIC_DEFAULTS);
    expect(roll).toMatchObject({ ok: true, spec: { pool: 1, difficulty: 4 }, labelKeys: ["STC.Trait.willpower"] });
  });

  it("refuses a Virtue past five, a virtue that is neither of its pair, and a Merit past seven points, keeping what was there", async () => {
    const actor = await characterFor({ name: "Anneliese", system: { creature: "vampire" } });
    expect(await actor.update({ "system.virtues.courage": 6 })).toBeUndefined();
    expect(await actor.update({ "system.virtues.conscienceKind": "instinct" })).toBeUndefined();
    expect(actor.system.virtues).toMatchObject({ courage: 1, conscienceKind: "conscience" });
    expect(errors()[0]).toContain("6");
    await CharacterSheet.onCreateItem.call(sheetOf(actor), {} as PointerEvent, button({ type: "merit", kind: "merit" }));
    const merit = itemsOf(actor, "merit")[0];
    await merit?.update({ "system.points": 9 });
    expect((merit?.system.toObject() as { points: number }).points).toBe(1);
    expect(errors().length).toBeGreaterThanOrEqual(3);
  });

  it("reads the refusal in Russian at a Russian table", async () => {
    const actor = await characterFor({ name: "Анна", system: { creature: "vampire" } });
    Object.assign(standIn.i18n, new StandInI18n("ru"));
    try {
      await actor.update({ "system.morality.value": 12 });
      expect(errors().at(-1)).toContain("12");
      expect(errors().at(-1)).toMatch(/[а-я]/);
    } finally {
      Object.assign(standIn.i18n, new StandInI18n("en"));
    }
  });
});

describe("a Garou made from nothing on the sheet (W20 core)", () => {
  it("takes tribe, camp, rank, Renown, per-form token images, Gifts by level, rites and a fetish rolled on Gnosis", async () => {
    const actor = await characterFor({ name: "Storm-Eye" });
    const sheet = sheetOf(actor);
    await submit(actor, { "system.creature": "garou" });
    await submit(actor, {
      "system.garou.breed": "lupus",
      "system.garou.auspice": "theurge",
      "system.garou.tribe": "Uktena",
      "system.garou.camp": "Secret Seekers",
      "system.garou.rank": 2,
      "system.garou.renown.wisdom.temporary": 6,
      "system.garou.formImages.crinos": "tokens/storm-eye-crinos.webp",
    });
    await CharacterSheet.onSetDots.call(sheet, {} as PointerEvent, button({ value: "4" }, { dataset: { path: "system.garou.renown.wisdom.permanent", value: "0", min: "0", max: "10" } }));
    await CharacterSheet.onSetDots.call(sheet, {} as PointerEvent, button({ value: "5" }, { dataset: { path: "system.garou.gnosis.permanent", value: "1", min: "0", max: "10" } }));
    const garou = actor.system.garou;
    expect(garou).toMatchObject({ breed: "lupus", auspice: "theurge", tribe: "Uktena", camp: "Secret Seekers", rank: 2 });
    expect(garou.renown.wisdom).toEqual({ permanent: 4, temporary: 6 });
    expect(garou.formImages).toEqual({ homid: "", glabro: "", crinos: "tokens/storm-eye-crinos.webp", hispo: "", lupus: "" });

    for (const [kind, name, level] of [["gift", "Sense Wyrm", 1], ["gift", "Spirit Speech", 1], ["gift", "Command Spirit", 2], ["rite", "Rite of Cleansing", 1]] as const) {
      await CharacterSheet.onCreateItem.call(sheet, {} as PointerEvent, button({ type: "power", kind }));
      const made = itemsOf(actor, "power").find((item) => item.name.startsWith("New item"));
      await made?.update({ name, "system.level": level, ...(name === "Spirit Speech" ? { "system.cost.gnosis": 1, "system.roll.first": "gnosis", "system.roll.difficulty": 7 } : {}) });
    }
    await CharacterSheet.onCreateItem.call(sheet, {} as PointerEvent, button({ type: "fetish" }));
    await itemsOf(actor, "fetish")[0]?.update({ name: "Spirit Whistle", "system.level": 1, "system.gnosis": 6, "system.attuned": true });

    const context = contextOf(actor);
    expect(context.virtues).toBeNull();
    expect(context.morality).toBeNull();
    expect(context.standing?.renown.map((row) => [row.labelKey, row.value, row.temporary])).toEqual([
      ["STC.Classic.Renown.glory", 0, 0],
      ["STC.Classic.Renown.honor", 0, 0],
      ["STC.Classic.Renown.wisdom", 4, 6],
    ]);
    const [gifts, rites] = context.powerGroups;
    expect(gifts?.powers.map((row) => [row.name, row.level])).toEqual([["Sense Wyrm", 1], ["Spirit Speech", 1], ["Command Spirit", 2]]);
    expect(rites?.powers.map((row) => row.name)).toEqual(["Rite of Cleansing"]);
    expect(gifts?.powers[1]).toMatchObject({ rollable: true, rollLabelKeys: ["STC.Trait.gnosis"], costs: [{ key: "STC.Classic.Power.Spends.gnosis.one", count: 1 }] });
    expect(context.fetishes).toEqual([{ id: itemsOf(actor, "fetish")[0]?.id, name: "Spirit Whistle", level: 1, gnosis: 6, attuned: true }]);
    // The form and whether it is the breed form show on the combat tab; Primal-Urge is listed for a Garou.
    await actor.update({ "system.garou.form": "lupus" });
    expect(contextOf(actor).currentForm).toEqual({ labelKey: "STC.Classic.Form.lupus", inBreedForm: true });
    expect(context.abilityGroups[0]?.traits.map((trait) => trait.key)).toContain("primalUrge");
    // The fetish's activation: the owner's permanent Gnosis, 5, at the fetish's Gnosis, 6 (W20 core).
    const data = actor.system;
    const activation = rollRequest({ system: data, derived: data.derived }, { first: "gnosis", second: "", difficulty: "6", extraDice: "0", specialty: false, willpower: false }, CLASSIC_DEFAULTS);
    expect(activation).toMatchObject({ ok: true, spec: { pool: 5, difficulty: 6 } });
  });

  it("refuses Renown past ten, and the sheet shows neither Virtues nor Primal-Urge for a mortal", async () => {
    const actor = await characterFor({ name: "Storm-Eye", system: { creature: "garou" } });
    expect(await actor.update({ "system.garou.renown.glory.temporary": 11 })).toBeUndefined();
    expect(actor.system.garou.renown.glory.temporary).toBe(0);
    const mortal = await characterFor({ name: "Hale" });
    const context = contextOf(mortal);
    expect(context.virtues).not.toBeNull();
    expect(context.standing).toBeNull();
    expect(context.showDisciplines).toBe(false);
    expect(context.abilityGroups[0]?.traits.map((trait) => trait.key)).not.toContain("primalUrge");
    // Dodge is the Revised rule's talent only.
    expect(context.abilityGroups[0]?.traits.map((trait) => trait.key)).not.toContain("dodge");
    expect(actorSheetContext({ ...contextInput(mortal), dodgeAbility: "dodge" }).abilityGroups[0]?.traits.map((trait) => trait.key)).toContain("dodge");
  });
});

function contextInput(actor: SheetActor) {
  const data = actor.system;
  return {
    id: actor.id,
    name: actor.name,
    img: "",
    system: data,
    derived: data.derived,
    items: [],
    editable: true,
    biographyHTML: "",
    i18n: standIn.i18n,
  };
}
