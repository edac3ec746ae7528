import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chainCardContextOf } from "../../../src/chat/render";
import type { StepPayload } from "../../../src/chat/step-payload";
import { actAs, gm, standIn, standInConfig, standInGame } from "../stand-in/install";
import type { StandInUser } from "../stand-in/user";
import { sentQueries } from "../stand-in/user";
import { attack, chainOf, press } from "./attack";
import { character, maneuverItem, placeToken, players, resetTable, setUpChain, writes } from "./fixtures";

type QueryHandler = (data: unknown, options: object) => Promise<{ ok: boolean; key?: string }>;

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3, athletics: 2 } };

async function duel() {
  const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
  const alistair = await character("Alistair", players.alistair, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
  const michael = await character("Michael", players.michael, FIGHTER);
  return { david, alistair, michael, tokens: { alistair: placeToken(alistair), michael: placeToken(michael) } };
}

/** David punches Alistair and hits with two successes: the card now waits for Alistair's defence. */
async function punchAwaitingDefence(c: Awaited<ReturnType<typeof duel>>) {
  return attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 9, 2, 2, 2, 2]);
}

/** A query sent by `from` to the active Storyteller's client, as a modified client could send it. */
async function forge(from: StandInUser, data: unknown) {
  actAs(from);
  return gm.query("storyteller-combat.chainStep", data);
}

function refusalsShownToStoryteller(): string[] {
  return standIn.notifications.messages.filter((entry) => entry.type === "warning" && entry.message.startsWith("A request from")).map((entry) => entry.message);
}

beforeAll(setUpChain);
beforeEach(() => {
  resetTable();
  sentQueries.length = 0;
});

describe("who may press a card's buttons", () => {
  it("only the defender's owner (and the Storyteller) sees and may press the defence buttons", async () => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    expect(chainOf(message).next).toBe("defenceChoice");
    actAs(players.alistair);
    expect(chainCardContextOf(message).pending?.buttons.map((button) => button.defence)).toEqual(["dodge", "block", "parry", "none"]);
    actAs(players.michael);
    expect(chainCardContextOf(message).pending?.buttons).toEqual([]);
    expect(chainCardContextOf(message).pending?.waiting).toBe("Waiting for Alistair.");
    actAs(players.david);
    expect(chainCardContextOf(message).pending?.buttons).toEqual([]);

    standIn.database.reset();
    const stranger = await press(players.michael, message, { step: "defenceChoice", defence: { kind: "dodge", opponents: 1 } }, [9, 9]);
    expect(stranger).toMatchObject({ ok: false, key: "STC.Chain.Error.NotYours" });
    const attacker = await press(players.david, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    expect(attacker).toMatchObject({ ok: false, key: "STC.Chain.Error.NotYours" });
    expect(standIn.database.writes).toEqual([]);
    expect(sentQueries).toEqual([]); // refused on the presser's own client: nothing was even sent
    expect(standIn.notifications.messages.at(-1)?.message).toBe("You may not answer this step (Defence choice).");
    standIn.dice.reset();
  });

  it("nor the soak: a stranger's and the attacker's presses are refused; the defender's goes through", async () => {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.david, message, { step: "damageRoll" }, [8, 8, 2, 2]);
    expect(chainOf(message).next).toBe("soakRoll");
    standIn.database.reset();
    expect(await press(players.michael, message, { step: "soakRoll" })).toMatchObject({ ok: false, key: "STC.Chain.Error.NotYours" });
    expect(await press(players.david, message, { step: "soakRoll" })).toMatchObject({ ok: false, key: "STC.Chain.Error.NotYours" });
    expect(standIn.database.writes).toEqual([]);
    expect(await press(players.alistair, message, { step: "soakRoll" }, [2, 2])).toEqual({ ok: true });
    expect(c.alistair.system.stats.health.bashing).toBe(2);
  });

  it("an item the attacker does not own cannot start an attack", async () => {
    const c = await duel();
    actAs(players.michael);
    const { openAttack } = await import("../../../src/chat/attack-dialog");
    players.michael.targets.add(c.tokens.alistair);
    expect(await openAttack(c.david as never, c.david.items.getName("Punch") as never)).toBeNull();
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Only the owner of David may do that.");
    expect(standInGame.messages).toHaveLength(0);
  });
});

describe("forged requests to the Storyteller's client change nothing and are reported", () => {
  async function cardAtDefence() {
    const c = await duel();
    const message = await punchAwaitingDefence(c);
    const honest: StepPayload = {
      messageId: message.id ?? "",
      userId: players.alistair.id,
      targetActorId: c.alistair.id,
      step: "defenceChoice",
      seen: message.system.chainAnswers.length,
      defence: { kind: "none", opponents: 1 },
    };
    standIn.database.reset();
    standIn.notifications.clear();
    return { c, message, honest };
  }

  it("wrong author: Michael's client names itself, or claims to be Alistair's user, for Alistair's defence", async () => {
    const { message, honest } = await cardAtDefence();
    expect(await forge(players.michael, { ...honest, userId: players.michael.id })).toMatchObject({ ok: false, key: "STC.Chain.Error.NotYours" });
    // The user named is checked against the message and the target: David's user is the author, not the defender.
    expect(await forge(players.michael, { ...honest, userId: players.david.id })).toMatchObject({ ok: false, key: "STC.Chain.Error.NotYours" });
    expect(await forge(players.michael, { ...honest, userId: "nobody0000000001" })).toMatchObject({ ok: false, key: "STC.Chain.Error.UnknownUser" });
    expect(standIn.database.writes).toEqual([]);
    expect(message.system.chainAnswers).toHaveLength(1);
    expect(refusalsShownToStoryteller()).toHaveLength(3);
    expect(refusalsShownToStoryteller()[0]).toContain("Michael's player");
  });

  it("changed numbers: a request carrying faces, successes or a result is refused whole", async () => {
    const { message, honest } = await cardAtDefence();
    for (const forged of [{ ...honest, faces: [10, 10, 10] }, { ...honest, net: 0 }, { ...honest, step: "apply", current: { health: { bashing: 0, lethal: 0, aggravated: 0 }, statuses: [] } }]) {
      expect(await forge(players.alistair, forged)).toMatchObject({ ok: false, key: "STC.Chain.Error.Forged" });
    }
    expect(await forge(players.alistair, { ...honest, defence: { kind: "dodge", opponents: 99 } })).toMatchObject({ ok: false, key: "STC.Chain.Error.Forged" });
    expect(await forge(players.alistair, "apply 7 levels")).toMatchObject({ ok: false, key: "STC.Chain.Error.Forged" });
    expect(standIn.database.writes).toEqual([]);
    expect(message.system.chainAnswers).toHaveLength(1);
    expect(refusalsShownToStoryteller()).toHaveLength(5);
  });

  it("changed numbers in the stored record: a message whose characters were edited is refused, not applied", async () => {
    const { c, message } = await cardAtDefence();
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.david, message, { step: "damageRoll" }, [8, 8, 8, 8]);
    // David's client edits its own message: Alistair's Stamina 1, so his soak rolls one die fewer.
    actAs(players.david);
    const start = structuredClone(message.system.attackInput);
    start.target.attributes.stamina = 1;
    await message.update({ "system.start": start } as never);
    expect(chainOf(message).next).toBe("soakRoll");
    standIn.database.reset();
    standIn.notifications.clear();
    expect(await press(players.alistair, message, { step: "soakRoll" }, [9])).toMatchObject({ ok: false, key: "STC.Chain.Error.RecordChanged" });
    // Or to 0, so there is no soak at all: the apply David's client then asks for is refused the same way.
    start.target.attributes.stamina = 0;
    actAs(players.david);
    await message.update({ "system.start": start } as never);
    expect(chainOf(message).next).toBe("apply");
    expect(await press(players.david, message, { step: "apply" })).toMatchObject({ ok: false, key: "STC.Chain.Error.RecordChanged" });
    expect(writes("Actor")).toEqual([]);
    expect(c.alistair.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
    expect(refusalsShownToStoryteller()).toHaveLength(2);
    expect(refusalsShownToStoryteller()[0]).toContain("attributes.stamina");
    standIn.dice.reset();
  });

  it("a replayed step: the same honest request sent twice is taken once", async () => {
    const { message, honest } = await cardAtDefence();
    expect(await forge(players.alistair, honest)).toEqual({ ok: true });
    const afterFirst = standIn.database.writes.length;
    expect(await forge(players.alistair, honest)).toMatchObject({ ok: false, key: "STC.Chain.Error.Stale" });
    expect(standIn.database.writes).toHaveLength(afterFirst);
    expect(message.system.chainAnswers.filter((answer) => answer.step === "defenceChoice")).toHaveLength(1);
    expect(refusalsShownToStoryteller()).toHaveLength(1);
  });

  it("an applied result cannot be applied again", async () => {
    const { c, message } = await cardAtDefence();
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(players.david, message, { step: "damageRoll" }, [8, 8, 2, 2]);
    await press(players.alistair, message, { step: "soakRoll" }, [2, 2]);
    expect(chainOf(message).next).toBe("done");
    const health = { ...c.alistair.system.stats.health };
    standIn.database.reset();
    const again = { messageId: message.id, userId: players.alistair.id, targetActorId: c.alistair.id, step: "apply", seen: message.system.chainAnswers.length - 1 };
    expect(await forge(players.alistair, again)).toMatchObject({ ok: false, key: "STC.Chain.Error.Stale" });
    expect(await forge(players.alistair, { ...again, seen: message.system.chainAnswers.length })).toMatchObject({ ok: false, key: "STC.Chain.Error.Stale" });
    expect(standIn.database.writes).toEqual([]);
    expect(c.alistair.system.stats.health).toEqual(health);
  });

  it("an unknown message and a wrong target", async () => {
    const { c, honest } = await cardAtDefence();
    expect(await forge(players.alistair, { ...honest, messageId: "stc9999999999999" })).toMatchObject({ ok: false, key: "STC.Chain.Error.UnknownMessage" });
    expect(await forge(players.alistair, { ...honest, targetActorId: c.michael.id })).toMatchObject({ ok: false, key: "STC.Chain.Error.WrongTarget" });
    expect(standIn.database.writes).toEqual([]);
    expect(refusalsShownToStoryteller()).toHaveLength(2);
  });

  it("the handler is the one registered in CONFIG.queries under the system's id", () => {
    expect(typeof (standInConfig.queries["storyteller-combat.chainStep"] as QueryHandler | undefined)).toBe("function");
    expect(typeof (standInConfig.queries["storyteller-combat.grappleEscape"] as QueryHandler | undefined)).toBe("function");
  });
});

describe("two chains on one target", () => {
  it("both apply, in order, each on top of the other, even when their last steps arrive together", async () => {
    const c = await duel();
    const first = await punchAwaitingDefence(c);
    const second = await attack(players.david, c.david, "Punch", c.tokens.alistair, {}, [8, 8, 8, 2, 2, 2]);
    for (const message of [first, second]) {
      await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
      await press(players.david, message, { step: "damageRoll" }, message === first ? [8, 8, 2, 2] : [8, 8, 8, 2, 2]);
    }
    standIn.database.reset();
    // Both of Alistair's soak presses reach the Storyteller's client at once.
    actAs(gm);
    standIn.dice.script([2, 2, 2, 2]);
    const handler = standInConfig.queries["storyteller-combat.chainStep"] as QueryHandler;
    const ask = (message: typeof first) => ({ messageId: message.id, userId: players.alistair.id, targetActorId: c.alistair.id, step: "soakRoll", seen: message.system.chainAnswers.length });
    const results = await Promise.all([handler(ask(first), {}), handler(ask(second), {})]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    // Two bashing from the first, three from the second: five levels, the first chain's result written first.
    expect(c.alistair.system.stats.health.bashing).toBe(5);
    expect(writes("Actor", "update").map((write) => write.ids[0])).toEqual([c.alistair.id, c.alistair.id]);
    expect(chainOf(first).result?.after.health.bashing).toBe(2);
    expect(chainOf(second).result?.before.health.bashing).toBe(2);
    expect(chainOf(second).result?.after.health.bashing).toBe(5);
  });
});
