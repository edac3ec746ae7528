import { describe, expect, it } from "vitest";
import { importExport } from "../../../src/rulesets/classic/import/import-export";
import { actorCreateData, biographyOf } from "../../../src/rulesets/classic/import/create-data";
import { importReportContext } from "../../../src/rulesets/classic/apps/import/report-context";
import { translator } from "../lang-translator";
import { exported, imported } from "./fixtures";

describe("which system a file came from: Foundry's stamp, or the data's shape", () => {
  it("a file of another system is refused, naming the system", () => {
    const file = { ...exported("wod20-vampire"), _stats: { systemId: "dnd5e", systemVersion: "5.1.0" } };
    expect(importExport(file)).toEqual({ ok: false, refusal: { key: "STC.Classic.Import.Refused.OtherSystem", data: { system: "dnd5e" } } });
  });

  it("Foundry 13's export stamp names the system when the document's own stamp does not", () => {
    const file = { ...exported("vtm-v20-mortal"), _stats: { exportSource: { systemId: "wod5e", systemVersion: "5.0.0" } } };
    expect(importExport(file)).toEqual({ ok: false, refusal: { key: "STC.Classic.Import.Refused.OtherSystem", data: { system: "wod5e" } } });
  });

  it("this system's own character is refused with the way to bring it in", () => {
    const file = { name: "Lucita", type: "character", system: {}, _stats: { systemId: "storyteller-combat" } };
    expect(importExport(file)).toEqual({ ok: false, refusal: { key: "STC.Classic.Import.Refused.OwnSystem", data: {} } });
  });

  it("a WoD20 creature these imports do not map (a Mage) is refused, naming the types that are", () => {
    const file = { ...exported("wod20-mortal"), type: "Mage" };
    expect(importExport(file)).toEqual({
      ok: false,
      refusal: { key: "STC.Classic.Import.Refused.ActorType", data: { system: "WoD20", type: "Mage", types: "Mortal, Vampire, Werewolf, Creature, Spirit" } },
    });
  });

  it("an item, a list or a document without data is no exported character", () => {
    expect(importExport([1, 2])).toEqual({ ok: false, refusal: { key: "STC.Classic.Import.Refused.NotActor", data: {} } });
    expect(importExport({ name: "Knife" })).toEqual({ ok: false, refusal: { key: "STC.Classic.Import.Refused.NotActor", data: {} } });
    expect(importExport({ name: "Old", type: "Vampire", data: {}, _stats: { systemId: "worldofdarkness" } })).toEqual({ ok: false, refusal: { key: "STC.Classic.Import.Refused.NotActor", data: {} } });
  });

  it("without a stamp, the shape tells WoD20 from VTM-V20; a shape of neither is refused", () => {
    const unstamped = (name: "wod20-garou" | "vtm-v20-vampire") => {
      const file = exported(name);
      delete file._stats;
      delete file.flags;
      return file;
    };
    expect(imported(unstamped("wod20-garou")).source).toBe("wod20");
    expect(imported(unstamped("vtm-v20-vampire")).source).toBe("vtm-v20");
    expect(importExport({ name: "Someone", type: "npc", system: { hp: 3 } })).toEqual({ ok: false, refusal: { key: "STC.Classic.Import.Refused.Unknown", data: {} } });
  });
});

describe("the character Foundry creates, and its biography", () => {
  const en = translator("en");

  it("is a Classic character with its items, the token's look and the biography", () => {
    const { character, unplaced, source } = imported("vtm-v20-mortal");
    const data = actorCreateData(character, unplaced, source, en);
    expect(data).toMatchObject({ name: "Ruth Abrams", type: "character", img: "icons/svg/mystery-man.svg", prototypeToken: { name: "Ruth Abrams", actorLink: false, texture: { src: "icons/svg/mystery-man.svg" } } });
    expect((data.items as unknown[]).length).toBe(2);
    expect((data.system as { biography: string }).biography).toBe("");
  });

  it("gathers the sheet's text under its headings, then every field without a place, escaped, in the table's language", () => {
    const { character, unplaced, source } = imported("wod20-mortal");
    expect(biographyOf(character, unplaced, source, en)).toBe(
      "<h2>History</h2><p>Has seen two things in the alleys behind St. Jude&#39;s he cannot explain.</p>" +
        "<h2>From WoD20: fields without a place on this sheet</h2><ul>" +
        "<li><code>system.abilities.skill.research.value</code>: 1 <em>(no place on this sheet)</em></li>" +
        "<li><code>items[Remington 870].system.istwohanded</code>: true <em>(no place on this sheet)</em></li></ul>",
    );
    const ru = translator("ru");
    expect(biographyOf(character, unplaced, source, ru)).toContain("<h2>Из WoD20: поля без места на этом листе</h2>");
  });

  it("the source system's own icons and paths that are no image are left for this system's defaults", () => {
    const file = exported("vtm-v20-mortal");
    Object.assign(file, { img: "systems/vtm-v20/VTM icons/Mortal.png", prototypeToken: { name: "Ruth", texture: { src: "worlds/x/tokens/ruth" } } });
    const { character } = imported(file);
    expect(character.img).toBeNull();
    expect(character.token).toEqual({ name: "Ruth" });
    expect(imported("vtm-v20-vampire").character.items.find((item) => item.name === "Fortitude")?.img).toBeUndefined();
    expect(imported("vtm-v20-vampire").character.items.find((item) => item.name === "Hunting Knife")?.img).toBe("icons/svg/sword.svg");
  });

  it("a hostile value is text in the biography and on the card", () => {
    const file = exported("vtm-v20-mortal");
    Object.assign(file.system as object, { player: "<img src=x onerror=alert(1)>" });
    const { character, unplaced, source } = imported(file);
    expect(biographyOf(character, unplaced, source, en)).toContain("<code>system.player</code>: &lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("the report card's lines, from its record alone", () => {
  it("names the character, the system's version and the file, and each field with its reason", () => {
    const { unplaced } = imported("wod20-garou");
    const context = importReportContext({ source: "wod20", sourceVersion: "3.3.0", file: "fvtt-Actor-kasia-wolan.json", name: "Kasia Wolan", unplaced }, translator("en"));
    expect(context).toMatchObject({
      title: "Imported from WoD20",
      character: "Kasia Wolan, a character of WoD20 3.3.0",
      file: "File: fvtt-Actor-kasia-wolan.json",
      heading: "4 fields of the file have no place here:",
    });
    expect(context.rows.map((row) => row.reason)).toEqual(["no place on this sheet", "no place on this sheet", "no place on this sheet", "a form's change, which this system's rules make themselves"]);
    const ru = importReportContext({ source: "wod20", sourceVersion: "", file: "", name: "Kasia Wolan", unplaced: unplaced.slice(0, 1) }, translator("ru"));
    expect([ru.title, ru.character, ru.heading]).toEqual(["Импорт из WoD20", "Kasia Wolan, персонаж WoD20", "1 поле файла не нашло здесь места:"]);
  });

  it("a number out of range names what the sheet holds instead", () => {
    const context = importReportContext({ source: "vtm-v20", sourceVersion: "0.3.0", file: "", name: "Teodor", unplaced: [{ field: "system.generation", value: "3", reason: "outOfRange", placed: "4" }] }, translator("ru"));
    expect(context.rows).toEqual([{ field: "system.generation", value: "3", reason: "вне пределов этой системы; на листе — 4", reasonId: "outOfRange" }]);
  });
});
