import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openAttack } from "../../../src/rulesets/classic/apps/attack-dialog";
import { requestEscape } from "../../../src/rulesets/classic/requests/grapple-escape";
import { launchAttack } from "../../../src/rulesets/classic/chat/start-attack";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { combatantOf, makeActor, makeCombat, seedStats } from "../combat/fixtures";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { attack, chainOf, press } from "./attack";
import { character, faces, inRound, maneuverItem, placeToken, players, resetTable, setUpChain, target, writes } from "./fixtures";

/*
 * Foundry resolves a write it turned down as `undefined` (data that failed validation, a module's preUpdate
 * veto) instead of throwing. Nothing may then go on as if it had happened: no result recorded as applied, no
 * round moved, nothing spent; the user reads why, in the table's language.
 */

const FIGHTER = { attributes: { strength: 3, dexterity: 3, stamina: 2 }, abilities: { brawl: 3 } };

beforeAll(setUpChain);
beforeEach(resetTable);

const warnings = () => standIn.notifications.messages.filter((entry) => entry.type === "warning").map((entry) => entry.message);

/** Lucita (Celerity 2, 10 blood) and Hans in a begun round, Lucita to declare an attack and a Celerity action on him. */
async function lucitaAgainstHans() {
  const lucita = await makeActor("Lucita", { owner: player.id, system: seedStats({ creature: "vampire", disciplines: { celerity: 2 }, blood: { current: 10 } }) });
  const hans = await makeActor("Hans");
  const combat = await makeCombat([lucita, hans]);
  standIn.dice.script([1, 9]);
  await combat.startCombat();
  return { lucita, combat, before: JSON.stringify(combat.roundState), lucitaId: combatantOf(combat, lucita), attackHans: { kind: "attack", targetId: combatantOf(combat, hans) } };
}

describe("a write Foundry turns down", () => {
  it("the result on the target: the card records no result, the target keeps its health", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const message = await attack(gm, david, "Punch", placeToken(alistair), {}, [8, 8, 8, 2, 2, 2]);
    await press(gm, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    await press(gm, message, { step: "damageRoll" }, [8, 8, 8, 8, 2, 2, 2, 2]);
    const health = { ...alistair.system.stats.health };
    const answers = message.system.chainAnswers.length;
    const update = vi.spyOn(alistair, "update").mockResolvedValue(undefined);
    try {
      standIn.database.reset();
      const result = await press(gm, message, { step: "soakRoll" }, [2, 2, 2, 2]);
      expect(result).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.NotWritten" });
    } finally {
      update.mockRestore();
    }
    expect(alistair.system.stats.health).toEqual(health);
    expect(message.system.chainAnswers).toHaveLength(answers);
    expect(chainOf(message).result ?? null).toBeNull();
    expect(writes("ChatMessage", "update")).toEqual([]);
    expect(warnings().at(-1)).toBe("Foundry did not save the change to Alistair; nothing was applied and nothing was spent.");
    // Pressed again once Foundry takes the write, the step goes through.
    expect(await press(gm, message, { step: "soakRoll" }, [2, 2, 2, 2])).toEqual({ ok: true, value: null });
    expect(chainOf(message).result).toBeTruthy();
  });

  it("the round: a declaration whose round is not saved spends nothing and leaves the round as it was", async () => {
    const { lucita, combat, before, lucitaId, attackHans } = await lucitaAgainstHans();
    const update = vi.spyOn(combat, "update").mockResolvedValue(undefined);
    try {
      actAs(player);
      const outcome = await requestDeclare(combat, lucitaId, { actions: [attackHans], celerityActions: [attackHans] });
      expect(outcome).toMatchObject({ ok: false, key: "STC.Error.RoundNotWritten" });
    } finally {
      update.mockRestore();
      actAs(gm);
    }
    expect(lucita.system.blood.current).toBe(10);
    expect(JSON.stringify(combat.roundState)).toBe(before);
    expect(standIn.notifications.messages.at(-1)?.message).toBe("Foundry did not save the turn: it has not moved and nothing was spent.");
  });

  it("the spending: a declaration whose blood is not taken off is not declared", async () => {
    const { lucita, combat, before, lucitaId, attackHans } = await lucitaAgainstHans();
    const update = vi.spyOn(lucita, "update").mockResolvedValue(undefined);
    try {
      actAs(player);
      expect(await requestDeclare(combat, lucitaId, { actions: [attackHans], celerityActions: [attackHans] })).toMatchObject({ ok: false, key: "STC.Error.NotWritten" });
    } finally {
      update.mockRestore();
      actAs(gm);
    }
    expect(JSON.stringify(combat.roundState)).toBe(before);
  });
});

describe("what Foundry does around the chain", () => {
  it("an unlinked token's own actor takes the damage: the write goes to the token's delta, the world actor is untouched", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const thug = await character("Thug", null, FIGHTER);
    const token = placeToken(thug, "scene00000000001", { linked: false });
    const message = await attack(gm, david, "Punch", token, {}, [8, 8, 8, 2, 2, 2]);
    await press(gm, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    standIn.database.reset();
    // The thug is the Storyteller's: its soak rolls itself after the damage.
    expect(await press(gm, message, { step: "damageRoll" }, [8, 8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 2])).toEqual({ ok: true, value: null });
    const synthetic = token.actor as typeof thug;
    expect(synthetic).not.toBe(thug);
    expect(synthetic.system.stats.health.bashing).toBeGreaterThan(0);
    expect(thug.system.stats.health).toEqual({ bashing: 0, lethal: 0, aggravated: 0 });
    expect(writes("Actor")).toEqual([]);
    expect(writes("ActorDelta", "update")).toHaveLength(1);
  });

  it("a module's hook that throws is logged by Foundry and does not stop the chain", async () => {
    const david = await character("David", players.david, FIGHTER, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    const broken = () => {
      throw new Error("a module's bug");
    };
    standIn.hooks.on("storyteller-combat.attackStep", broken);
    try {
      const message = await attack(gm, david, "Punch", placeToken(alistair), {}, [8, 8, 8, 2, 2, 2]);
      expect(await press(gm, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } })).toEqual({ ok: true, value: null });
      expect(standIn.hooks.errors.map((entry) => entry.hook)).toContain("storyteller-combat.attackStep");
    } finally {
      standIn.hooks.off("storyteller-combat.attackStep", broken);
    }
  });

  it("the Willpower point for an attack (V20 core: one automatic success): no card, no attack, the point stays", async () => {
    const david = await character("David", players.david, { ...FIGHTER, willpower: 5 }, [maneuverItem("w20Punch", "Punch")]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    actAs(players.david);
    target(players.david, placeToken(alistair));
    const dialog = await openAttack(david as never, david.items.getName("Punch") as never);
    if (!dialog) throw new Error("The attack dialog did not open.");
    const update = vi.spyOn(david, "update").mockResolvedValue(undefined);
    try {
      expect(await launchAttack(dialog.setup, { ...dialog.values, willpower: true }, dialog.refs)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.NotWritten" });
    } finally {
      update.mockRestore();
      actAs(gm);
    }
    expect(standInGame.messages).toHaveLength(0);
    expect(david.system.willpower.current).toBe(5);
    expect(warnings().at(-1)).toBe("Foundry did not save the change to David; nothing was applied and nothing was spent.");
  });

  it("a grapple escape whose freed character is not saved: still held, and no escape card says otherwise", async () => {
    const grapple = maneuverItem("vtmHold", "Hold");
    const david = await character("David", players.david, FIGHTER, [grapple]);
    const alistair = await character("Alistair", players.alistair, FIGHTER);
    inRound(1);
    const message = await attack(players.david, david, "Hold", placeToken(alistair), {}, [8, 8, 2, 2, 2, 2]);
    await press(players.alistair, message, { step: "defenceChoice", defence: { kind: "none", opponents: 1 } });
    expect(alistair.system.stats.statuses.map((status) => status.id)).toEqual(["held"]);
    inRound(2);
    const cards = standInGame.messages.length;
    // Every way the freeing can be written is turned down: the actor's update and its effects' own calls.
    const update = vi.spyOn(alistair, "update").mockResolvedValue(undefined);
    const deletion = vi.spyOn(alistair, "deleteEmbeddedDocuments").mockResolvedValue(undefined as never);
    const effects = vi.spyOn(alistair, "updateEmbeddedDocuments").mockResolvedValue(undefined as never);
    try {
      actAs(players.alistair);
      // Alistair's Strength + Brawl: 3 successes against David's 1: free, if Foundry saved it.
      faces(9, 9, 9, 2, 2, 2, 9, 2, 2, 2, 2, 2);
      expect(await requestEscape(message)).toMatchObject({ ok: false, key: "STC.Classic.Chain.Error.NotWritten" });
    } finally {
      update.mockRestore();
      deletion.mockRestore();
      effects.mockRestore();
      actAs(gm);
    }
    expect(alistair.system.stats.statuses.map((status) => status.id)).toEqual(["held"]);
    expect(standInGame.messages).toHaveLength(cards);
  });
});
