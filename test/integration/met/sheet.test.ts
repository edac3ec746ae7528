import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MetActorSheet } from "../../../src/rulesets/met/apps/sheet";
import { openChallenges } from "../../../src/rulesets/met/apps/challenge-panel";
import { metCharacterOf } from "../../../src/rulesets/met/data/character";
import { metRecordOf } from "../../../src/rulesets/met/data/read";
import { requestChallenge } from "../../../src/rulesets/met/requests/challenge-start";
import { standInDocument } from "../stand-in/page";
import { actAs, gm, standIn } from "../stand-in/install";
import { character, placeToken, players, ref, resetTable, setUpMet, writes } from "./fixtures";

beforeAll(setUpMet);
beforeEach(resetTable);

/** A row of the sheet as the template draws it: its category, its inputs, and the button pressed. */
function row(html: string, action: string): HTMLElement {
  const holder = standInDocument.createElement("div");
  holder.innerHTML = html;
  const button = holder.querySelector<HTMLElement>(`[data-action="${action}"]`);
  if (!button) throw new Error(`no ${action} button`);
  return button;
}

const press = (handler: (this: MetActorSheet, event: PointerEvent, target: HTMLElement) => Promise<void>, sheet: MetActorSheet, target: HTMLElement) => handler.call(sheet, {} as PointerEvent, target);

describe("the Mind's Eye Theatre sheet and the record it edits", () => {
  it("is the default sheet of characters and Storyteller characters", () => {
    const registered = standIn.sheets.registrations.filter((entry) => entry.sheetClass === MetActorSheet);
    expect(registered.map((entry) => [entry.options.types, entry.options.makeDefault])).toEqual([[["character", "npc"], true]]);
  });

  it("a character made before the ruleset had fields reads as one with no traits, Willpower 2 and blood 10, unhurt", async () => {
    const actor = await character("Old", players.anna, {});
    expect(metRecordOf(actor)).toMatchObject({ traits: { physical: [], social: [], mental: [] }, willpower: { value: 2, max: 2 }, blood: { value: 10, max: 10 }, health: { bashing: 0, lethal: 0, aggravated: 0 } });
    // A forged record reads as its defaults where it is out of shape.
    expect(metRecordOf({ system: { met: { traits: { physical: [{ name: "Brawny", aspect: "charisma", count: 2 }, "x"] }, willpower: { value: 9, max: 3 }, lost: { physical: [7] } } } })).toMatchObject({ traits: { physical: [] }, willpower: { value: 3, max: 3 }, lost: { physical: [] } });
    expect(metCharacterOf(actor).traits.physical).toEqual([]);
  });

  it("the owner adds a trait, strikes one for the scene and restores it; the end of the scene brings every lost trait back", async () => {
    const actor = await character("Kasia", players.anna, { physical: [{ name: "Quick", aspect: "dexterity" }] });
    actAs(players.anna);
    const sheet = new MetActorSheet({ document: actor } as never);
    const add = row('<div data-category="physical"><div data-met-row><input data-met-input="name" value="Brawny"><select data-met-input="aspect"><option value="strength" selected>Strength</option></select><button data-action="addTrait"></button></div></div>', "addTrait");
    await press(MetActorSheet.onAddTrait, sheet, add);
    expect(metRecordOf(actor).traits.physical).toEqual([{ name: "Quick", aspect: "dexterity", count: 1 }, { name: "Brawny", aspect: "strength", count: 1 }]);
    // The same name twice is refused, with words.
    await press(MetActorSheet.onAddTrait, sheet, add);
    expect(standIn.notifications.messages.at(-1)?.message).toBe("This character already has the trait Brawny; change its count instead.");
    const lose = row('<div data-category="physical"><button data-action="loseTrait" data-name="Brawny"></button></div>', "loseTrait");
    await press(MetActorSheet.onLoseTrait, sheet, lose);
    expect(metRecordOf(actor).lost.physical).toEqual(["Brawny"]);
    // Only as many as it has: a second strike of its one Brawny writes nothing.
    const before = writes("Actor", "update").length;
    await press(MetActorSheet.onLoseTrait, sheet, lose);
    expect(writes("Actor", "update")).toHaveLength(before);
    await press(MetActorSheet.onEndScene, sheet, lose);
    expect(metRecordOf(actor).lost.physical).toEqual([]);
  });

  it("a player who does not own the character cannot change it", async () => {
    const actor = await character("Kasia", players.anna, {});
    actAs(players.boris);
    const sheet = new MetActorSheet({ document: actor } as never);
    await press(MetActorSheet.onAddAbility, sheet, row('<div data-met-row><input data-met-input="ability" value="Brawl"><button data-action="addAbility"></button></div>', "addAbility"));
    expect(metRecordOf(actor).abilities).toEqual([]);
    expect(standIn.notifications.messages.at(-1)?.type).toBe("warning");
  });
});

describe("the Storyteller's panel of open challenges", () => {
  it("lists each open challenge with whom it waits for, a player who went offline marked", async () => {
    const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength" }] });
    const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }] });
    const token = placeToken(informant);
    actAs(players.anna);
    await requestChallenge({ kind: "contested", challenger: ref(kasia), defender: ref(informant, token), difficulty: null, needsWin: false, surprise: false, defenderCategory: null, blind: { challenger: false, defender: false }, moved: { challenger: false, defender: false }, victoryCondition: "Punch", effect: { kind: "narrative" }, traits: ["Brawny"], lenders: [] });
    players.boris.active = false;
    actAs(gm);
    const open = openChallenges().map((entry) => entry.open);
    expect(open).toHaveLength(1);
    expect(open[0]?.sides).toEqual([{ side: "defender", name: "Informant", players: [{ name: "Boris's player", online: false }] }]);
    expect(open[0]?.waiting).toBe("Waiting for Informant to bid or relent.");
  });
});

describe("the challenge dialog", () => {
  it("003 Bidding Traits: asks for the traits the rules require after the first, and a mob's helpers lend their first physical trait", async () => {
    const { MetChallengeDialog } = await import("../../../src/rulesets/met/apps/challenge-dialog");
    // Wounded: every challenge asks one more trait of Kasia (003 Mob Challenges: "being wounded").
    const kasia = await character("Kasia", players.anna, { physical: [{ name: "Brawny", aspect: "strength", count: 2 }, { name: "Quick", aspect: "dexterity" }], health: { bashing: 4, lethal: 0, aggravated: 0 } });
    const informant = await character("Informant", players.boris, { physical: [{ name: "Tough", aspect: "stamina" }] });
    const token = placeToken(informant);
    actAs(players.anna);
    players.anna.targets.add(token);
    const dialog = new MetChallengeDialog(kasia as never);
    const form = new FormData();
    for (const [name, value] of Object.entries({ kind: "contested", firstTrait: "Quick", condition: "Trip him", effectKind: "damage", levels: "1", damageType: "bashing" })) form.set(name, value);
    const payload = dialog.payloadOf(form);
    expect(payload).toMatchObject({ kind: "contested", defender: ref(informant, token), traits: ["Quick", "Brawny"], victoryCondition: "Trip him", effect: { kind: "damage", levels: 1, type: "bashing" }, lenders: [] });
    expect(await requestChallenge(payload)).toMatchObject({ ok: true });
  });
});
