import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DECLARATION_LIMITS } from "../../../src/rulesets/classic/rules/actions/check-declaration";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { requestHold } from "../../../src/rulesets/classic/requests/hold";
import { requestSpendDefence } from "../../../src/rulesets/classic/requests/spend-defence";
import { initSystem } from "../documents/setup";
import { forgeRequest, sentRequests } from "../stand-in/requests";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { combatantOf, resetStandIn, seedCombatants, type SystemCombat } from "./fixtures";

/*
 * What a player's client writes into a round request is read field by field on the Storyteller's client: a
 * malformed field is refused with a translated reason, never thrown on, and changes nothing.
 */

beforeAll(initSystem);
beforeEach(resetStandIn);

type Key = "A" | "T" | "G" | "D" | "M";

/** 000 §1.6's five, begun: the player owns Alistair, Tony and Gordon; the Storyteller plays David and Michael. */
async function begun() {
  const seeded = await seedCombatants();
  standIn.dice.script([6, 5, 5, 9, 2]);
  await seeded.combat.startCombat();
  return { ...seeded, id: (key: Key) => combatantOf(seeded.combat, seeded.actors[key]) };
}

/** Everyone declared (by the Storyteller): the actions begin with David's kick on Alistair. */
async function acting() {
  const fight = await begun();
  for (const key of ["M", "G", "T", "A", "D"] as const) {
    expect(await requestDeclare(fight.combat, fight.id(key), { actions: [{ kind: "attack", targetId: key === "A" ? fight.id("D") : fight.id("A") }] })).toMatchObject({ ok: true });
  }
  expect(fight.combat.combatant?.name).toBe("David");
  return fight;
}

const snapshot = (combat: SystemCombat) => JSON.stringify(combat.toObject());

/** Sends each payload as the current user and expects the refusal given, with nothing written. */
async function refusedWithoutWrites(combat: SystemCombat, name: string, payload: unknown, refusal: unknown) {
  const before = snapshot(combat);
  standIn.database.reset();
  await expect(forgeRequest(name, { combatId: combat.id, ...(payload as object) })).resolves.toEqual(refusal);
  expect(standIn.database.writes).toEqual([]);
  expect(snapshot(combat)).toBe(before);
}

describe("a malformed field is refused with a reason, never thrown on", () => {
  it("an object posing as a combatant id, a position or a defence kind", async () => {
    const { combat, id } = await acting();
    actAs(player);
    const posing = { toString: "stc0000000000001" };
    await refusedWithoutWrites(combat, "classicHold", { combatantId: posing, note: { kind: "condition", text: "wait" } }, { ok: false, key: "STC.Error.RequestUnreadable", data: { field: "combatantId" } });
    await refusedWithoutWrites(combat, "classicStepIn", { combatantId: id("A"), position: { toString: "before" } }, { ok: false, key: "STC.Error.StepInPositionInvalid", data: { value: "object" } });
    await refusedWithoutWrites(combat, "classicStepIn", { combatantId: id("A"), position: "Before" }, { ok: false, key: "STC.Error.StepInPositionInvalid", data: { value: "Before" } });
    await refusedWithoutWrites(
      combat,
      "classicSpendDefence",
      { defenderId: id("A"), attackerId: posing, defence: "dodge", payment: { by: "willpowerPoint" } },
      { ok: false, key: "STC.Error.RequestUnreadable", data: { field: "attackerId" } },
    );
    await refusedWithoutWrites(
      combat,
      "classicSpendDefence",
      { defenderId: id("A"), attackerId: id("D"), defence: { length: 5 }, payment: { by: "willpowerPoint" } },
      { ok: false, key: "STC.Error.DefenceKindUnknown", data: { value: "object" } },
    );
    await refusedWithoutWrites(
      combat,
      "classicSpendDefence",
      { defenderId: id("A"), attackerId: "gone", defence: "dodge", payment: { by: "willpowerPoint" } },
      { ok: false, key: "STC.Error.CombatantUnknown", data: { combatant: "gone" } },
    );
    await refusedWithoutWrites(
      combat,
      "classicSpendDefence",
      { defenderId: id("A"), attackerId: id("D"), defence: "dodge", payment: { by: "willpowerPoint", faces: [10] } },
      { ok: false, key: "STC.Error.RequestFieldUnknown", data: { field: "payment.faces" } },
    );
    await refusedWithoutWrites(combat, "classicSpendDefence", { defenderId: id("A"), attackerId: id("D"), defence: "dodge", payment: "willpowerPoint" }, { ok: false, key: "STC.Error.RequestUnreadable", data: { field: "payment" } });
  });

  it("a declaration whose parts pose as text, or carry fields no declaration has", async () => {
    const { combat, id } = await begun();
    // Gordon declares after Michael: the Storyteller declares Michael's first, so it is Gordon's turn.
    expect(await requestDeclare(combat, id("M"), { actions: [] })).toMatchObject({ ok: true });
    actAs(player);
    const declare = (declaration: unknown) => ({ combatantId: id("G"), declaration });
    await refusedWithoutWrites(combat, "classicDeclare", declare({ actions: [{ kind: { toString: "attack" } }] }), { ok: false, key: "STC.Error.ActionKindUnknown", data: { value: "object" } });
    await refusedWithoutWrites(combat, "classicDeclare", declare({ actions: [{ kind: "attack", targetId: { toString: id("M") } }] }), { ok: false, key: "STC.Error.AttackTargetUnknown", data: { target: "object" } });
    await refusedWithoutWrites(combat, "classicDeclare", declare({ actions: [{ kind: "attack", targetId: id("M"), successes: 5 }] }), { ok: false, key: "STC.Error.DeclarationFieldUnknown", data: { field: "successes" } });
    await refusedWithoutWrites(combat, "classicDeclare", declare({ actions: [], faces: [10, 10] }), { ok: false, key: "STC.Error.DeclarationFieldUnknown", data: { field: "faces" } });
    await refusedWithoutWrites(combat, "classicDeclare", declare({ length: 5 }), { ok: false, key: "STC.Error.DeclarationFieldUnknown", data: { field: "length" } });
    await refusedWithoutWrites(combat, "classicDeclare", declare([]), { ok: false, key: "STC.Error.RequestUnreadable", data: { field: "declaration" } });
    await refusedWithoutWrites(combat, "classicDeclare", { ...declare({ actions: [] }), sender: gm.id }, { ok: false, key: "STC.Error.RequestFieldUnknown", data: { field: "sender" } });
    // And the honest declaration still goes through.
    await expect(forgeRequest("classicDeclare", { combatId: combat.id, ...declare({ actions: [{ kind: "attack", targetId: id("M") }] }) })).resolves.toEqual({ ok: true, value: null });
  });

  it("a payload that is no object, or misses a field, is refused", async () => {
    const { combat, id } = await acting();
    actAs(player);
    await expect(forgeRequest("classicHold", [combat.id, id("A")])).resolves.toEqual({ ok: false, key: "STC.Error.RequestUnreadable", data: { field: "payload" } });
    await refusedWithoutWrites(combat, "classicHold", { combatantId: id("A") }, { ok: false, key: "STC.Error.RequestUnreadable", data: { field: "note" } });
    await refusedWithoutWrites(combat, "classicHold", { combatantId: id("A"), note: { kind: "moment", position: "after", combatantId: id("T"), text: "x" } }, { ok: false, key: "STC.Error.RequestFieldUnknown", data: { field: "note.text" } });
    await refusedWithoutWrites(combat, "classicHold", { combatantId: id("A"), note: { kind: "condition", text: { length: 5 } } }, { ok: false, key: "STC.Error.HoldConditionEmpty", data: {} });
    // 002 ¶3: a moment is before or after someone's action, nothing else.
    await refusedWithoutWrites(combat, "classicHold", { combatantId: id("A"), note: { kind: "moment", position: "during", combatantId: id("T") } }, { ok: false, key: "STC.Error.HoldNoteInvalid", data: {} });
  });
});

describe("the turn a press was meant for", () => {
  it("a seenTurn that is not a turn's key or null is refused, and does not end the current turn", async () => {
    const { combat } = await acting();
    for (const seenTurn of [0, 1, ["t1"], { key: "t1" }, true]) {
      await refusedWithoutWrites(combat, "classicAdvance", { seenTurn }, { ok: false, key: "STC.Error.RequestUnreadable", data: { field: "seenTurn" } });
    }
    await refusedWithoutWrites(combat, "classicAdvance", {}, { ok: false, key: "STC.Error.RequestUnreadable", data: { field: "seenTurn" } });
    expect(combat.combatant?.name).toBe("David");
    // The Storyteller's own press for the turn it saw still ends it.
    await expect(requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).resolves.toEqual({ ok: true, value: null });
    expect(combat.combatant?.name).toBe("Alistair");
  });
});

describe("a declared pool is bounded by what the character can roll (000 §2.5)", () => {
  it("a player's attack of 50 dice for Gordon is refused; his largest pool is Strength 4 + Brawl 3", async () => {
    const { combat, id } = await begun();
    expect(await requestDeclare(combat, id("M"), { actions: [] })).toMatchObject({ ok: true });
    actAs(player);
    const declaration = (pool: number, kind = "attack") => ({ combatantId: id("G"), declaration: { actions: [kind === "attack" ? { kind, targetId: id("M"), pool } : { kind: "defence", defence: "dodge", pool }] } });
    await refusedWithoutWrites(combat, "classicDeclare", declaration(50), { ok: false, key: "STC.Error.DeclaredPoolAboveBound", data: { combatant: id("G"), kind: "attack", pool: 50, max: 7 } });
    await refusedWithoutWrites(combat, "classicDeclare", declaration(8, "defence"), { ok: false, key: "STC.Error.DeclaredPoolAboveBound", data: { combatant: id("G"), kind: "dodge", pool: 8, max: 7 } });
    expect(standIn.notifications.messages).toEqual([]);
    // Through the tracker's own request the refusal is said in the table's language, naming Gordon.
    await requestDeclare(combat, id("G"), declaration(50).declaration);
    expect(standIn.notifications.messages.at(-1)).toMatchObject({ type: "warning", message: "Gordon can roll at most 7 dice for this action, not 50." });
    await expect(forgeRequest("classicDeclare", { combatId: combat.id, ...declaration(7) })).resolves.toEqual({ ok: true, value: null });
    const gordon = combat.roundState?.combatants.find((entry) => entry.id === id("G"));
    expect(gordon?.actions.map((action) => action.basePool)).toEqual([7]);
  });

  it("the Storyteller's declared pools are taken as given (000 §2.11: David's seven-die kick)", async () => {
    const { combat, id } = await begun();
    await expect(requestDeclare(combat, id("M"), { actions: [{ kind: "attack", targetId: id("A"), pool: 12 }] })).resolves.toEqual({ ok: true, value: null });
  });
});

describe("an abort's Willpower roll is made on the Storyteller's client", () => {
  it("faces in a forged payload are not read, whoever sends it; the tracker's request sends none", async () => {
    const { combat, id } = await acting();
    // David kicks Alistair, who declared no defence: only the abort is left, bought with a Willpower roll.
    actAs(player);
    standIn.dice.script([1, 2, 3, 4, 5]);
    const forged = { combatId: combat.id, defenderId: id("A"), attackerId: id("D"), defence: "dodge", payment: { by: "willpowerRoll", faces: [10, 10, 10, 10, 10] } };
    await expect(forgeRequest("classicSpendDefence", forged)).resolves.toEqual({ ok: true, value: { granted: false, penalty: 0, cap: null, roll: { faces: [1, 2, 3, 4, 5], successes: 0 } } });
    expect(combat.roundState?.combatants.find((entry) => entry.id === id("A"))?.aborted).toBe(false);
    actAs(gm);
    standIn.dice.script([2, 2, 2, 2, 2]);
    await expect(forgeRequest("classicSpendDefence", forged)).resolves.toMatchObject({ ok: true, value: { granted: false, roll: { faces: [2, 2, 2, 2, 2] } } });
    actAs(player);
    standIn.dice.script([3, 3, 3, 3, 3]);
    await requestSpendDefence(combat, id("A"), id("D"), "dodge", { by: "willpowerRoll" });
    expect(sentRequests().at(-1)).toMatchObject({ from: player.id, name: "classicSpendDefence", payload: { payment: { by: "willpowerRoll" } } });
    expect(sentRequests().at(-1)?.payload).not.toHaveProperty("payment.faces");
  });
});

describe("a held action's note is bounded (DECLARATION_LIMITS)", () => {
  it("an over-long note is refused before anything is written, and before the turn is even looked at", async () => {
    const { combat, id } = await acting();
    const long = "x".repeat(DECLARATION_LIMITS.noteLength + 1);
    const max = DECLARATION_LIMITS.noteLength;
    actAs(player);
    // A megabyte never reaches the round: the request itself is too large to be read (the channel's own
    // refusal, marked for the sending client to raise).
    await refusedWithoutWrites(
      combat,
      "classicHold",
      { combatantId: id("A"), note: { kind: "condition", text: "x".repeat(1_000_000) } },
      { ok: false, key: "STC.Error.RequestTooLarge", data: { limit: 16_000 } },
    );
    // Alistair does not act now; the note is refused for its length all the same.
    await refusedWithoutWrites(combat, "classicHold", { combatantId: id("A"), note: { kind: "condition", text: long } }, { ok: false, key: "STC.Error.NoteTooLong", data: { max, length: max + 1 } });
    // On the Storyteller's own client there is no channel to stop a megabyte: the note limit does.
    actAs(gm);
    const before = snapshot(combat);
    standIn.database.reset();
    await expect(requestHold(combat, id("D"), { kind: "condition", text: "x".repeat(1_000_000) })).resolves.toEqual({ ok: false, key: "STC.Error.NoteTooLong", data: { max, length: 1_000_000 } });
    await expect(requestHold(combat, id("A"), { kind: "condition", text: long })).resolves.toMatchObject({ ok: false, key: "STC.Error.NoteTooLong" });
    expect(standIn.database.writes).toEqual([]);
    expect(snapshot(combat)).toBe(before);
  });
});
