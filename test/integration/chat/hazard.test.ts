import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HazardDialog, openHazard } from "../../../src/rulesets/classic/apps/hazard-dialog";
import { standInCanvas } from "../stand-in/combat-tracker";
import { StandInChatMessage } from "../stand-in/chat-message";
import { hazardCardContext, type HazardMessage } from "../../../src/rulesets/classic/chat/hazard-card";
import { undoHazard } from "../../../src/rulesets/classic/chat/hazard-undo";
import { messageCardOf } from "../../../src/chat/cards";
import { sendHazardDamage } from "../../../src/rulesets/classic/requests/hazard-damage";
import { DEFAULT_HAZARD_VALUES, hazardDialogContext, readHazardForm } from "../../../src/rulesets/classic/apps/hazard-form";
import { renderTemplate } from "../stand-in/handlebars";
import { StandInI18n } from "../stand-in/i18n";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { forgeRequest } from "../stand-in/requests";
import { character, faces, placeToken, players, resetTable, setUpChain, writes } from "./fixtures";

beforeAll(setUpChain);
beforeEach(resetTable);

const t = (key: string, data?: Record<string, string | number>) => standIn.i18n.format(key, data ?? {});

async function table() {
  const vampire = await character("Lucita", players.alistair, { creature: "vampire", attributes: { stamina: 3 }, disciplines: { fortitude: 2 } });
  const mortal = await character("Hans", null, { attributes: { stamina: 2 } });
  standIn.database.reset();
  return { vampire, mortal, vampireToken: placeToken(vampire), mortalToken: placeToken(mortal) };
}

/** The Storyteller's dialog, its fields set as the Storyteller sets them, dealt through its own request. */
async function deal(tokens: ReturnType<typeof placeToken>[], values: Partial<HazardDialog["values"]>, dice: number[]) {
  actAs(gm);
  const dialog = new HazardDialog(tokens.map((token) => token.document) as never, tokens.map((token) => token.document.uuid));
  dialog.values = { ...dialog.values, ...values };
  faces(...dice);
  return sendHazardDamage(dialog.payload());
}

describe("the Storyteller's hazards: fire, sunlight, falls, acid through soak and the track", () => {
  it("000 §4, V20 core fire chart: a bonfire at a torch's heat; the vampire soaks with Fortitude at 5, the mortal cannot; undone", async () => {
    const c = await table();
    // Lucita's Fortitude 2 at difficulty 5: 7 and 3, one level soaked of two. Hans cannot soak fire at all.
    const result = await deal([c.vampireToken, c.mortalToken], { kind: "fire", heat: "torch", size: "bonfire" }, [7, 3]);
    expect(result.ok).toBe(true);
    expect(standIn.dice.queue).toEqual([]);
    expect(c.vampire.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 1 });
    expect(c.mortal.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 2 });
    const message = standInGame.messages.at(-1) as unknown as HazardMessage;
    expect(message.type).toBe("classicHazard");
    const card = hazardCardContext(message, { isGM: true }, t, "en");
    expect(card.title).toBe("Fire");
    expect(card.targets.map((target) => target.soak?.net ?? null)).toEqual([1, null]);
    expect(card.targets.map((target) => target.result)).toEqual([
      "2 health levels, not rolled. Lucita takes 1 health level (aggravated).",
      "2 health levels, not rolled. Hans takes 2 health levels (aggravated).",
    ]);
    // The chart's rows and the damage type sit inside sentences: lowercase, in both languages.
    expect(card.detail).toBe("Heat: a torch (soak difficulty 5). Burning: half of it, as in a bonfire (2 levels a turn).");
    Object.assign(standIn.i18n, new StandInI18n("ru"));
    try {
      const russian = hazardCardContext(message, { isGM: true }, t, "ru");
      expect(russian.detail).toBe("Жар: факел (сложность поглощения 5). Охвачено: половина тела, как в костре (2 уровня за ход).");
      expect(russian.targets.map((target) => target.result)).toEqual([
        "2\u00a0уровня здоровья, без броска. Lucita теряет 1\u00a0уровень здоровья (губительные).",
        "2\u00a0уровня здоровья, без броска. Hans теряет 2\u00a0уровня здоровья (губительные).",
      ]);
    } finally {
      Object.assign(standIn.i18n, new StandInI18n("en"));
    }
    expect(card.canUndo).toBe(true);
    expect((await messageCardOf(message as never))?.html).toContain('data-action="hazardUndo"');

    expect(await undoHazard(message)).toEqual({ ok: true, value: null });
    expect(c.vampire.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
    expect(c.mortal.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
    expect(hazardCardContext(message, { isGM: true }, t, "en")).toMatchObject({ undone: true, canUndo: false });
    expect(await undoHazard(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.Undone" });
  });

  it("V20 core: an undo is refused when a character changed since, and nothing is put back", async () => {
    const c = await table();
    await deal([c.mortalToken], { kind: "falling", metres: 6, sharp: false }, [8, 8, 2, 2]);
    expect(c.mortal.system.stats.health.bashing).toBe(2);
    await c.mortal.update({ "system.health.lethal": 1 });
    const message = standInGame.messages.at(-1) as unknown as HazardMessage;
    standIn.database.reset();
    expect(await undoHazard(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.TargetChanged" });
    expect(writes("Actor")).toEqual([]);
  });

  it("000 §3.3, V20 core sunlight chart: sunlight leaves a mortal unharmed and burns a vampire, who soaks it with Fortitude alone", async () => {
    const c = await table();
    await deal([c.vampireToken, c.mortalToken], { kind: "sunlight", intensity: "window", exposure: "small" }, [2, 2]);
    expect(c.vampire.system.stats.health.aggravated).toBe(1);
    expect(c.mortal.system.stats.health.aggravated).toBe(0);
    const card = hazardCardContext(standInGame.messages.at(-1) as unknown as HazardMessage, { isGM: true }, t, "en");
    expect(card.targets[1]?.result).toBe("It cannot harm Hans.");
  });

  it("000 §2.6 security: a player cannot deal a hazard; a forged hazard is refused; nothing is written", async () => {
    const c = await table();
    actAs(players.alistair);
    const payload = { targets: [{ actorId: c.mortal.id, tokenUuid: c.mortalToken.document.uuid }], hazard: { kind: "fire", heat: "torch", size: "inferno" } };
    expect(await forgeRequest("classicHazardDamage", payload)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.StorytellerOnly" });
    actAs(gm);
    expect(await sendHazardDamage({ ...payload, hazard: { kind: "fire", heat: "sun", size: "inferno" } } as never)).toMatchObject({ ok: false, key: "STC.Error.HazardInvalid" });
    expect(await sendHazardDamage({ ...payload, hazard: { kind: "acid", dice: 3, extra: 1 } } as never)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.Forged" });
    expect(await sendHazardDamage({ targets: [], hazard: { kind: "acid", dice: 3 } })).toMatchObject({ ok: false, key: "STC.Classic.Hazard.Error.NoTargets" });
    expect(writes("Actor")).toEqual([]);
    expect(writes("ChatMessage", "create")).toEqual([]);
  });
});

describe("the hazard dialog's form", () => {
  it("V20 core falling: the dialog's fields (metres, a sharp landing, the tokens ticked) reach the track through its own reading", async () => {
    const c = await table();
    actAs(gm);
    const dialog = new HazardDialog([c.vampireToken.document, c.mortalToken.document] as never, []);
    const form = new FormData();
    for (const [name, value] of [["kind", "falling"], ["metres", "7"], ["sharp", "on"], ["tokens", c.mortalToken.document.uuid], ["tokens", "Scene.x.Token.forged"]]) form.append(name ?? "", value ?? "");
    dialog.values = readHazardForm(form, dialog.values, dialog.choices.map((token) => token.uuid));
    expect(dialog.values).toMatchObject({ kind: "falling", metres: 7, sharp: true, tokens: [c.mortalToken.document.uuid] });
    // Two dice of lethal damage; Hans soaks lethal with armour only, and has none.
    faces(8, 9);
    expect((await sendHazardDamage(dialog.payload())).ok).toBe(true);
    expect(c.mortal.system.stats.health).toEqual({ bashing: 0, lethal: 2, aggravated: 0 });
    expect(c.vampire.system.stats.health.lethal).toBe(0);
  });

  it("V20 core charts: the dialog draws the chosen hazard's rows and the scene's tokens", async () => {
    const c = await table();
    const context = hazardDialogContext({ ...DEFAULT_HAZARD_VALUES, kind: "sunlight", tokens: [] }, [{ uuid: c.vampireToken.document.uuid, name: "Lucita" }], t);
    const html = await renderTemplate("systems/storyteller-combat/templates/classic/chat/hazard-dialog.hbs", context);
    expect(html).toContain('name="intensity"');
    expect(html).toContain("The open sun (soak difficulty 10)");
    expect(html).not.toContain('name="heat"');
    expect(html).toContain(`value="${c.vampireToken.document.uuid}"`);
  });
});

describe("the hazard dialog from a character's sheet", () => {
  it("V20 core charts: the Storyteller opens it with the character's tokens ticked; a player cannot open it", async () => {
    const c = await table();
    const scene = standInCanvas.scene as unknown as { tokens?: unknown[] };
    scene.tokens = [c.vampireToken.document, c.mortalToken.document];
    try {
      actAs(gm);
      const dialog = await openHazard(c.mortal as never);
      expect(dialog?.values.tokens).toEqual([c.mortalToken.document.uuid]);
      expect(dialog?.choices.map((token) => token.name)).toEqual(["Lucita", "Hans"]);
      await dialog?.close();
      actAs(players.alistair);
      expect(await openHazard(c.vampire as never)).toBeNull();
      expect(standIn.notifications.of("warning")).toContain("Only the Storyteller may do that.");
    } finally {
      standInCanvas.reset();
    }
  });
});

describe("a hazard card a player writes", () => {
  it("000 §4 security: it is no record: marked untrusted, offers no undo, and the Storyteller's undo refuses it", async () => {
    const c = await table();
    actAs(players.alistair);
    const forged = await StandInChatMessage.create({
      type: "classicHazard",
      system: { ruleset: "classic", hazard: { kind: "fire", heat: "torch", size: "inferno" }, options: {}, round: 0, targets: [{ actorId: c.mortal.id, tokenUuid: "", stats: {}, damageFaces: [], soakFaces: [], created: [] }] },
    });
    const message = forged as unknown as HazardMessage;
    actAs(gm);
    expect(hazardCardContext(message, { isGM: true }, t, "en")).toMatchObject({ untrusted: true, canUndo: false });
    standIn.database.reset();
    expect(await undoHazard(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.NotStorytellers" });
    expect(writes("Actor")).toEqual([]);
  });
});
