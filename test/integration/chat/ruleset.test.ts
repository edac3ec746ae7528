import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { settleActiveRuleset } from "../../../src/rulesets/registry";
import { SYSTEM_ID } from "../../../src/constants";
import { makeCombat } from "../combat/fixtures";
import { StandInChatMessage } from "../stand-in/chat-message";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { attack, chainOf, press } from "./attack";
import { chainMessage, character, faces, maneuverItem, placeToken, players, resetTable, setUpChain, target } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };

/** The Storyteller picks a ruleset and the world reloads (the setting asks for it): the system reads it again when ready. */
async function playRuleset(id: string): Promise<void> {
  await standIn.settings.set(SYSTEM_ID, "ruleset", id);
  settleActiveRuleset();
}

beforeAll(setUpChain);
beforeEach(resetTable);
afterEach(() => playRuleset("classic"));

describe("the world's ruleset and the chain", () => {
  it("a card records the ruleset it was made under", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    expect((message as unknown as StandInChatMessage).toObject().system).toMatchObject({ ruleset: "classic" });
  });

  it("a card stored before it named its ruleset reads as Classic and draws the same card", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    const older = structuredClone((message as unknown as StandInChatMessage).toObject()) as { system: Record<string, unknown> };
    Reflect.deleteProperty(older.system, "ruleset");
    const copy = chainMessage(new StandInChatMessage(older));
    expect(copy.system.ruleset).toBe("classic");
    actAs(players.david);
    expect(chainCardContextOf(copy)).toEqual(chainCardContextOf(message));
  });

  it("a card made under Classic still draws and plays on after the world switches to Streamlined", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    actAs(players.david);
    const before = chainCardContextOf(message);
    await playRuleset("streamlined");
    actAs(players.david);
    expect(chainCardContextOf(message)).toEqual(before);
    expect(await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [2, 2, 2, 2, 2])).toEqual({ ok: true, value: null });
    expect(chainOf(message).next).toBe("damageRoll");
  });

  it("under Streamlined the sheet's attack button refuses, naming the ruleset, and opens nothing", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    await playRuleset("streamlined");
    actAs(players.david);
    target(players.david, placeToken(alistair));
    const dialog = await openAttack(david as never, david.items.getName("Punch") as never);
    expect(dialog).toBeNull();
    const warning = standIn.notifications.messages.at(-1);
    expect(warning?.type).toBe("warning");
    expect(warning?.message).toContain("Streamlined");
    expect(warning?.message).not.toContain("STC.");
    expect(standInGame.messages).toHaveLength(0);
  });

  it("under Mind's Eye Theatre a chain start is refused with the ruleset's name, and no card is written", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    actAs(players.david);
    target(players.david, placeToken(alistair));
    const dialog = await openAttack(david as never, david.items.getName("Punch") as never);
    if (!dialog) throw new Error("The attack dialog did not open.");
    await playRuleset("met");
    const result = await launchAttack(dialog.setup, dialog.values, dialog.refs);
    expect(result).toMatchObject({ ok: false, key: "STC.Error.RulesetNotWired", data: { ruleset: "Mind's Eye Theatre" } });
    expect(standInGame.messages).toHaveLength(0);
  });

  it("switching the setting Classic → Streamlined → Classic changes no actor's stored data", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    const stored = () => standInGame.actors.contents.map((actor) => structuredClone((actor as unknown as { toObject(): unknown }).toObject()));
    const before = stored();
    expect(before.length).toBeGreaterThan(1);
    await playRuleset("streamlined");
    expect(stored()).toEqual(before);
    await playRuleset("classic");
    expect(stored()).toEqual(before);
  });

  it("under Streamlined the tracker's round start refuses, naming the ruleset, and writes no round", async () => {
    const david = await character("David", players.david, FIGHTER);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const combat = await makeCombat([david, alistair] as never);
    await playRuleset("streamlined");
    actAs(gm);
    await combat.startCombat();
    expect(combat.roundState).toBeNull();
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "warning", message: expect.stringContaining("Streamlined") as unknown });
    await playRuleset("classic");
    faces(5, 6);
    await combat.startCombat();
    expect(combat.roundState?.ruleset).toBe("classic");
  });

  it("a round stored before the state named its ruleset reads as Classic's", async () => {
    const david = await character("David", players.david, FIGHTER);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const combat = await makeCombat([david, alistair] as never);
    faces(5, 6);
    await combat.startCombat();
    const older = structuredClone((combat as unknown as { toObject(): { system: { state: Record<string, unknown> } } }).toObject());
    Reflect.deleteProperty(older.system.state, "ruleset");
    const Combat = combat.constructor as new (source: unknown) => typeof combat;
    const copy = new Combat(older);
    expect(copy.roundState?.ruleset).toBe("classic");
    expect(copy.roundState).toEqual(combat.roundState);
  });

  it("a grapple-escape card stored before it named its ruleset reads as Classic's", () => {
    const older = { type: "classicEscape", system: { holder: { actorId: "holder0000000001" }, held: { actorId: "held000000000001" }, start: {}, escapeeFaces: [7], holderFaces: [3] } };
    const card = new StandInChatMessage(older) as unknown as { system: { ruleset: unknown } };
    expect(card.system.ruleset).toBe("classic");
  });
});
