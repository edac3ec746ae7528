import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attack, press } from "../chat/attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain } from "../chat/fixtures";

// The world's default ruleset plays here: its own chain writes the target, whose Streamlined data must stay.
beforeAll(setUpChain);
beforeEach(resetTable);

describe("one character, both rulesets' data, the other way round", () => {
  it("Streamlined's Health and hold stay when the default ruleset's chain writes the character", async () => {
    const david = await character("David", players.david, { attributes: { strength: 3, dexterity: 3 }, abilities: { brawl: 3 } }, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, { attributes: { dexterity: 2, stamina: 2 }, abilities: { athletics: 1 } });
    await alistair.update({ "system.streamlined.health.lethal": 2, "system.streamlined.heldBy.actorId": david.id });
    const stored = structuredClone((alistair.toObject().system as Record<string, unknown>).streamlined);
    expect(stored).toEqual({ health: { bashing: 0, lethal: 2, aggravated: 0, pastZero: 0, dead: false }, heldBy: { actorId: david.id, tokenUuid: "" } });
    // The same punch as the default ruleset's own tests: two successes, no defence, two damage, nothing soaked.
    const card = await attack(players.david, david, "Punch", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    await press(players.alistair, card, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.david, card, { step: "damageRoll" }, [8, 8, 2, 2, 2, 2]);
    await press(players.alistair, card, { step: "soakRoll" }, [2, 2]);
    const after = alistair.toObject().system as Record<string, unknown>;
    expect(after.health).toEqual({ bashing: 2, lethal: 0, aggravated: 0 });
    expect(after.streamlined).toEqual(stored);
  });
});
