import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { standInWindow } from "../stand-in/page";

/** The stand-in's page, where the HUD's element is made. */
const page = (standInWindow as unknown as { document: Document }).document;
import { forgeRequest } from "../stand-in/requests";
import { StandInChatMessage } from "../stand-in/chat-message";
import { requestRaise } from "../../../src/rulesets/classic/requests/chronicle-raise";
import { requestExperience } from "../../../src/rulesets/classic/requests/chronicle-experience";
import { requestPower } from "../../../src/rulesets/classic/requests/chronicle-power";
import { requestFrenzyCheck } from "../../../src/rulesets/classic/requests/chronicle-frenzy";
import { requestBloodHealing } from "../../../src/rulesets/classic/requests/chronicle-heal";
import { requestRegeneration } from "../../../src/rulesets/classic/requests/chronicle-regenerate";
import { requestShift } from "../../../src/rulesets/classic/requests/chronicle-shift";
import { undoChronicle } from "../../../src/rulesets/classic/chronicle/undo";
import { messageCardOf } from "../../../src/chat/cards";
import { experienceLogOf } from "../../../src/rulesets/classic/data/actor/experience-schema";
import { chronicleView } from "../../../src/rulesets/classic/apps/context/chronicle-view";
import { chronicleViewInput } from "../../../src/rulesets/classic/apps/context/chronicle-input";
import { translate } from "../../../src/i18n";
import { maneuverItem } from "../chat/fixtures";
import { chronicleCards, chronicleCharacter, faces, granted, lastCard, placeToken, players, resetTable, setUpChronicle, warnings, writes } from "./fixtures";

beforeAll(setUpChronicle);
beforeEach(resetTable);

const vampireSheet = (extra: Record<string, unknown> = {}) => ({
  creature: "vampire",
  vampire: { generation: 13, clan: "Ventrue" },
  attributes: { charisma: { value: 3 }, stamina: { value: 2 } },
  abilities: { intimidation: { value: 2 } },
  willpower: { permanent: 5, current: 5 },
  blood: { current: 6 },
  virtues: { conscience: 3, selfControl: 2, courage: 2 },
  ...extra,
});

const garouSheet = (extra: Record<string, unknown> = {}) => ({
  creature: "garou",
  attributes: { strength: { value: 2 }, dexterity: { value: 3 }, stamina: { value: 3 } },
  abilities: { primalUrge: { value: 2 } },
  garou: { breed: "homid", auspice: "ahroun", form: "homid", rank: 2, tribe: "Get of Fenris", rage: { permanent: 5, current: 5 }, gnosis: { permanent: 3, current: 3 } },
  ...extra,
});

const dominate = { name: "Dominate", type: "discipline", system: { identifier: "dominate", rating: 2, inClan: true } };
const command = { name: "Command", type: "power", system: { identifier: "command", kind: "discipline", level: 1, belongsTo: "dominate", cost: { blood: 1 }, roll: { first: "charisma", second: "intimidation", difficulty: 7 } } };
const systemOf = (actor: { system: unknown }) => actor.system as Record<string, unknown> & { blood: { current: number }; willpower: { current: number }; health: Record<string, number> } & { derived: { attributes: Record<string, number>; woundPenalty: number } };

describe("V20 Chapter Six, Experience: a Discipline raised from the sheet", () => {
  it("a clan Discipline at 2 costs 2 × 5 = 10 (V20 Experience chart); the rating and the log are written, the card says so", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(12)), [dominate]);
    const item = actor.items.contents[0];
    actAs(players.david);
    const outcome = await requestRaise(actor as never, `item.${item?.id ?? ""}`);
    expect(outcome).toEqual({ ok: true, value: null });
    expect((item?.system as unknown as { rating: number }).rating).toBe(3);
    expect(experienceLogOf(actor.system)).toEqual([{ kind: "grant", amount: 12, note: "" }, { kind: "spend", amount: 10, note: "Dominate 2 → 3" }]);
    const card = lastCard();
    expect(card.author?.isGM).toBe(true);
    const html = (await messageCardOf(card as never))?.html;
    expect(html).toContain("Raised: Dominate 2 → 3");
    expect(html).toContain("Experience spent: 10; unspent now: 2");
  });

  it("an out-of-clan Discipline at 2 costs 2 × 7 = 14: with 13 unspent the raise is refused with the reason, and nothing is written", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(13)), [{ ...dominate, system: { ...dominate.system, inClan: false } }]);
    const item = actor.items.contents[0];
    actAs(players.david);
    const outcome = await requestRaise(actor as never, `item.${item?.id ?? ""}`);
    expect(outcome).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.ExperienceShort", data: { cost: 14, unspent: 13 } });
    expect(warnings()).toContain("The raise costs 14 experience; only 13 are unspent.");
    expect(writes("Actor", "update")).toEqual([]);
    expect(writes("Item", "update")).toEqual([]);
    expect(chronicleCards()).toEqual([]);
  });

  it("an Attribute at the 13th generation's maximum of 5 is refused (V20 generation chart)", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet({ ...granted(40), attributes: { charisma: { value: 5 } } }));
    actAs(players.david);
    expect(await requestRaise(actor as never, "attribute.charisma")).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.TraitAtMaximum", data: { max: 5 } });
    expect(writes("Actor", "update")).toEqual([]);
  });
});

describe("W20 Chapter Two, Experience: Gifts learned", () => {
  it("a Gift of the Garou's own auspice at level 2 costs 2 × 3 = 6, another's 2 × 5 = 10 (W20 Experience chart)", async () => {
    const own = { name: "Spirit of the Fray", type: "power", system: { identifier: "spirit-of-the-fray", kind: "gift", level: 2, belongsTo: "ahroun" } };
    const other = { name: "Name the Spirit", type: "power", system: { identifier: "name-the-spirit", kind: "gift", level: 2, belongsTo: "theurge" } };
    const actor = await chronicleCharacter("Mari", players.david, garouSheet(granted(16)), [own, other]);
    const [ownItem, otherItem] = actor.items.contents;
    actAs(players.david);
    expect((await requestRaise(actor as never, `item.${ownItem?.id ?? ""}`)).ok).toBe(true);
    expect((await requestRaise(actor as never, `item.${otherItem?.id ?? ""}`)).ok).toBe(true);
    expect(experienceLogOf(actor.system).filter((entry) => entry.kind === "spend").map((entry) => entry.amount)).toEqual([6, 10]);
    expect(ownItem?.getFlag("storyteller-combat", "learned")).toBe(true);
    // Once learned, the Gift is no longer for sale.
    expect(await requestRaise(actor as never, `item.${ownItem?.id ?? ""}`)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.NotRaisable" });
  });

  it("a Gift above the Garou's Rank is refused", async () => {
    const high = { name: "Gift of the Rank Three", type: "power", system: { identifier: "high", kind: "gift", level: 3, belongsTo: "ahroun" } };
    const actor = await chronicleCharacter("Mari", players.david, garouSheet(granted(30)), [high]);
    actAs(players.david);
    expect(await requestRaise(actor as never, `item.${actor.items.contents[0]?.id ?? ""}`)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.LevelAboveMaximum", data: { max: 2 } });
  });
});

describe("the Storyteller grants and corrects experience", () => {
  it("a grant and a correction land in the log; a player cannot grant", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet());
    actAs(gm);
    expect((await requestExperience(actor as never, "grant", 5, "The Prince's favour")).ok).toBe(true);
    expect((await requestExperience(actor as never, "correct", -2, "counted twice")).ok).toBe(true);
    expect(experienceLogOf(actor.system).map((entry) => entry.amount)).toEqual([5, -2]);
    actAs(players.david);
    expect(await requestExperience(actor as never, "grant", 50, "")).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.StorytellerOnly" });
    expect(experienceLogOf(actor.system)).toHaveLength(2);
  });

  it("a forged request with a field the request has not, or for another's character, changes nothing", async () => {
    const mine = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(20)));
    const theirs = await chronicleCharacter("Beckett", players.alistair, vampireSheet(granted(20)));
    actAs(players.david);
    const ref = (actor: typeof mine) => ({ actorId: actor.id, tokenUuid: "" });
    expect(await forgeRequest("classicChronicleRaise", { actor: ref(mine), trait: "ability.brawl", cost: 0 })).toMatchObject({ ok: false, key: "STC.Error.RequestFieldUnknown" });
    expect(await forgeRequest("classicChronicleRaise", { actor: ref(theirs), trait: "ability.brawl" })).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.NotYours" });
    expect(writes("Actor", "update")).toEqual([]);
  });
});

describe("V20 Chapter Four: a Discipline power rolled from the sheet spends its blood", () => {
  it("Command rolls Charisma + Intimidation at 7 and takes the blood point it states", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(), [dominate, command]);
    const power = actor.items.contents.find((item) => item.type === "power");
    faces(8, 3, 7, 1, 9);
    actAs(players.david);
    expect((await requestPower(actor as never, power?.id ?? "", 0, false)).ok).toBe(true);
    expect(systemOf(actor).blood.current).toBe(5);
    const card = lastCard();
    expect(card.system.cardRoll).toMatchObject({ spec: { pool: 5, difficulty: 7 }, faces: [8, 3, 7, 1, 9] });
    const html = (await messageCardOf(card as never))?.html;
    expect(html).toContain("Power: Command");
    expect(html).toContain("Blood pool spent: 1");
  });

  it("a power asking 2 blood of a 13th-generation vampire is refused: one point a turn (V20 generation chart)", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(), [{ ...command, system: { ...command.system, cost: { blood: 2 } } }]);
    actAs(players.david);
    expect(await requestPower(actor as never, actor.items.contents[0]?.id ?? "", 0, false)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.BloodOverTurnLimit", data: { perTurn: 1 } });
    expect(systemOf(actor).blood.current).toBe(6);
  });
});

describe("W20 Chapter Four: a Gift rolled from the sheet spends its Gnosis", () => {
  it("a Gift rolling Gnosis + Occult at 7 takes its Gnosis point; a second use with none left is refused and changes nothing", async () => {
    const gift = { name: "Spirit Speech", type: "power", system: { identifier: "spirit-speech", kind: "gift", level: 1, belongsTo: "theurge", cost: { gnosis: 1 }, roll: { first: "gnosis", second: "occult", difficulty: 7 } } };
    const actor = await chronicleCharacter("Mari", players.david, garouSheet({ abilities: { occult: { value: 2 } }, garou: { ...garouSheet().garou, gnosis: { permanent: 3, current: 1 } } }), [gift]);
    faces(7, 2, 9, 4, 1);
    actAs(players.david);
    expect((await requestPower(actor as never, actor.items.contents[0]?.id ?? "", 0, false)).ok).toBe(true);
    expect(lastCard().system.cardRoll?.spec).toMatchObject({ pool: 5, difficulty: 7 });
    expect(systemOf(actor)).toMatchObject({ garou: { gnosis: { current: 0 } } });
    expect(await requestPower(actor as never, actor.items.contents[0]?.id ?? "", 0, false)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.PoolShort", data: { trait: "gnosis", needed: 1, left: 0 } });
    expect(warnings()).toContain("It needs 1 Gnosis; 0 left.");
    expect(chronicleCards()).toHaveLength(1);
  });
});

describe("V20 Chapter Eight and W20 Chapter Six: frenzy checks", () => {
  it("the Storyteller calls a check: Self-Control 2 at 7 fails, the frenzy status is set and wound penalties lift", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet({ health: { lethal: 4 } }));
    expect(systemOf(actor).derived.woundPenalty).toBe(-2);
    faces(3, 6);
    actAs(gm);
    expect((await requestFrenzyCheck(actor as never, "frenzy", 7)).ok).toBe(true);
    expect(actor.effects.contents.map((effect) => [...effect.statuses])).toEqual([["frenzy"]]);
    expect(systemOf(actor).derived.woundPenalty).toBe(0);
    expect((await messageCardOf(lastCard() as never))?.html).toContain("The Beast takes over");
  });

  it("a Garou's Rage roll frenzies at four successes, not at three", async () => {
    const actor = await chronicleCharacter("Mari", players.david, garouSheet());
    actAs(players.david);
    faces(6, 7, 8, 2, 3);
    await requestFrenzyCheck(actor as never, "frenzy", 6);
    expect(actor.effects.contents).toHaveLength(0);
    faces(6, 7, 8, 9, 3);
    await requestFrenzyCheck(actor as never, "frenzy", 6);
    expect(actor.effects.contents.map((effect) => [...effect.statuses])).toEqual([["frenzy"]]);
  });
});

describe("healing: blood (V20 Chapter Eight) and regeneration (W20 Chapter Six)", () => {
  it("a vampire mends a lethal level for one blood point, an aggravated one for five and a Willpower point", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet({ vampire: { generation: 8 }, blood: { current: 10 }, health: { lethal: 2, aggravated: 1 } }));
    actAs(players.david);
    expect((await requestBloodHealing(actor as never, "lethal", 1)).ok).toBe(true);
    expect(systemOf(actor).health).toMatchObject({ lethal: 1, aggravated: 1 });
    expect(systemOf(actor).blood.current).toBe(9);
    expect((await requestBloodHealing(actor as never, "aggravated", 1)).ok).toBe(true);
    expect(systemOf(actor).health).toMatchObject({ lethal: 1, aggravated: 0 });
    expect(systemOf(actor).blood.current).toBe(4);
    expect(systemOf(actor).willpower.current).toBe(4);
  });

  it("a Garou out of the breed form regenerates a level at once; in it, only on the Stamina roll", async () => {
    const actor = await chronicleCharacter("Mari", players.david, garouSheet({ health: { lethal: 2 } }));
    actAs(players.david);
    faces(3, 5, 7);
    expect((await requestRegeneration(actor as never, "lethal")).ok).toBe(true);
    expect(systemOf(actor).health.lethal).toBe(2);
    await actor.update({ "system.garou.form": "crinos" });
    expect((await requestRegeneration(actor as never, "lethal")).ok).toBe(true);
    expect(systemOf(actor).health.lethal).toBe(1);
    expect(await requestRegeneration(actor as never, "aggravated")).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.AggravatedNoRegeneration" });
  });
});

describe("W20 Chapter Six, Shapeshifting: the token follows the form", () => {
  it("a Rage point shifts to Crinos at once: the form, its Attributes, its maneuvers and the token image follow; the Storyteller's undo puts all back", async () => {
    const actor = await chronicleCharacter("Mari", players.david, garouSheet({ garou: { ...garouSheet().garou, formImages: { crinos: "tokens/mari-crinos.webp" } } }), [maneuverItem("w20Claw", "Claw")]);
    const token = placeToken(actor);
    const homidImage = token.document.texture.src;
    const claw = () => (actor.system as unknown as { derived: { combat: { attacks: { key: string; available: boolean; damage: { type: string } | null }[] } } }).derived.combat.attacks.find((attack) => attack.key === actor.items.contents[0]?.id);
    expect(claw()?.available).toBe(false);
    actAs(players.david);
    expect((await requestShift(actor as never, "crinos", "rage")).ok).toBe(true);
    expect(systemOf(actor)).toMatchObject({ garou: { form: "crinos", rage: { current: 4 } } });
    expect(systemOf(actor).derived.attributes).toMatchObject({ strength: 6, dexterity: 4, stamina: 6 });
    expect(claw()).toMatchObject({ available: true, damage: { type: "aggravated" } });
    expect(token.document.texture.src).toBe("tokens/mari-crinos.webp");
    actAs(gm);
    expect((await undoChronicle(lastCard())).ok).toBe(true);
    expect(systemOf(actor)).toMatchObject({ garou: { form: "homid", rage: { current: 5 } } });
    expect(token.document.texture.src).toBe(homidImage);
    expect(await undoChronicle(lastCard())).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.Undone" });
  });

  it("the roll: Stamina + Primal-Urge at 7 for Crinos, two forms away; a failure leaves the form and the token as they were", async () => {
    const actor = await chronicleCharacter("Mari", players.david, garouSheet({ garou: { ...garouSheet().garou, formImages: { crinos: "tokens/mari-crinos.webp" } } }));
    const token = placeToken(actor);
    actAs(players.david);
    faces(2, 3, 4, 5, 6);
    await requestShift(actor as never, "crinos", "roll");
    expect(lastCard().system.cardRoll?.spec).toMatchObject({ pool: 5, difficulty: 7 });
    expect(systemOf(actor)).toMatchObject({ garou: { form: "homid" } });
    expect(token.document.texture.src).not.toBe("tokens/mari-crinos.webp");
  });
});

describe("forged chronicle requests: every field is read for its type and range on the Storyteller's client", () => {
  it("a field out of its range or of the wrong type is refused as unreadable, naming it, and nothing is written", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(10)), [dominate, command]);
    const ref = { actorId: actor.id, tokenUuid: "" };
    const powerId = actor.items.contents.find((item) => item.type === "power")?.id ?? "";
    const unreadable = (field: string) => ({ ok: false, key: "STC.Error.RequestUnreadable", data: { field } });
    actAs(players.david);
    const forged: [string, Record<string, unknown>, string][] = [
      ["classicChronicleRaise", { actor: { actorId: actor.id, tokenUuid: "x".repeat(201) }, trait: "ability.brawl" }, "actor.tokenUuid"],
      ["classicChronicleFrenzy", { actor: ref, kind: "frenzy", difficulty: 1 }, "difficulty"],
      ["classicChronicleFrenzy", { actor: ref, kind: "frenzy", difficulty: 11 }, "difficulty"],
      ["classicChronicleHeal", { actor: ref, type: "lethal", levels: 0 }, "levels"],
      ["classicChronicleHeal", { actor: ref, type: "lethal", levels: 8 }, "levels"],
      ["classicChroniclePower", { actor: ref, itemId: powerId, extraDice: -51, willpower: false }, "extraDice"],
      ["classicChroniclePower", { actor: ref, itemId: powerId, extraDice: 51, willpower: false }, "extraDice"],
      ["classicChroniclePower", { actor: ref, itemId: powerId, extraDice: 0, willpower: "yes" }, "willpower"],
    ];
    for (const [name, payload, field] of forged) expect(await forgeRequest(name, payload), `${name} ${field}`).toMatchObject(unreadable(field));
    // The Storyteller's own experience entries are read as strictly: a spend, an entry past 1,000, a note past 200.
    actAs(gm);
    expect(await forgeRequest("classicChronicleExperience", { actor: ref, kind: "spend", amount: 5, note: "" })).toMatchObject(unreadable("kind"));
    expect(await forgeRequest("classicChronicleExperience", { actor: ref, kind: "grant", amount: 1001, note: "" })).toMatchObject(unreadable("amount"));
    expect(await forgeRequest("classicChronicleExperience", { actor: ref, kind: "correct", amount: -1001, note: "" })).toMatchObject(unreadable("amount"));
    expect(await forgeRequest("classicChronicleExperience", { actor: ref, kind: "grant", amount: 5, note: "n".repeat(201) })).toMatchObject(unreadable("note"));
    expect(writes("Actor", "update")).toEqual([]);
    expect(chronicleCards()).toEqual([]);
  });

  it("a character no longer there is refused as gone, and a card a player wrote is no record to undo", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(10)));
    actAs(players.david);
    expect(await forgeRequest("classicChronicleRaise", { actor: { actorId: "gone000000000001", tokenUuid: "" }, trait: "ability.brawl" })).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.ActorGone" });
    // A chronicle card written by the player's own client, claiming the raise took Intimidation from 2 to 3.
    const forgedCard = await StandInChatMessage.create({
      type: "classicChronicle",
      system: {
        action: "raise",
        actor: { actorId: actor.id, tokenUuid: "" },
        name: "Lucita",
        lines: [],
        roll: null,
        before: { actor: [["system.abilities.intimidation.value", 5]], items: [], statuses: null, textures: [] },
        after: { actor: [["system.abilities.intimidation.value", 2]], items: [], statuses: null, textures: [] },
        created: [],
        undoneBy: "",
      },
    });
    actAs(gm);
    expect(await undoChronicle(forgedCard as never)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.NotStorytellers" });
    expect(systemOf(actor)).toMatchObject({ abilities: { intimidation: { value: 2 } } });
    expect(writes("Actor", "update")).toEqual([]);
  });
});

describe("undo", () => {
  it("the card keeps what the raise wrote under its paths as pairs: Foundry expands a dotted key of a document's data, never a value", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(10)));
    actAs(players.david);
    await requestRaise(actor as never, "ability.intimidation");
    const stored = lastCard().toObject() as { system: { before: { actor: unknown }; after: { actor: unknown } } };
    expect(stored.system.before.actor).toEqual([
      ["system.abilities.intimidation.value", 2],
      ["system.experience.log", [{ kind: "grant", amount: 10, note: "" }]],
    ]);
    expect(stored.system.after.actor).toEqual([
      ["system.abilities.intimidation.value", 3],
      ["system.experience.log", [{ kind: "grant", amount: 10, note: "" }, { kind: "spend", amount: 4, note: "Intimidation 2 → 3" }]],
    ]);
  });

  it("the Storyteller undoes a raise: the rating and the log go back; an undo after a later change is refused", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(10)));
    actAs(players.david);
    await requestRaise(actor as never, "ability.intimidation");
    const raise = lastCard();
    expect(systemOf(actor)).toMatchObject({ abilities: { intimidation: { value: 3 } } });
    actAs(gm);
    expect((await undoChronicle(raise)).ok).toBe(true);
    expect(systemOf(actor)).toMatchObject({ abilities: { intimidation: { value: 2 } } });
    expect(experienceLogOf(actor.system)).toEqual([{ kind: "grant", amount: 10, note: "" }]);

    actAs(players.david);
    await requestRaise(actor as never, "ability.intimidation");
    const again = lastCard();
    await requestRaise(actor as never, "ability.intimidation");
    actAs(gm);
    expect(await undoChronicle(again)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.ChangedSince" });
    expect(systemOf(actor)).toMatchObject({ abilities: { intimidation: { value: 4 } } });
  });

  it("a player cannot undo", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(10)));
    actAs(players.david);
    await requestRaise(actor as never, "ability.intimidation");
    expect(await undoChronicle(lastCard())).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.StorytellerOnly" });
    expect(standInGame.messages.length).toBeGreaterThan(0);
  });
});

describe("a character stored before the experience log existed", () => {
  it("loads with an empty log and everything else as stored; a raise is refused for want of experience, nothing written", async () => {
    const actor = await chronicleCharacter("Old Lucita", players.david, vampireSheet());
    expect(Object.hasOwn(vampireSheet(), "experience")).toBe(false);
    expect(experienceLogOf(actor.system)).toEqual([]);
    expect(systemOf(actor)).toMatchObject({ blood: { current: 6 }, virtues: { selfControl: 2 }, attributes: { charisma: { value: 3 } } });
    actAs(players.david);
    expect(await requestRaise(actor as never, "ability.intimidation")).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.ExperienceShort", data: { cost: 4, unspent: 0 } });
    expect(writes("Actor", "update")).toEqual([]);
  });
});

describe("the sheet's chronicle controls, drawn from the character", () => {
  it("the experience panel lists the character's traits at the chart's prices and the Storyteller's grant", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(granted(9)), [dominate]);
    actAs(gm);
    const chronicle = chronicleView(chronicleViewInput(actor as never, true), translate);
    const html = await foundry.applications.handlebars.renderTemplate("systems/storyteller-combat/templates/classic/parts/chronicle/experience.hbs", { chronicle });
    expect(html).toContain("Dominate — The raise costs 10 experience; only 9 are unspent.");
    expect(html).toContain("Intimidation 2 → 3: 4 XP");
    expect(html).toContain('data-action="chronicleGrant"');
    const actions = await foundry.applications.handlebars.renderTemplate("systems/storyteller-combat/templates/classic/parts/chronicle/actions.hbs", { chronicle });
    expect(actions).toContain('data-action="chronicleHeal"');
    expect(actions).not.toContain('data-action="chronicleShift"');
  });
});

describe("the token HUD's change of form (W20 Chapter Six, Shapeshifting)", () => {
  it("a Garou's owner gets the button; choosing Crinos by a Rage point shifts the character and the token", async () => {
    const actor = await chronicleCharacter("Mari", players.david, garouSheet({ garou: { ...garouSheet().garou, formImages: { crinos: "tokens/mari-crinos.webp" } } }));
    const token = placeToken(actor);
    const hud = page.createElement("div");
    hud.innerHTML = '<div class="col left"></div><div class="col right"></div>';
    actAs(players.david);
    standIn.hooks.callAll("renderTokenHUD", { document: token.document }, hud);
    const choices = [...hud.querySelectorAll<HTMLButtonElement>(".stc-shift-choice")];
    expect(choices.map((choice) => `${choice.dataset.form ?? ""}/${choice.dataset.way ?? ""}`)).toEqual(["glabro/rage", "glabro/roll", "crinos/rage", "crinos/roll", "hispo/rage", "hispo/roll", "lupus/rage", "lupus/roll"]);
    choices.find((choice) => choice.dataset.form === "crinos" && choice.dataset.way === "rage")?.click();
    await vi.waitFor(() => expect(chronicleCards()).toHaveLength(1));
    expect(systemOf(actor)).toMatchObject({ garou: { form: "crinos", rage: { current: 4 } } });
    expect(token.document.texture.src).toBe("tokens/mari-crinos.webp");
  });

  it("no button for a user who does not own the character, nor for a vampire", async () => {
    const garou = await chronicleCharacter("Mari", players.david, garouSheet());
    const vampire = await chronicleCharacter("Lucita", players.alistair, vampireSheet());
    const hud = page.createElement("div");
    hud.innerHTML = '<div class="col left"></div>';
    actAs(players.alistair);
    standIn.hooks.callAll("renderTokenHUD", { document: placeToken(garou).document }, hud);
    standIn.hooks.callAll("renderTokenHUD", { document: placeToken(vampire).document }, hud);
    expect(hud.querySelector(".stc-shift-hud")).toBeNull();
  });
});

describe("undo of a frenzy check and of a power", () => {
  it("the frenzy effect the check created is deleted; the blood a power spent comes back", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, vampireSheet(), [command]);
    faces(2, 3);
    actAs(gm);
    await requestFrenzyCheck(actor as never, "frenzy", 7);
    const frenzy = lastCard();
    expect(actor.effects.contents).toHaveLength(1);
    expect((await undoChronicle(frenzy)).ok).toBe(true);
    expect(actor.effects.contents).toHaveLength(0);
    faces(8, 8, 8, 8, 8);
    await requestPower(actor as never, actor.items.contents[0]?.id ?? "", 0, false);
    expect(systemOf(actor).blood.current).toBe(5);
    expect((await undoChronicle(lastCard())).ok).toBe(true);
    expect(systemOf(actor).blood.current).toBe(6);
  });
});
