import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestAdvance } from "../../../src/rulesets/classic/requests/advance";
import { requestDeclare } from "../../../src/rulesets/classic/requests/declare";
import { installRoundBridge } from "../../../src/rulesets/classic/round/combat-bridge";
import { undoChain } from "../../../src/rulesets/classic/chat/undo";
import { actAs, gm, player, standIn, standInGame } from "../stand-in/install";
import { combatantOf, resetStandIn, seedCombatants, type SystemActor, type SystemCombat } from "../combat/fixtures";
import { attack, chainOf, press } from "./attack";
import { maneuverItem, placeToken, setUpChain, writes } from "./fixtures";

/**
 * The chain against the real combat round (the tracker's Combat and its bridge), for 000 §2.11's first two
 * attacks: the multiple-action penalty comes from the round's declarations, a declared dodge is offered and
 * spent in the round, an undeclared one shows the abort, and the damage lands as the rules' own test has it.
 */
type Key = "A" | "T" | "G" | "D" | "M";

beforeAll(setUpChain);
beforeEach(async () => {
  resetStandIn();
  installRoundBridge();
  await standIn.settings.set("storyteller-combat", "classic.defenceMode", "removeDice");
  await standIn.settings.set("storyteller-combat", "classic.halfLevelDamage", true);
  await standIn.settings.set("storyteller-combat", "classic.dodgeAbility", "dodge");
  await standIn.settings.set("storyteller-combat", "classic.stunRule", "dazed");
  // The Storyteller presses the Storyteller's characters' soak and resistance here, with their Willpower.
  await standIn.settings.set("storyteller-combat", "classic.storytellerRollsItself", false);
});

async function declaredRound(): Promise<{ combat: SystemCombat; actors: Record<Key, SystemActor>; id: (key: Key) => string }> {
  const { combat, actors } = await seedCombatants();
  actAs(gm);
  for (const actor of [actors.D, actors.A]) await actor.createEmbeddedDocuments("Item", [maneuverItem("vtmKick", "Kick"), maneuverItem("vtmPunch", "Punch")]);
  const id = (key: Key) => combatantOf(combat, actors[key]);
  standIn.dice.script([6, 5, 5, 9, 2]);
  await combat.startCombat();
  const declare = async (key: Key, actions: unknown[]) => {
    actAs(["A", "T", "G"].includes(key) ? player : gm);
    expect(await requestDeclare(combat, id(key), { actions }), key).toEqual({ ok: true, value: null });
  };
  await declare("M", [{ kind: "defence", defence: "parry", pool: 5 }, { kind: "attack", targetId: id("A"), pool: 5 }]);
  await declare("G", [{ kind: "attack", targetId: id("M"), pool: 2 }]);
  await declare("T", [{ kind: "defence", defence: "dodge", pool: 6 }, { kind: "attack", targetId: id("D"), pool: 5 }]);
  await declare("A", [{ kind: "attack", targetId: id("D"), pool: 6 }]);
  await declare("D", [{ kind: "attack", targetId: id("A"), pool: 7 }, { kind: "defence", defence: "dodge", pool: 6 }, { kind: "defence", defence: "dodge", pool: 6 }]);
  actAs(gm);
  return { combat, actors, id };
}


/** The payments the card this user sees offers for a dodge (an abort is paid with a Willpower roll or point). */
async function dodgePayments(message: Parameters<typeof chainOf>[0]) {
  const { chainCardContextOf } = await import("../../../src/rulesets/classic/chat/render");
  return chainCardContextOf(message).pending?.buttons.filter((button) => button.defence === "dodge").map((button) => button.payment);
}

describe("the chain in a running round (000 §2.11)", () => {
  it("D v A and A v D: the round's penalties, offers and spending, the same numbers and health as the rules' test", async () => {
    const { combat, actors } = await declaredRound();
    const tokens = { A: placeToken(actors.A), D: placeToken(actors.D) };
    standIn.database.reset();

    // D v A: David's kick is the first of his three actions (−3); Alistair declared no defence, so only the abort.
    expect(combat.combatant?.name).toBe("David");
    const kick = await attack(gm, actors.D, "Kick", tokens.A, { opponents: 2 });
    actAs(player);
    expect(await dodgePayments(kick)).toEqual(["willpowerRoll", "willpowerPoint"]);
    await press(player, kick, { step: "defenceChoice", defence: { kind: "none", opponents: 2 } });
    await press(gm, kick, { step: "attackRoll" }, [6, 2, 10]);
    await press(gm, kick, { step: "damageRoll" }, [5, 5, 7, 8, 2]);
    await press(player, kick, { step: "soakRoll" }, [3, 1]);
    expect(chainOf(kick).plan.roll.modifiers.find((modifier) => modifier.id === "multipleActions")?.dice).toBe(-3);
    expect(chainOf(kick).plan.roll.pool).toBe(3);
    expect(actors.A.system.stats.health).toEqual({ bashing: 1, lethal: 0, aggravated: 0 });
    actAs(gm);
    expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });

    // A v D: Alistair punches; David's second declared action is a dodge (−4), spent in the round as it answers.
    expect(combat.combatant?.name).toBe("Alistair");
    const punch = await attack(player, actors.A, "Punch", tokens.D, { opponents: 2 });
    const combatWrites = standIn.database.writesTo("Combat").length;
    expect((await press(gm, punch, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2 } }, [8, 1])).ok).toBe(true);
    expect(standIn.database.writesTo("Combat").length).toBe(combatWrites + 1); // the dodge is spent in the round
    await press(player, punch, { step: "attackRoll" }, [5, 2, 7, 7, 9, 2]);
    await press(player, punch, { step: "damageRoll" }, [6, 8, 7, 2, 2, 6]);
    await press(gm, punch, { step: "soakRoll" }, [6, 1]);
    const chain = chainOf(punch);
    expect(chain.defence?.roll.pool).toBe(2);
    expect(chain.defence?.roll.modifiers.find((modifier) => modifier.id === "multipleActions")?.dice).toBe(-4);
    expect(chain.attack?.result.net).toBe(3);
    expect(chain.damage?.result.net).toBe(4);
    expect(actors.D.system.stats.health).toEqual({ bashing: 1.5, lethal: 0, aggravated: 0 });

    // Each target written once by its chain; the Combat only by the round (declarations aside, the spent dodge).
    expect(writes("Actor", "update").map((write) => write.ids[0])).toEqual([actors.A.id, actors.D.id]);
    expect(standIn.notifications.messages.filter((entry) => entry.type !== "info")).toEqual([]);
  });

  it("an abort bought with a Willpower roll is rolled once, by the round, and the card shows those dice (000 §2.5)", async () => {
    const { combat, actors } = await declaredRound();
    const tokens = { A: placeToken(actors.A) };
    const kick = await attack(gm, actors.D, "Kick", tokens.A, { opponents: 2 });
    const permanent = actors.A.system.stats.willpower.permanent;
    const willpowerFaces = Array.from({ length: permanent }, (_, index) => (index === 0 ? 8 : 2));
    standIn.dice.reset();
    // The Willpower dice, then the dodge's: exactly those are rolled, none twice.
    expect(await press(player, kick, { step: "defenceChoice", defence: { kind: "dodge", opponents: 2 }, payment: "willpowerRoll" }, [...willpowerFaces, ...Array.from({ length: 10 }, () => 9)])).toEqual({ ok: true, value: null });
    const dodge = chainOf(kick).defence;
    expect(dodge?.result.dice.map((die) => die.face)).toEqual(Array.from({ length: dodge?.roll.pool ?? -1 }, () => 9));
    expect(standIn.dice.queue).toHaveLength(10 - (dodge?.roll.pool ?? 0));
    const choice = kick.system.chainAnswers.find((answer) => answer.step === "defenceChoice");
    expect(choice?.cost).toEqual({ offer: "abort", granted: true, payment: "willpowerRoll", faces: willpowerFaces });
    expect(combat.roundState?.events.find((event) => event.type === "aborted")).toBeDefined();
  });

  it("the fight is the one the attacker is in, not the encounter the Storyteller's tracker is viewing", async () => {
    const { combat, actors } = await declaredRound();
    const tokens = { A: placeToken(actors.A), D: placeToken(actors.D) };
    // The Storyteller turns the tracker to another encounter, prepared for later (game.combat is the viewed one).
    const Combat = combat.constructor as unknown as { create(data: object): Promise<SystemCombat> };
    standInGame.combat = (await Combat.create({})) as unknown as typeof standInGame.combat;
    expect(standInGame.combat).not.toBe(combat);
    const kick = await attack(gm, actors.D, "Kick", tokens.A, { opponents: 2 });
    expect(kick.system.roundAction).toBe(`${combat.id}.${combat.roundState?.roundId}.${combat.roundState?.queue[0]?.combatantIds[0]}.1`);
    expect(chainOf(kick).plan.round).toBe(combat.round);
    actAs(player);
    // Alistair declared no defence: only the abort, never a free dodge.
    expect(await dodgePayments(kick)).toEqual(["willpowerRoll", "willpowerPoint"]);
    await press(player, kick, { step: "defenceChoice", defence: { kind: "none", opponents: 2 } });
    await press(gm, kick, { step: "attackRoll" }, [6, 2, 10]);
    expect(chainOf(kick).plan.roll.modifiers.find((modifier) => modifier.id === "multipleActions")?.dice).toBe(-3);
    actAs(gm);
  });

  it("one declared attack makes one attack: a second on the same turn is refused until the first is undone or its card deleted (000 §1.2, §2.2)", async () => {
    const { combat, actors } = await declaredRound();
    const tokens = { A: placeToken(actors.A), D: placeToken(actors.D) };
    const kick = await attack(gm, actors.D, "Kick", tokens.A, { opponents: 2 });
    expect(combat.roundState?.roundId).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(kick.system.roundAction).toBe(`${combat.id}.${combat.roundState?.roundId}.${combat.roundState?.queue[0]?.combatantIds[0]}.1`);
    const messages = standInGame.messages.length;
    await expect(attack(gm, actors.D, "Punch", tokens.A)).rejects.toThrow("The attack dialog did not open.");
    expect(standIn.notifications.messages.at(-1)?.message).toBe("David has already attacked with this action. Each declared action makes one attack; the Storyteller undoing its result or deleting its card gives the action back.");
    expect(standInGame.messages).toHaveLength(messages);

    // Its result undone, the action is free again for the attack the Storyteller meant.
    await press(player, kick, { step: "defenceChoice", defence: { kind: "none", opponents: 2 } });
    await press(gm, kick, { step: "attackRoll" }, [6, 2, 10]);
    await press(gm, kick, { step: "damageRoll" }, [5, 5, 7, 8, 2]);
    await press(player, kick, { step: "soakRoll" }, [3, 1]);
    actAs(gm);
    expect(await undoChain(kick)).toMatchObject({ ok: true });
    const again = await attack(gm, actors.D, "Punch", tokens.A, { opponents: 2 });
    expect(again.system.roundAction).toBe(kick.system.roundAction);

    // A chain abandoned and its card deleted gives the action back too.
    standInGame.messages.splice(standInGame.messages.indexOf(again as never), 1);
    await expect(attack(gm, actors.D, "Kick", tokens.A, { opponents: 2 })).resolves.toBeTruthy();

    // The next turn is another action: Alistair attacks, and so does David with his next one only when it comes.
    expect(await requestAdvance(combat, combat.roundState?.queue[0]?.key ?? null)).toEqual({ ok: true, value: null });
    await expect(attack(player, actors.A, "Punch", tokens.D, { opponents: 2 })).resolves.toBeTruthy();
  });

  it("a fight reset and begun again is a new first turn: the attacks of the earlier one do not count", async () => {
    const { combat, actors, id } = await declaredRound();
    const tokens = { A: placeToken(actors.A) };
    const first = await attack(gm, actors.D, "Kick", tokens.A, { opponents: 2 });
    await combat.resetAll();
    standIn.dice.script([6, 5, 5, 9, 2]);
    await combat.startCombat();
    expect(combat.round).toBe(1);
    actAs(gm);
    for (const key of ["M", "G", "T", "A"] as const) expect(await requestDeclare(combat, id(key), { actions: [] })).toMatchObject({ ok: true });
    expect(await requestDeclare(combat, id("D"), { actions: [{ kind: "attack", targetId: id("A") }] })).toMatchObject({ ok: true });
    const again = await attack(gm, actors.D, "Kick", tokens.A, { opponents: 2 });
    expect(again.system.roundAction).not.toBe(first.system.roundAction);
  });
});
