import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { actorDirectoryElement, dropEntry, dropFiles, exportFile, pickFiles, renderActorDirectory } from "../stand-in/actor-directory";
import { resetTable, setUpChain } from "../chat/fixtures";
import { messageCardOf } from "../../../src/chat/cards";
import type { StorytellerActorData } from "../../../src/rulesets/classic/data/actor/base";
import type { StandInActor } from "../stand-in/actor";

/**
 * Characters exported from WoD20 and VTM-V20 brought in through the Actors directory, as a Storyteller does it:
 * the files dropped on the directory or picked from its header's button. Each character's combat numbers and
 * health are worked out by hand from the source sheet (V20 / W20 core; rules map, Initiative, Defence, Damage and
 * soak) and compared with what the system derives for the character the import made.
 */

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, `../../fixtures/import/${name}.json`), "utf8");
const file = (name: string) => exportFile(`fvtt-Actor-${name}.json`, fixture(name));

type Imported = StandInActor & { system: StorytellerActorData };

const importedActors = () => standInGame.actors.contents as Imported[];
const byName = (name: string) => {
  const actor = importedActors().find((entry) => entry.name === name);
  if (!actor) throw new Error(`No actor ${name} was created.`);
  return actor;
};
const reports = () => standInGame.messages.filter((message) => message.type === "classicImportReport");
const notes = (type: "info" | "error") => standIn.notifications.messages.filter((note) => note.type === type).map((note) => note.message);

beforeAll(setUpChain);
beforeEach(() => {
  resetTable();
  standInGame.actors.clear();
});

/** The directory drawn for the Storyteller, with the import's button in it. */
async function directory(): Promise<HTMLElement> {
  const element = actorDirectoryElement();
  await renderActorDirectory(element);
  return element;
}

/** A pool as the summary plans it: dice, difficulty and automatic successes. */
const pool = (roll: { pool: number; difficulty: number; automaticSuccesses: number } | null | undefined) => (roll ? [roll.pool, roll.difficulty, roll.automaticSuccesses] : null);

function combatOf(actor: Imported) {
  const combat = actor.system.derived.combat;
  const attack = (key: string) => combat.attacks.find((entry) => entry.key === key);
  const itemId = (name: string) => actor.items.find((item) => item.name === name)?.id ?? "";
  return {
    initiative: combat.initiative,
    wounds: combat.wounds,
    soak: Object.fromEntries(combat.soak.map((entry) => [entry.key, entry.rolls[entry.best]?.pool ?? null])),
    dodge: pool(combat.defences.find((defence) => defence.kind === "dodge")?.roll),
    attack: (name: string) => {
      const entry = attack(name === "unarmed" ? "unarmed" : itemId(name));
      return { roll: pool(entry?.roll), damage: pool(entry?.damage?.roll), type: entry?.damage?.type ?? null, available: entry?.available ?? false };
    },
  };
}

describe("the Actors directory offers the import to a user who may create actors", () => {
  it("one button in the header, however often the directory is drawn; none for a player without the permission", async () => {
    const element = await directory();
    await renderActorDirectory(element);
    const buttons = element.querySelectorAll(".header-actions .stc-import-button");
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.textContent?.trim()).toBe("Import characters");
    expect(element.querySelector<HTMLInputElement>(".header-actions .stc-import-input")?.multiple).toBe(true);
    actAs(player);
    const theirs = actorDirectoryElement();
    await renderActorDirectory(theirs);
    expect(theirs.querySelector(".stc-import-button")).toBeNull();
  });
});

describe("a WoD20 vampire dropped on the directory (Ilse Varga, Brujah, 11th generation, Hurt)", () => {
  it("becomes a character whose sheet, combat numbers and track are the source's", async () => {
    const element = await directory();
    const drop = dropFiles(element.querySelector(".directory-list") ?? element, [file("wod20-vampire")]);
    expect(drop.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    const actor = byName("Ilse Varga");
    expect(actor.type).toBe("character");
    const source = actor.system;
    expect(source).toMatchObject({ creature: "vampire", willpower: { permanent: 5, current: 4 }, blood: { current: 9 }, vampire: { generation: 11, clan: "Brujah" }, disciplines: { celerity: 2, fortitude: 0, potence: 3 } });
    // Bashing 1 and lethal 1: two levels, Hurt at −1 (V20 core health chart); a blood pool of 12 at the 11th generation.
    expect(actor.system.derived).toMatchObject({ woundLevel: "hurt", woundPenalty: -1, health: { value: 5, max: 7 }, blood: { max: 12, perTurn: 1 } });
    const combat = combatOf(actor);
    // Dexterity 4 + Wits 3 − 1 (000 §1.1).
    expect(combat.initiative).toBe(6);
    // Stamina 3 + Fortitude 0 + the leather jacket's 1 against bashing and lethal; Fortitude 0 + 1 against aggravated (000 §4).
    expect(combat.soak).toMatchObject({ bashing: 4, lethal: 4, aggravated: 1 });
    // Dexterity 4 + Athletics 2 − 1 at 6 (V20: the dodge ability is Athletics by default).
    expect(combat.dodge).toEqual([5, 6, 0]);
    // Bare hands: Dexterity 4 + Brawl 3 − 1; Strength 3 with Potence 3 as automatic successes (000 §3.1).
    expect(combat.attack("unarmed")).toMatchObject({ roll: [6, 6, 0], damage: [3, 6, 3], type: "bashing", available: true });
    // The switchblade: Dexterity 4 + Melee 2 − 1 at its difficulty 4; Strength 3 + 1, Potence 3.
    expect(combat.attack("Switchblade")).toMatchObject({ roll: [5, 4, 0], damage: [4, 6, 3], type: "lethal", available: true });
    // The Glock: Dexterity 4 + Firearms 1 − 1; 4 fixed dice.
    expect(combat.attack("Glock 19")).toMatchObject({ roll: [4, 6, 0], damage: [4, 6, 0], type: "lethal", available: true });
    expect(actor.items.contents.map((item) => item.type).sort()).toEqual(["armor", "background", "background", "discipline", "discipline", "discipline", "merit", "merit", "power", "weapon", "weapon"]);
  });

  it("posts a report card listing every field without a place, and keeps them in the biography", async () => {
    const element = await directory();
    dropFiles(element, [file("wod20-vampire")]);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    const actor = byName("Ilse Varga");
    const [card] = reports();
    expect(card?.whisper).toEqual([gm.id]);
    const drawn = await messageCardOf(card as never);
    expect(drawn?.html).toContain("Imported from WoD20");
    expect(drawn?.html).toContain("Ilse Varga, a character of WoD20 7.2.5");
    expect(drawn?.html).toContain("4 fields of the file have no place here:");
    // The card's text: an enricher-proof break follows each "[" in the HTML (src/chat/unenriched.ts).
    const text = (drawn?.html ?? "").replace(/<[^>]+>/g, "");
    for (const field of ["system.player", "system.money.carried", "system.abilities.intuition.value", "items[Item: Union card]"]) expect(text).toContain(field);
    const biography = actor.system.biography;
    expect(biography).toContain("<h2>Appearance</h2><p>Close-cropped hair, a union pin on her jacket.</p>");
    expect(biography).toContain("<li><code>system.player</code>: Mirela <em>(no place on this sheet)</em></li>");
    expect(notes("info")).toEqual(["Ilse Varga was imported from WoD20; 4 fields had no place and are kept in the biography."]);
  });
});

describe("several files at once, each its own result", () => {
  it("a Garou and a VTM-V20 vampire are made; a file of another system and a text file are refused, and nothing of them is created", async () => {
    const element = await directory();
    const foreign = exportFile("fvtt-Actor-dnd-fighter.json", JSON.stringify({ name: "Brakka", type: "character", system: { abilities: {} }, items: [], _stats: { systemId: "dnd5e", systemVersion: "5.1.0" } }));
    const text = exportFile("notes.txt", "not a character");
    dropFiles(element, [file("wod20-garou"), foreign, file("vtm-v20-vampire"), text]);
    await vi.waitFor(() => expect(reports()).toHaveLength(2));
    await vi.waitFor(() => expect(notes("error")).toHaveLength(2));
    expect(importedActors().map((actor) => actor.name)).toEqual(["Kasia Wolan", "Teodor Lenz"]);
    expect(notes("error")).toEqual([
      "fvtt-Actor-dnd-fighter.json comes from the system “dnd5e”: characters are imported from WoD20 and VTM-V20 only.",
      "notes.txt is not JSON, so it cannot be an exported character.",
    ]);
    expect(standIn.database.writes.filter((write) => write.documentName === "Actor" && write.action === "create")).toHaveLength(2);
  });

  it("the Garou (Kasia Wolan, Crinos, Injured) has the source's Crinos numbers", async () => {
    const element = await directory();
    dropFiles(element, [file("wod20-garou")]);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    const actor = byName("Kasia Wolan");
    expect(actor.system.garou).toMatchObject({ breed: "homid", auspice: "ahroun", form: "crinos", rage: { permanent: 5, current: 4 }, gnosis: { permanent: 3, current: 3 }, rank: 2 });
    // Lethal 2 and aggravated 1: three levels, Injured at −1.
    expect(actor.system.derived).toMatchObject({ woundLevel: "injured", woundPenalty: -1, health: { value: 4, max: 7 }, inBreedForm: false });
    // Crinos (W20 core): Strength 3 + 4, Dexterity 3 + 1, Stamina 3 + 3.
    expect([actor.system.derived.attributes.strength, actor.system.derived.attributes.dexterity, actor.system.derived.attributes.stamina]).toEqual([7, 4, 6]);
    const combat = combatOf(actor);
    expect(combat.initiative).toBe(6);
    // Out of the breed form a Garou soaks every type with Stamina (004 Soaking): 6, no armour.
    expect(combat.soak).toMatchObject({ bashing: 6, lethal: 6, aggravated: 6 });
    expect(combat.dodge).toEqual([5, 6, 0]);
    // The klaive: Dexterity 4 + Melee 2 − 1; Strength 7 + 2 aggravated.
    expect(combat.attack("Klaive")).toMatchObject({ roll: [5, 6, 0], damage: [9, 6, 0], type: "aggravated", available: true });
    // The claws, now the W20 claw maneuver (004 Claw): Dexterity 4 + Brawl 3 − 1 at 6; Strength 7 + 2 aggravated in Crinos.
    expect(combat.attack("Claws")).toMatchObject({ roll: [6, 6, 0], damage: [9, 6, 0], type: "aggravated", available: true });
  });

  it("the VTM-V20 vampire (Teodor Lenz, Gangrel, 10th generation, Hurt) has the source's numbers", async () => {
    const element = await directory();
    dropFiles(element, [file("vtm-v20-vampire")]);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    const actor = byName("Teodor Lenz");
    expect(actor.system).toMatchObject({ willpower: { permanent: 6, current: 5 }, blood: { current: 8 }, disciplines: { celerity: 1, fortitude: 2, potence: 0 } });
    expect(actor.system.derived).toMatchObject({ woundLevel: "hurt", woundPenalty: -1, health: { value: 5, max: 7 }, blood: { max: 13 } });
    const combat = combatOf(actor);
    // Dexterity 3 + Wits 3 − 1.
    expect(combat.initiative).toBe(5);
    // Stamina 4 + Fortitude 2 + the jacket's 1; aggravated Fortitude 2 + 1; sunlight Fortitude 2 (000 §4).
    expect(combat.soak).toMatchObject({ bashing: 7, lethal: 7, aggravated: 3, sunlight: 2 });
    // Dexterity 3 + Athletics 3 − 1.
    expect(combat.dodge).toEqual([5, 6, 0]);
    expect(combat.attack("unarmed")).toMatchObject({ roll: [5, 6, 0], damage: [3, 6, 0], type: "bashing" });
    // The knife: Dexterity 3 + Melee 1 − 1; Strength 3 + 1. The revolver: Dexterity 3 + Firearms 0 − 1; 6 dice.
    expect(combat.attack("Hunting Knife")).toMatchObject({ roll: [3, 6, 0], damage: [4, 6, 0], type: "lethal" });
    expect(combat.attack("Heavy Revolver")).toMatchObject({ roll: [2, 6, 0], damage: [6, 6, 0], type: "lethal" });
    expect(actor.items.contents.filter((item) => item.type === "power").map((item) => item.name)).toEqual(["Feral Whispers", "Beckoning"]);
  });

  it("the mortals of both systems come with their tracks and weapons", async () => {
    const element = await directory();
    dropFiles(element, [file("wod20-mortal"), file("vtm-v20-mortal")]);
    await vi.waitFor(() => expect(reports()).toHaveLength(2));
    const daniel = byName("Daniel Okafor");
    // Bashing 2: Hurt. Dexterity 3 + Wits 2 − 1; the shotgun Dexterity 3 + Firearms 2 − 1 for 8 dice.
    expect(daniel.system.derived).toMatchObject({ woundLevel: "hurt", woundPenalty: -1 });
    expect(combatOf(daniel).initiative).toBe(4);
    expect(combatOf(daniel).soak).toMatchObject({ bashing: 3, lethal: 0 });
    expect(combatOf(daniel).attack("Remington 870")).toMatchObject({ roll: [4, 6, 0], damage: [8, 6, 0], type: "lethal" });
    const ruth = byName("Ruth Abrams");
    // Bashing 1 (her Bruised level marked 1): Bruised at 0. Dexterity 2 + Wits 3.
    expect(ruth.system.derived).toMatchObject({ woundLevel: "bruised", woundPenalty: 0 });
    expect(combatOf(ruth).initiative).toBe(5);
    const [, ruthsCard] = reports();
    expect((await messageCardOf(ruthsCard as never))?.html).toContain("Every field of the file has its place on this sheet.");
  });
});

describe("the header's button and what is not an import", () => {
  it("the files picked through the button are imported", async () => {
    const element = await directory();
    const input = element.querySelector<HTMLInputElement>(".stc-import-input");
    if (!input) throw new Error("No file input.");
    pickFiles(input, [file("vtm-v20-mortal")]);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(importedActors().map((actor) => actor.name)).toEqual(["Ruth Abrams"]);
  });

  it("Foundry's own drag of an actor entry is left to Foundry: nothing is imported and the drop is not taken", async () => {
    const element = await directory();
    const drop = dropEntry(element.querySelector(".directory-list") ?? element, { type: "Actor", uuid: "Actor.abc" });
    expect(drop.defaultPrevented).toBe(false);
    await new Promise((done) => setTimeout(done, 10));
    expect(importedActors()).toEqual([]);
    expect(notes("error")).toEqual([]);
  });

  it("a player without the permission to create actors who drops a file anyway is told, and nothing is made", async () => {
    const element = await directory();
    actAs(player);
    dropFiles(element, [file("wod20-mortal")]);
    await vi.waitFor(() => expect(notes("error")).toEqual(["You may not create actors in this world, so nothing was imported."]));
    expect(importedActors()).toEqual([]);
    expect(reports()).toEqual([]);
  });
});
