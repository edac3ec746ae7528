import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { starterOf } from "../../../src/rulesets/classic/chat/documents";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { actAs, standInGame } from "../stand-in/install";
import { StandInChatMessage } from "../stand-in/chat-message";
import { attack, chainOf, press } from "./attack";
import { chainMessage, character, maneuverItem, placeToken, players, resetTable, setUpChain } from "./fixtures";

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };

beforeAll(setUpChain);
beforeEach(resetTable);

describe("what a chain stores", () => {
  it("its start and answers only: no HTML, a few kilobytes, and a copy of the data draws the same card", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [2, 2, 2, 2, 2]);
    await press(players.david, message, { step: "damageRoll" }, [8, 8, 2, 2]);
    await press(players.alistair, message, { step: "soakRoll" }, [2, 2]);
    expect(chainOf(message).next).toBe("done");
    const stored = (message as unknown as StandInChatMessage).toObject();
    expect(stored.content).toBe("");
    const bytes = JSON.stringify(stored).length;
    // The whole message with a full chain (attack, dodge, damage, soak, result) measured 2.9 KB, of which the
    // two characters and the maneuver's own data are 1.6 KB; the budget is 4 KB (README, Numbers).
    expect(bytes).toBeLessThan(4096);
    expect(JSON.stringify(stored.system)).not.toMatch(/<[a-z]/i);
    // Abilities a character does not have are not stored, and come back as zeros.
    expect(Object.keys((stored.system as { start: { target: { abilities: object } } }).start.target.abilities)).toEqual(["athletics", "brawl"]);
    const copy = chainMessage(new StandInChatMessage(structuredClone(stored)));
    actAs(players.david);
    expect(chainCardContextOf(copy)).toEqual(chainCardContextOf(message));
    expect(standInGame.messages).toHaveLength(1);
  });

  it("a chain stored before it named who began it reads its author as the one who did", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    const older = structuredClone((message as unknown as StandInChatMessage).toObject()) as { author: string; system: Record<string, unknown> };
    Reflect.deleteProperty(older.system, "startedBy");
    older.author = players.david.id;
    const copy = chainMessage(new StandInChatMessage(older));
    expect(copy.system.startedBy).toBe("");
    expect(starterOf(copy)).toBe(players.david.id);
    expect(starterOf(message)).toBe(players.david.id);
  });

  it("a chain stored before it named its round action reads as made outside a round, and draws the same card", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    const stored = (message as unknown as StandInChatMessage).toObject();
    const older = structuredClone(stored) as { system: Record<string, unknown> };
    Reflect.deleteProperty(older.system, "roundAction");
    const copy = chainMessage(new StandInChatMessage(older));
    expect(copy.system.roundAction).toBe("");
    actAs(players.david);
    expect(chainCardContextOf(copy)).toEqual(chainCardContextOf(message));
  });
});
