import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CharacterSheet } from "../../../src/rulesets/classic/apps/sheets/character-sheet";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { actAs, gm, standIn, standInGame } from "../stand-in/install";
import { chainOf, press } from "./attack";
import { chainMessage, character, maneuverItem, placeToken, players, resetTable, setUpChain, target } from "./fixtures";

beforeAll(setUpChain);
beforeEach(resetTable);

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2, dodge: 2 } };

/*
 * A player's attack on one of the Storyteller's characters, its dodge, the damage and the soak, counted in the
 * gestures each side makes: a player needs three (target the token, shift-click the attack, roll the damage), the
 * Storyteller one (choose the dodge). The dodge's roll, the soak and the result follow on their own.
 */
describe("no click without a decision", () => {
  it("a player's attack with the target's dodge and soak: three gestures by the player, one by the Storyteller", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const thug = await character("Thug", null, FIGHTER);
    const token = placeToken(thug);
    const clicks = { player: 0, storyteller: 0 };

    actAs(players.david);
    target(players.david, token);
    clicks.player += 1;
    const sheet = new CharacterSheet({ document: david } as never);
    standIn.dice.script([9, 9, 9, 9, 2, 2]);
    await CharacterSheet.onRollAttack.call(sheet, { shiftKey: true } as PointerEvent, { dataset: { attackKey: david.items.getName("Punch")?.id ?? "" } } as unknown as HTMLElement);
    clicks.player += 1;
    const message = chainMessage(standInGame.messages[0]);
    expect(chainOf(message).next).toBe("defenceChoice");

    // The Thug is the Storyteller's: the Storyteller chooses its dodge; the dodge is rolled with it.
    actAs(gm);
    expect(chainCardContextOf(message).pending?.defences?.length).toBeGreaterThan(0);
    expect(await press(gm, message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [2, 2, 2, 2, 2])).toEqual({ ok: true, value: null });
    clicks.storyteller += 1;
    expect(chainOf(message).next).toBe("damageRoll");

    // David rolls the damage; the Thug's soak is rolled at once, and the result written.
    expect(await press(players.david, message, { step: "damageRoll" }, [8, 8, 8, 8, 8, 8, 2, 2, 2])).toEqual({ ok: true, value: null });
    clicks.player += 1;
    expect(chainOf(message).next).toBe("done");
    expect(thug.system.stats.health.bashing).toBeGreaterThan(0);
    expect(chainCardContextOf(message).pending).toBeNull();
    expect(clicks).toEqual({ player: 3, storyteller: 1 });
  });
});
