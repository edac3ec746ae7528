import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StreamlinedActorSheet } from "../../../src/rulesets/streamlined/apps/sheet";
import { healthBar, StreamlinedActor } from "../../../src/rulesets/streamlined/documents/actor";
import { healthOf, weaponOf } from "../../../src/rulesets/streamlined/data/read";
import { StreamlinedCombatTracker } from "../../../src/rulesets/streamlined/apps/tracker/combat-tracker";
import { StreamlinedCombat } from "../../../src/rulesets/streamlined/documents/combat";
import { StreamlinedCombatant } from "../../../src/rulesets/streamlined/documents/combatant";
import { actAs, gm, standIn, standInConfig, standInGame } from "../stand-in/install";
import { character, players, resetTable, setUpStreamlined, weapon, writes } from "./fixtures";

beforeAll(setUpStreamlined);
beforeEach(resetTable);

const errors = () => standIn.notifications.messages.filter((entry) => entry.type === "error").map((entry) => entry.message);
const field = (dataset: Record<string, string>, value: string) => ({ dataset, value }) as unknown as HTMLInputElement;

describe("the Streamlined sheet and the stored fields it edits", () => {
  it("is the default sheet of characters and Storyteller characters; the token bar is Health (Stamina + 3)", () => {
    const registered = standIn.sheets.registrations.filter((entry) => entry.sheetClass === StreamlinedActorSheet);
    expect(registered.map((entry) => [entry.options.types, entry.options.makeDefault])).toEqual([[["character", "npc"], true]]);
    expect(standIn.sheets.registrations.every((entry) => entry.sheetClass === StreamlinedActorSheet)).toBe(true);
    expect(standInConfig.Actor.documentClass).toBe(StreamlinedActor);
    // init puts the world's ruleset's combat documents and tracker in.
    expect([standInConfig.Combat.documentClass, standInConfig.Combatant.documentClass, standInConfig.ui.combat]).toEqual([StreamlinedCombat, StreamlinedCombatant, StreamlinedCombatTracker]);
    expect(standInConfig.Actor.trackableAttributes).toMatchObject({ character: { bar: ["streamlined.health"] }, npc: { bar: ["streamlined.health"] } });
    // A new token shows Streamlined's Health, not Classic's track.
    expect(standInGame.system.primaryTokenAttribute).toBe("streamlined.health");
  });

  it("001 Damage and the Downed: the bar shows Health left of Stamina + 3", async () => {
    const actor = await character("Kasia", players.anna, { attributes: { stamina: 3 }, streamlined: { health: { lethal: 2 } } });
    expect(healthBar(actor)).toEqual({ value: 4, max: 6 });
  });

  it("the owner sets damage by type; more damage than Health is refused with a translated message and nothing written", async () => {
    const actor = await character("Kasia", players.anna, { attributes: { stamina: 2 } });
    actAs(players.anna);
    const sheet = new StreamlinedActorSheet({ document: actor } as never);
    await sheet.onDamageChange(field({ damage: "lethal" }, "3"));
    expect(healthOf(actor).damage).toEqual({ bashing: 0, lethal: 3, aggravated: 0 });
    await sheet.onDamageChange(field({ damage: "bashing" }, "3"));
    expect(errors()).toEqual(["Damage of 6 points is more than this character's Health of 5."]);
    await sheet.onDamageChange(field({ damage: "bashing" }, "1.5"));
    expect(errors().at(-1)).toBe("1.5 is not a whole number.");
    expect(healthOf(actor).damage).toEqual({ bashing: 0, lethal: 3, aggravated: 0 });
    expect(writes("Actor", "update")).toHaveLength(1);
  });

  it("a player who does not own the character cannot change it from the sheet", async () => {
    const actor = await character("Kasia", players.anna, {});
    actAs(players.boris);
    const sheet = new StreamlinedActorSheet({ document: actor } as never);
    await sheet.onDamageChange(field({ damage: "lethal" }, "2"));
    expect(healthOf(actor).damage.lethal).toBe(0);
    expect(standIn.notifications.messages.at(-1)?.type).toBe("warning");
  });

  it("the schema refuses a value out of range with a translated message and keeps the old one", async () => {
    const actor = await character("Kasia", players.anna, {}, [weapon("Knife", { modifier: 1, attribute: "dexterity", skill: "melee", damageType: "lethal" })]);
    actAs(gm);
    expect(await actor.update({ "system.streamlined.health.bashing": 20 })).toBeUndefined();
    expect(errors().at(-1)).toContain("20 is outside 0–13.");
    expect(healthOf(actor).damage.bashing).toBe(0);
    const knife = actor.items.getName("Knife");
    if (!knife) throw new Error("No knife.");
    const sheet = new StreamlinedActorSheet({ document: actor } as never);
    await sheet.onItemFieldChange(field({ itemId: knife.id, path: "system.streamlined.modifier" }, "12"));
    expect(errors().at(-1)).toBe("12 is outside -5–10.");
    await sheet.onItemFieldChange(field({ itemId: knife.id, path: "system.streamlined.modifier" }, "3"));
    expect(weaponOf(knife)).toEqual({ modifier: 3, attribute: "dexterity", skill: "melee", damageType: "lethal" });
    expect(await knife.update({ "system.streamlined.skill": "archery" })).toBeUndefined();
    expect(weaponOf(knife).skill).toBe("melee");
  });

  it("a forged or old record reads as its defaults, never as a crash", () => {
    expect(healthOf({ system: { attributes: { stamina: { value: "three" } }, streamlined: { health: { bashing: -4, lethal: "x", dead: "yes" } } } })).toEqual({
      max: 4,
      damage: { bashing: 0, lethal: 0, aggravated: 0 },
      pastZero: 0,
      dead: false,
    });
    expect(weaponOf({ system: null })).toEqual({ modifier: 0, attribute: "strength", skill: "melee", damageType: "lethal" });
  });
});
