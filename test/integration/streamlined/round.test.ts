import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { situationIn } from "../../../src/rulesets/streamlined/round/situation";
import { StreamlinedCombat } from "../../../src/rulesets/streamlined/documents/combat";
import { requestEndRound } from "../../../src/rulesets/streamlined/requests/turn-end-round";
import { requestNext } from "../../../src/rulesets/streamlined/requests/turn-next";
import { requestPlan } from "../../../src/rulesets/streamlined/requests/turn-plan";
import { requestReorder } from "../../../src/rulesets/streamlined/requests/turn-reorder";
import { oneAtATime } from "../../../src/work-queue";
import { initSystem } from "../documents/setup";
import { actAs, gm, player, standIn } from "../stand-in/install";
import { BEGIN_FACES, hurt, makeFighter, names, playStreamlined, resetWorld, seedFight } from "./round-fixtures";

playStreamlined();
beforeAll(initSystem);
beforeEach(resetWorld);

async function begun() {
  const fight = await seedFight();
  standIn.dice.script(BEGIN_FACES);
  await fight.combat.startCombat();
  return fight;
}

/** Ends the current turn as the Storyteller. */
async function endTurn(combat: StreamlinedCombat): Promise<void> {
  actAs(gm);
  expect(await requestNext(combat, combat.streamlinedRound?.current ?? null)).toEqual({ ok: true, value: null });
}

describe("Streamlined's round through the real documents (001 The Turn, The Round, In Four Steps)", () => {
  it("001 The Turn: the fight begins with Dexterity + Awareness rolled as a pool, highest first, ties in table order, and no declaration phase", async () => {
    const { combat, id } = await begun();
    expect(combat).toBeInstanceOf(StreamlinedCombat);
    const state = combat.streamlinedRound;
    // Pools 5, 3, 4, 1; successes 3 (10 counts two, 7 one), 2, 2, 0.
    expect(state?.order.map((entry) => [entry.initiative.pool, entry.initiative.successes])).toEqual([
      [5, 3],
      [3, 2],
      [4, 2],
      [1, 0],
    ]);
    expect(state?.order.find((entry) => entry.id === id("ana"))?.initiative.faces).toEqual([10, 7, 3, 2, 1]);
    // Boris and Vera tie on 2: table order (Boris was added first) until the Storyteller orders them.
    expect(names(combat)).toEqual(["Ana", "Boris", "Vera", "Gleb"]);
    // No declarations: the first turn is Ana's at once, and Foundry's own tracker shows her turn and the successes.
    expect(state?.current).toBe(id("ana"));
    expect(combat.round).toBe(1);
    expect(combat.turn).toBe(0);
    expect(combat.combatant?.name).toBe("Ana");
    expect(combat.combatants.contents.map((combatant) => combatant.initiative)).toEqual([3, 2, 2, 0]);
    expect(state?.ruleset).toBe("streamlined");
    expect(Object.keys(state ?? {})).not.toContain("phase");
  });

  it("001 The Turn: the Storyteller orders the tie (Vera before Boris) and the order holds; a player's reorder is refused", async () => {
    const { combat, id } = await begun();
    actAs(player);
    const before = JSON.stringify(combat.streamlinedRound);
    expect(await requestReorder(combat, [id("vera"), id("boris")])).toEqual({ ok: false, key: "STC.Error.StorytellerOnly", data: {} });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Only the Storyteller may do that.");
    expect(JSON.stringify(combat.streamlinedRound)).toBe(before);
    actAs(gm);
    expect(await requestReorder(combat, [id("vera"), id("boris")])).toEqual({ ok: true, value: null });
    expect(names(combat)).toEqual(["Ana", "Vera", "Boris", "Gleb"]);
    expect(combat.streamlinedRound?.tieOrder).toEqual([id("vera"), id("boris")]);
    // Ana (3) and Vera (2) are not tied: that order is the dice's, not the Storyteller's.
    expect(await requestReorder(combat, [id("vera"), id("ana")])).toMatchObject({ ok: false, key: "STC.Error.StreamlinedNotTied" });
    expect(names(combat)).toEqual(["Ana", "Vera", "Boris", "Gleb"]);
  });

  it("001 The Turn: two actions take −2 each and three −4 each; the player plans its own combatant's turn", async () => {
    const { combat, id, actors } = await begun();
    actAs(player);
    expect(await requestPlan(combat, id("ana"), ["attack", "attack"])).toEqual({ ok: true, value: null });
    const ana = combat.streamlinedRound?.order.find((entry) => entry.id === id("ana"));
    expect(ana?.plan?.actions.map((action) => action.penalty)).toEqual([2, 2]);
    // The chain reads the attacker's penalty through the round link.
    expect(situationIn(combat, actors.ana.id, actors.boris.id)).toEqual({ penalty: 2, targetEvading: false, surprised: false });
    // A turn is planned once.
    expect(await requestPlan(combat, id("ana"), ["attack"])).toMatchObject({ ok: false, key: "STC.Error.StreamlinedTurnPlanned" });
    // Not Boris's turn yet, and Boris is not the player's.
    expect(await requestPlan(combat, id("vera"), ["attack"])).toMatchObject({ ok: false, key: "STC.Error.StreamlinedNotTheirTurn" });
    expect(await requestNext(combat, id("ana"))).toEqual({ ok: true, value: null });
    expect(combat.combatant?.name).toBe("Boris");
    expect(await requestPlan(combat, id("boris"), ["attack"])).toEqual({ ok: false, key: "STC.Error.NotYourCombatant", data: { combatant: id("boris") } });
    expect(await requestNext(combat, id("boris"))).toEqual({ ok: false, key: "STC.Error.StreamlinedNotYourTurnToEnd", data: { combatant: id("boris") } });
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Only the Storyteller or the owner of Boris may end this turn.");
    await endTurn(combat);
    actAs(player);
    expect(await requestPlan(combat, id("vera"), ["attack", "draw", "attack"])).toEqual({ ok: true, value: null });
    expect(combat.streamlinedRound?.order.find((entry) => entry.id === id("vera"))?.plan?.actions.map((action) => action.penalty)).toEqual([4, 4, 4]);
    expect(situationIn(combat, actors.vera.id, actors.gleb.id).penalty).toBe(4);
  });

  it("001 Evading: the whole turn, +2 to Defense until the evader's next turn; it shares the turn with nothing", async () => {
    const { combat, id, actors } = await begun();
    await endTurn(combat);
    actAs(gm);
    expect(await requestPlan(combat, id("boris"), ["evade", "attack"])).toMatchObject({ ok: false, key: "STC.Error.StreamlinedEvadeWholeTurn" });
    expect(await requestPlan(combat, id("boris"), ["evade"])).toEqual({ ok: true, value: null });
    expect(combat.streamlinedRound?.order.find((entry) => entry.id === id("boris"))?.evading).toBe(true);
    expect(situationIn(combat, actors.ana.id, actors.boris.id)).toEqual({ penalty: 0, targetEvading: true, surprised: false });
    // Still evading through the rest of the round and the round's end, until his next turn begins.
    await endTurn(combat);
    await endTurn(combat);
    await endTurn(combat);
    expect(await requestEndRound(combat)).toMatchObject({ ok: true });
    await endTurn(combat);
    expect(situationIn(combat, actors.ana.id, actors.boris.id).targetEvading).toBe(true);
    await endTurn(combat);
    expect(combat.combatant?.name).toBe("Boris");
    expect(situationIn(combat, actors.ana.id, actors.boris.id).targetEvading).toBe(false);
  });

  it("001 Damage and the Downed, Flight and Surrender, step 4: the downed skipped, flight and surrender leave the order, the fight over when one side is left", async () => {
    const { combat, id, actors } = await begun();
    // Vera: Stamina 1, Health 1 + 3 = 4; 4 bashing puts her at 0.
    await hurt(actors.vera, { bashing: 4 });
    await endTurn(combat);
    expect(combat.combatant?.name).toBe("Boris");
    await endTurn(combat);
    // Vera is skipped: Gleb's turn.
    expect(combat.combatant?.name).toBe("Gleb");
    expect(combat.streamlinedRound?.passed).toEqual([id("ana"), id("boris"), id("vera")]);
    actAs(gm);
    expect(await requestPlan(combat, id("gleb"), ["flee"])).toEqual({ ok: true, value: null });
    expect(combat.streamlinedRound?.order.map((entry) => entry.id)).toEqual([id("ana"), id("boris"), id("vera")]);
    expect(combat.streamlinedRound?.left).toEqual([{ id: id("gleb"), side: "storyteller", by: "fled" }]);
    await endTurn(combat);
    expect(combat.streamlinedRound?.current).toBeNull();
    // Step 4: Ana (the players') and Boris (the Storyteller's) still fight; Vera down; Gleb fled.
    expect(await requestEndRound(combat)).toEqual({
      ok: true,
      value: { down: [id("vera")], dead: [], fled: [id("gleb")], surrendered: [], fighting: [id("ana"), id("boris")], continues: true },
    });
    expect(combat.round).toBe(2);
    expect(names(combat)).toEqual(["Ana", "Boris", "Vera", "Gleb"]);
    // Round 2 in the same order, initiative not rolled again (no dice scripted).
    await endTurn(combat);
    expect(combat.combatant?.name).toBe("Ana");
    await endTurn(combat);
    actAs(gm);
    expect(await requestPlan(combat, id("boris"), ["surrender"])).toEqual({ ok: true, value: null });
    await endTurn(combat);
    expect(combat.streamlinedRound?.current).toBeNull();
    const end = await requestEndRound(combat);
    expect(end).toEqual({ ok: true, value: { down: [id("vera")], dead: [], fled: [id("gleb")], surrendered: [id("boris")], fighting: [id("ana")], continues: false } });
    expect(combat.streamlinedRound?.over).toBe(true);
    expect(await requestNext(combat, null)).toMatchObject({ ok: false, key: "STC.Error.StreamlinedRoundOver" });
  });

  it("001 The Round, In Four Steps: a newcomer rolls and slots in where its successes fall, acting this round when below the place reached", async () => {
    const { combat, id } = await begun();
    await endTurn(combat);
    // Dmitri: Dexterity 3 + Awareness 1 = 4 dice, faces 7 1 1 1 = 1 success: after Vera (2), before Gleb (0).
    const dmitri = await makeFighter("Dmitri", { dex: 3, awareness: 1 });
    standIn.dice.script([7, 1, 1, 1]);
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: dmitri.id }]);
    await oneAtATime(combat, () => Promise.resolve());
    expect(names(combat)).toEqual(["Ana", "Boris", "Vera", "Dmitri", "Gleb"]);
    const newcomer = combat.combatants.find((combatant) => combatant.actorId === dmitri.id);
    expect(newcomer?.initiative).toBe(1);
    expect(combat.combatant?.name).toBe("Boris");
    await endTurn(combat);
    await endTurn(combat);
    expect(combat.combatant?.name).toBe("Dmitri");
    // A newcomer with more successes than Ana (10 10 = 4) would slot in first and act from the next round.
    const eva = await makeFighter("Eva", { dex: 1, awareness: 1 });
    standIn.dice.script([10, 10]);
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: eva.id }]);
    await oneAtATime(combat, () => Promise.resolve());
    expect(names(combat)).toEqual(["Eva", "Ana", "Boris", "Vera", "Dmitri", "Gleb"]);
    await endTurn(combat);
    expect(combat.combatant?.name).toBe("Gleb");
    await endTurn(combat);
    expect(combat.streamlinedRound?.current).toBeNull();
    expect((await requestEndRound(combat)).ok).toBe(true);
    await endTurn(combat);
    expect(combat.combatant?.name).toBe("Eva");
    expect(id("ana")).toBeTruthy();
  });
});
