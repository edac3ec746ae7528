import { describe, expect, it } from "vitest";
import { chronicleView } from "../../../src/rulesets/classic/apps/context/chronicle-view";
import { chronicleCardContext, type ChronicleCardInput } from "../../../src/rulesets/classic/chronicle/card-context";
import { raiseOptions } from "../../../src/rulesets/classic/chronicle/raisable";
import type { ActorSystemSource } from "../../../src/rulesets/classic/data/actor/source";
import { ABILITIES, ATTRIBUTES } from "../../../src/rules/character/traits";
import { translator } from "../lang-translator";
import type { StatusEffect } from "../../../src/rulesets/classic/rules/status/types";
import { ROTSCHRECK_STATUS_VALUE } from "../../../src/rulesets/classic/rules/chronicle/frenzy";

/** A vampire's stored data, every trait at the sheet's defaults but those given. */
function vampire(over: { brawl?: number; dexterity?: number } = {}): ActorSystemSource {
  return {
    creature: "vampire",
    attributes: Object.fromEntries(ATTRIBUTES.map((id) => [id, { value: id === "dexterity" ? (over.dexterity ?? 3) : 2, specialty: "" }])),
    abilities: Object.fromEntries(ABILITIES.map((id) => [id, { value: id === "brawl" ? (over.brawl ?? 0) : 0, specialty: "" }])),
    willpower: { permanent: 4, current: 4 },
    vampire: { generation: 13, clan: "Brujah", sect: "", sire: "" },
    virtues: { conscience: 3, conscienceKind: "conscience", selfControl: 2, selfControlKind: "selfControl", courage: 3 },
    morality: { path: "", value: 7 },
    garou: { breed: "homid", auspice: "ragabash", form: "homid", rage: { permanent: 1, current: 1 }, gnosis: { permanent: 1, current: 1 } },
  } as unknown as ActorSystemSource;
}

const view = (source: ActorSystemSource, unspent: number, language: "en" | "ru" = "en", statuses: StatusEffect[] = []) =>
  chronicleView(
    { source, log: [{ kind: "grant", amount: unspent, note: "the first story" }], options: raiseOptions({ source, items: [{ id: "disc0000000000001", name: "Potence", type: "discipline", system: { identifier: "potence", rating: 1, belongsTo: "", inClan: true, description: "" }, learned: false }] }), backgroundsAllowed: true, statuses, isGM: false, editable: true },
    translator(language),
  );

describe("the sheet lists what experience buys (V20 Experience chart), with the price or the reason", () => {
  it("Dexterity 3 → 4 for 12, a first dot of Brawl for 3, a clan Discipline 1 → 2 for 5", () => {
    const options = view(vampire(), 20).experience.options;
    expect(options.find((option) => option.key === "attribute.dexterity")).toEqual({ key: "attribute.dexterity", label: "Dexterity 3 → 4: 12 XP", refusal: "" });
    expect(options.find((option) => option.key === "ability.brawl")?.label).toBe("Brawl 0 → 1: 3 XP");
    expect(options.find((option) => option.key === "item.disc0000000000001")?.label).toBe("Potence 1 → 2: 5 XP");
    expect(options.find((option) => option.key === "virtue.courage")?.label).toBe("Courage 3 → 4: 6 XP");
  });

  it("too little experience: the reason, in Russian too", () => {
    const short = view(vampire(), 2, "ru").experience.options.find((option) => option.key === "attribute.dexterity");
    expect(short?.refusal).toBe("Повышение стоит 12 опыта; осталось только 2.");
    expect(view(vampire(), 20, "ru").experience).toMatchObject({ earned: 20, spent: 0, unspent: 20, log: [{ label: "Начислено 20", note: "the first story" }] });
  });

  it("a vampire's sheet offers frenzy and Rötschreck checks and healing with blood, no regeneration or change of form", () => {
    const controls = view(vampire(), 0);
    expect(controls.frenzy?.kinds.map((kind) => kind.id)).toEqual(["frenzy", "rotschreck"]);
    expect(controls.bloodHealing?.types.map((type) => type.id)).toEqual(["aggravated", "lethal", "bashing"]);
    expect(controls.regeneration).toBeNull();
    expect(controls.forms).toBeNull();
  });
});

describe("a chronicle card in the reader's language", () => {
  const card: ChronicleCardInput = {
    action: "heal",
    name: "Lucita",
    lines: [{ key: "STC.Classic.Chronicle.Line.Healed", data: { levels: 1 }, named: { type: "STC.Classic.Damage.Type.lethal" } }, { key: "STC.Classic.Chronicle.Line.Spent", data: { amount: 1 }, named: { pool: "STC.Classic.Sheet.BloodPool" } }],
    roll: null,
    undone: false,
    viewerIsGM: true,
    untrusted: false,
    wroteNothing: false,
  };

  it("names the damage and the pool for each reader, and offers the Storyteller the undo", () => {
    expect(chronicleCardContext(card, translator("en"))).toMatchObject({ title: "Lucita heals with blood", lines: ["Lethal damage healed: 1", "Blood pool spent: 1"], canUndo: true });
    expect(chronicleCardContext(card, translator("ru")).title).toBe("Lucita исцеляется кровью");
  });

  it("no undo for a player, for an action that wrote nothing, or on a card no Storyteller wrote", () => {
    expect(chronicleCardContext({ ...card, viewerIsGM: false }, translator("en")).canUndo).toBe(false);
    expect(chronicleCardContext({ ...card, wroteNothing: true }, translator("en")).canUndo).toBe(false);
    expect(chronicleCardContext({ ...card, untrusted: true }, translator("en"))).toMatchObject({ canUndo: false, untrusted: true });
  });

  it("reads its roll again from the faces; a damaged roll shows the reason instead", () => {
    const rolled: ChronicleCardInput = { ...card, roll: { spec: { pool: 2, difficulty: 8, kind: "action" }, faces: [9, 3], labelKeys: ["STC.Trait.stamina"] } };
    expect(chronicleCardContext(rolled, translator("en")).roll).toMatchObject({ label: "Stamina", net: 1, outcome: "success" });
    const damaged: ChronicleCardInput = { ...card, roll: { spec: { pool: 2, difficulty: 8, kind: "action" }, faces: [9], labelKeys: [] } };
    expect(chronicleCardContext(damaged, translator("en"))).toMatchObject({ roll: null, error: expect.stringContaining("The roll on this card cannot be read") });
  });
});

describe("V20 Chapter Eight: the sheet shows the frenzy the character is in, and names Rötschreck as such", () => {
  it("no frenzy, a frenzy, and the Red Fear, in both languages", () => {
    expect(view(vampire(), 0).frenzying).toBeNull();
    expect(view(vampire(), 0, "en", [{ id: "frenzy", sinceRound: 1, expiresAfterRound: null }]).frenzying).toEqual({ kind: "frenzy", label: "In frenzy" });
    const fear: StatusEffect = { id: "frenzy", sinceRound: 1, expiresAfterRound: null, value: ROTSCHRECK_STATUS_VALUE };
    expect(view(vampire(), 0, "en", [fear]).frenzying).toEqual({ kind: "rotschreck", label: "In Rötschreck, the Red Fear" });
    expect(view(vampire(), 0, "ru", [fear]).frenzying?.label).toBe("Во власти Красного страха (Rötschreck)");
  });
});
