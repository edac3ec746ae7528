import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actAs, gm } from "../stand-in/install";
import { StandInChatMessage } from "../stand-in/chat-message";
import { makeCombat } from "../combat/fixtures";
import { requestPower } from "../../../src/rulesets/classic/requests/chronicle-power";
import { requestBloodHealing } from "../../../src/rulesets/classic/requests/chronicle-heal";
import { undoChronicle } from "../../../src/rulesets/classic/chronicle/undo";
import { chronicleCharacter, faces, lastCard, players, resetTable, setUpChronicle, warnings } from "./fixtures";

beforeAll(setUpChronicle);
beforeEach(resetTable);

// A 13th-generation vampire spends one blood point a turn (V20 generation chart).
const lucita = () => ({
  creature: "vampire",
  vampire: { generation: 13, clan: "Ventrue" },
  attributes: { charisma: { value: 3 } },
  abilities: { intimidation: { value: 2 } },
  willpower: { permanent: 5, current: 5 },
  blood: { current: 6 },
  health: { lethal: 2 },
});
const command = { name: "Command", type: "power", system: { identifier: "command", kind: "discipline", level: 1, belongsTo: "dominate", cost: { blood: 1 }, roll: { first: "charisma", second: "intimidation", difficulty: 7 } } };
const bloodOf = (actor: { system: unknown }) => (actor.system as { blood: { current: number } }).blood.current;

describe("V20 generation chart: healing and powers of one combat turn share the turn's blood", () => {
  it("a heal then a power in the same round is refused; in the next round the power is allowed", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, lucita(), [command]);
    const combat = await makeCombat([actor]);
    faces(5);
    await combat.startCombat();
    expect(combat.round).toBe(1);
    actAs(players.david);
    expect((await requestBloodHealing(actor as never, "lethal", 1)).ok).toBe(true);
    expect(lastCard().system.turnStamp).toEqual({ combatId: combat.id, round: 1 });
    const power = actor.items.contents[0]?.id ?? "";
    expect(await requestPower(actor as never, power, 0, false)).toMatchObject({ ok: false, key: "STC.Classic.Chronicle.Error.BloodOverTurnLimitSpent", data: { needed: 1, spent: 1, perTurn: 1 } });
    expect(warnings()).toContain("It needs 1 blood; 1 already spent this turn, and the generation allows 1 a turn.");
    expect(bloodOf(actor)).toBe(5);
    actAs(gm);
    faces(5);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    actAs(players.david);
    faces(8, 8, 8, 8, 8);
    expect((await requestPower(actor as never, power, 0, false)).ok).toBe(true);
    expect(bloodOf(actor)).toBe(4);
  });

  it("an undone heal gives the turn its blood back; outside combat each action is bounded alone", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, lucita(), [command]);
    actAs(players.david);
    expect((await requestBloodHealing(actor as never, "lethal", 1)).ok).toBe(true);
    expect(lastCard().system.turnStamp).toBeNull();
    faces(8, 8, 8, 8, 8);
    expect((await requestPower(actor as never, actor.items.contents[0]?.id ?? "", 0, false)).ok).toBe(true);
    expect(bloodOf(actor)).toBe(4);

    const combat = await makeCombat([actor]);
    faces(5);
    await combat.startCombat();
    actAs(players.david);
    expect((await requestBloodHealing(actor as never, "lethal", 1)).ok).toBe(true);
    actAs(gm);
    expect((await undoChronicle(lastCard())).ok).toBe(true);
    expect(bloodOf(actor)).toBe(4);
    actAs(players.david);
    expect((await requestBloodHealing(actor as never, "lethal", 1)).ok).toBe(true);
    expect(bloodOf(actor)).toBe(3);
  });

  it("a card stored before cards were stamped with their turn reads as outside any turn, and its blood counts in none", async () => {
    const actor = await chronicleCharacter("Lucita", players.david, lucita(), [command]);
    const combat = await makeCombat([actor]);
    faces(5);
    await combat.startCombat();
    actAs(gm);
    // The card as the chronicle wrote it before the stamp: a heal of this round that took the turn's one point.
    const old = await StandInChatMessage.create({
      type: "classicChronicle",
      system: {
        action: "heal",
        actor: { actorId: actor.id, tokenUuid: "" },
        name: "Lucita",
        lines: [],
        roll: null,
        before: { actor: { "system.blood.current": 7 }, items: {}, statuses: null, textures: {} },
        after: { actor: { "system.blood.current": 6 }, items: {}, statuses: null, textures: {} },
        created: [],
        undoneBy: "",
      },
    });
    expect((old as unknown as { system: { turnStamp: unknown } }).system.turnStamp).toBeNull();
    actAs(players.david);
    expect((await requestBloodHealing(actor as never, "lethal", 1)).ok).toBe(true);
    expect(bloodOf(actor)).toBe(5);
  });
});

