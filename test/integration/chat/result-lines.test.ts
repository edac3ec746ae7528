import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chainCardContextOf } from "../../../src/rulesets/classic/chat/render";
import { chainRecord } from "../../../src/rulesets/classic/chat/documents";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import { CHAIN_REVISION } from "../../../src/rulesets/classic/rules/combat/chain";
import { actAs, gm, standIn } from "../stand-in/install";
import { attack, chainOf, press } from "./attack";
import { character, inRound, maneuverItem, placeToken, players, resetTable, setUpChain, weaponItem } from "./fixtures";

const BRAWLER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };
const PISTOL = weaponItem("Heavy pistol", { identifier: "heavyPistol", kind: "ranged", damage: { attribute: "", bonus: 5, type: "lethal" }, range: 30, rate: 3, clip: 7, concealment: "jacket" });

async function fighters(health: Record<string, number>) {
  const david = await character("David", players.david, BRAWLER, [maneuverItem("w20PistolWhip", "Pistol whip"), maneuverItem("w20Punch", "Punch"), PISTOL]);
  const alistair = await character("Alistair", players.alistair, { ...BRAWLER, health }, []);
  standIn.database.reset();
  return { david, alistair, token: placeToken(alistair) };
}

beforeAll(setUpChain);
beforeEach(() => {
  resetTable();
  inRound(1);
});

describe("the chain card's result, through a real chain (rules map: Incapacitated, no action; 000 §2.11: no dice left)", () => {
  it("a pistol whip that incapacitates: no Stamina roll is asked, no stun, one incapacitated line; undone exactly", async () => {
    const c = await fighters({ lethal: 4 });
    const message = await attack(players.david, c.david, "Pistol whip", c.token, { weaponId: c.david.items.getName("Heavy pistol")?.id ?? "" }, [8, 8, 2, 2, 2, 2]);
    expect(message.system.revision).toBe(CHAIN_REVISION);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    // Strength 3 + 2, one more die for the second success: three 8s, three lethal levels on four.
    await press(players.david, message, { step: "damageRoll" }, [8, 8, 8, 2, 2, 2]);
    const chain = chainOf(message);
    expect(chain.next).toBe("done");
    expect(chain.history).not.toContain("effectRoll");
    expect(c.alistair.system.stats.health.lethal).toBe(7);
    expect(c.alistair.system.stats.statuses.map((status) => status.id)).toEqual(["incapacitated"]);
    actAs(players.alistair);
    const card = chainCardContextOf(message);
    expect(card.pending).toBeNull();
    expect(card.result?.statuses).toEqual([]);
    expect(card.result?.woundLevel).toBe("");
    expect(card.result?.consequence).toBe("Incapacitated until healed; no actions; attacks against them hit automatically");
    expect(card.result?.notes).toEqual(["No roll against the effect: an incapacitated character cannot act."]);
    actAs(gm);
    expect(await undoChain(message)).toEqual({ ok: true, value: null });
    expect(c.alistair.system.stats.health).toEqual({ bashing: 0, lethal: 4, aggravated: 0 });
    expect(c.alistair.system.stats.statuses).toEqual([]);
  });

  it("a card stored before the rules' revision was kept replays as it was played", async () => {
    const c = await fighters({ lethal: 4 });
    const message = await attack(players.david, c.david, "Pistol whip", c.token, { weaponId: c.david.items.getName("Heavy pistol")?.id ?? "" }, [8, 8, 2, 2, 2, 2]);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    // The same card as one stored before the field existed: its source has no revision.
    const source = message.toObject() as { _id?: string; system: Record<string, unknown> };
    delete source.system.revision;
    // A new card beside the first: Foundry keeps a given id only when asked to (`keepId`).
    delete source._id;
    actAs(gm);
    const old = (await (message.constructor as unknown as { create(data: unknown): Promise<typeof message> }).create(source)) as typeof message;
    expect(old.system.revision).toBe(0);
    expect(chainRecord(old).revision).toBe(0);
    await press(players.david, old, { step: "damageRoll" }, [8, 8, 8, 2, 2, 2]);
    // Played as it was then: the Stamina roll is asked of the incapacitated target.
    expect(chainOf(old).next).toBe("effectRoll");
  });

  it("eight bashing levels: the card says the overflow turned one into lethal", async () => {
    const c = await fighters({ bashing: 6 });
    const message = await attack(players.david, c.david, "Punch", c.token, {}, [8, 2, 2, 2, 2, 2]);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.david, message, { step: "damageRoll" }, [8, 8, 2]);
    await press(players.alistair, message, { step: "soakRoll" }, [2, 2]);
    expect(c.alistair.system.stats.health).toEqual({ bashing: 6, lethal: 1, aggravated: 0 });
    actAs(players.alistair);
    expect(chainCardContextOf(message).result?.notes).toEqual(["Bashing beyond Incapacitated becomes lethal: 1 bashing level turned lethal."]);
  });
});
