import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ToyActorSheet, toySheetContext } from "../../rulesets/toy/apps/sheet";
import { toyStatsOf } from "../../rulesets/toy/data/read";
import { renderTemplate } from "../stand-in/handlebars";
import { actAs, standIn } from "../stand-in/install";
import { placeToken } from "../stand-in/token";
import { sentQueries } from "../stand-in/user";
import { character, players, resetTable, setUpToy, writes } from "./fixtures";

beforeAll(setUpToy);
beforeEach(resetTable);

const draw = (actor: Actor.Implementation, editable: boolean) => renderTemplate(ToyActorSheet.PARTS.sheet.template, toySheetContext(actor, editable));

describe("the toy ruleset's sheet", () => {
  it("is the default sheet of characters and Storyteller characters", () => {
    const registered = standIn.sheets.registrations.filter((entry) => entry.sheetClass === ToyActorSheet);
    expect(registered.map((entry) => [entry.options.types, entry.options.makeDefault, entry.options.label])).toEqual([[["character", "npc"], true, "STC.Toy.Sheet.Label"]]);
  });

  it("draws the character's Grit to edit and its Health, with its own template and strings", async () => {
    const anna = await character("Anna", players.anna, 4);
    await anna.update({ "system.toy.damage": 2 });
    const html = await draw(anna as never, true);
    expect(html).toContain("Anna");
    expect(html).toMatch(/name="system\.toy\.grit" value="4" min="1" max="5"/);
    expect(html).toContain("Health: 5 / 7");
    expect(html).toContain('data-action="toyAttack"');
    // A reader who may not edit sees no input to change and no button.
    const read = await draw(anna as never, false);
    expect(read).toMatch(/name="system\.toy\.grit"[^>]* disabled/);
    expect(read).not.toContain('data-action="toyAttack"');
  });

  it("Grit is kept within 1–5 by the data model", async () => {
    const anna = await character("Anna", players.anna, 2);
    // Refused as a whole, the old value kept (src/data/fields/ranged-number.ts).
    await anna.update({ "system.toy.grit": 6 }).catch(() => undefined);
    await anna.update({ "system.toy.grit": 0 }).catch(() => undefined);
    expect(toyStatsOf(anna).grit).toBe(2);
    expect((anna.toObject().system as { toy: unknown }).toy).toEqual({ grit: 2, damage: 0 });
  });

  it("its button attacks the one token the player targets, through the request channel", async () => {
    const anna = await character("Anna", players.anna, 2);
    const brute = await character("Brute", null, 3);
    const token = placeToken(brute);
    actAs(players.anna);
    const sheet = new ToyActorSheet({ document: anna } as never);
    await ToyActorSheet.onAttack.call(sheet);
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Target exactly one token to attack.");
    players.anna.targets.add(token as never);
    standIn.dice.script([6]);
    await ToyActorSheet.onAttack.call(sheet);
    expect(sentQueries).toHaveLength(1);
    expect(writes("Actor", "update")).toHaveLength(1);
    expect(toyStatsOf(brute).health).toBe(5);
  });
});
